import type { Result } from '@lotto/contracts';
import { ask, decoded } from '@lotto/test-kit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CacheBus, openRedisCacheBus, sharedAnswerKey } from '../shared/http/cache-bus.js';
import {
  decodeSerializedJson,
  encodeSerializedJson,
  JsonCache,
  serializeJson,
} from '../shared/http/json-cache.js';
import type { DocumentStore } from '../store/collection.js';
import { countingReads, type ReadCountingStore } from '../test-support/read-counting-store.js';
import { requireRedisUrl, uniquePrefix } from '../test-support/services.js';
import { quietLogger, startTestApi, type TestApi } from '../test-support/test-api.js';
import { openTestStore } from '../test-support/test-store.js';

/*
 * The answers a write finished, shared through Redis (shared/http/cache-bus.ts, json-cache.ts):
 * the writing instance reloads and compresses its most asked answers, stores them under the
 * write's generation, then tells the others, which take those bytes (one GET) instead of reading
 * the database and compressing again. Counted, not timed: the database reads of each instance
 * (a counting store over the one real store) and the cache's own counts. A real redis-server,
 * a key prefix of each run's own.
 */

/** The caches' bound: nothing here may wait for it. */
const FALLBACK_MS = 60_000;
const MESSAGE_LIMIT_MS = 10_000;
const DRAWS = 40;
const DRAW = '2020-01-01';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, limitMs: number, seen: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await seen())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not seen within ${limitMs} ms`);
    await sleep(20);
  }
}

describe('a JsonCache taking answers another instance stored in Redis', () => {
  const prefix = uniquePrefix();
  let writer: CacheBus;
  let reader: CacheBus;
  const answer = (label: string) => serializeJson({ label, padding: 'x'.repeat(2000) });
  const labelOf = (json: { body: Buffer }) =>
    (JSON.parse(json.body.toString('utf8')) as { label: string }).label;

  beforeAll(async () => {
    const url = requireRedisUrl();
    writer = await openRedisCacheBus({ url, keyPrefix: prefix }, quietLogger());
    reader = await openRedisCacheBus({ url, keyPrefix: prefix }, quietLogger());
  });
  afterAll(async () => {
    await writer.close();
    await reader.close();
  });

  /** A cache whose loader reads the "database" `label()` and counts its calls. */
  async function cacheWith(label: () => string) {
    const cache = new JsonCache(FALLBACK_MS, undefined, undefined, undefined, reader);
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve({ label: label(), padding: 'x'.repeat(2000) });
    };
    const ask = async () => labelOf(await cache.get('results', 'list', load));
    expect(await ask()).toBe(label());
    await cache.settled();
    return { cache, ask, loads: () => loads };
  }

  it('when a message names the newest generation, then the next load takes its bytes and reads nothing', async () => {
    let database = 'v0';
    const { cache, ask, loads } = await cacheWith(() => database);
    database = 'v1';
    const generation = (await writer.beginWrite('results')) ?? 0;
    const stored = answer('v1');
    expect(await writer.share('results', generation, new Map([['list', stored]]), 60_000)).toBe(
      true,
    );
    cache.heard('results', generation);
    expect(await ask()).toBe('v0'); // the stale copy answers while one GET replaces it
    await until('the shared answer', MESSAGE_LIMIT_MS, async () => (await ask()) === 'v1');
    expect(loads()).toBe(1);
    expect(cache.counts.shared).toBe(1);
    const taken = await cache.get('results', 'list', () => Promise.reject(new Error('no read')));
    expect(taken.etag).toBe(stored.etag);
    expect(taken.body.equals(stored.body)).toBe(true);
  });

  it('when the stored answer is lost, then the next load reads the database once', async () => {
    let database = 'v0';
    const { cache, ask, loads } = await cacheWith(() => database);
    database = 'v1';
    const generation = (await writer.beginWrite('results')) ?? 0;
    // Stored, then gone (expired, evicted, a Redis restart): the message still names it.
    await writer.share('results', generation, new Map([['list', answer('v1')]]), 60_000);
    const redis = new Redis(requireRedisUrl());
    await redis.del(sharedAnswerKey(prefix, 'results', generation, 'list'));
    redis.disconnect();
    cache.heard('results', generation);
    await ask();
    await until('the database’s answer', MESSAGE_LIMIT_MS, async () => (await ask()) === 'v1');
    for (let i = 0; i < 5; i += 1) expect(await ask()).toBe('v1');
    expect(loads()).toBe(2);
    expect(cache.counts.shared).toBe(0);
  });

  it('when two writes’ messages come in the wrong order, then the older bytes are never taken', async () => {
    let database = 'v0';
    const { cache, ask, loads } = await cacheWith(() => database);
    // Two writes seconds apart through two instances: the first's answers are the older.
    const first = (await writer.beginWrite('results')) ?? 0;
    const second = (await writer.beginWrite('results')) ?? 0;
    expect(second).toBeGreaterThan(first);
    await writer.share('results', first, new Map([['list', answer('v1')]]), 60_000);
    database = 'v2';
    await writer.share('results', second, new Map([['list', answer('v2')]]), 60_000);
    cache.heard('results', second);
    await ask();
    await until('the newer answer', MESSAGE_LIMIT_MS, async () => (await ask()) === 'v2');
    // The first write's message arrives last: it names older bytes than those served.
    cache.heard('results', first);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      seen.add(await ask());
      await sleep(5);
    }
    expect([...seen]).toEqual(['v2']);
    // Taken once (the second's), then read once from the database (not the first's bytes).
    expect(cache.counts.shared).toBe(1);
    expect(loads()).toBe(2);
  });

  it('when a message names a generation whose bytes were never stored, then the database is read', async () => {
    let database = 'v0';
    const { cache, ask, loads } = await cacheWith(() => database);
    database = 'v1';
    const generation = (await writer.beginWrite('results')) ?? 0;
    cache.heard('results', generation);
    await ask();
    await until('the database’s answer', MESSAGE_LIMIT_MS, async () => (await ask()) === 'v1');
    expect(loads()).toBe(2);
    expect(cache.counts.shared).toBe(0);
  });

  it('when an answer is encoded for Redis, then it decodes to the same bytes, and anything else decodes to nothing', () => {
    const json = answer('v1');
    json.version = '2026-11-16';
    json.gzip = {
      coding: 'gzip',
      body: Buffer.from('gz'),
      etag: `${json.etag.slice(0, -1)}-gzip"`,
    };
    json.br = { coding: 'br', body: Buffer.from('brotli'), etag: `${json.etag.slice(0, -1)}-br"` };
    const back = decodeSerializedJson(encodeSerializedJson(json));
    expect(back).toEqual(json);
    expect(back?.br?.body.equals(Buffer.from('brotli'))).toBe(true);
    const encoded = encodeSerializedJson(json);
    expect(decodeSerializedJson(encoded.subarray(0, encoded.length - 1))).toBeUndefined();
    expect(decodeSerializedJson(Buffer.concat([encoded, Buffer.from('x')]))).toBeUndefined();
    expect(decodeSerializedJson(Buffer.from('not an answer'))).toBeUndefined();
    expect(decodeSerializedJson(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('three API instances sharing the answers a write finished', () => {
  const prefix = uniquePrefix();
  let a: TestApi;
  let b: TestApi;
  let c: TestApi;
  let readsOfB: ReadCountingStore;
  let sharedStore: DocumentStore;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    const redisUrl = requireRedisUrl();
    const shared = await openTestStore('shared-answers');
    sharedStore = shared.store;
    cleanups.push(() => shared.close());
    const open = async (counted: ReadCountingStore) => {
      const cacheBus = await openRedisCacheBus({ url: redisUrl, keyPrefix: prefix }, quietLogger());
      const api = await startTestApi({
        store: counted.store,
        cacheBus,
        config: { publicCacheTtlMs: FALLBACK_MS },
      });
      cleanups.push(
        () => api.close(),
        () => cacheBus.close(),
      );
      return api;
    };
    readsOfB = countingReads(shared.store);
    a = await open(countingReads(shared.store));
    b = await open(readsOfB);
    c = await open(countingReads(shared.store));
    // A list long enough to be compressed (gzip and brotli).
    for (let i = 0; i < DRAWS; i += 1) {
      const day = new Date(Date.UTC(2020, 0, 1 + i * 16)).toISOString().slice(0, 10);
      await a.services.results.add(
        {
          date: day,
          prize1: String(100000 + i * 7919).slice(-6),
          front3: ['123', '456'],
          last3: ['789', '012'],
          last2: String(i % 100).padStart(2, '0'),
        },
        'test@example.com',
      );
    }
    for (const api of [a, c]) tokens.set(api, await api.loginAdmin());
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const prize1On = async (api: TestApi) =>
    ((await api.http.get('/results').expect(200)).body as Result[]).find((r) => r.date === DRAW)
      ?.prize1;
  const tokens = new Map<TestApi, string>();
  const correct = (through: TestApi, prize1: string) =>
    through
      .as(tokens.get(through) ?? '')
      .patch(`/api/results/${DRAW}`)
      .send({ prize1, note: 'shared answers' });
  const brotli = (api: TestApi) => ask(api.url, '/results', { 'accept-encoding': 'br' });

  it('when a draw is corrected through A, then B answers the same bytes and ETag as A without reading the database', async () => {
    // Both hold the list; A was asked for it since it stored it (an answer its write reloads).
    await prize1On(a);
    await prize1On(a);
    await prize1On(b);
    await a.app.publicCache.settled();
    await b.app.publicCache.settled();
    const readsBefore = readsOfB.reads('results');
    const sharedBefore = b.app.publicCache.counts.shared;
    const loadsBefore = b.app.publicCache.counts.loads;

    await correct(a, '222222').expect(200);
    await until('B serving the correction', MESSAGE_LIMIT_MS, async () =>
      Promise.resolve((await prize1On(b)) === '222222'),
    );
    const [fromA, fromB] = [await brotli(a), await brotli(b)];
    expect(fromB.headers['content-encoding']).toBe('br');
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    expect(fromB.body.equals(fromA.body)).toBe(true);
    expect(JSON.parse(decoded(fromB).toString('utf8'))).toEqual(
      JSON.parse(decoded(fromA).toString('utf8')),
    );

    expect(readsOfB.reads('results') - readsBefore).toBe(0);
    expect(b.app.publicCache.counts.loads - loadsBefore).toBe(0);
    expect(b.app.publicCache.counts.shared - sharedBefore).toBe(1);
  });

  it('when the stored answers are lost before B asks, then B reads the list from the database once', async () => {
    await prize1On(a);
    await prize1On(a);
    await prize1On(b);
    const readsBefore = readsOfB.reads('results');
    await correct(a, '333333').expect(200);
    const redis = new Redis(requireRedisUrl());
    try {
      const stored = await redis.keys(`${prefix}cache:answer:*`);
      expect(stored.length).toBeGreaterThan(0);
      await redis.del(...stored);
    } finally {
      redis.disconnect();
    }
    await until('B serving the correction', MESSAGE_LIMIT_MS, async () =>
      Promise.resolve((await prize1On(b)) === '333333'),
    );
    for (let i = 0; i < 5; i += 1) expect(await prize1On(b)).toBe('333333');
    expect(readsOfB.reads('results') - readsBefore).toBe(1);
  });

  it('when two writes through A and C come at once, then once B serves the last, it never serves the other', async () => {
    for (const api of [a, a, b, c, c]) await prize1On(api);
    for (const [x, y] of [
      ['444444', '555555'],
      ['666666', '777777'],
      ['888888', '999999'],
    ] as const) {
      await Promise.all([correct(a, x).expect(200), correct(c, y).expect(200)]);
      const last = (await sharedStore.collection<Result>('results').findOne({ date: DRAW }))
        ?.prize1;
      expect([x, y]).toContain(last);
      await until('B serving the last write', MESSAGE_LIMIT_MS, async () =>
        Promise.resolve((await prize1On(b)) === last),
      );
      for (let i = 0; i < 20; i += 1) {
        expect(await prize1On(b)).toBe(last);
        await sleep(10);
      }
    }
  });
});
