import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { requireRedisUrl, uniquePrefix } from '../../../test-support/services.js';
import { type FeedLease, openRedisLease } from '../feed-lease.js';

const logger = pino({ level: 'silent' });

/** The fetch lease on a real redis-server: two holders competing for one key. */
describe('the feed lease in Redis', () => {
  const opened: FeedLease[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((lease) => lease.close()));
  });
  const pair = async (ttlMs: number) => {
    const options = { url: requireRedisUrl(), keyPrefix: uniquePrefix(), ttlMs };
    const a = await openRedisLease(options, logger);
    const b = await openRedisLease(options, logger);
    opened.push(a, b);
    return [a, b] as const;
  };

  it('when one instance holds it, then the other cannot take it until it is released', async () => {
    const [a, b] = await pair(10_000);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    expect(await a.renew()).toBe(true);
    expect(await b.renew()).toBe(false);
    // Taking it again while held is harmless for the holder.
    expect(await a.acquire()).toBe(true);

    await b.release();
    expect(await b.acquire()).toBe(false);

    await a.release();
    expect(await b.acquire()).toBe(true);
    expect(await a.renew()).toBe(false);
  });

  it('when the holder stops renewing, then the lease expires, the other takes it, and the old holder can neither renew nor release it', async () => {
    const [a, b] = await pair(400);
    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    await new Promise((done) => setTimeout(done, 600));
    expect(await b.acquire()).toBe(true);
    expect(await a.renew()).toBe(false);
    await a.release();
    expect(await a.acquire()).toBe(false);
    expect(await b.renew()).toBe(true);
  });
});
