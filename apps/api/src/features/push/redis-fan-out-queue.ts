import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { openRedisConnection } from '../../shared/redis-connection.js';
import {
  type FanOutQueueFactory,
  type FanOutQueueOptions,
  sweepUnfinished,
  UNFINISHED_SWEEP_MS,
} from './fan-out-queue.js';

/** The BullMQ queue's name (under the prefix `<REDIS_KEY_PREFIX>bull`). */
export const FAN_OUT_QUEUE = 'push-fan-out';

/**
 * How long a worker's hold on a fan-out lasts without being renewed (BullMQ renews it every half of
 * this while the job runs): a worker killed mid-way loses it after this, and the next stalled check
 * (every {@link STALLED_INTERVAL_MS}) puts the job back for any worker, which resumes it.
 */
export const LOCK_DURATION_MS = 15_000;
export const STALLED_INTERVAL_MS = 5_000;

/** BullMQ's key prefix for this deployment (its own keys beside the API's). */
export function bullPrefix(keyPrefix: string): string {
  return `${keyPrefix}bull`;
}

/**
 * The fan-out queue over Redis (BullMQ), for several API instances: a fan-out is a job whose id is
 * the notice id, so the same event added by two instances is one job; every instance runs a worker
 * (one fan-out at a time each); a worker that dies mid-way leaves a stalled job that another takes
 * over (the run resumes from the store, `runFanOut`). A run stopped by a shutdown fails its attempt
 * on purpose and is retried (by another instance, or this one after its restart).
 *
 * Its own connections: the producer's fails at once while Redis is down (a publish never waits on
 * it: the fan-out stays recorded as queued and the next sweep adds it again); the worker's
 * waits and retries, as BullMQ requires.
 */
export async function openRedisFanOutQueue(
  options: {
    url: string;
    keyPrefix: string;
    /** Attempts of a job before BullMQ holds it failed (default 50, 2 s apart; tests lower it). */
    attempts?: number;
  } & FanOutQueueOptions,
  logger: Logger,
): Promise<FanOutQueueFactory> {
  const [producer, consumer] = await Promise.all([
    openRedisConnection(
      {
        url: options.url,
        timeoutMs: 2000,
        lostMessage: 'redis unreachable: new push fan-outs wait for it',
        startMessage: 'redis unreachable at start: push fan-outs wait for it',
        name: `${options.keyPrefix}push-producer`,
      },
      logger,
    ),
    openRedisConnection(
      {
        url: options.url,
        timeoutMs: 5000,
        queue: true,
        lostMessage: 'redis unreachable: push fan-outs pause',
        startMessage: 'redis unreachable at start: push fan-outs wait for it',
        name: `${options.keyPrefix}push-worker`,
      },
      logger,
    ),
  ]);
  const prefix = bullPrefix(options.keyPrefix);

  return (run, unfinished) => {
    const queue = new Queue(FAN_OUT_QUEUE, {
      connection: producer,
      prefix,
      defaultJobOptions: {
        // A stopped run or a store outage: tried again until it ends (each attempt resumes).
        attempts: options.attempts ?? 50,
        backoff: { type: 'fixed', delay: 2000 },
        // Kept a day: the same notice added again meanwhile stays one job.
        removeOnComplete: { age: 86_400 },
        removeOnFail: { age: 7 * 86_400 },
      },
    });
    queue.on('error', (error) => logger.warn({ err: error }, 'push queue error'));
    const stop = new AbortController();
    const worker = new Worker<unknown, string>(
      FAN_OUT_QUEUE,
      async (job) => {
        const noticeId = job.id;
        if (noticeId === undefined) throw new UnrecoverableError('a fan-out job without an id');
        const end = await run(noticeId, stop.signal);
        if (end === 'stopped') throw new Error('stopped by a shutdown: resumed by the next worker');
        return end;
      },
      {
        connection: consumer,
        prefix,
        concurrency: 1,
        lockDuration: LOCK_DURATION_MS,
        stalledInterval: STALLED_INTERVAL_MS,
        // A fan-out is safe to resume however often a worker died under it.
        maxStalledCount: 20,
      },
    );
    worker.on('error', (error) => logger.warn({ err: error }, 'push worker error'));
    worker.on('failed', (job, error) => {
      if (!stop.signal.aborted)
        logger.warn({ err: error, notice: job?.id }, 'push fan-out attempt failed; retried');
    });
    const add = async (noticeId: string) => {
      const job = await queue.add('fan-out', {}, { jobId: noticeId });
      // The same id again answers the job already there. One that used up its attempts (a store
      // outage longer than they last) is tried again: the store still holds its fan-out unfinished.
      if (!(await job.isFailed())) return;
      try {
        await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
        logger.info({ notice: noticeId }, 'push fan-out failed before: tried again');
      } catch (error) {
        // Another instance's sweep moved it first.
        logger.debug({ err: error, notice: noticeId }, 'push fan-out already tried again');
      }
    };
    // What the store holds as unfinished goes (back) on the queue, at the start and every sweep: a
    // publish while Redis was down, a CLI's write. A job already there (waiting, running, done) is
    // not added twice.
    const stopSweeps = sweepUnfinished(
      unfinished,
      add,
      options.sweepMs ?? UNFINISHED_SWEEP_MS,
      logger,
    );
    return {
      kind: 'redis',
      add,
      async close() {
        stopSweeps();
        stop.abort();
        await worker.close();
        await queue.close();
        await Promise.allSettled([producer.quit(), consumer.quit()]);
      },
    };
  };
}
