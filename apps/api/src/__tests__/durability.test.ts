import type { ImageItem, Result } from '@lotto/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnApi, type SpawnedApi } from '../test-support/spawn-api.js';
import { tempDir } from '../test-support/services.js';

const ADMIN = { ADMIN_EMAIL: 'durable-admin@example.com', ADMIN_PASSWORD: 'durable-password' };
const JWT_SECRET = 'durability-test-secret-0123456789abcdef';

const running: SpawnedApi[] = [];
const dirs: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const api of running.splice(0)) await api.kill();
  for (const remove of dirs.splice(0)) await remove();
});

async function start(dataDir: string): Promise<SpawnedApi> {
  const api = await spawnApi({ DATA_DIR: dataDir, JWT_SECRET, ...ADMIN });
  running.push(api);
  return api;
}

async function login(api: SpawnedApi): Promise<string> {
  const response = await fetch(`${api.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

function write(api: SpawnedApi, token: string, path: string, body: object) {
  return fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

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

describe('durability of the embedded store (kill -9)', () => {
  it('when the server is killed right after acknowledging writes, then every acknowledged write is there after a restart', async () => {
    const dir = await tempDir('durable');
    dirs.push(dir.remove);
    const first = await start(dir.path);
    const token = await login(first);

    const acknowledged: { kind: 'result' | 'tip'; id: string }[] = [];
    for (let i = 0; i < 15; i += 1) {
      const result = await write(first, token, '/api/results/add', drawOn(i));
      expect(result.status).toBe(201);
      acknowledged.push({ kind: 'result', id: ((await result.json()) as Result)._id });
      const tip = await write(first, token, '/api/tips/save', {
        imageUrl: `https://img.example/${i}.png`,
      });
      expect(tip.status).toBe(201);
      acknowledged.push({ kind: 'tip', id: ((await tip.json()) as ImageItem)._id });
    }
    // No pause, no graceful stop: SIGKILL the moment the last write was acknowledged.
    await first.kill('SIGKILL');

    const second = await start(dir.path);
    const results = (await (await fetch(`${second.url}/results`)).json()) as Result[];
    const tips = (await (await fetch(`${second.url}/tips`)).json()) as ImageItem[];
    const present = new Set([...results, ...tips].map((doc) => doc._id));
    for (const write of acknowledged)
      expect(present.has(write.id), `${write.kind} ${write.id}`).toBe(true);
  });

  it('when the server is killed while concurrent writes are in flight, then every acknowledged one survives', async () => {
    const dir = await tempDir('durable-burst');
    dirs.push(dir.remove);
    const first = await start(dir.path);
    const token = await login(first);

    const acknowledged: string[] = [];
    let killed: Promise<void> | undefined;
    const writes = Array.from({ length: 80 }, async (_, i) => {
      try {
        const response = await write(first, token, '/api/results/add', drawOn(100 + i));
        if (response.status === 201) {
          acknowledged.push(((await response.json()) as Result)._id);
          if (acknowledged.length === 25) killed = first.kill('SIGKILL');
        }
      } catch {
        // Connection cut by the kill: this write was never acknowledged.
      }
    });
    await Promise.all(writes);
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);

    const second = await start(dir.path);
    const results = (await (await fetch(`${second.url}/results`)).json()) as Result[];
    const present = new Set(results.map((r) => r._id));
    for (const id of acknowledged) expect(present.has(id), id).toBe(true);
    // And the store is usable: a new write after the crash is accepted and read back.
    const again = await write(second, await login(second), '/api/results/add', drawOn(999));
    expect(again.status).toBe(201);
  });
});
