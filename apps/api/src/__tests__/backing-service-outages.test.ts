import { mkdir, rename, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedisSessionStore } from '../sessions/redis-session-store.js';
import type { SessionStore } from '../sessions/session-store.js';
import { openMongoStore } from '../store/mongo-store.js';
import type { DocumentStore } from '../store/collection.js';
import {
  bodyOf,
  freePort,
  type OwnFerretDb,
  type OwnRedis,
  spawnFerretDb,
  spawnRedis,
  uniquePrefix,
} from '../test-support/services.js';
import { quietLogger, startTestApi, type TestApi } from '../test-support/test-api.js';
import { testEngine } from '../test-support/test-store.js';

describe('when Redis (the session store) goes down', () => {
  let redis: OwnRedis;
  let sessions: SessionStore;
  let api: TestApi;
  beforeAll(async () => {
    redis = await spawnRedis();
    sessions = await openRedisSessionStore(
      { url: redis.url, keyPrefix: uniquePrefix(), commandTimeoutMs: 500 },
      quietLogger(),
    );
    api = await startTestApi({ sessions });
  });
  afterAll(async () => {
    await api.close();
    await sessions.close();
    await redis.stop();
  });

  it('then admin calls answer 503 (fail closed), public reads keep working, and all recovers when Redis is back', async () => {
    const token = await api.loginAdmin();
    await api
      .as(token)
      .post('/api/tips/save')
      .send({ imageUrl: 'https://img.example/r.png' })
      .expect(201);

    await redis.stop();
    const refused = await api.as(token).get('/api/admin/me').expect(503);
    expect(bodyOf(refused).message).toMatch(/session store \(redis\) is unavailable/);
    expect(bodyOf(refused).code).toBe('unavailable');
    expect(refused.headers['retry-after']).toBe('5');
    await api
      .as(token)
      .post('/api/tips/save')
      .send({ imageUrl: 'https://img.example/x.png' })
      .expect(503);
    await api.http
      .post('/api/admin/login')
      .send({ email: api.admin.email, password: api.admin.password })
      .expect(503);
    const tips = await api.http.get('/tips').expect(200);
    expect((tips.body as { imageUrl: string }[]).map((t) => t.imageUrl)).toEqual([
      'https://img.example/r.png',
    ]);
    await api.http.get('/results').expect(200);
    const health = await api.http.get('/health').expect(503);
    expect(health.body).toMatchObject({
      status: 'degraded',
      store: testEngine(),
      sessions: 'redis',
      failing: ['sessions'],
    });

    await redis.start();
    await expect
      .poll(async () => (await api.http.get('/health')).status, { timeout: 10_000, interval: 100 })
      .toBe(200);
    // That redis-server kept nothing, so the old session is gone: log in again.
    await api.as(token).get('/api/admin/me').expect(401);
    const fresh = await api.loginAdmin();
    await api.as(fresh).get('/api/admin/me').expect(200);
  });
});

describe('when MongoDB cannot be reached', () => {
  let api: TestApi;
  beforeAll(async () => {
    const port = await freePort();
    const store = openMongoStore(
      { uri: `mongodb://127.0.0.1:${port}`, db: 'lotto', serverSelectionTimeoutMs: 300 },
      quietLogger(),
    );
    api = await startTestApi({ store, createAdmin: false }).catch(async (error: unknown) => {
      await store.close();
      throw error;
    });
  });
  afterAll(async () => {
    // beforeAll may have failed before the API existed (e.g. no emulator): keep that message clear.
    await (api as TestApi | undefined)?.close();
  });

  it(
    'then reads and writes answer 503 with a clear message and /health names the store',
    { timeout: 30_000 },
    async () => {
      const response = await api.http.get('/results').expect(503);
      expect(bodyOf(response).message).toMatch(/^The document store \(mongodb\) is unavailable/);
      expect(bodyOf(response).details).toEqual({ service: 'store' });
      await api.http
        .post('/api/admin/login')
        .send({ email: api.admin.email, password: api.admin.password })
        .expect(503);
      const health = await api.http.get('/health').expect(503);
      expect(health.body).toMatchObject({
        status: 'degraded',
        store: 'mongodb',
        sessions: 'memory',
        failing: ['store'],
      });
    },
  );
});

// The embedded run only: on MongoDB there is no file of ours to break (the outage below stops the server).
describe.runIf(testEngine() === 'embedded')('when the embedded store cannot write its file', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi();
    token = await api.loginAdmin();
  });
  afterAll(() => api.close());

  it('then the write answers 503, the failed write is not visible, and the store recovers by itself', async () => {
    const save = (imageUrl: string) => api.as(token).post('/api/tips/save').send({ imageUrl });
    await save('https://img.example/before.png').expect(201);

    const file = join(api.dataDir ?? '', 'tips.db');
    await rename(file, `${file}.aside`);
    await mkdir(file); // appending to a directory fails like a broken disk would (EISDIR)
    const failed = await save('https://img.example/lost.png').expect(503);
    expect(bodyOf(failed).message).toMatch(/document store \(embedded\) is unavailable/);
    await api.http.get('/tips').expect(503);
    expect(bodyOf(await api.http.get('/health').expect(503)).failing).toEqual(['store']);

    await rmdir(file);
    await rename(`${file}.aside`, file);
    const tips = await api.http.get('/tips').expect(200);
    expect((tips.body as { imageUrl: string }[]).map((t) => t.imageUrl)).toEqual([
      'https://img.example/before.png',
    ]);
    await save('https://img.example/after.png').expect(201);
    await api.http.get('/health').expect(200);
  });
});

// The MongoDB run only: a FerretDB of this test's own, killed and started again under a running API.
describe.runIf(testEngine() === 'mongodb')(
  'when the MongoDB server goes down and comes back',
  () => {
    let server: OwnFerretDb;
    let store: DocumentStore;
    let api: TestApi;
    let token: string;
    beforeAll(async () => {
      server = await spawnFerretDb();
      store = openMongoStore(
        { uri: server.uri, db: 'lotto', serverSelectionTimeoutMs: 500 },
        quietLogger(),
      );
      api = await startTestApi({ store });
      token = await api.loginAdmin();
    });
    afterAll(async () => {
      await (api as TestApi | undefined)?.close();
      await (store as DocumentStore | undefined)?.close();
      await (server as OwnFerretDb | undefined)?.remove();
    });

    it('then reads and writes answer 503 while it is down, and the API recovers by itself with every acknowledged write', async () => {
      const save = (imageUrl: string) => api.as(token).post('/api/tips/save').send({ imageUrl });
      await save('https://img.example/before.png').expect(201);

      await server.stop();
      const failed = await save('https://img.example/lost.png').expect(503);
      expect(bodyOf(failed).message).toMatch(/^The document store \(mongodb\) is unavailable/);
      expect(failed.headers['retry-after']).toBe('5');
      await api.http.get('/tips').expect(503);
      expect(bodyOf(await api.http.get('/health').expect(503))).toMatchObject({
        store: 'mongodb',
        failing: ['store'],
      });

      await server.start();
      await expect
        .poll(async () => (await api.http.get('/health')).status, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(200);
      const tips = await api.http.get('/tips').expect(200);
      expect((tips.body as { imageUrl: string }[]).map((t) => t.imageUrl)).toEqual([
        'https://img.example/before.png',
      ]);
      await save('https://img.example/after.png').expect(201);
    });
  },
);
