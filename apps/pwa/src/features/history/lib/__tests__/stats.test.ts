import { describe, expect, it } from 'vitest';
import {
  digitFrequency,
  last2Frequency,
  numbersHistory,
  parseRange,
  rangeOf,
  rangeStats,
  shiftDate,
} from '../stats';
import { shippedLight } from '@/testing/shipped-draws';
import { activateLocale } from '@/i18n/activate';

/*
 * Against the shipped history (data/history/draws.ndjson, built from ../shared/data). The expected
 * numbers were counted by hand from the lines of that file, as each comment shows.
 */
const light = shippedLight();
const YEAR_2019 = { from: '2019-01-01', to: '2019-12-31' };
/** No draw took place between the 1 Apr and 1 Jun 2020 periods (COVID-19 postponements). */
const NO_DRAWS = { from: '2020-04-02', to: '2020-05-31' };
const zeros = () => Array.from({ length: 10 }, () => 0);
/** counts of one position from its digits, e.g. tally('455') → [0,0,0,0,1,2,0,0,0,0]. */
const tally = (digits: string) => {
  const counts = zeros();
  for (const d of digits) counts[Number(d)] = (counts[Number(d)] ?? 0) + 1;
  return counts;
};

describe('last2Frequency', () => {
  // The 24 draws of 2019, oldest first, and their last-2: 17 Jan 65, 1 Feb 04, 16 Feb 56,
  // 1 Mar 65, 16 Mar 64, 1 Apr 52, 16 Apr 23, 2 May 25, 16 May 71, 1 Jun 46, 16 Jun 29, 1 Jul 86,
  // 15 Jul 88, 1 Aug 58, 16 Aug 89, 1 Sep 20, 16 Sep 85, 1 Oct 59, 16 Oct 15, 1 Nov 79, 16 Nov 32,
  // 1 Dec 81, 16 Dec 97, 30 Dec 81. So 65 and 81 twice, 20 numbers once, 78 never.
  const { rows, draws } = last2Frequency(light, YEAR_2019);
  const row = (number: string) => rows.find((r) => r.number === number);

  it('when 2019 is counted, then 24 draws, every number 00–99 in order, counts as counted by hand', () => {
    expect(draws).toBe(24);
    expect(rows.map((r) => r.number)).toEqual(
      Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')),
    );
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(24);
    expect(rows.filter((r) => r.count === 2).map((r) => r.number)).toEqual(['65', '81']);
    expect(rows.filter((r) => r.count === 1)).toHaveLength(20);
    expect(rows.filter((r) => r.count === 0)).toHaveLength(78);
  });

  it('when a number came up, then its last appearance and the draws since are given', () => {
    // 65 last on 1 Mar: 20 draws of 2019 came after it (16 Mar … 30 Dec).
    expect(row('65')).toEqual({ number: '65', count: 2, lastSeen: '2019-03-01', drawsSince: 20 });
    // 81 in the newest draw of the range: 0 since.
    expect(row('81')).toEqual({ number: '81', count: 2, lastSeen: '2019-12-30', drawsSince: 0 });
    expect(row('04')).toEqual({ number: '04', count: 1, lastSeen: '2019-02-01', drawsSince: 22 });
    expect(row('00')).toEqual({ number: '00', count: 0, lastSeen: null, drawsSince: null });
  });

  it('when the range holds no draw, then every count is 0 and nothing was seen', () => {
    const empty = last2Frequency(light, NO_DRAWS);
    expect(empty.draws).toBe(0);
    expect(empty.rows.every((r) => r.count === 0 && r.lastSeen === null)).toBe(true);
    expect(last2Frequency([], YEAR_2019).draws).toBe(0);
  });

  it('when the 1 Apr 2020 period is in the list twice, then it is counted once', () => {
    const april = light.find((d) => d.date === '2020-04-01');
    const twice = light.flatMap((d) => (d === april ? [d, d] : [d]));
    const range = { from: '2020-03-01', to: '2020-06-16' };
    // 1 Mar 2020, 16 Mar, 1 Apr (drawn 16 May), 1 Jun, 16 Jun: 5 draws; 1 Apr's last-2 is 22.
    expect(last2Frequency(twice, range).draws).toBe(5);
    expect(last2Frequency(twice, range).rows[22]?.count).toBe(1);
  });
});

