import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type {
  DeviceSubscription,
  PushServiceOptions,
  ReceivedPush,
  SubscribeOptions,
} from './push-service.js';
import { collectOutput, REPO_DIR } from './spawn.js';

/** The push service's CLI, built by `pnpm --filter @lotto/test-kit build` (turbo builds it first). */
export const PUSH_SERVICE_CLI = join(REPO_DIR, 'packages/test-kit/dist/push-service-cli.js');

/** The push service as another process, driven through its control API. */
export interface PushServiceProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  subscribe(options?: SubscribeOptions): Promise<DeviceSubscription>;
  subscribeMany(count: number, options?: SubscribeOptions): Promise<DeviceSubscription[]>;
  failNext(
    endpoint: string,
    status: number,
    options?: { times?: number; retryAfter?: number },
  ): Promise<void>;
  counts(): Promise<{ accepted: number; refused: number; replaced: number }>;
  /** Accepted messages (to `endpoint` when given); `verified`: only those decrypted; the first `limit`. */
  accepted(
    endpoint?: string,
    filter?: { verified?: boolean; limit?: number },
  ): Promise<ReceivedPush[]>;
  pending(endpoint: string): Promise<ReceivedPush[]>;
  refused(): Promise<{ endpoint: string; status: number; reason: string }[]>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts `push-service-cli.js` (Node flags in `nodeArgs`, e.g. a larger heap for a million
 * messages) and waits for its `{"url": …}` line.
 */
export async function spawnPushService(
  options: PushServiceOptions & { nodeArgs?: readonly string[]; timeoutMs?: number } = {},
): Promise<PushServiceProcess> {
  const args = [...(options.nodeArgs ?? []), PUSH_SERVICE_CLI];
  if (options.port !== undefined) args.push('--port', String(options.port));
  if (options.verifyEvery !== undefined) args.push('--verify-every', String(options.verifyEvery));
  if (options.delayMs !== undefined) args.push('--delay-ms', String(options.delayMs));
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collectOutput(child);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`push service did not start within ${timeoutMs / 1000} s:\n${output()}`));
    }, timeoutMs);
    const check = () => {
      const line = /^(\{.*\})\n/.exec(output())?.[1];
      if (line === undefined) return;
      clearTimeout(timer);
      child.stdout.off('data', check);
      resolve((JSON.parse(line) as { url: string }).url);
    };
    child.stdout.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`push service exited before listening:\n${output()}`));
    });
  });
  const control = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${url}/_control/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok)
      throw new Error(`push service control ${path}: ${answer.status} ${await answer.text()}`);
    return (answer.status === 204 ? undefined : await answer.json()) as T;
  };
  const query = (
    endpoint: string | undefined,
    filter: { verified?: boolean; limit?: number } = {},
  ) => {
    const params = new URLSearchParams();
    if (endpoint !== undefined) params.set('endpoint', endpoint);
    if (filter.verified === true) params.set('verified', '1');
    if (filter.limit !== undefined) params.set('limit', String(filter.limit));
    return params.size === 0 ? '' : `?${params.toString()}`;
  };
  return {
    url,
    pid: child.pid ?? -1,
    subscribe: (options = {}) => control('POST', 'subscribe', { ...options }),
    subscribeMany: (count, options = {}) =>
      control('POST', 'subscribe-many', { count, ...options }),
    failNext: (endpoint, status, failOptions = {}) =>
      control('POST', 'fail-next', { endpoint, status, ...failOptions }),
    counts: () => control('GET', 'counts'),
    accepted: (endpoint, filter) => control('GET', `accepted${query(endpoint, filter)}`),
    pending: (endpoint) => control('GET', `pending${query(endpoint)}`),
    refused: () => control('GET', 'refused'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
