import { API, type ImageItem, type Result } from '@lotto/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../app.js';
import {
  cacheChannel,
  cacheSubscriberName,
  type CacheBus,
  openRedisCacheBus,
} from '../shared/http/cache-bus.js';
import { createMemorySessionStore } from '../sessions/memory-session-store.js';
import type { DocumentStore } from '../store/collection.js';
import { countingReads, type ReadCountingStore } from '../test-support/read-counting-store.js';
import { requireRedisUrl, uniquePrefix } from '../test-support/services.js';
import {
  quietLogger,
  startTestApi,
  TEST_SERVICES_CONFIG,
  type TestApi,
} from '../test-support/test-api.js';
import { openTestStore } from '../test-support/test-store.js';

/*
 * Two API instances on one database and one real redis-server, in this process: a write through
 * A clears B's cached answers by a message (shared/http/cache-bus.ts), so B serves it as soon as
 * the message is there (milliseconds), not when its fallback bound (PUBLIC_CACHE_TTL_MS, here a
 * minute, far longer than any test waits) runs out, and B reads the database once per write,
 * however often it is asked. Each run has a channel of
 * its own (a unique REDIS_KEY_PREFIX), so runs sharing the redis-server never hear each other.
 */

/** The fallback bound the instances run with: nothing here may wait for it. */
const FALLBACK_MS = 60_000;
/**
 * How long a test waits for a message's effect before it fails: far above a message's latency
 * (milliseconds, however busy the machine), far below {@link FALLBACK_MS}.
 */
