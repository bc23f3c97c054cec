import { describe, expect, it } from 'vitest';
import { drawsIn, lookupNumber, type FullTiers } from '../lookup';
import { shippedDraws, shippedFull, shippedLight } from '@/testing/shipped-draws';

/*
 * Against the shipped history (data/history/draws.ndjson, built from ../shared/data). Every expected
 * answer below was found by reading that file (grep for the number, then reading the lines), not by
 * running the code under test.
 */
const light = shippedLight();
const full = shippedFull();
const NONE = new Map<string, FullTiers>();
const dates = (answer: ReturnType<typeof lookupNumber>) =>
  answer.hits.map((hit) => `${hit.date} ${hit.kind} ${hit.number}`);

describe('lookupNumber: a query it cannot look up', () => {
  it('when lookupNumber gets a query it cannot look up, then it throws that sentence', () => {
    expect(() => lookupNumber('1234', light, full)).toThrow(RangeError);
    expect(() => lookupNumber('1234', light, full)).toThrow(/Prizes match 2, 3 or 6 digits/);
  });
});

describe('lookupNumber: 6 digits', () => {
  it('when a number won a 4th prize in 2019, then that draw is found, and only it', () => {
    // 300635 is the 4th number of the 4th prize of 16 Jun 2019 (line 159 of draws.ndjson); grep
    // finds it nowhere else.
    expect(shippedDraws().find((d) => d.date === '2019-06-16')?.prize4?.[3]).toBe('300635');
    const answer = lookupNumber('300635', light, full);
    expect(answer.hits).toEqual([
      { date: '2019-06-16', kind: 'prize4', number: '300635', times: 1 },
    ]);
    // 875 draws: the 120 of 1990–94 have 7-digit first prizes and no other tier of 6 digits.
    expect(answer.searched).toBe(755);
    expect(answer.skipped).toBe(120);
  });

  it('when a number was a first prize, then its near-first neighbours are found as near-first', () => {
    // 1 Apr 2020 (drawn 16 May 2020): first prize 051095, near-first 051094 and 051096.
    expect(dates(lookupNumber('051095', light, full))).toEqual(['2020-04-01 prize1 051095']);
    expect(dates(lookupNumber('051096', light, full))).toEqual(['2020-04-01 near1 051096']);
  });

  it('when the 1 Apr 2020 period (drawn 16 May, repeated in the CSV as 2020-05-16) is searched, then it counts once', () => {
    expect(light.filter((d) => d.date === '2020-04-01')).toHaveLength(1);
    expect(light.some((d) => d.date === '2020-05-16')).toBe(false);
    // A list holding the draw twice (the latest draw merged into a cached list) still counts it once.
    const april = light.find((d) => d.date === '2020-04-01');
    const twice = light.flatMap((d) => (d === april ? [d, d] : [d]));
    const answer = lookupNumber('051095', twice, full);
    expect(answer.hits).toHaveLength(1);
    expect(answer.searched).toBe(755);
  });

  it('when every full tier on file is on the device, then the years without them are the ones not on file', () => {
    const answer = lookupNumber('300635', light, full);
    // data/README.md: none before 2006-12-30 (7-digit era included), none after 2026-06-01;
    // 2007-12-01 has none; the 4th prize of 2008-11-16, 2008-12-01 and 2009-10-01 and the 5th prize
    // of 7 draws of 2008–2010 (the last 2010-09-16) are placeholders left out.
    const upTo = (last: number, first = 1990) =>
      Array.from({ length: last - first + 1 }, (_, i) => first + i);
    expect(answer.yearsWithoutFullTiers).toEqual([...upTo(2010), 2026]);
    expect(answer.fullTierGaps).toEqual([
      // Near-first numbers are the first prize ± 1: compared for every 6-digit first prize.
      { tier: 'near1', years: upTo(1994) },
      { tier: 'prize2', years: [...upTo(2007), 2026] },
      { tier: 'prize3', years: [...upTo(2007), 2026] },
      { tier: 'prize4', years: [...upTo(2009), 2026] },
      { tier: 'prize5', years: [...upTo(2010), 2026] },
    ]);
    expect(answer.yearsToFetch).toEqual([]);
  });

  it('when the device holds no full tiers, then only first prizes are compared and the years to fetch are named', () => {
    const answer = lookupNumber('300635', light, NONE);
    expect(answer.hits).toEqual([]);
    expect(answer.searched).toBe(755);
    // Full tiers are on file (the API has them) for 2006-12-30 … 2026-06-01.
    expect(answer.yearsToFetch).toEqual(Array.from({ length: 21 }, (_, i) => 2006 + i));
    expect(answer.yearsWithoutFullTiers).toEqual(Array.from({ length: 37 }, (_, i) => 1990 + i));
  });

  it('when a draw has no near-first list on file (1995–2006), then its first prize ± 1 is compared', () => {
    // 16 Jan 1995: first prize 922388, no near-first on file; 922387 and 922389 were its near-first.
    // grep 922387 draws.ndjson: also a 5th prize of 1 Jun 2012 (on file since the Sanook archive).
    expect(dates(lookupNumber('922389', light, NONE))).toEqual(['1995-01-16 near1 922389']);
    expect(dates(lookupNumber('922387', light, full))).toEqual([
      '2012-06-01 prize5 922387',
      '1995-01-16 near1 922387',
    ]);
    expect(lookupNumber('922390', light, full).hits).toEqual([]);
    // Wrapping around: 000000's neighbours are 999999 and 000001.
    const zero = { ...light[0], date: '2000-01-01', prize1: '000000', missing: [] };
    expect(dates(lookupNumber('999999', [zero as (typeof light)[number]], NONE))).toEqual([
      '2000-01-01 near1 999999',
    ]);
  });

  it('when only one draw of 2019 is on the device, then 2019 still has to be fetched', () => {
    const one = new Map([['2019-06-16', full.get('2019-06-16') ?? {}]]);
    const answer = lookupNumber('300635', light, one);
    expect(answer.hits).toHaveLength(1);
    expect(answer.yearsToFetch).toContain(2019);
  });
});