describe('digitFrequency', () => {
  it('when the first prizes of December 2019 are counted, then each position holds its digits', () => {
    // 1 Dec 453522, 16 Dec 529924, 30 Dec 510541.
    const answer = digitFrequency(light, { from: '2019-12-01', to: '2019-12-31' }, 'prize1');
    expect(answer).toEqual({
      counts: [tally('455'), tally('521'), tally('390'), tally('595'), tally('224'), tally('241')],
      draws: 3,
      numbers: 3,
      skipped: 0,
      uncertain: 0,
    });
  });

  it('when the front-3 of December 2019 are counted, then both numbers of each draw count', () => {
    // 1 Dec 261 617, 16 Dec 043 138, 30 Dec 116 382.
    const answer = digitFrequency(light, { from: '2019-12-01', to: '2019-12-31' }, 'front3');
    expect(answer).toEqual({
      counts: [tally('260113'), tally('614318'), tally('173862')],
      draws: 3,
      numbers: 6,
      skipped: 0,
      uncertain: 0,
    });
  });

  it('when the range spans 1 Sep 2015, then four last-3 numbers before and two after count, and front-3 skips the older draw', () => {
    // 16 Aug 2015 last-3 781 227 624 648 (no front-3); 1 Sep 2015 last-3 068 819, front-3 260 403.
    const range = { from: '2015-08-16', to: '2015-09-01' };
    expect(digitFrequency(light, range, 'last3')).toEqual({
      counts: [tally('726608'), tally('822461'), tally('174889')],
      draws: 2,
      numbers: 6,
      skipped: 0,
      uncertain: 0,
    });
    expect(digitFrequency(light, range, 'front3')).toMatchObject({
      counts: [tally('24'), tally('60'), tally('03')],
      draws: 1,
      numbers: 2,
      skipped: 1,
      uncertain: 0,
    });
  });

  it('when the range reaches into 1990–94, then the 7-digit first prizes are counted apart', () => {
    // 16 Dec 1994 5100040 and 30 Dec 1994 6284069 (7 digits), 16 Jan 1995 922388.
    const answer = digitFrequency(light, { from: '1994-12-16', to: '1995-01-16' }, 'prize1');
    expect(answer).toEqual({
      counts: [tally('9'), tally('2'), tally('2'), tally('3'), tally('8'), tally('8')],
      draws: 1,
      numbers: 1,
      skipped: 2,
      uncertain: 0,
    });
    const allTime = digitFrequency(light, rangeOf('all', '2026-11-23', light), 'prize1');
    expect(allTime.skipped).toBe(120);
    expect(allTime.draws).toBe(755);
    for (const position of allTime.counts)
      expect(position.reduce((sum, n) => sum + n, 0)).toBe(755);
  });

  it('when the range holds no draw, then every count is 0', () => {
    expect(digitFrequency(light, NO_DRAWS, 'last3')).toEqual({
      counts: [zeros(), zeros(), zeros()],
      draws: 0,
      numbers: 0,
      skipped: 0,
      uncertain: 0,
    });
  });
});

describe('rangeStats', () => {
  it('when 2019 is counted, then the last-2 and the three digit tables come from one pass over its 24 draws', () => {
    const stats = rangeStats(light, YEAR_2019);
    expect(stats.last2.draws).toBe(24);
    expect(stats.last2.rows[81]).toEqual({
      number: '81',
      count: 2,
      lastSeen: '2019-12-30',
      drawsSince: 0,
    });
    // The first digit of 2019's 24 first prizes (listed in lookup.test.ts): 0 ×3, 1 ×3, 2 ×0,
    // 3 ×4, 4 ×1, 5 ×4, 6 ×1, 7 ×3, 8 ×1, 9 ×4.
    expect(stats.digits.prize1.counts[0]).toEqual([3, 3, 0, 4, 1, 4, 1, 3, 1, 4]);
    // Two front-3 and two last-3 numbers a draw since 1 Sep 2015.
    expect(stats.digits.front3).toMatchObject({ draws: 24, numbers: 48, skipped: 0 });
    expect(stats.digits.last3).toMatchObject({ draws: 24, numbers: 48, skipped: 0 });
  });

  it('when the same list and range are asked again, then the kept answer comes back; another list is counted afresh', () => {
    const first = rangeStats(light, YEAR_2019);
    expect(rangeStats(light, { ...YEAR_2019 })).toBe(first);
    expect(last2Frequency(light, YEAR_2019)).toBe(first.last2);
    const copy = rangeStats([...light], YEAR_2019);
    expect(copy).not.toBe(first);
    expect(copy).toEqual(first);
    expect(rangeStats(light, NO_DRAWS)).not.toBe(first);
  });

  it('when the list comes oldest first, then it is counted as newest first', () => {
    const oldestFirst = [...light].reverse();
    expect(rangeStats(oldestFirst, YEAR_2019)).toEqual(rangeStats(light, YEAR_2019));
  });
});

