import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { etagMatches } from '@lotto/http-kit/content-coding';
import {
  type Compressor,
  JsonCache,
  MIN_COMPRESSED_BYTES,
  representationFor,
  serializeJson,
  zlibCompressor,
} from './json-cache.js';

/** The real zlib compressor, counting its calls per coding. */
function countingCompressor() {
  const calls = { gzip: 0, brotli: 0 };
  const compressor: Compressor = {
    gzip: (body) => {
      calls.gzip += 1;
      return zlibCompressor.gzip(body);
    },
    brotli: (body) => {
      calls.brotli += 1;
      return zlibCompressor.brotli(body);
    },
  };
  return { calls, compressor };
}

/** A list well over the compression threshold. */
const bigList = (marker: string) =>
  Array.from({ length: 200 }, (_, i) => ({ date: `2024-01-${i}`, prize1: marker }));

describe('JsonCache', () => {
  it('when the same key is asked twice, then it loads once and answers the same bytes and ETag', async () => {
    const cache = new JsonCache(60_000);
    let loads = 0;
    const load = () => Promise.resolve({ n: ++loads });
    const first = await cache.get('results', 'all', load);
    const second = await cache.get('results', 'all', load);
    expect(loads).toBe(1);
    expect(second).toBe(first);
    expect(first.body.toString()).toBe('{"n":1}');
    expect(first.etag).toBe(serializeJson({ n: 1 }).etag);
  });

  it('when a tag is invalidated, then its entries reload and other tags stay', async () => {
    const cache = new JsonCache(60_000);
    let version = 1;
    await cache.get('results', 'all', () => Promise.resolve(version));
    await cache.get('tips', 'list', () => Promise.resolve('tips'));
    version = 2;
    cache.invalidate('results');
    expect(
      (await cache.get('results', 'all', () => Promise.resolve(version))).body.toString(),
    ).toBe('2');
    expect(
      (await cache.get('tips', 'list', () => Promise.resolve('changed'))).body.toString(),
    ).toBe('"tips"');
  });

  it('when a write lands while a load is running, then that load is answered but not kept', async () => {
    const cache = new JsonCache(60_000);
    let release: (value: string) => void = () => undefined;
    const slow = cache.get(
      'results',
      'all',
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    cache.invalidate('results');
    release('before the write');
    expect((await slow).body.toString()).toBe('"before the write"');
    expect(
      (await cache.get('results', 'all', () => Promise.resolve('after'))).body.toString(),
    ).toBe('"after"');
  });

  it('when the TTL has passed, then the entry answers once more while one load replaces it', async () => {
    let now = 0;
    const cache = new JsonCache(1000, 10, () => now);
    await cache.get('results', 'all', () => Promise.resolve(1));
    now = 1001;
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(2);
    };
    expect(cache.peek('results', 'all')).toBeUndefined();
    expect((await cache.get('results', 'all', load)).body.toString()).toBe('1');
    expect((await cache.fresh('results', 'all', load)).body.toString()).toBe('2');
    expect((await cache.get('results', 'all', load)).body.toString()).toBe('2');
    expect(loads).toBe(1);
  });

  it('when more keys than the bound are cached, then the oldest is dropped', async () => {
    const cache = new JsonCache(60_000, 2);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.get('results', 'a', load);
    await cache.get('results', 'b', load);
    await cache.get('results', 'c', load);
    await cache.get('results', 'a', load);
    expect(loads).toBe(4);
  });
});

