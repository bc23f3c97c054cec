import { API } from '@lotto/contracts';
import { createApiClient } from '@lotto/test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnApi, type SpawnedApi } from '../test-support/spawn-api.js';
import { testEngine, testStorePlace } from '../test-support/test-store.js';

const ADMIN = { ADMIN_EMAIL: 'durable-admin@example.com', ADMIN_PASSWORD: 'durable-password' };
const JWT_SECRET = 'durability-test-secret-0123456789abcdef';

const running: SpawnedApi[] = [];
const places: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const api of running.splice(0)) await api.kill();
  for (const remove of places.splice(0)) await remove();
});

/** An API process on `place` (this run's engine: a DATA_DIR, or a database on the MongoDB server). */
async function start(place: { env: Record<string, string> }): Promise<SpawnedApi> {
  const api = await spawnApi({ ...place.env, JWT_SECRET, ...ADMIN });
  running.push(api);
  return api;
}

/** The test kit's client on `api`, logged in as its bootstrap admin. */
async function adminOf(api: SpawnedApi) {
  const client = createApiClient(api.url);
  const token = await client.loginAdmin(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  return {
    addResult: (body: object) => client.send(API.results.add, { body, token }),
    addTip: (body: object) => client.send(API.tips.add, { body, token }),
  };
}

const read = async (api: SpawnedApi) => {
  const client = createApiClient(api.url);
  return { results: await client.send(API.results.list), tips: await client.send(API.tips.list) };
};

const drawOn = (day: number) => {
  const date = new Date(Date.UTC(2016, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  return {
    date,
    prize1: String(100000 + day),
    front3: ['123', '456'],
    last3: ['789', '012'],
    last2: '34',
  };
};

// Each test starts two API processes (through tsx): several seconds each on a busy 2-core machine.
describe(`durability of the ${testEngine()} store (kill -9)`, () => {
  it('when the server is killed right after acknowledging writes, then every acknowledged write is there after a restart', async () => {
    const place = await testStorePlace('durable');
    places.push(place.remove);
    const first = await start(place);
    const admin = await adminOf(first);

    const acknowledged: { kind: 'result' | 'tip'; id: string }[] = [];
    for (let i = 0; i < 15; i += 1) {
      // `send` throws unless the answer is 2xx (201 here).
      acknowledged.push({ kind: 'result', id: (await admin.addResult(drawOn(i)))._id });
      const tip = await admin.addTip({ imageUrl: `https://img.example/${i}.png` });
      acknowledged.push({ kind: 'tip', id: tip._id });
    }
    // No pause, no graceful stop: SIGKILL the moment the last write was acknowledged.
    await first.kill('SIGKILL');

    const second = await start(place);
    const { results, tips } = await read(second);
    const present = new Set([...results, ...tips].map((doc) => doc._id));
    for (const write of acknowledged)
      expect(present.has(write.id), `${write.kind} ${write.id}`).toBe(true);
  }, 90_000);

  it('when the server is killed while concurrent writes are in flight, then every acknowledged one survives', async () => {
    const place = await testStorePlace('durable-burst');
    places.push(place.remove);
    const first = await start(place);
    const client = createApiClient(first.url);
    const token = await client.loginAdmin(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);

    const acknowledged: string[] = [];
    let killed: Promise<void> | undefined;
    const writes = Array.from({ length: 80 }, async (_, i) => {
      try {
        const response = await client.call<{ _id: string }>('POST', API.results.add.path(), {
          body: drawOn(100 + i),
          token,
        });
        if (response.status === 201) {
          acknowledged.push(response.body._id);
          if (acknowledged.length === 25) killed = first.kill('SIGKILL');
        }
      } catch {
        // Connection cut by the kill: this write was never acknowledged.
      }
    });
    await Promise.all(writes);
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);

    const second = await start(place);
    const { results } = await read(second);
    const present = new Set(results.map((r) => r._id));
    for (const id of acknowledged) expect(present.has(id), id).toBe(true);
    // And the store is usable: a new write after the crash is accepted (201) and read back.
    const again = await (await adminOf(second)).addResult(drawOn(999));
    expect((await read(second)).results.map((r) => r._id)).toContain(again._id);
  }, 90_000);
});