describe('numbersHistory', () => {
  it('when the generator’s numbers are passed, then each gets its own draws of the range, in the order given', () => {
    // 2019: front-3 625 on 16 Jun and 16 Oct; last-2 81 on 1 Dec and 30 Dec; no first prize of 2019
    // ends in 625 or 81 (the 24 first prizes are listed in lookup.test.ts).
    expect(numbersHistory(['625', '81', '1234', '00'], light, YEAR_2019)).toEqual([
      {
        number: '625',
        hits: [
          { date: '2019-10-16', kind: 'front3', number: '625', times: 1 },
          { date: '2019-06-16', kind: 'front3', number: '625', times: 1 },
        ],
      },
      {
        number: '81',
        hits: [
          { date: '2019-12-30', kind: 'last2', number: '81', times: 1 },
          { date: '2019-12-01', kind: 'last2', number: '81', times: 1 },
        ],
      },
      { number: '1234', hits: [] },
      { number: '00', hits: [] },
    ]);
  });

  it('when the range holds no draw, then no number has a hit', () => {
    expect(numbersHistory(['22'], light, NO_DRAWS)).toEqual([{ number: '22', hits: [] }]);
    // …while the draw just before the gap (1 Apr 2020, last-2 22) is found once the range has it.
    expect(
      numbersHistory(['22'], light, { from: '2020-04-01', to: '2020-05-31' })[0]?.hits,
    ).toEqual([{ date: '2020-04-01', kind: 'last2', number: '22', times: 1 }]);
  });
});

describe('ranges', () => {
  it('when a preset is chosen, then its dates follow today (Bangkok) and the history', () => {
    expect(rangeOf('12m', '2026-11-23', light)).toEqual({ from: '2025-11-24', to: '2026-11-23' });
    expect(rangeOf('5y', '2026-11-23', light)).toEqual({ from: '2021-11-24', to: '2026-11-23' });
    expect(rangeOf('5y', '2024-02-29', light)).toEqual({ from: '2019-03-01', to: '2024-02-29' });
    expect(rangeOf('all', '2026-11-23', light)).toEqual({ from: '1990-01-16', to: '2026-08-01' });
    expect(rangeOf('all', '2026-11-23', [])).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    // The last 12 months hold 24 regular draws: the day a year ago is left out.
    expect(last2Frequency(light, rangeOf('12m', '2019-12-30', light)).draws).toBe(24);
  });

  it('when dates are moved, then month ends and 29 Feb are kept in range', () => {
    expect(shiftDate('2024-02-29', -1)).toBe('2023-02-28');
    expect(shiftDate('2024-02-29', -1, 1)).toBe('2023-03-01');
    expect(shiftDate('2026-12-31', 0, 1)).toBe('2027-01-01');
  });

  it('when two dates are typed, then they must be real days in order', () => {
    expect(parseRange('2019-01-01', '2019-12-31')).toEqual({ ok: true, range: YEAR_2019 });
    expect(parseRange('2019-06-16', '2019-06-16')).toMatchObject({ ok: true });
    expect(parseRange('2019-02-30', '2019-12-31')).toEqual({
      ok: false,
      field: 'from',
      error: 'From: Date is not a real calendar day',
    });
    expect(parseRange('2019-01-01', '')).toEqual({
      ok: false,
      field: 'to',
      error: 'To: Date must be YYYY-MM-DD',
    });
    expect(parseRange('2020-01-01', '2019-12-31')).toEqual({
      ok: false,
      field: 'to',
      error: 'To must be on or after From',
    });
  });

  it('when the visitor reads Thai, then what is wrong with the dates is said in Thai', async () => {
    await activateLocale('th');
    expect(parseRange('2019-02-30', '2019-12-31')).toEqual({
      ok: false,
      field: 'from',
      error: 'ตั้งแต่วันที่: ไม่มีวันที่นี้ในปฏิทิน',
    });
    expect(parseRange('2019-01-01', '2019')).toEqual({
      ok: false,
      field: 'to',
      error: 'ถึงวันที่: วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD',
    });
  });
});
