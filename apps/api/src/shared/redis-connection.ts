import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** What one of the API's Redis connections is for, in its log lines. */
export interface RedisConnectionOptions {
  url: string;
  /** How long one command (and the connection itself) may take before it fails. */
  timeoutMs: number;
  /** Logged each time the connection is ready (omit: nothing is logged). */
  readyMessage?: string;
  /** Logged once per outage, at its start (ioredis reports every failed reconnect attempt). */
  lostMessage: string;
  /** Logged when Redis does not answer at start (the client keeps trying in the background). */
  startMessage: string;
  /**
   * Subscriber connections do not re-subscribe by themselves (ioredis's `autoResubscribe` off):
   * their owner subscribes on each `ready`, so it knows when messages may have been missed.
   */
  subscriber?: boolean;
  /** The name Redis lists the connection under (`CLIENT LIST`), to tell the API's apart. */
  name?: string;
  /**
   * A connection BullMQ works on (the push fan-out queue): its commands wait for a reconnect
   * instead of failing (BullMQ requires `maxRetriesPerRequest: null` and retries its own calls),
   * and no command timeout (a worker's blocking wait for a job lasts seconds).
   */
  queue?: boolean;
}

/**
 * The API's one way to connect to Redis (sessions, the feed's lease, the cache's messages each have
 * their own connection: a subscribed one can send nothing else). Commands are never queued while
 * Redis is unreachable: they fail at once, so a caller answers 503 (or gives the lease up) instead
 * of hanging, and the client reconnects in the background (every ≤ 2 s). A start while Redis is down
 * is not fatal either (a `queue` connection is the exception: BullMQ's own calls wait and retry).
 * ioredis is loaded here, only when REDIS_URL is set.
 */
export async function openRedisConnection(
  options: RedisConnectionOptions,
  logger: Logger,
): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const queue = options.queue === true;
  const redis = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: queue,
    maxRetriesPerRequest: queue ? null : 1,
    ...(queue ? {} : { commandTimeout: options.timeoutMs }),
    connectTimeout: options.timeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    ...(options.subscriber === true ? { autoResubscribe: false } : {}),
    ...(options.name === undefined ? {} : { connectionName: options.name }),
  });
  let healthy = false;
  redis.on('ready', () => {
    healthy = true;
    if (options.readyMessage !== undefined) logger.info(options.readyMessage);
  });
  redis.on('error', (error: Error) => {
    if (healthy) logger.warn({ err: error }, options.lostMessage);
    healthy = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    logger.warn({ err: error }, options.startMessage);
  }
  return redis;
}
