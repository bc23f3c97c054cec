import type { FeedFetchResult } from '@lotto/contracts';
import type { DrawOverride } from '@lotto/number-tools';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FeedLease, processLease } from '../feed-lease.js';
import {
  createFeedPoller,
  DEFAULT_POLL_SCHEDULE,
  type FeedPoller,
  type PollSchedule,
  latestDraws,
  nextWait,
  withJitter,
} from '../poller.js';

const MIN = 60_000;
const HOUR = 3_600_000;
const logger = pino({ level: 'silent' });

/** A Bangkok wall-clock time as an instant. */
const bkk = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);

type Status = FeedFetchResult['status'];

function answer(date: string, status: Status): FeedFetchResult {
  return {
    date,
    answers: [{ source: 'glo', date, at: new Date().toISOString(), prize1: '123456' }],
    errors: [],
    changes: [],
    disagreements: [],
    status,
  };
}

function failure(date: string): FeedFetchResult {
  return {
    date,
    answers: [],
    errors: [
      { source: 'glo', message: 'HTTP 500' },
      { source: 'community', message: 'timed out' },
    ],
    changes: [],
    disagreements: [],
    status: null,
  };
}

interface Harness {
  poller: FeedPoller;
  /** Every fetch: the draw date and the time it started. */
  calls: { date: string; at: number }[];
  /** The most fetches ever under way at once. */
  maxConcurrent: () => number;
}

/**
 * The poller on vitest's fake clock: `fetch` decides each answer (called with the date and the
 * number of fetches so far); `overrides` are the admin's moves.
 */
function harness(
  options: {
    fetch?: (date: string, n: number) => Promise<FeedFetchResult> | FeedFetchResult;
    overrides?: () => Promise<DrawOverride[]>;
    schedule?: Partial<PollSchedule>;
    lease?: FeedLease;
    random?: () => number;
  } = {},
): Harness {
  const calls: Harness['calls'] = [];
  let running = 0;
  let most = 0;
  const poller = createFeedPoller({
    async fetchDraw(date) {
      calls.push({ date, at: Date.now() });
      running += 1;
      most = Math.max(most, running);
      try {
        return await (options.fetch ?? ((d) => answer(d, 'provisional')))(date, calls.length);
      } finally {
        running -= 1;
      }
    },
    overrides: options.overrides ?? (() => Promise.resolve([])),
    lease: options.lease ?? processLease,
    schedule: { ...DEFAULT_POLL_SCHEDULE, ...options.schedule },
    logger,
    clock: () => new Date(Date.now()),
    timers: { set: (run, ms) => setTimeout(run, ms), clear: (h) => clearTimeout(h as number) },
    random: options.random ?? (() => 0.5),
  });
  return { poller, calls, maxConcurrent: () => most };
}

const gaps = (calls: { at: number }[]) =>
  calls.slice(1).map((call, i) => call.at - (calls[i]?.at ?? 0));

