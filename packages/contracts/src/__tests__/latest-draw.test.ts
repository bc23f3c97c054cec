import { describe, expect, it } from 'vitest';
import { bangkokDay, newestNotAfter } from '../results.js';

const draws = [{ date: '2026-12-01' }, { date: '2026-11-16' }, { date: '2026-11-01' }];

describe('the newest draw not after today (Bangkok)', () => {
  it('when it is 23:59:59 in Bangkok on the day before a draw, then the previous draw is the latest', () => {
    // 16:59:59 UTC = 23:59:59 in Bangkok (UTC+7, no daylight saving).
    const today = bangkokDay(new Date('2026-11-30T16:59:59Z'));
    expect(today).toBe('2026-11-30');
    expect(newestNotAfter(draws, today)).toEqual({ date: '2026-11-16' });
  });

  it('when Bangkok reaches midnight on draw day (still the day before in UTC), then that draw is the latest', () => {
    const today = bangkokDay(new Date('2026-11-30T17:00:00Z'));
    expect(today).toBe('2026-12-01');
    expect(newestNotAfter(draws, today)).toEqual({ date: '2026-12-01' });
  });

  it('when every draw is after today, or there are none, then there is no latest draw', () => {
    expect(newestNotAfter(draws, '2026-10-31')).toBeUndefined();
    expect(newestNotAfter([], '2026-11-30')).toBeUndefined();
    expect(newestNotAfter(undefined, '2026-11-30')).toBeUndefined();
  });
});
