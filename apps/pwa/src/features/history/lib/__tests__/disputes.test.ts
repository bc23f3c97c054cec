import { describe, expect, it } from 'vitest';
import { shippedFull, shippedLight } from '@/testing/shipped-draws';
import { disputedDrawsIn, drawsIn, lookupNumber } from '../lookup';
import { numbersHistory, rangeStats } from '../stats';

/*
 * The shipped history keeps one disputed tier: the last-2 of 16 Jun 2025, 96 in GLO's table and 06
 * in the Sanook archive. Statistics and lookups count it as uncertain, never as either value.
 */
const LIGHT = shippedLight();
const FULL = shippedFull();
const JUNE_2025 = { from: '2025-06-01', to: '2025-06-30' };

describe('statistics over a disputed tier', () => {
  it('when the range holds the disputed last-2, then it is uncertain and counted for neither value', () => {
    const { last2 } = rangeStats(LIGHT, JUNE_2025);
    expect(last2.uncertain).toBe(1);
    // 1 Jun 2025 is the other draw of the month; its last-2 counts as usual.
    expect(last2.draws).toBe(1);
    expect(last2.rows.find((row) => row.number === '96')?.count).toBe(0);
    expect(last2.rows.find((row) => row.number === '06')?.count).toBe(0);
    expect(last2.rows.reduce((sum, row) => sum + row.count, 0)).toBe(1);
  });

  it('when the range does not hold it, then nothing is uncertain', () => {
    expect(rangeStats(LIGHT, { from: '2024-01-01', to: '2024-12-31' }).last2.uncertain).toBe(0);
  });

  it('when the digits are counted, then the draw’s other tiers count and no tier is uncertain', () => {
    const { digits } = rangeStats(LIGHT, JUNE_2025);
    expect(digits.prize1).toMatchObject({ draws: 2, uncertain: 0 });
    expect(digits.last3).toMatchObject({ draws: 2, uncertain: 0 });
  });

  it('when a first prize is disputed, then its digits are uncertain, not skipped', () => {
    const disputed = LIGHT.map((draw) =>
      draw.date === '2025-06-16'
        ? {
            ...draw,
            prize1: undefined,
            disagreements: [
              {
                tier: 'prize1' as const,
                values: [
                  { source: 'glo' as const, numbers: ['507392'] },
                  { source: 'sanook' as const, numbers: ['507329'] },
                ],
              },
            ],
          }
        : draw,
    );
    expect(rangeStats(disputed, JUNE_2025).digits.prize1).toMatchObject({
      draws: 1,
      skipped: 0,
      uncertain: 1,
    });
  });
});

describe('lookups over a disputed tier', () => {
  it('when 96 or 06 is looked up, then 16 Jun 2025 is listed as sources disagree, not as a win', () => {
    for (const query of ['96', '06']) {
      const answer = lookupNumber(query, LIGHT, FULL);
      const june = answer.hits.filter((hit) => hit.date === '2025-06-16');
      expect(june, query).toEqual([
        { date: '2025-06-16', kind: 'last2', number: query, times: 1, disputed: true },
      ]);
      expect(disputedDrawsIn(answer.hits), query).toBe(1);
      expect(drawsIn(answer.hits), query).toBe(drawsIn(answer.hits.filter((h) => !h.disputed)));
    }
  });

  it('when another number is looked up, then the disputed draw is not listed', () => {
    const answer = lookupNumber('51', LIGHT, FULL);
    expect(answer.hits.some((hit) => hit.date === '2025-06-16')).toBe(false);
    expect(disputedDrawsIn(answer.hits)).toBe(0);
  });

  it('when the generator’s numbers are looked up, then the disputed last-2 is a disputed hit', () => {
    const [answer] = numbersHistory(['96'], LIGHT, JUNE_2025);
    expect(answer?.hits).toEqual([
      { date: '2025-06-16', kind: 'last2', number: '96', times: 1, disputed: true },
    ]);
    expect(drawsIn(answer?.hits ?? [])).toBe(0);
  });

  it('when a disputed 2nd prize holds the 6-digit number in one source only, then it is a disputed hit', () => {
    const full = new Map(FULL);
    const { prize2: _p, ...june } = full.get('2025-06-16') ?? {};
    full.set('2025-06-16', {
      ...june,
      disagreements: [
        {
          tier: 'prize2',
          values: [
            { source: 'glo', numbers: ['466702', '564087', '836570', '916566', '923982'] },
            { source: 'sanook', numbers: ['466702', '564087', '836570', '916566', '923928'] },
          ],
        },
      ],
    });
    const answer = lookupNumber('923982', LIGHT, full);
    expect(answer.hits.filter((hit) => hit.date === '2025-06-16')).toEqual([
      { date: '2025-06-16', kind: 'prize2', number: '923982', times: 1, disputed: true },
    ]);
    // Compared against both sources: not a gap of the lookup.
    expect(answer.fullTierGaps.find((gap) => gap.tier === 'prize2')?.years ?? []).not.toContain(
      2025,
    );
  });
});