describe('lookupNumber: 3 digits', () => {
  it('when a number was a front-3, a last-3 and the end of a first prize, then every one is found, newest first', () => {
    // grep 672 draws.ndjson: front-3 of 1 Aug 2026; first prize 054672 of 1 Feb 2017; last-3 of
    // 16 Nov 2013 (069 304 672 753) and of 16 Jan 1992 (034 543 672 132). The other lines only hold
    // 672 inside a longer number (556725, 816729, 066720, 289672 near-first, 943672 near-first).
    const answer = lookupNumber('672', light, full);
    expect(dates(answer)).toEqual([
      '2026-08-01 front3 672',
      '2017-02-01 prize1-last3 054672',
      '2013-11-16 last3 672',
      '1992-01-16 last3 672',
    ]);
    expect(answer.searched).toBe(875);
    expect(answer.skipped).toBe(0);
    expect(answer.yearsWithoutFullTiers).toEqual([]);
  });

  it('when a 7-digit first prize of 1990–94 ends with the number, then it is not a hit (their format is unexplained)', () => {
    // 069: last-3 of 16 Nov 2013 and of 30 Dec 1993; the end of 086069 (1 Dec 2016) and 282069
    // (1 Nov 1995); NOT 6284069, the 7-digit first prize of 30 Dec 1994.
    expect(dates(lookupNumber('069', light, full))).toEqual([
      '2016-12-01 prize1-last3 086069',
      '2013-11-16 last3 069',
      '1995-11-01 prize1-last3 282069',
      '1993-12-30 last3 069',
    ]);
  });

  it('when a front-3 number came up twice in one year, then both draws are listed (2019: 625)', () => {
    // 2019: front-3 625 884 on 16 Jun, 255 625 on 16 Oct.
    const in2019 = lookupNumber('625', light, full).hits.filter((h) => h.date.startsWith('2019'));
    expect(in2019).toEqual([
      { date: '2019-10-16', kind: 'front3', number: '625', times: 1 },
      { date: '2019-06-16', kind: 'front3', number: '625', times: 1 },
    ]);
  });

  it('when a draw matches twice (a last-3 and the end of its first prize), then drawsIn counts that draw once', () => {
    // grep 533 draws.ndjson: front-3 of 16 Jul 2020; last-3 (847 021 533 821) and first prize
    // 724533 of 1 Sep 2011; last-3 of 16 Dec 2010; first prize 534533 of 1 Feb 2009; last-3 of
    // 16 Jun 1998 and 16 Feb 1997. 7 hits in 6 draws.
    const answer = lookupNumber('533', light, full);
    expect(dates(answer)).toEqual([
      '2020-07-16 front3 533',
      '2011-09-01 last3 533',
      '2011-09-01 prize1-last3 724533',
      '2010-12-16 last3 533',
      '2009-02-01 prize1-last3 534533',
      '1998-06-16 last3 533',
      '1997-02-16 last3 533',
    ]);
    expect(drawsIn(answer.hits)).toBe(6);
    expect(drawsIn([])).toBe(0);
  });

  it('when a draw repeats the number within a tier, then one hit says how many times', () => {
    const draw = { ...light[0], date: '2010-01-01', last3: ['123', '456', '123', '789'] };
    expect(
      lookupNumber('123', [draw as (typeof light)[number]], NONE).hits.filter(
        (h) => h.kind === 'last3',
      ),
    ).toEqual([{ date: '2010-01-01', kind: 'last3', number: '123', times: 2 }]);
  });
});

