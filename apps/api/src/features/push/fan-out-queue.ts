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
 * One process's queue (the embedded store, or MongoDB without Redis): fan-outs run one after the
 * other in this process. Nothing is kept in memory that the store does not hold: at its start it
 * resumes every fan-out the store has as unfinished (a restart after a crash or a stop).
 */
export function processFanOutQueue(logger?: Logger): FanOutQueueFactory {
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
          // The store failed mid-way: the fan-out stays unfinished and the next start resumes it.
          logger?.error(
            { err: error, notice: noticeId },
            'push fan-out failed; resumed at the next start',
          );
        } finally {
          known.delete(noticeId);
        }
      });
    };
    chain = unfinished().then(
      (ids) => ids.forEach(enqueue),
      (error: unknown) =>
        logger?.warn({ err: error }, 'could not read the unfinished push fan-outs'),
    );
    return {
      kind: 'process',
      add(noticeId) {
        enqueue(noticeId);
        return Promise.resolve();
      },
      async close() {
        stop.abort();
        await chain;
      },
    };
  };
}
