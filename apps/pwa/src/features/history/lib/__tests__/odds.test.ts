import { PRIZE_SCHEDULES } from '@lotto/contracts';
import { describe, expect, it } from 'vitest';
import { oddsFor } from '../odds';

describe('oddsFor', () => {
  it('when today’s schedule applies, then each tier’s chance is its count ÷ 1,000,000 and 80 baht return 48', () => {
    const odds = oddsFor('2026-11-23');
    expect(odds.schedule?.id).toBe('ticket-2020');
    expect(odds).toMatchObject({ outOf: 1_000_000, ticketPrice: 80, unit: 'ticket' });
    expect(odds.tiers).toEqual([
      { tier: 'prize1', count: 1, chance: 1 / 1_000_000, amount: 6_000_000 },
      { tier: 'near1', count: 2, chance: 2 / 1_000_000, amount: 100_000 },
      // Two front-3 numbers: every ticket starting with one of them, 2 × 1,000.
      { tier: 'front3', count: 2_000, chance: 0.002, amount: 4_000 },
      { tier: 'last3', count: 2_000, chance: 0.002, amount: 4_000 },
      // One last-2 number: every ticket ending with it, 10,000.
      { tier: 'last2', count: 10_000, chance: 0.01, amount: 2_000 },
      { tier: 'prize2', count: 5, chance: 5 / 1_000_000, amount: 200_000 },
      { tier: 'prize3', count: 10, chance: 10 / 1_000_000, amount: 80_000 },
      { tier: 'prize4', count: 50, chance: 50 / 1_000_000, amount: 40_000 },
      { tier: 'prize5', count: 100, chance: 100 / 1_000_000, amount: 20_000 },
    ]);
    // By hand: 6,000,000 + 2 × 100,000 + 2,000 × 4,000 + 2,000 × 4,000 + 10,000 × 2,000
    // + 5 × 200,000 + 10 × 80,000 + 50 × 40,000 + 100 × 20,000 = 48,000,000; ÷ 1,000,000 = 48.
    expect(odds.expectedReturn).toBe(48);
  });

  it('when the schedule’s amounts change, then the expected return follows them (no second copy)', () => {
    const today = PRIZE_SCHEDULES.find((s) => s.until === null);
    const sum = oddsFor('2026-11-23').tiers.reduce(
      (total, t) => total + t.count * (today?.amounts[t.tier] ?? Number.NaN),
      0,
    );
    expect(oddsFor('2026-11-23').expectedReturn).toBe(sum / 1_000_000);
  });

  it('when a draw of the slip era (2006–2015) is asked for, then the return is per 40-baht slip, four last-3 numbers', () => {
    const odds = oddsFor('2010-01-16');
    expect(odds).toMatchObject({ unit: 'slip', ticketPrice: 40, outOf: 1_000_000 });
    expect(odds.tiers.map((t) => t.tier)).not.toContain('front3');
    expect(odds.tiers.find((t) => t.tier === 'last3')).toMatchObject({ count: 4_000 });
    // 2,000,000 + 2 × 50,000 + 4,000 × 2,000 + 10,000 × 1,000 + 5 × 100,000 + 10 × 40,000
    // + 50 × 20,000 + 100 × 10,000 = 23,000,000 → 23 baht of a 40-baht slip.
    expect(odds.expectedReturn).toBe(23);
  });

  it('when an amount of the schedule is not on file (first prize 2015–17), then there is no expected return', () => {
    const odds = oddsFor('2016-06-01');
    expect(odds.unit).toBe('slip');
    expect(odds.tiers.find((t) => t.tier === 'prize1')).toEqual({
      tier: 'prize1',
      count: 1,
      chance: 1 / 1_000_000,
      amount: null,
    });
    expect(odds.expectedReturn).toBeNull();
  });

  it('when a draw of the single ticket before 2020 is asked for, then per 80-baht ticket, the first prize not on file and no expected return', () => {
    const odds = oddsFor('2018-06-01');
    expect(odds).toMatchObject({ unit: 'ticket', ticketPrice: 80, expectedReturn: null });
    expect(odds.schedule?.id).toBe('ticket-2017');
    expect(odds.tiers.find((t) => t.tier === 'prize1')?.amount).toBeNull();
    expect(odds.tiers.find((t) => t.tier === 'prize2')?.amount).toBe(200_000);
  });

  it('when no schedule is on file (before 30 Dec 2006), then chances only', () => {
    const odds = oddsFor('2000-01-01');
    expect(odds).toMatchObject({
      schedule: null,
      unit: null,
      ticketPrice: null,
      expectedReturn: null,
    });
    expect(odds.tiers.every((t) => t.amount === null)).toBe(true);
    expect(odds.tiers.find((t) => t.tier === 'prize1')?.chance).toBe(1 / 1_000_000);
  });

  it('when a 7-digit draw (1990–94) is asked for, then chances are out of 10,000,000', () => {
    const odds = oddsFor('1992-06-16');
    expect(odds.outOf).toBe(10_000_000);
    expect(odds.tiers).toEqual([
      { tier: 'prize1', count: 1, chance: 1 / 10_000_000, amount: null },
      { tier: 'last3', count: 40_000, chance: 0.004, amount: null },
      { tier: 'last2', count: 100_000, chance: 0.01, amount: null },
    ]);
  });
});