describe('lookupNumber: 2 digits', () => {
  it('when a number was the last-2 or the end of a first prize in 2019, then both kinds are found', () => {
    // The 24 first prizes of 2019, oldest first: 197079 967134 074824 345650 724628 109767 570331
    // 061324 962526 516461 174055 943647 369765 387006 775476 798787 340388 691197 812564 967375
    // 017223 453522 529924 510541. Its last-2 numbers: see stats.test.ts.
    // 81: last-2 of 1 Dec and 30 Dec; no first prize ends in 81.
    const in2019 = lookupNumber('81', light, full).hits.filter((h) => h.date.startsWith('2019'));
    expect(in2019).toEqual([
      { date: '2019-12-30', kind: 'last2', number: '81', times: 1 },
      { date: '2019-12-01', kind: 'last2', number: '81', times: 1 },
    ]);
    // 24: no last-2 of 2019; first prizes 074824 (16 Feb), 061324 (2 May), 529924 (16 Dec).
    const ends24 = lookupNumber('24', light, full).hits.filter((h) => h.date.startsWith('2019'));
    expect(ends24).toEqual([
      { date: '2019-12-16', kind: 'prize1-last2', number: '529924', times: 1 },
      { date: '2019-05-02', kind: 'prize1-last2', number: '061324', times: 1 },
      { date: '2019-02-16', kind: 'prize1-last2', number: '074824', times: 1 },
    ]);
  });
});

describe('lookupNumber: edge cases', () => {
  it('when no draw is held, then nothing is searched', () => {
    expect(lookupNumber('12', [], NONE)).toEqual({
      query: '12',
      hits: [],
      searched: 0,
      skipped: 0,
      yearsWithoutFullTiers: [],
      fullTierGaps: [],
      yearsToFetch: [],
    });
  });

  it('when the list is oldest first, then hits still come newest first', () => {
    const reversed = [...light].reverse();
    expect(lookupNumber('672', reversed, full).hits.map((h) => h.date)).toEqual([
      '2026-08-01',
      '2017-02-01',
      '2013-11-16',
      '1992-01-16',
    ]);
  });
});
