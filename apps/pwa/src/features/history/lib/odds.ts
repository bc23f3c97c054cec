import { eraOf, eraTiers, scheduleFor, type PrizeSchedule, type Tier } from '@lotto/contracts';

/*
 * Honest odds: the chance of one ticket (or slip) to win each tier, from how many winning numbers
 * the tier has in the draw's era, and the expected return from the prize schedule in force. Every
 * draw gives every number the same chance; past frequencies change nothing.
 */

export interface TierOdds {
  tier: Tier;
  /**
   * How many of the `outOf` possible numbers win the tier: its count for a full-length tier, and a
   * 3- or 2-digit tier covers every number ending (or, front-3, starting) with one of its numbers:
   * two last-3 numbers = 2 × 1,000 = 2,000 of 1,000,000.
   */
  count: number;
  /** `count ÷ outOf`: the chance one ticket wins the tier in one draw. */
  chance: number;
  /** Baht per winning ticket/slip from the schedule, null where not on file. */
  amount: number | null;
}

export interface DrawOdds {
  /** Sheet order, the tiers of the era of the date. */
  tiers: TierOdds[];
  /** How many different numbers a ticket can have: 1,000,000 (10,000,000 in the 7-digit era 1990–94). */
  outOf: number;
  /** Baht: 80 a ticket, 40 a slip (a pair of identical slips made a ticket before 1 Sep 2017); null without a schedule. */
  ticketPrice: number | null;
  /**
   * Σ count × amount ÷ outOf, in baht per ticket (or slip, `unit`) — 48 of 80 for today's schedule;
   * null when an amount of the schedule is not on file, or no schedule is (before 30 Dec 2006).
   */
  expectedReturn: number | null;
  /** What `amount`, `ticketPrice` and `expectedReturn` are per; null without a schedule. */
  unit: 'ticket' | 'slip' | null;
  /** The schedule the amounts come from (its `note` says what is uncertain), null when none is on file. */
  schedule: PrizeSchedule | null;
}

const SLIP_PRICE = 40;
const TICKET_PRICE = 80;

/** The odds of a draw of period `date` (`YYYY-MM-DD`; today's for the current schedule). */
export function oddsFor(date: string): DrawOdds {
  const era = eraOf(date);
  const width = era.tiers.prize1?.digits ?? 6;
  const outOf = 10 ** width;
  const schedule = scheduleFor(date);
  let sum: number | null = schedule === null ? null : 0;
  const tiers = eraTiers(date).map((tier): TierOdds => {
    const rule = era.tiers[tier];
    const count = rule === undefined ? 0 : rule.count * 10 ** (width - rule.digits);
    const amount = schedule?.amounts[tier] ?? null;
    if (sum !== null) sum = amount === null ? null : sum + count * amount;
    return { tier, count, chance: count / outOf, amount };
  });
  return {
    tiers,
    outOf,
    ticketPrice: schedule === null ? null : schedule.unit === 'slip' ? SLIP_PRICE : TICKET_PRICE,
    expectedReturn: sum === null ? null : sum / outOf,
    unit: schedule?.unit ?? null,
    schedule,
  };
}
