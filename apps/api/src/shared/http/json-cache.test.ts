import { describe, expect, it } from 'vitest';
import { etagMatches, JsonCache, serializeJson } from './json-cache.js';

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

  it('when the TTL has passed, then the entry is loaded again', async () => {
    let now = 0;
    const cache = new JsonCache(1000, 10, () => now);
    await cache.get('results', 'all', () => Promise.resolve(1));
    now = 1001;
    expect((await cache.get('results', 'all', () => Promise.resolve(2))).body.toString()).toBe('2');
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

describe('etagMatches', () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc" ', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
    ['', false],
  ])('when If-None-Match is %j, then it matches: %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });

  it('when the header is absent, then nothing matches', () => {
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
