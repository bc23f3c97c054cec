import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { openRedisConnection } from '../redis-connection.js';
import {
  decodeSerializedJson,
  encodeSerializedJson,
  type SerializedJson,
  type SharedAnswer,
  type SharedAnswers,
} from './json-cache.js';

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
 *
 * With Redis the writer also shares what it reloaded: it draws the write's generation (INCR, after
 * the write is done), reloads and compresses its most asked answers, stores them under that
 * generation for a short time ({@link share}), and only then publishes the message naming the
 * generation. The others take those bytes (one GET, {@link take}) instead of reading the database
 * and compressing again; a miss (expired, lost, another generation) falls back to the read.
 */
export interface CacheBus extends SharedAnswers {
  /** `process`: one process, nobody to tell (the embedded store, or MongoDB without Redis). */
  readonly kind: 'process' | 'redis';
  /**
   * Starts a write's sharing: the write's generation, drawn after the write is done (so answers
   * read after this hold it and every write with a lower generation). Undefined when nothing is
   * shared: one process, or Redis not answering (logged; the write goes on as without sharing).
   */
  beginWrite(tag: string): Promise<number | undefined>;
  /**
   * Stores a write's finished answers (key → answer, the keys of JsonCache's tag) under its
   * generation for `ttlMs`. Resolves whether they were stored; never rejects (logged: the others
   * read the database instead).
   */
  share(
    tag: string,
    generation: number,
    answers: ReadonlyMap<string, SerializedJson>,
    ttlMs: number,
  ): Promise<boolean>;
  /**
   * Tells the other instances that `tag` changed (and, with `generation`, that its answers are
   * stored under it). Resolves once Redis has taken the message (a write's answer waits for it: by
   * then it is on its way to every subscriber); never rejects: a message that cannot be sent is
   * logged and left to the fallback.
   */
  publish(tag: string, generation?: number): Promise<void>;
  /**
   * Adds what to do when another instance wrote: `tag` changed (its answers stored under
   * `generation`, when named), or `undefined`: anything may have (the subscription was (re)made).
   * An instance never hears its own messages: its writes cleared its caches already, and clearing
   * them again when the message comes back would throw away what was read meanwhile (a second
   * database read per write).
   */
  listen(onChange: (tag: string | undefined, generation?: number) => void): void;
  close(): Promise<void>;
}

/** The bus of a single process: its own writes are all there are, and nothing is shared. */
export function processCacheBus(): CacheBus {
  return {
    kind: 'process',
    beginWrite: () => Promise.resolve(undefined),
    share: () => Promise.resolve(false),
    take: () => Promise.resolve(undefined),
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

/** The counter a tag's write generations are drawn from. */
export function cacheGenerationKey(prefix: string, tag: string): string {
  return `${prefix}cache:generation:${tag}`;
}

/** Where a write stored one finished answer (`key`: JsonCache's key within the tag). */
export function sharedAnswerKey(
  prefix: string,
  tag: string,
  generation: number,
  key: string,
): string {
  return `${prefix}cache:answer:${tag}:${generation}:${key}`;
}

/**
 * A message: the tag, a space, the sending instance's id, and, when the write's answers were
 * stored, a space and its generation (tags and ids never hold a space). An instance of the release
 * before reads `tag from generation` as a message from another instance: it marks the tag stale.
 */
const messageOf = (tag: string, from: string, generation: number | undefined) =>
  generation === undefined ? `${tag} ${from}` : `${tag} ${from} ${generation}`;

/** A stored answer begins with what it was stored for (4 bytes, ms): its age is that less its PTTL. */
function storedFor(ttlMs: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(Math.min(ttlMs, 0xffffffff));
  return bytes;
}

/** The tag, sender and generation of a message, or undefined if it is not one. */
function parseMessage(
  message: string,
): { tag: string; from: string; generation: number | undefined } | undefined {
  const [tag, from, generation, ...rest] = message.split(' ');
  if (tag === undefined || tag === '' || from === undefined || from === '' || rest.length > 0)
    return undefined;
  if (generation === undefined) return { tag, from, generation: undefined };
  const parsed = Number(generation);
  if (!/^[1-9][0-9]*$/u.test(generation) || !Number.isSafeInteger(parsed)) return undefined;
  return { tag, from, generation: parsed };
}

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
  const listeners: ((tag: string | undefined, generation?: number) => void)[] = [];
  const tell = (tag: string | undefined, generation?: number) => {
    for (const listener of listeners) listener(tag, generation);
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
    const parsed = parseMessage(message);
    if (parsed === undefined) {
      logger.warn({ message }, 'a cache message that is not one: ignored');
      return;
    }
    if (parsed.from === self) return;
    tell(parsed.tag, parsed.generation);
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

  const prefix = options.keyPrefix;
  return {
    kind: 'redis',
    async beginWrite(tag) {
      try {
        return await publisher.incr(cacheGenerationKey(prefix, tag));
      } catch (error) {
        logger.warn(
          { err: error, tag },
          'could not draw a write generation: the other instances read this write themselves',
        );
        return undefined;
      }
    },
    async share(tag, generation, answers, ttlMs) {
      if (answers.size === 0 || ttlMs <= 0) return false;
      try {
        const batch = publisher.multi();
        for (const [key, answer] of answers)
          batch.set(
            sharedAnswerKey(prefix, tag, generation, key),
            Buffer.concat([storedFor(ttlMs), encodeSerializedJson(answer)]),
            'PX',
            ttlMs,
          );
        const results = await batch.exec();
        if (results === null || results.some(([error]) => error !== null))
          throw new Error('the transaction was not applied');
        return true;
      } catch (error) {
        logger.warn(
          { err: error, tag, generation },
          'could not store a write’s answers: the other instances read them themselves',
        );
        return false;
      }
    },
    async take(tag, generation, key): Promise<SharedAnswer | undefined> {
      const stored = sharedAnswerKey(prefix, tag, generation, key);
      try {
        const results = await publisher.multi().getBuffer(stored).pttl(stored).exec();
        const [[getError, bytes] = [null, null], [ttlError, remaining] = [null, -2]] =
          results ?? [];
        if (getError !== null || ttlError !== null || !Buffer.isBuffer(bytes)) return undefined;
        const value = bytes.length > 4 ? decodeSerializedJson(bytes.subarray(4)) : undefined;
        // A key without an expiry (-1) was not set by share(): not taken either.
        if (value === undefined || typeof remaining !== 'number' || remaining < 0) {
          logger.warn({ key: stored }, 'a shared answer that is not one: read instead');
          return undefined;
        }
        // Its age by Redis's clock: what it was stored for, less what is left.
        return { value, ageMs: Math.max(0, bytes.readUInt32BE(0) - remaining) };
      } catch (error) {
        logger.warn({ err: error, tag }, 'could not take a shared answer: read instead');
        return undefined;
      }
    },
    async publish(tag, generation) {
      try {
        await publisher.publish(channel, messageOf(tag, self, generation));
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