describe('the feed poller', () => {
  let running: FeedPoller | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
    vi.useRealTimers();
  });
  const start = (h: Harness, at: Date) => {
    vi.setSystemTime(at);
    running = h.poller;
    h.poller.start();
    return h;
  };

  it('when it is not a draw day, then it fetches the latest two draws soon after start and then once a day', async () => {
    // 2026-11-26: between the draws of 16 Nov and 1 Dec.
    const h = start(harness(), bkk('2026-11-26', '10:00'));
    await vi.advanceTimersByTimeAsync(MIN);
    expect(h.calls.map((c) => c.date)).toEqual(['2026-11-16', '2026-11-01']);
    expect(h.poller.status()).toMatchObject({
      mode: 'daily',
      leader: true,
      currentDate: '2026-11-16',
    });
    expect(Date.parse(h.poller.status().nextAttemptAt ?? '')).toBe(
      (h.calls[1]?.at ?? 0) + 24 * HOUR,
    );

    await vi.advanceTimersByTimeAsync(23 * HOUR);
    expect(h.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(h.calls.map((c) => c.date)).toEqual([
      '2026-11-16',
      '2026-11-01',
      '2026-11-16',
      '2026-11-01',
    ]);
  });

  it('when a draw day comes, then it waits for 14:30 Bangkok and fetches that draw about once a minute', async () => {
    const h = start(harness(), bkk('2026-12-01', '10:00'));
    await vi.advanceTimersByTimeAsync(4 * HOUR + 29 * MIN);
    expect(h.calls).toEqual([]);
    expect(h.poller.status()).toMatchObject({
      mode: 'draw-day',
      nextAttemptAt: bkk('2026-12-01', '14:30').toISOString(),
      currentDate: '2026-12-01',
    });

    await vi.advanceTimersByTimeAsync(31 * MIN);
    expect(h.calls[0]).toEqual({ date: '2026-12-01', at: bkk('2026-12-01', '14:30').getTime() });
    expect(h.calls.every((c) => c.date === '2026-12-01')).toBe(true);
    expect(h.calls).toHaveLength(31);
    expect(new Set(gaps(h.calls))).toEqual(new Set([MIN]));
  });

  it('when the jitter is drawn, then every wait stays within ±20 % of the interval', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const h = start(harness({ random }), bkk('2026-12-01', '14:30'));
    await vi.advanceTimersByTimeAsync(HOUR);
    const waits = gaps(h.calls);
    expect(waits.length).toBeGreaterThan(45);
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(0.8 * MIN);
      expect(wait).toBeLessThanOrEqual(1.2 * MIN);
    }
    // Not one fixed wait: the jitter is there.
    expect(new Set(waits).size).toBeGreaterThan(10);
    expect(withJitter(MIN, () => 0)).toBe(0.8 * MIN);
    expect(withJitter(MIN, () => 0.999_999)).toBe(1.2 * MIN);
  });

  it('when fetches fail, then it backs off doubling up to the bound and returns to once a minute when one works', async () => {
    const h = start(
      harness({
        fetch: (date, n) => {
          if (n <= 7) return failure(date);
          if (n === 8) throw new Error('socket hang up');
          return answer(date, 'provisional');
        },
        schedule: { backoffMaxMs: 10 * MIN },
      }),
      bkk('2026-12-01', '14:30'),
    );
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(gaps(h.calls).slice(0, 10)).toEqual([
      1 * MIN,
      2 * MIN,
      4 * MIN,
      8 * MIN,
      10 * MIN,
      10 * MIN,
      10 * MIN,
      10 * MIN, // the thrown error counts as a failure too
      1 * MIN,
      1 * MIN,
    ]);
    expect(nextWait(MIN, 40, DEFAULT_POLL_SCHEDULE, () => 0.999_999)).toBe(
      DEFAULT_POLL_SCHEDULE.backoffMaxMs,
    );
  });

  it('when the draw turns final, then draw-day fetching stops and the daily check takes over', async () => {
    const h = start(
      harness({ fetch: (date, n) => answer(date, n >= 20 ? 'final' : 'provisional') }),
      bkk('2026-12-01', '14:30'),
    );
    await vi.advanceTimersByTimeAsync(9 * HOUR);
    expect(h.calls).toHaveLength(20);
    expect(h.poller.status().mode).toBe('daily');

    // The next day: the daily check of the latest two draws.
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(h.calls.slice(20).map((c) => c.date)).toEqual(['2026-12-01', '2026-11-16']);
  });

  it('when the draw is still not final, then draw-day polling goes on past midnight and ends 12 hours after its start', async () => {
    const h = start(harness(), bkk('2026-12-01', '23:50'));
    await vi.advanceTimersByTimeAsync(20 * MIN);
    // 23:50, 23:51, …, 00:10.
    expect(h.calls).toHaveLength(21);
    expect(h.calls.every((c) => c.date === '2026-12-01')).toBe(true);
    expect(h.poller.status()).toMatchObject({ mode: 'draw-day', currentDate: '2026-12-01' });

    vi.setSystemTime(bkk('2026-12-02', '02:20'));
    await vi.advanceTimersByTimeAsync(10 * MIN);
    const drawDay = h.calls.length;
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(h.calls).toHaveLength(drawDay);
    expect(h.calls.at(-1)?.at).toBeLessThan(bkk('2026-12-02', '02:30').getTime());
    expect(h.poller.status().mode).toBe('daily');
  });

  it('when the admin moves a draw, then the new day is a draw day and the regular one is not', async () => {
    let overrides: DrawOverride[] = [];
    const h = start(
      harness({ overrides: () => Promise.resolve(overrides) }),
      bkk('2026-11-27', '14:00'),
    );
    await vi.advanceTimersByTimeAsync(MIN);
    expect(h.poller.status().mode).toBe('daily');
    const before = h.calls.length;

    // Announced while the poller sleeps: seen within a minute.
    overrides = [{ from: '2026-12-01', to: '2026-11-27', reason: 'moved for a holiday' }];
    await vi.advanceTimersByTimeAsync(31 * MIN);
    expect(h.poller.status().mode).toBe('draw-day');
    const drawDay = h.calls.slice(before);
    expect(drawDay[0]).toEqual({ date: '2026-11-27', at: bkk('2026-11-27', '14:30').getTime() });
    expect(drawDay.every((c) => c.date === '2026-11-27')).toBe(true);

    vi.setSystemTime(bkk('2026-12-01', '14:00'));
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(h.poller.status().mode).toBe('daily');
    expect(h.calls.filter((c) => c.date === '2026-12-01')).toEqual([]);
    expect(latestDraws(bkk('2026-12-01', '15:00'), overrides)).toEqual([
      '2026-11-27',
      '2026-11-16',
    ]);
  });

  it('when the dev start is set, then that day is polled from that instant', async () => {
    const h = start(
      harness({ schedule: { devDrawStartsAt: bkk('2026-12-01', '09:15') } }),
      bkk('2026-12-01', '09:00'),
    );
    await vi.advanceTimersByTimeAsync(20 * MIN);
    expect(h.calls.map((c) => c.at)).toEqual([
      bkk('2026-12-01', '09:15').getTime(),
      bkk('2026-12-01', '09:16').getTime(),
      bkk('2026-12-01', '09:17').getTime(),
      bkk('2026-12-01', '09:18').getTime(),
      bkk('2026-12-01', '09:19').getTime(),
      bkk('2026-12-01', '09:20').getTime(),
    ]);
    // Before 14:30 that draw counts as held too: the daily check after it looks at it again.
    expect(
      latestDraws(bkk('2026-12-01', '09:30'), [], { devDrawStartsAt: bkk('2026-12-01', '09:15') }),
    ).toEqual(['2026-12-01', '2026-11-16']);
    expect(latestDraws(bkk('2026-12-01', '09:30'), [])).toEqual(['2026-11-16', '2026-11-01']);
  });

  it('when a fetch takes longer than the interval, then the next one waits for it', async () => {
    const h = start(
      harness({
        fetch: async (date) => {
          await new Promise((done) => setTimeout(done, 3 * MIN));
          return answer(date, 'provisional');
        },
      }),
      bkk('2026-12-01', '14:30'),
    );
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(h.maxConcurrent()).toBe(1);
    expect(new Set(gaps(h.calls))).toEqual(new Set([4 * MIN]));
    // The stop waits for the fetch under way.
    const stopped = h.poller.stop();
    await vi.advanceTimersByTimeAsync(3 * MIN);
    await stopped;
  });

  it('when the calendar cannot be read, then it logs, tries again and fetches once it can', async () => {
    let down = true;
    const h = start(
      harness({
        overrides: () => (down ? Promise.reject(new Error('store down')) : Promise.resolve([])),
      }),
      bkk('2026-12-01', '14:30'),
    );
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(h.calls).toEqual([]);
    down = false;
    await vi.advanceTimersByTimeAsync(2 * MIN);
    expect(h.calls.length).toBeGreaterThan(0);
  });

  it('when another instance holds the lease, then it does not fetch, and takes over once it is free', async () => {
    let holder: 'other' | 'me' | null = 'other';
    const lease: FeedLease = {
      kind: 'redis',
      acquire: () => {
        holder ??= 'me';
        return Promise.resolve(holder === 'me');
      },
      renew: () => Promise.resolve(holder === 'me'),
      release: () => {
        if (holder === 'me') holder = null;
        return Promise.resolve();
      },
      close: () => Promise.resolve(),
    };
    const h = start(
      harness({ lease, schedule: { leaseTtlMs: 30_000 } }),
      bkk('2026-12-01', '14:30'),
    );
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(h.calls).toEqual([]);
    expect(h.poller.status()).toEqual({
      mode: 'off',
      leader: false,
      nextAttemptAt: null,
      currentDate: null,
    });

    holder = null;
    await vi.advanceTimersByTimeAsync(16_000);
    expect(h.poller.status()).toMatchObject({ mode: 'draw-day', leader: true });
    expect(h.calls).toHaveLength(1);

    // Lost (expired and taken elsewhere): the next renewal notices, and fetching stops.
    holder = 'other';
    const fetched = h.calls.length;
    await vi.advanceTimersByTimeAsync(11_000);
    expect(h.poller.status().leader).toBe(false);
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(h.calls).toHaveLength(fetched);

    holder = null;
    await vi.advanceTimersByTimeAsync(16_000);
    await h.poller.stop();
    expect(holder).toBeNull();
  });

  it('when the lease is lost during a slow fetch, then no second fetch starts and it stands by', async () => {
    let holder: 'other' | 'me' | null = null;
    const lease: FeedLease = {
      kind: 'redis',
      acquire: () => {
        holder ??= 'me';
        return Promise.resolve(holder === 'me');
      },
      renew: () => Promise.resolve(holder === 'me'),
      release: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const h = start(
      harness({
        lease,
        schedule: { leaseTtlMs: 30_000 },
        fetch: async (date) => {
          await new Promise((done) => setTimeout(done, 2 * MIN));
          return answer(date, 'provisional');
        },
      }),
      bkk('2026-12-01', '14:30'),
    );
    await vi.advanceTimersByTimeAsync(MIN);
    expect(h.calls).toHaveLength(1);
    // Lost for a moment and free again while the first fetch still runs: taking it back waits
    // for that fetch.
    holder = 'other';
    await vi.advanceTimersByTimeAsync(11_000);
    expect(h.poller.status()).toMatchObject({ leader: false });
    holder = null;
    await vi.advanceTimersByTimeAsync(40_000);
    expect(h.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(h.calls.length).toBeGreaterThan(1);
    expect(h.maxConcurrent()).toBe(1);
    const stopped = h.poller.stop();
    await vi.advanceTimersByTimeAsync(2 * MIN);
    await stopped;
  });
});
