import { API } from '@lotto/contracts';
import { createApiClient } from '@lotto/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApi, type SpawnedApi } from '../test-support/spawn-api.js';
import { requireRedisUrl, uniqueEmail, uniquePrefix } from '../test-support/services.js';
import { testEngine, testStorePlace } from '../test-support/test-store.js';

/**
 * Two API processes on different ports sharing one real redis-server: sessions and the login rate
 * limit are shared. On MongoDB both use one database, as a real deployment does; the embedded
 * store is single-process, so there each has its own DATA_DIR.
 */
describe('two API instances sharing Redis', () => {
  const admin = { email: uniqueEmail('multi-admin'), password: 'multi-admin-password' };
  let a: SpawnedApi;
  let b: SpawnedApi;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const redisUrl = requireRedisUrl();
    const env = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: uniquePrefix(),
      JWT_SECRET: 'multi-instance-shared-secret-0123456789',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
    const placeA = await testStorePlace('multi-a');
    cleanups.push(placeA.remove);
    let placeB = placeA;
    if (testEngine() === 'embedded') {
      placeB = await testStorePlace('multi-b');
      cleanups.push(placeB.remove);
    }
    [a, b] = await Promise.all([
      spawnApi({ ...env, ...placeA.env }),
      spawnApi({ ...env, ...placeB.env }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a.kill(), b.kill()]);
    for (const cleanup of cleanups) await cleanup();
  });

  const login = (api: SpawnedApi, password: string) =>
    createApiClient(api.url).call<{ token: string }>('POST', API.admin.login.path(), {
      body: { email: admin.email, password },
    });
  const me = (api: SpawnedApi, token: string) =>
    createApiClient(api.url).call('GET', API.admin.me.path(), { token });

  it('when both run, then each reports Redis sessions on its own port', async () => {
    expect(a.url).not.toBe(b.url);
    for (const api of [a, b]) {
      const { cache, ...health } = await createApiClient(api.url).send(API.health);
      expect(cache?.loads).toBeTypeOf('number');
      expect(health).toEqual({
        status: 'ok',
        store: testEngine(),
        sessions: 'redis',
        feed: 'off',
      });
    }
  });

  it('when the admin logs in on A and out on B, then A refuses the token at once', async () => {
    const response = await login(a, admin.password);
    expect(response.status).toBe(200);
    const { token } = response.body;
    expect((await me(a, token)).status).toBe(200);
    expect((await me(b, token)).status).toBe(200);

    const logout = await createApiClient(b.url).call('POST', API.admin.logout.path(), { token });
    expect(logout.status).toBe(204);
    expect((await me(a, token)).status).toBe(401);
    expect((await me(b, token)).status).toBe(401);
  });

  it('when failed logins are spread over A and B, then the limit counts them together', async () => {
    for (const api of [a, a, a, b, b])
      expect((await login(api, 'wrong-password')).status).toBe(401);
    const onA = await login(a, admin.password);
    const onB = await login(b, admin.password);
    expect(onA.status).toBe(429);
    expect(onB.status).toBe(429);
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