const MESSAGE_LIMIT_MS = 10_000;
const DRAW = '2024-01-17';
const draw = (prize1: string) => ({
  date: DRAW,
  prize1,
  front3: ['123', '456'],
  last3: ['789', '012'],
  last2: '34',
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `seen` until it is true; fails after `limitMs` (long before the fallback would have helped). */
async function until(what: string, limitMs: number, seen: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await seen())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not seen within ${limitMs} ms`);
    await sleep(20);
  }
}

describe('two API instances told of each other’s writes through Redis', () => {
  const prefix = uniquePrefix();
  let redisUrl: string;
  let a: TestApi;
  let b: TestApi;
  let readsOfA: ReadCountingStore;
  let readsOfB: ReadCountingStore;
  let token: string;
  let busOfA: CacheBus;
  let busOfB: CacheBus;
  let sharedStore: DocumentStore;
  /** A client of the test's own on the instances' channel: what they told each other. */
  let observer: Redis;
  const heard: string[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    redisUrl = requireRedisUrl();
    const shared = await openTestStore('cache-messages');
    sharedStore = shared.store;
    cleanups.push(() => shared.close());
    readsOfA = countingReads(shared.store);
    readsOfB = countingReads(shared.store);
    const open = async (counted: ReadCountingStore) => {
      const cacheBus: CacheBus = await openRedisCacheBus(
        { url: redisUrl, keyPrefix: prefix },
        quietLogger(),
      );
      const api = await startTestApi({
        store: counted.store,
        cacheBus,
        config: { publicCacheTtlMs: FALLBACK_MS },
      });
      cleanups.push(
        () => api.close(),
        () => cacheBus.close(),
      );
      return { api, cacheBus };
    };
    ({ api: a, cacheBus: busOfA } = await open(readsOfA));
    ({ api: b, cacheBus: busOfB } = await open(readsOfB));
    observer = new Redis(redisUrl);
    cleanups.push(() => Promise.resolve(observer.disconnect()));
    observer.on('message', (_channel: string, message: string) => heard.push(message));
    await observer.subscribe(cacheChannel(prefix));
    token = await a.loginAdmin();
    await a.as(token).post('/api/results/add').send(draw('111111')).expect(201);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const prize1On = async (api: TestApi) =>
    ((await api.http.get('/results').expect(200)).body as Result[]).find((r) => r.date === DRAW)
      ?.prize1;
  const correct = (prize1: string) =>
    a.as(token).patch(`/api/results/${DRAW}`).send({ prize1, note: 'cache test' }).expect(200);

  const latestOn = async (api: TestApi) => (await api.client.send(API.results.latest)).prize1;
  const detailOn = async (api: TestApi) =>
    (await api.client.send(API.results.detail, { params: { date: DRAW } })).prize1;

  it('when a draw is corrected through A, then B serves it as soon as the message is there, long before the bound', async () => {
    // B holds the list, the latest draw and the draw's page.
    expect([await prize1On(b), await latestOn(b), await detailOn(b)]).toEqual([
      '111111',
      '111111',
      '111111',
    ]);
    await correct('222222');
    await until('B serving the correction', MESSAGE_LIMIT_MS, async () =>
      [await prize1On(b), await latestOn(b), await detailOn(b)].every((p) => p === '222222'),
    );
  });

  it('when a tip is published through A, then B lists it as soon as the message is there', async () => {
    expect(await b.client.send(API.tips.list)).toEqual([]);
    await a.client.send(API.tips.add, { body: { imageUrl: 'https://img.example/a.png' }, token });
    await until('B listing the tip', MESSAGE_LIMIT_MS, async () => {
      const tips: ImageItem[] = await b.client.send(API.tips.list);
      return tips.some((tip) => tip.imageUrl === 'https://img.example/a.png');
    });
  });

  it('when A writes three times, then B reads the draws from the database once per write, however often it is asked', async () => {
    await prize1On(b);
    for (const prize1 of ['444444', '555555', '666666']) {
      const before = readsOfB.reads('results');
      await correct(prize1);
      // Until the message is there B answers from its cache (no read); then once from the database.
      await until(
        'B serving the correction',
        MESSAGE_LIMIT_MS,
        async () => (await prize1On(b)) === prize1,
      );
      for (let i = 0; i < 5; i += 1) expect(await prize1On(b)).toBe(prize1);
      expect(readsOfB.reads('results') - before).toBe(1);
    }
  });

  it('when an instance publishes, then the others hear it and it does not hear itself', async () => {
    const heardByA: (string | undefined)[] = [];
    busOfA.listen((tag) => heardByA.push(tag));
    await busOfA.publish('results');
    // Messages reach one subscriber in the order they were sent: once A hears B's later one, it
    // would have heard its own.
    await busOfB.publish('tips');
    await until('B’s message at A', MESSAGE_LIMIT_MS, () =>
      Promise.resolve(heardByA.includes('tips')),
    );
    expect(heardByA).toEqual(['tips']);
    expect(heard.slice(-2)).toEqual([
      expect.stringMatching(/^results /),
      expect.stringMatching(/^tips /),
    ]);
  });

  it('when A writes, then the list A is asked for is read again before the write answers, and not after', async () => {
    await prize1On(a);
    await prize1On(a);
    await correct('777777');
    const before = readsOfA.reads('results');
    for (let i = 0; i < 3; i += 1) expect(await prize1On(a)).toBe('777777');
    expect(readsOfA.reads('results') - before).toBe(0);
  });

  it('when a write’s message is lost and B’s subscription is cut, then B clears everything once it is back', async () => {
    // B has had A's last write (its stale copy may answer once more while it reads it).
    await until(
      'B serving A’s last write',
      MESSAGE_LIMIT_MS,
      async () => (await prize1On(b)) === '777777',
    );
    // A write nobody is told of (as during a Redis outage): the services alone, without the app.
    const quiet = createServices({
      config: TEST_SERVICES_CONFIG,
      store: sharedStore,
      sessions: createMemorySessionStore(),
    });
    await quiet.results.update(DRAW, { prize1: '888888', note: 'lost message' }, 'test');
    expect(await prize1On(b)).toBe('777777');

    // Cut B's subscribed connection (found by its name; A's has the same name, so cut one: B's
    // is the second one made). The client reconnects, subscribes again and clears its caches.
    const admin = new Redis(redisUrl);
    try {
      const name = cacheSubscriberName(prefix);
      const ids = ((await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string)
        .split('\n')
        .filter((line) => line.includes(` name=${name} `))
        .map((line) => /\bid=(\d+)/u.exec(line)?.[1])
        .filter((id): id is string => id !== undefined)
        .sort((x, y) => Number(x) - Number(y));
      expect(ids).toHaveLength(2);
      const [, idOfB] = ids;
      await admin.call('CLIENT', 'KILL', 'ID', idOfB ?? '');
    } finally {
      admin.disconnect();
    }
    await until('B serving the draw written meanwhile', MESSAGE_LIMIT_MS, async () => {
      return (await prize1On(b)) === '888888';
    });
    // A's subscription was not cut: A still serves what it had (its fallback is a minute away).
    expect(await prize1On(a)).toBe('777777');
  });
});
