import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { openRedisConnection } from '../redis-connection.js';

/**
 * How the instances of one deployment tell each other that a write changed what their caches hold
 * (a tag of the public answers: 'results', 'draws', 'tips', …). The writing instance clears its own
 * caches at once, itself; the bus carries the news to the others, which mark theirs stale when it
 * arrives (json-cache.ts: a stale answer is given while one load replaces it), so another
 * instance's write shows within the message's latency (milliseconds) plus one read, and each
 * instance reads the database once per write for each answer it is asked for, not once per bound.
 * A message can be lost (Redis down or failing over at that moment): the caches' own expiry
 * (PUBLIC_CACHE_TTL_MS, 60 s by default with Redis) is the slow fallback, and a subscriber that
 * (re)connects clears everything once, as it may have missed anything meanwhile.
 */
export interface CacheBus {
  /** `process`: one process, nobody to tell (the embedded store, or MongoDB without Redis). */
  readonly kind: 'process' | 'redis';
  /**
   * Tells the other instances that `tag` changed. Resolves once Redis has taken the message (a
   * write's answer waits for it: by then it is on its way to every subscriber); never rejects: a
   * message that cannot be sent is logged and left to the fallback.
   */
  publish(tag: string): Promise<void>;
  /**
   * Adds what to do when another instance wrote: `tag` changed, or `undefined`: anything may have
   * (the subscription was (re)made). An instance never hears its own messages: its writes cleared
   * its caches already, and clearing them again when the message comes back would throw away what
   * was read meanwhile (a second database read per write).
   */
  listen(onChange: (tag: string | undefined) => void): void;
  close(): Promise<void>;
}

/** The bus of a single process: its own writes are all there are. */
export function processCacheBus(): CacheBus {
  return {
    kind: 'process',
    publish: () => Promise.resolve(),
    listen: () => undefined,
    close: () => Promise.resolve(),
  };
}

/** The channel the instances sharing `prefix` (REDIS_KEY_PREFIX) tell each other on. */
export function cacheChannel(prefix: string): string {
  return `${prefix}cache:changed`;
}

/** The name of an instance's subscribed connection in Redis's `CLIENT LIST`. */
export function cacheSubscriberName(prefix: string): string {
  // Redis refuses spaces in a connection name; REDIS_KEY_PREFIX holds none (config.ts).
  return `${prefix}cache-subscriber`;
}

/** A message: the tag, a space, the sending instance's id (tags never hold a space). */
const messageOf = (tag: string, from: string) => `${tag} ${from}`;

/**
 * The bus over Redis pub/sub on two connections of its own (a subscribed connection can send
 * nothing else): PUBLISH on one, SUBSCRIBE on the other. The subscription is made again on every
 * `ready` (ioredis's own re-subscribing is off), and once it holds, the listener hears `undefined`:
 * whatever was published while this instance was not subscribed is covered by clearing everything.
 */
export async function openRedisCacheBus(
  options: { url: string; keyPrefix: string },
  logger: Logger,
): Promise<CacheBus> {
  const channel = cacheChannel(options.keyPrefix);
  const self = randomBytes(9).toString('base64url');
  const listeners: ((tag: string | undefined) => void)[] = [];
  const tell = (tag: string | undefined) => {
    for (const listener of listeners) listener(tag);
  };

  const subscriber = await openRedisConnection(
    {
      url: options.url,
      timeoutMs: 2000,
      subscriber: true,
      name: cacheSubscriberName(options.keyPrefix),
      lostMessage:
        "redis unreachable: other instances' writes show when this instance's cached answers expire",
      startMessage:
        'redis unreachable at start: cached answers follow other instances when they expire, until it answers',
    },
    logger,
  );
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const space = message.indexOf(' ');
    if (space <= 0 || message.slice(space + 1) === self) return;
    tell(message.slice(0, space));
  });
  const subscribe = () => {
    subscriber.subscribe(channel).then(
      () => tell(undefined),
      (error: unknown) => {
        // The connection went away before the subscription held: the next `ready` tries again.
        logger.warn({ err: error }, 'could not subscribe to the cache messages');
      },
    );
  };
  subscriber.on('ready', subscribe);
  if (subscriber.status === 'ready') subscribe();

  const publisher = await openRedisConnection(
    {
      url: options.url,
      timeoutMs: 2000,
      lostMessage:
        "redis unreachable: other instances see this instance's writes when their cached answers expire",
      startMessage: 'redis unreachable at start: cache messages are not sent until it answers',
    },
    logger,
  );

  return {
    kind: 'redis',
    async publish(tag) {
      try {
        await publisher.publish(channel, messageOf(tag, self));
      } catch (error) {
        logger.warn(
          { err: error, tag },
          'could not tell the other instances of a write: they follow when their cached answers expire',
        );
      }
    },
    listen(onChange) {
      listeners.push(onChange);
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
      await Promise.resolve();
    },
  };
}
