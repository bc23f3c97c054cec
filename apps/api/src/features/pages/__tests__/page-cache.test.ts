import { describe, expect, it } from 'vitest';
import { PageCache, type PageSource } from '../page-cache.js';

const TTL_MS = 2000;

/** A cache on a clock the test moves, and a "database" another instance may write to. */
function setup(ttlMs = TTL_MS) {
  let now = 1_000_000;
  const cache = new PageCache(ttlMs, 100, () => now);
  const db = { draws: ['2026-11-16'], loads: 0 };
  const loadDraws = () => {
    db.loads += 1;
    return Promise.resolve([...db.draws]);
  };
  const page = async (): Promise<string> => {
    const rendered = await cache.get('/result', async (): Promise<PageSource> => {
      const draws = await cache.data('draws', loadDraws);
      return { status: 200, contentType: 'text/html', body: draws.join(',') };
    });
    return rendered.bytes.body.toString();
  };
  return { cache, db, page, advance: (ms: number) => (now += ms) };
}

describe('PageCache', () => {
  it('when another instance adds a draw, then the page and the draws it is rendered from follow once the bound has passed', async () => {
    const { db, page, advance } = setup();
    expect(await page()).toBe('2026-11-16');
    // Written through another instance: nothing here is told.
    db.draws.unshift('2026-12-01');
    advance(TTL_MS - 1);
    expect(await page()).toBe('2026-11-16');
    advance(1);
    expect(await page()).toBe('2026-12-01,2026-11-16');
    expect(db.loads).toBe(2);
  });

  it('when the draws change through this instance, then the next page reads them again at once', async () => {
    const { cache, db, page } = setup();
    expect(await page()).toBe('2026-11-16');
    db.draws.unshift('2026-12-01');
    cache.invalidate();
    expect(await page()).toBe('2026-12-01,2026-11-16');
  });

  it('when the bound is 0, then nothing is kept: every page reads the draws', async () => {
    const { db, page } = setup(0);
    await page();
    await page();
    expect(db.loads).toBe(2);
  });

  it('when a load of the draws fails, then it is not kept and the next one asks again', async () => {
    const { cache } = setup();
    await expect(
      cache.data('draws', () => Promise.reject(new Error('store down'))),
    ).rejects.toThrow('store down');
    expect(await cache.data('draws', () => Promise.resolve(['2026-11-16']))).toEqual([
      '2026-11-16',
    ]);
  });
});
