import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import {
  type BatchSender,
  DEFAULT_RETRY,
  type PushBatch,
  type PushOutcome,
  type RetryPolicy,
} from './push-sender.js';
import type { VapidKeys } from './vapid.js';

/** What the worker is started with (`workerData`): all it needs to make its `PushSender`. */
export interface SendThreadSettings {
  vapid: VapidKeys;
  retry: RetryPolicy;
  /** At most this many connections per push service. */
  connections: number;
}

/** A batch asked of the worker, and its answer. */
export interface SendRequest {
  id: number;
  batch: PushBatch;
}
export type SendAnswer = { id: number; outcomes: PushOutcome[] } | { id: number; error: string };

/**
 * The worker's file beside this one: `.js` when this module runs from `dist` (plain Node), `.ts`
 * when it runs from source (Vitest, `pnpm dev`, `spawnApi({ from: 'source' })`).
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(`./push-send-worker.${FROM_SOURCE ? 'ts' : 'js'}`, import.meta.url);

/**
 * How to start the worker. From `dist`: its file. From source: a line that loads it through tsx's
 * `tsImport` (TypeScript and the `.js` → `.ts` imports) — on Node 20 a worker does not get the
 * loader hooks of `--import tsx` (its own `execArgv` or the process's), and Vitest's way of running
 * TypeScript is not a worker's. tsx is resolved from this file (a dev dependency: `dist` never
 * needs it). The process's Node flags pass on either way (`--cpu-prof` profiles the worker too).
 */
function workerEntry(): { entry: string | URL; eval: boolean } {
  if (!FROM_SOURCE) return { entry: WORKER_URL, eval: false };
  // The ESM build of tsx's API (its CommonJS build cannot register hooks from a worker).
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_URL.href)}, ${JSON.stringify(import.meta.url)}));`;
  return { entry, eval: true };
}

/** The worker ended (a crash, out of memory, terminated) with batches of a fan-out in flight. */
export class SendThreadLostError extends Error {
  constructor(detail: string, options?: ErrorOptions) {
    super(`the push sending thread ended mid-batch (${detail})`, options);
    this.name = 'SendThreadLostError';
  }
}

export interface PushSendThreadOptions {
  vapid: VapidKeys;
  retry?: RetryPolicy | undefined;
  connections?: number;
  logger?: Logger | undefined;
}

/**
 * The fan-out's {@link BatchSender} in a worker thread: the worker runs the one `PushSender`
 * (web-push's aes128gcm encryption, undici with its retries) and keeps the VAPID headers, so the
 * API's own thread keeps only the store's reads and writes of a fan-out and goes on answering
 * requests. A batch goes over and its outcomes come back in order.
 *
 * The worker starts with the first batch. When it dies (an uncaught error, out of memory,
 * terminated), the batches in flight reject with {@link SendThreadLostError} — the fan-out stays
 * unfinished and its queue resumes it — and the next batch starts a new worker. The worker holds the
 * process open only while a batch is in flight; `close()` terminates it.
 */
export class PushSendThread implements BatchSender {
  private worker: Worker | undefined;
  private readonly pending = new Map<
    number,
    { ok: (outcomes: PushOutcome[]) => void; fail: (error: Error) => void }
  >();
  private nextId = 1;
  private closed = false;
  private readonly settings: SendThreadSettings;

  constructor(private readonly options: PushSendThreadOptions) {
    this.settings = {
      vapid: options.vapid,
      retry: options.retry ?? DEFAULT_RETRY,
      connections: options.connections ?? 64,
    };
  }

  /**
   * The worker of the moment: undefined before the first batch, after a death and after `close()`
   * (its `threadId`, its `performance.eventLoopUtilization()`; tests terminate it as a crash).
   */
  get current(): Worker | undefined {
    return this.worker;
  }

  sendBatch(batch: PushBatch): Promise<PushOutcome[]> {
    if (this.closed) return Promise.reject(new Error('the push sending thread is closed'));
    const worker = this.worker ?? this.start();
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<PushOutcome[]>((ok, fail) => {
      this.pending.set(id, { ok, fail });
      worker.ref();
      const request: SendRequest = { id, batch };
      worker.postMessage(request);
    });
  }

  private start(): Worker {
    const { entry, eval: isCode } = workerEntry();
    const worker = new Worker(entry, {
      name: 'push-send',
      eval: isCode,
      workerData: this.settings,
    });
    // Idle, it keeps nothing open: a process that is done exits (sendBatch holds it while busy).
    worker.unref();
    let failure: Error | undefined;
    worker.on('message', (answer: SendAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (waiting === undefined) return;
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if ('outcomes' in answer) waiting.ok(answer.outcomes);
      else waiting.fail(new Error(`the push sending thread failed a batch: ${answer.error}`));
    });
    worker.on('error', (error) => {
      failure = error;
      this.options.logger?.error({ err: error }, 'push sending thread crashed');
    });
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      if (this.pending.size === 0) return;
      const lost = new SendThreadLostError(
        failure === undefined ? `exit code ${code}` : failure.message,
        { cause: failure },
      );
      for (const waiting of this.pending.values()) waiting.fail(lost);
      this.pending.clear();
    });
    this.worker = worker;
    return worker;
  }

  /** Terminates the worker (a batch still in flight rejects). */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    if (worker !== undefined) await worker.terminate();
  }
}
