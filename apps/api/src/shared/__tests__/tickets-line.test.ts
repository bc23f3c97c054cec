import { LOCALES } from '@lotto/site';
import { checkTickets, coverageOf, type DrawToCheck, ticketsLine } from '@lotto/site/verdict';
import { describe, expect, it } from 'vitest';
import { pageText } from '../page-text.js';

/*
 * Several tickets of one number (one per set: a scan of a pile, a chat message naming the number
 * three times) in one line, in the server's words — the words the bots and the scan list say.
 */

/** A 2026 draw with every tier: 972469 wins front-3 (972) and nothing else. */
const FINAL: DrawToCheck = {
  date: '2026-07-01',
  drawDate: '2026-07-01',
  status: 'final',
  missing: [],
  source: 'full',
  prize1: '111111',
  front3: ['972', '000'],
  last3: ['123', '456'],
  last2: '55',
  prize2: ['200001', '200002', '200003', '200004', '200005'],
  prize3: Array.from({ length: 10 }, (_, i) => `30000${i}`),
  prize4: Array.from({ length: 50 }, (_, i) => `4000${String(i).padStart(2, '0')}`),
  prize5: Array.from({ length: 100 }, (_, i) => `500${String(i).padStart(3, '0')}`),
};

function line(lang: (typeof LOCALES)[number], draw: DrawToCheck, ticket: string, count: number) {
  const [outcome] = checkTickets([ticket], draw);
  if (!outcome) throw new Error('no outcome');
  return ticketsLine(pageText(lang), outcome, coverageOf(draw), count);
}

describe('ticketsLine', () => {
  it('when three tickets of a number win a prize, then it says each and the total', () => {
    expect(line('en', FINAL, '972469', 3)).toBe(
      '3 tickets of 972469: front-3, 4,000 baht each, 12,000 baht',
    );
    expect(line('th', FINAL, '972469', 3)).toContain('12,000');
  });

  it('when one ticket is checked, then it is the one-ticket line', () => {
    expect(line('en', FINAL, '972469', 1)).toBe('972469: Wins 4,000 baht');
  });

  it('when the tickets win nothing, then it says so once, of each', () => {
    expect(line('en', FINAL, '864213', 2)).toBe('2 tickets of 864213, each: No prize');
  });

  it('when the draw is provisional, then it says what they won so far, of all of them', () => {
    const provisional: DrawToCheck = {
      ...FINAL,
      status: 'provisional',
      missing: ['prize2', 'prize3', 'prize4', 'prize5'],
      prize2: undefined,
      prize3: undefined,
      prize4: undefined,
      prize5: undefined,
    };
    expect(line('en', provisional, '972469', 3)).toBe(
      '3 tickets of 972469: front-3 so far; 2nd–5th prizes not out yet',
    );
  });

  it.each(LOCALES)('when it is said in %s, then every path has its words', (lang) => {
    for (const [ticket, count] of [
      ['972469', 3],
      ['864213', 2],
    ] as const) {
      const said = line(lang, FINAL, ticket, count);
      expect(said).toContain(ticket);
      expect(said).toContain(String(count));
    }
  });

  it('when the count is not a whole number of at least 1, then it throws', () => {
    expect(() => line('en', FINAL, '972469', 0)).toThrow(RangeError);
    expect(() => line('en', FINAL, '972469', 1.5)).toThrow(RangeError);
  });
});
