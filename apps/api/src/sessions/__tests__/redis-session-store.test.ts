import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OwnRedis,
  requireRedisUrl,
  spawnRedis,
  uniquePrefix,
} from '../../test-support/services.js';
import { quietLogger } from '../../test-support/test-api.js';
import { openRedisSessionStore } from '../redis-session-store.js';
import { type SessionStore, SessionStoreUnavailableError } from '../session-store.js';
import { sessionStoreContract } from './session-store-contract.js';

const opened: SessionStore[] = [];
afterAll(async () => {
  for (const store of opened) await store.close();
});

async function open(
  url: string,
  keyPrefix = uniquePrefix(),
  commandTimeoutMs?: number,
): Promise<SessionStore> {
  const store = await openRedisSessionStore({ url, keyPrefix, commandTimeoutMs }, quietLogger());
  opened.push(store);
  return store;
}

describe('Redis session store prerequisites', () => {
  it('REDIS_TEST_URL names a real redis-server (without it this suite fails and says how to get one)', () => {
    expect(() => requireRedisUrl()).not.toThrow();
  });
});

sessionStoreContract('Redis', () => open(requireRedisUrl()));

describe('Redis session store', () => {
  it('when two stores use different key prefixes, then they never see each other’s sessions', async () => {
    const url = requireRedisUrl();
    const a = await open(url);
    const b = await open(url);
    const jti = randomUUID();
    await a.create(
      { jti, adminId: 'x', email: 'x@example.com', createdAt: new Date().toISOString() },
      60,
    );
    expect(await b.get(jti)).toBeNull();
    expect(await a.get(jti)).not.toBeNull();
  });

  describe('outage', () => {
    let redis: OwnRedis;
    beforeAll(async () => {
      redis = await spawnRedis();
    });
    afterAll(async () => {
      await redis.stop();
    });

    it('when Redis goes down, then every call fails fast with SessionStoreUnavailableError, and works again when it is back', async () => {
      const store = await open(redis.url, uniquePrefix(), 500);
      const jti = randomUUID();
      await store.create(
        { jti, adminId: 'x', email: 'x@example.com', createdAt: new Date().toISOString() },
        60,
      );

      await redis.stop();
      for (const call of [
        () => store.get(jti),
        () =>
          store.create(
            { jti: randomUUID(), adminId: 'x', email: 'x@example.com', createdAt: '' },
            60,
          ),
        () => store.revoke(jti),
        () => store.revokeAllForAdmin('x'),
        () => store.countLoginAttempt({ ip: '10.0.0.1', email: 'a@example.com' }, 60),
        () => store.clearLoginAttempts({ ip: '10.0.0.1', email: 'a@example.com' }),
        () => store.ping(),
      ]) {
        await expect(call()).rejects.toBeInstanceOf(SessionStoreUnavailableError);
      }

      await redis.start();
      await expect
        .poll(
          () =>
            store.ping().then(
              () => true,
              () => false,
            ),
          { timeout: 10_000, interval: 100 },
        )
        .toBe(true);
      // A fresh redis-server without persistence: the old session is gone, new ones work.
      expect(await store.get(jti)).toBeNull();
      const fresh = randomUUID();
      await store.create({ jti: fresh, adminId: 'x', email: 'x@example.com', createdAt: '' }, 60);
      expect((await store.get(fresh))?.jti).toBe(fresh);
    });

    it('when Redis is down at start, then the store opens anyway and connects once Redis is up', async () => {
      await redis.stop();
      const store = await open(redis.url, uniquePrefix(), 500);
      await expect(store.ping()).rejects.toBeInstanceOf(SessionStoreUnavailableError);
      await redis.start();
      await expect
        .poll(
          () =>
            store.ping().then(
              () => true,
              () => false,
            ),
          { timeout: 10_000, interval: 100 },
        )
        .toBe(true);
    });
  });
});
