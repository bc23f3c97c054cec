import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { openRedisConnection } from '../../shared/redis-connection.js';

/**
 * The right to fetch the results feed: with several API instances exactly one holds it. With Redis
 * it is a key set only when absent, with an expiry renewed while held; without Redis the embedded
 * store already makes the API a single process (store/data-dir-lock.ts), which always holds it.
 */
export interface FeedLease {
  readonly kind: 'redis' | 'process';
  /** Takes the lease if nobody holds it; true when this instance holds it after the call. */
  acquire(): Promise<boolean>;
  /** Extends the lease; false when it is no longer this instance's (expired, or taken). */
  renew(): Promise<boolean>;
  /** Gives it up at once (only if still this instance's), so another instance takes over. */
  release(): Promise<void>;
  /** Closes its connection. */
  close(): Promise<void>;
}

/** The embedded store's single process: always the one fetcher. */
export const processLease: FeedLease = {
  kind: 'process',
  acquire: () => Promise.resolve(true),
  renew: () => Promise.resolve(true),
  release: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/** The lease's key (its value: the holder's random token). */
export function feedLeaseKey(prefix: string): string {
  return `${prefix}feed:lease`;
}

// Both only touch the key while it still holds this holder's token: an expired lease taken by
// another instance is never extended or deleted by the one that lost it.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface RedisLeaseOptions {
  url: string;
  keyPrefix: string;
  ttlMs: number;
}

/**
 * The lease in Redis: `SET key token NX PX ttl` to take it, a compare-and-expire to renew, a
 * compare-and-delete to release. Its own connection (commands fail at once while Redis is down:
 * a renewal that fails counts as a lost lease, so no two instances ever fetch together; while
 * Redis is down nobody fetches).
 */
export async function openRedisLease(
  options: RedisLeaseOptions,
  logger: Logger,
): Promise<FeedLease> {
  const redis = await openRedisConnection(
    {
      url: options.url,
      timeoutMs: Math.max(500, Math.min(2000, Math.floor(options.ttlMs / 3))),
      lostMessage: 'redis unreachable: no instance fetches the feed',
      startMessage: 'redis unreachable at start: the feed waits for it',
    },
    logger,
  );
  const key = feedLeaseKey(options.keyPrefix);
  const token = randomBytes(12).toString('base64url');
  return {
    kind: 'redis',
    async acquire() {
      const answer = await redis.set(key, token, 'PX', options.ttlMs, 'NX');
      if (answer === 'OK') return true;
      // Already this instance's (a renewal that timed out on the way back): keep it.
      return (await redis.get(key)) === token;
    },
    async renew() {
      return (await redis.eval(RENEW, 1, key, token, String(options.ttlMs))) === 1;
    },
    async release() {
      await redis.eval(RELEASE, 1, key, token);
    },
    async close() {
      redis.disconnect();
      await Promise.resolve();
    },
  };
}
