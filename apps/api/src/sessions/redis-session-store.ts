import type { Logger } from 'pino';
import { openRedisConnection } from '../shared/redis-connection.js';
import { adminSessionsKey, hitsKey, loginFailuresKey, sessionKey } from './redis-keys.js';
import {
  type AdminSession,
  type CounterState,
  type LoginAttempt,
  type SessionStore,
  SessionStoreUnavailableError,
} from './session-store.js';

export interface RedisSessionStoreOptions {
  url: string;
  /** Prefix of every key (several apps or test runs can share one Redis). */
  keyPrefix: string;
  /** How long one command may take before the call fails with a 503. */
  commandTimeoutMs?: number;
}

type ExecResult = [Error | null, unknown][] | null;

function checkExec(result: ExecResult): unknown[] {
  if (result === null) throw new Error('transaction aborted');
  return result.map(([error, value]) => {
    if (error !== null) throw error;
    return value;
  });
}

/**
 * Admin sessions and counters in Redis (ioredis), shared by every API instance. Commands are not
 * queued while Redis is unreachable (shared/redis-connection.ts): they fail at once, so admin calls
 * answer 503 instead of hanging, and the client keeps reconnecting in the background.
 */
export async function openRedisSessionStore(
  options: RedisSessionStoreOptions,
  logger: Logger,
): Promise<SessionStore> {
  const redis = await openRedisConnection(
    {
      url: options.url,
      timeoutMs: options.commandTimeoutMs ?? 2000,
      readyMessage: 'redis session store connected',
      lostMessage: 'redis session store unreachable; admin calls answer 503',
      startMessage: 'redis session store unreachable at start; retrying in the background',
    },
    logger,
  );

  const p = options.keyPrefix;
  const call = async <R>(what: string, op: () => Promise<R>): Promise<R> => {
    try {
      return await op();
    } catch (error) {
      throw new SessionStoreUnavailableError(
        'redis',
        `${what} failed (${(error as Error).message})`,
        error,
      );
    }
  };

  /** One hit on a fixed-window counter: created with its expiry on the first hit, then counted. */
  const count = (fullKey: string, windowSeconds: number): Promise<CounterState> =>
    call('count', async () => {
      const [, hits, pttl] = checkExec(
        await redis
          .multi()
          .set(fullKey, 0, 'PX', windowSeconds * 1000, 'NX')
          .incr(fullKey)
          .pttl(fullKey)
          .exec(),
      );
      let remainingMs = Number(pttl);
      if (remainingMs < 0) {
        // A counter without expiry would block forever; give it a fresh window.
        await redis.pexpire(fullKey, windowSeconds * 1000);
        remainingMs = windowSeconds * 1000;
      }
      return { count: Number(hits), resetInSeconds: remainingMs / 1000 };
    });

  return {
    kind: 'redis',
    create(session: AdminSession, ttlSeconds: number) {
      return call('create session', async () => {
        checkExec(
          await redis
            .multi()
            .set(sessionKey(p, session.jti), JSON.stringify(session), 'EX', ttlSeconds)
            .sadd(adminSessionsKey(p, session.adminId), session.jti)
            // Every session of an admin lives as long as the token TTL, so the newest sets the bound.
            .expire(adminSessionsKey(p, session.adminId), ttlSeconds)
            .exec(),
        );
      });
    },
    get(jti: string) {
      return call('read session', async () => {
        const raw = await redis.get(sessionKey(p, jti));
        return raw === null ? null : (JSON.parse(raw) as AdminSession);
      });
    },
    revoke(jti: string) {
      return call('revoke session', async () => {
        await redis.del(sessionKey(p, jti));
      });
    },
    revokeAllForAdmin(adminId: string, exceptJti?: string) {
      return call('revoke sessions', async () => {
        const jtis = (await redis.smembers(adminSessionsKey(p, adminId))).filter(
          (j) => j !== exceptJti,
        );
        if (jtis.length === 0) return 0;
        const [deleted] = checkExec(
          await redis
            .multi()
            .del(...jtis.map((jti) => sessionKey(p, jti)))
            .srem(adminSessionsKey(p, adminId), ...jtis)
            .exec(),
        );
        return Number(deleted);
      });
    },
    countLoginAttempt(who: LoginAttempt, windowSeconds: number): Promise<CounterState> {
      return count(loginFailuresKey(p, who), windowSeconds);
    },
    countHit(counter: string, windowSeconds: number): Promise<CounterState> {
      return count(hitsKey(p, counter), windowSeconds);
    },
    clearLoginAttempts(who: LoginAttempt) {
      return call('reset counter', async () => {
        await redis.del(loginFailuresKey(p, who));
      });
    },
    ping() {
      return call('ping', async () => {
        await redis.ping();
      });
    },
    async close() {
      redis.disconnect();
      await Promise.resolve();
    },
  };
}
