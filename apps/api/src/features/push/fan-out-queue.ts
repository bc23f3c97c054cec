import type { Logger } from 'pino';
import type { FanOutEnd } from './push-fan-out.js';

/** Runs one fan-out until it ends or `signal` asks it to stop (between two batches). */
export type FanOutRun = (noticeId: string, signal: AbortSignal) => Promise<FanOutEnd>;

/**
 * Hands each fan-out (recorded in the store first) to one worker of the deployment. The same notice
 * added twice, by one instance or two, makes one run; a run cut short (a stop, a crash) is resumed.
 */
export interface FanOutQueue {
  /** `process`: this process runs them (one instance); `redis`: BullMQ, workers on every instance. */
  readonly kind: 'process' | 'redis';
  add(noticeId: string): Promise<void>;
  /** Stops taking work; a run under way stops after its batch (resumed later). */
  close(): Promise<void>;
}

/**
 * Makes the queue once the service can run a fan-out: `run` does one, `unfinished` lists those the
 * store holds as queued or running (a start resumes them).
 */
export type FanOutQueueFactory = (
  run: FanOutRun,
  unfinished: () => Promise<string[]>,
) => FanOutQueue;

/**
 * How often a queue looks for fan-outs the store holds as unfinished that it was never handed: those
 * a CLI's write recorded (`feed:fetch`, the import run no queue), a publish while Redis was down, a
 * run that failed on a store outage. The bound on how late such a notice goes out.
 */
export const UNFINISHED_SWEEP_MS = 10_000;

export interface FanOutQueueOptions {
  /** {@link UNFINISHED_SWEEP_MS} unless set (tests shorten it). */
  sweepMs?: number;
}

/**
 * Hands `add` what the store holds as unfinished now and then every `sweepMs` (a sweep never
 * overlaps the one before); answers the function that stops it. One failed read is logged, the
 * next sweep tries again.
 */
export function sweepUnfinished(
  unfinished: () => Promise<string[]>,
  add: (noticeId: string) => Promise<void> | void,
  sweepMs: number,
  logger?: Logger,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const sweep = async () => {
    try {
      for (const id of await unfinished()) await add(id);
    } catch (error) {
      logger?.warn({ err: error }, 'could not queue the unfinished push fan-outs');
    }
    if (!stopped) timer = setTimeout(() => void sweep(), sweepMs).unref();
  };
  void sweep();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * One process's queue (the embedded store, or MongoDB without Redis): fan-outs run one after the
 * other in this process. Nothing is kept in memory that the store does not hold: at its start, and
 * every {@link UNFINISHED_SWEEP_MS} after, it takes every fan-out the store has as unfinished (a
 * restart after a crash or a stop, a CLI's write).
 */
export function processFanOutQueue(
  logger?: Logger,
  options: FanOutQueueOptions = {},
): FanOutQueueFactory {
  return (run, unfinished) => {
    const stop = new AbortController();
    const known = new Set<string>();
    let chain: Promise<void> = Promise.resolve();
    const enqueue = (noticeId: string) => {
      if (known.has(noticeId) || stop.signal.aborted) return;
      known.add(noticeId);
      chain = chain.then(async () => {
        try {
          if (!stop.signal.aborted) await run(noticeId, stop.signal);
        } catch (error) {
          // The store failed mid-way: the fan-out stays unfinished and the next sweep resumes it.
          logger?.error(
            { err: error, notice: noticeId },
            'push fan-out failed; resumed by the next sweep',
          );
        } finally {
          known.delete(noticeId);
        }
      });
    };
    const stopSweeps = sweepUnfinished(
      unfinished,
      enqueue,
      options.sweepMs ?? UNFINISHED_SWEEP_MS,
      logger,
    );
    return {
      kind: 'process',
      add(noticeId) {
        enqueue(noticeId);
        return Promise.resolve();
      },
      async close() {
        stopSweeps();
        stop.abort();
        await chain;
      },
    };
  };
}