describe('JsonCache compression', () => {
  it('when a large answer enters the cache, then it is compressed once per coding however often it is read', async () => {
    const { calls, compressor } = countingCompressor();
    const cache = new JsonCache(60_000, 10, Date.now, compressor);
    const load = () => Promise.resolve(bigList('123456'));
    const filled = await cache.get('results', 'all', load);
    await cache.settled();
    for (let i = 0; i < 20; i += 1) {
      const hit = await cache.get('results', 'all', load);
      expect(hit).toBe(filled);
      representationFor(hit, 'br');
      representationFor(hit, 'gzip');
    }
    expect(calls).toEqual({ gzip: 1, brotli: 1 });
    expect(filled.body.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    expect(gunzipSync(filled.gzip?.body ?? Buffer.alloc(0))).toEqual(filled.body);
    expect(brotliDecompressSync(filled.br?.body ?? Buffer.alloc(0))).toEqual(filled.body);
    expect(filled.br?.body.length).toBeLessThan(filled.body.length);
  });

  it('when misses arrive together, then the one load is compressed once', async () => {
    const { calls, compressor } = countingCompressor();
    const cache = new JsonCache(60_000, 10, Date.now, compressor);
    const load = () => Promise.resolve(bigList('1'));
    const answers = await Promise.all(
      [1, 2, 3, 4].map(async () => cache.get('results', 'all', load)),
    );
    await cache.settled();
    expect(new Set(answers).size).toBe(1);
    expect(calls).toEqual({ gzip: 1, brotli: 1 });
  });

  it('when the tag is invalidated, then the next fill compresses the new answer', async () => {
    const { calls, compressor } = countingCompressor();
    const cache = new JsonCache(60_000, 10, Date.now, compressor);
    const before = await cache.get('results', 'all', () => Promise.resolve(bigList('111111')));
    await cache.settled();
    cache.invalidate('results');
    const after = await cache.get('results', 'all', () => Promise.resolve(bigList('222222')));
    await cache.settled();
    expect(calls).toEqual({ gzip: 2, brotli: 2 });
    expect(after.etag).not.toBe(before.etag);
    expect(brotliDecompressSync(after.br?.body ?? Buffer.alloc(0)).toString()).toContain('222222');
    expect(gunzipSync(after.gzip?.body ?? Buffer.alloc(0)).toString()).toContain('222222');
  });

  it('when an answer is under the threshold, then it is only ever sent as it is', async () => {
    const { calls, compressor } = countingCompressor();
    const cache = new JsonCache(60_000, 10, Date.now, compressor);
    const small = await cache.get('tips', 'list', () => Promise.resolve([{ a: 1 }]));
    await cache.settled();
    expect(calls).toEqual({ gzip: 0, brotli: 0 });
    expect(representationFor(small, 'br, gzip')).toBe(small.identity);
  });

  it('when nothing is stored (TTL 0), then nothing is compressed', async () => {
    const { calls, compressor } = countingCompressor();
    const cache = new JsonCache(0, 10, Date.now, compressor);
    const answer = await cache.get('results', 'all', () => Promise.resolve(bigList('1')));
    await cache.settled();
    expect(calls).toEqual({ gzip: 0, brotli: 0 });
    expect(representationFor(answer, 'br')).toBe(answer.identity);
  });

  it('while brotli is not ready, then a brotli client gets gzip, and brotli once it is', async () => {
    let finish: (body: Buffer) => void = () => undefined;
    const compressor: Compressor = {
      gzip: (body) => zlibCompressor.gzip(body),
      brotli: () => new Promise<Buffer>((resolve) => (finish = resolve)),
    };
    const cache = new JsonCache(60_000, 10, Date.now, compressor);
    const json = await cache.get('results', 'all', () => Promise.resolve(bigList('1')));
    expect(representationFor(json, 'gzip, deflate, br').coding).toBe('gzip');
    finish(await zlibCompressor.brotli(json.body));
    await cache.settled();
    expect(representationFor(json, 'gzip, deflate, br').coding).toBe('br');
  });

  it('gives each representation its own strong ETag, and any of them matches the content', async () => {
    const cache = new JsonCache(60_000);
    const json = await cache.get('results', 'all', () => Promise.resolve(bigList('1')));
    await cache.settled();
    const tags = [json.etag, json.gzip?.etag, json.br?.etag];
    expect(new Set(tags).size).toBe(3);
    expect(json.br?.etag).toBe(`${json.etag.slice(0, -1)}-br"`);
    expect(json.gzip?.etag).toBe(`${json.etag.slice(0, -1)}-gzip"`);
    for (const tag of tags) {
      expect(etagMatches(tag, json.etag)).toBe(true);
      expect(etagMatches(`W/${String(tag)}`, json.etag)).toBe(true);
    }
    expect(etagMatches(`${json.etag.slice(0, -1)}-zstd"`, json.etag)).toBe(false);
    expect(etagMatches(serializeJson(bigList('2')).etag, json.etag)).toBe(false);
  });
});

describe('JsonCache after a write', () => {
  /** A loader of `value()` counting its calls; `gate` holds each load until released. */
  function loader(value: () => string) {
    const counted = { loads: 0 };
    let release: () => void = () => undefined;
    let gate = Promise.resolve();
    return {
      counted,
      hold() {
        gate = new Promise((resolve) => (release = resolve));
      },
      release: () => release(),
      load: async () => {
        counted.loads += 1;
        await gate;
        return { value: value() };
      },
    };
  }
  const text = (json: { body: Buffer }) => json.body.toString('utf8');

  it("when another instance's write marks a tag stale, then its copy answers while one load replaces it", async () => {
    const cache = new JsonCache(60_000);
    let current = 'before';
    const source = loader(() => current);
    await cache.get('results', 'list', source.load);
    current = 'after';
    cache.markStale('results');
    source.hold();
    // The stale copy answers at once, three times, while one load runs.
    for (let i = 0; i < 3; i += 1)
      expect(text(await cache.get('results', 'list', source.load))).toBe('{"value":"before"}');
    // What a page is made from never is the stale copy: it waits for that same load.
    const page = cache.fresh('results', 'list', source.load);
    source.release();
    expect(text(await page)).toBe('{"value":"after"}');
    expect(text(await cache.get('results', 'list', source.load))).toBe('{"value":"after"}');
    expect(source.counted.loads).toBe(2);
  });

  it('when the cache messages may have been missed, then markAllStale keeps every answer of every tag answering while one load each replaces it', async () => {
    const cache = new JsonCache(60_000);
    let current = 'before';
    const list = loader(() => current);
    const tips = loader(() => current);
    await cache.get('results', 'list', list.load);
    await cache.get('tips', 'list', tips.load);
    current = 'after';
    cache.markAllStale();
    list.hold();
    tips.hold();
    // Nothing waits for the database because a subscription was made again.
    expect(text(await cache.get('results', 'list', list.load))).toBe('{"value":"before"}');
    expect(text(await cache.get('tips', 'list', tips.load))).toBe('{"value":"before"}');
    expect(cache.peek('results', 'list')).toBeUndefined();
    list.release();
    tips.release();
    // The reloads that the first requests started (a page waits for the same one).
    expect(text(await cache.fresh('results', 'list', list.load))).toBe('{"value":"after"}');
    expect(text(await cache.fresh('tips', 'list', tips.load))).toBe('{"value":"after"}');
    expect(list.counted.loads).toBe(2);
    expect(tips.counted.loads).toBe(2);
  });

  it('when a second write comes while the first reloads, then readers keep the copy without waiting and both writes resolve after the newer answer', async () => {
    const cache = new JsonCache(60_000);
    let current = 'before';
    // Each load waits for its own gate, opened by the test in any order.
    const gates: (() => void)[] = [];
    let loads = 0;
    const load = async () => {
      loads += 1;
      const value = current;
      if (loads > 1) await new Promise<void>((resolve) => gates.push(resolve));
      return { value };
    };
    await cache.get('results', 'list', load);
    void cache.get('results', 'list', load); // asked for: a write reloads it
    const readerIsAnsweredAtOnce = () => {
      const answer = cache.get('results', 'list', load);
      expect(answer).not.toBeInstanceOf(Promise);
      return text(answer as { body: Buffer });
    };
    current = 'first';
    const first = cache.refresh('results');
    current = 'second';
    const second = cache.refresh('results');
    expect(gates).toHaveLength(2);
    expect(readerIsAnsweredAtOnce()).toBe('{"value":"before"}');
    // The first write's load ends (too old to keep: the second write came meanwhile).
    gates[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readerIsAnsweredAtOnce()).toBe('{"value":"before"}');
    gates[1]?.();
    await Promise.all([first, second]);
    expect(readerIsAnsweredAtOnce()).toBe('{"value":"second"}');
    expect(loads).toBe(3);
  });

  it('when this instance writes, then refresh reloads the asked answers before it resolves and forgets the others', async () => {
    const cache = new JsonCache(60_000);
    let current = 'before';
    const asked = loader(() => current);
    const once = loader(() => current);
    await cache.get('results', 'list', asked.load);
    void cache.get('results', 'list', asked.load); // a hit: the list is asked for
    await cache.get('results', 'page', once.load); // stored, never asked for again
    current = 'after';
    asked.hold();
    const refreshed = cache.refresh('results');
    // Until the write answers, readers have what was there before it, without waiting.
    expect(text(await cache.get('results', 'list', asked.load))).toBe('{"value":"before"}');
    asked.release();
    await refreshed;
    expect(text(await cache.get('results', 'list', asked.load))).toBe('{"value":"after"}');
    expect(asked.counted.loads).toBe(2);
    expect(cache.peek('results', 'page')).toBeUndefined();
    expect(text(await cache.get('results', 'page', once.load))).toBe('{"value":"after"}');
    expect(once.counted.loads).toBe(2);
  });

  it('when no request comes between two writes, then the second still reloads the answer asked before, and no request waits for the database', async () => {
    const cache = new JsonCache(60_000);
    let current = 'before';
    const list = loader(() => current);
    await cache.get('results', 'list', list.load);
    for (let i = 0; i < 3; i += 1) void cache.get('results', 'list', list.load); // asked for
    current = 'first';
    await cache.refresh('results');
    // Draw day: the next correction comes before any visitor asked again.
    current = 'second';
    await cache.refresh('results');
    const waited = cache.counts.waited;
    const answer = cache.get('results', 'list', list.load);
    expect(answer).not.toBeInstanceOf(Promise);
    expect(text(answer as { body: Buffer })).toBe('{"value":"second"}');
    expect(cache.counts.waited).toBe(waited);
    // One read per write, none for the request.
    expect(list.counted.loads).toBe(3);
  });

  it('when an answer is no longer asked for, then each write halves its count and it is forgotten once that is spent', async () => {
    const cache = new JsonCache(60_000);
    let current = 0;
    const list = loader(() => String(current));
    await cache.get('results', 'list', list.load);
    for (let i = 0; i < 4; i += 1) void cache.get('results', 'list', list.load); // asked 4 times
    // Counts 4, then 2, then 1: three writes reload it, the fourth forgets it.
    for (let write = 1; write <= 4; write += 1) {
      current = write;
      await cache.refresh('results');
    }
    expect(list.counted.loads).toBe(4);
    expect(cache.peek('results', 'list')).toBeUndefined();
  });

  it('when the reload of a refresh fails, then the answer from before the write is never given again', async () => {
    const cache = new JsonCache(60_000);
    let fail = false;
    const load = () => (fail ? Promise.reject(new Error('down')) : Promise.resolve({ n: 1 }));
    await cache.get('results', 'list', load);
    void cache.get('results', 'list', load);
    fail = true;
    await cache.refresh('results');
    expect(cache.peek('results', 'list')).toBeUndefined();
    await expect(Promise.resolve(cache.get('results', 'list', load))).rejects.toThrow('down');
  });
});
