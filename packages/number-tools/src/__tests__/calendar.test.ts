import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  assertDrawOverrides,
  bangkokDay,
  DRAW_COMPLETE_BY,
  DRAW_STARTS_AT,
  DRAW_TIME_ZONE,
  drawCompleteBy,
  drawScheduleAt,
  drawsBetween,
  drawStartsAt,
  drawUnderWay,
  LIVE_AFTER_COMPLETE_MS,
  liveDrawAt,
  namesLiveDraw,
  isIsoDate,
  isRegularDrawDate,
  nextDraw,
  ONE_OFF_DRAW_CHANGES,
  regularDrawDates,
  upcomingDraws,
  type DrawOverride,
  type OneOffDrawChange,
} from '../calendar.js';

// The calendar checked against the real draw history: `../shared/data/glo-results-1990-2026.psv`
// beside the repository root (on every machine that runs the tests, CI included; read at test
// time, never copied in). The standing rules plus ONE_OFF_DRAW_CHANGES must give exactly the
// draws of the data, and every row of the table must be needed for that — so a new one-off can
// not go unlisted, and a wrong or useless row cannot stay.

function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('number-tools tests must run inside the Lotto repository');
    dir = parent;
  }
  return dir;
}

const PSV_PATH = resolve(repoRoot(), '../shared/data/glo-results-1990-2026.psv');

const THAI_MONTHS: Record<string, number> = {
  มกราคม: 1,
  กุมภาพันธ์: 2,
  มีนาคม: 3,
  เมษายน: 4,
  พฤษภาคม: 5,
  มิถุนายน: 6,
  กรกฎาคม: 7,
  สิงหาคม: 8,
  กันยายน: 9,
  ตุลาคม: 10,
  พฤศจิกายน: 11,
  ธันวาคม: 12,
};

let cache: string[] | undefined;
/**
 * The date each row of the data is labelled with (the period date, CE, `YYYY-MM-DD`), sorted.
 * Rows are `day|Thai month|BE year|…`; the header starts with `|||`.
 */
function dataLabels(): string[] {
  if (cache) return cache;
  if (!existsSync(PSV_PATH)) {
    throw new Error(`The shared draw history is missing: expected ${PSV_PATH}`);
  }
  const [header, ...rows] = readFileSync(PSV_PATH, 'utf8').split(/\r?\n/);
  expect(header?.startsWith('|||')).toBe(true);
  const labels = rows
    .map((row, index) => ({ row, line: index + 2 }))
    .filter(({ row }) => row.trim() !== '')
    .map(({ row, line }) => {
      const [day = '', month = '', year = ''] = row.split('|').map((field) => field.trim());
      const m = THAI_MONTHS[month];
      if (!m || !/^\d{1,2}$/.test(day) || !/^\d{4}$/.test(year)) {
        throw new Error(`Unreadable date on line ${line} of ${PSV_PATH}: ${row}`);
      }
      const date = `${Number(year) - 543}-${String(m).padStart(2, '0')}-${day.padStart(2, '0')}`;
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), `line ${line}`).toBe(date);
      return date;
    })
    .sort();
  expect(new Set(labels).size, 'each period once').toBe(labels.length);
  cache = labels;
  return labels;
}

type Counts = Map<string, number>;
const bump = (counts: Counts, date: string, by: number) =>
  counts.set(date, (counts.get(date) ?? 0) + by);

function regularIn(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    dates.push(...regularDrawDates(year).filter((date) => date >= from && date <= to));
  }
  return dates;
}

/** Each date whose count differs, as `date: data n, calendar m`; empty when they agree. */
function differences(data: Counts, calendar: Counts): string[] {
  const dates = [...new Set([...data.keys(), ...calendar.keys()])].sort();
  return dates
    .filter((date) => (data.get(date) ?? 0) !== (calendar.get(date) ?? 0))
    .map((date) => `${date}: data ${data.get(date) ?? 0}, calendar ${calendar.get(date) ?? 0}`);
}

/**
 * The draws held in [from, to] by the data: its labels, with a period that kept its label but was
 * drawn later (period ≠ actual in the full table: the 1 Apr 2020 period) counted on its draw day.
 */
function drawnInData(from: string, to: string): Counts {
  const drawnOn = new Map(
    ONE_OFF_DRAW_CHANGES.filter((c) => c.period !== null && c.actual !== c.period).map((c) => [
      c.period,
      c.actual,
    ]),
  );
  const counts: Counts = new Map();
  for (const label of dataLabels()) {
    const date = drawnOn.get(label) ?? label;
    if (date >= from && date <= to) bump(counts, date, 1);
  }
  return counts;
}

/** The standing rules with `changes` applied, counting draws (or period labels) per date. */
function calendarCounts(
  from: string,
  to: string,
  changes: readonly OneOffDrawChange[],
  target: 'actual' | 'period',
): Counts {
  const counts: Counts = new Map();
  for (const date of regularIn(from, to)) bump(counts, date, 1);
  for (const change of changes) {
    if (change.regular !== null && change.regular >= from && change.regular <= to) {
      bump(counts, change.regular, -1);
    }
    const moved = change[target];
    if (moved !== null && moved >= from && moved <= to) bump(counts, moved, 1);
  }
  return counts;
}

const labelsIn = (from: string, to: string): Counts => {
  const counts: Counts = new Map();
  for (const label of dataLabels()) if (label >= from && label <= to) bump(counts, label, 1);
  return counts;
};

const inRange = (change: OneOffDrawChange, from: string, to: string) =>
  [change.regular, change.actual].some((date) => date !== null && date >= from && date <= to);

const describeChange = (c: OneOffDrawChange) => `${c.regular ?? '—'} → ${c.actual ?? 'cancelled'}`;

function checkRange(from: string, to: string) {
  it('the standing rules plus the one-off table give exactly the draws held', () => {
    // Joined, so a failure prints every unexplained date.
    expect(
      differences(
        drawnInData(from, to),
        calendarCounts(from, to, ONE_OFF_DRAW_CHANGES, 'actual'),
      ).join('\n'),
      'unexplained differences between the data and the calendar',
    ).toBe('');
  });

  it('the periods are labelled as the table says (the draw date, or the period date kept)', () => {
    expect(
      differences(
        labelsIn(from, to),
        calendarCounts(from, to, ONE_OFF_DRAW_CHANGES, 'period'),
      ).join('\n'),
    ).toBe('');
  });

  it('every row of the table in these years explains a difference (left out, the check fails)', () => {
    const rows = ONE_OFF_DRAW_CHANGES.filter((change) => inRange(change, from, to));
    const useless = rows
      .filter(
        (row) =>
          differences(
            drawnInData(from, to),
            calendarCounts(
              from,
              to,
              ONE_OFF_DRAW_CHANGES.filter((other) => other !== row),
              'actual',
            ),
          ).length === 0,
      )
      .map(describeChange);
    expect(useless, 'rows that explain nothing').toEqual([]);
  });

  it('drawsBetween gives the dates drawn, in order, each once', () => {
    const expected = [...drawnInData(from, to).keys()].sort();
    expect(drawsBetween(from, to).map((draw) => draw.date)).toEqual(expected);
  });
}

describe('the calendar against the draw history (glo-results-1990-2026.psv)', () => {
  describe('2016–2025 (17 Jan era)', () => {
    checkRange('2016-01-01', '2025-12-31');

    it('has 24 draws a year, but 21 in 2020 (COVID-19) and 23 in 2024 (New Year draw moved to 2 Jan 2025)', () => {
      const perYear = new Map<number, number>();
      for (const date of drawnInData('2016-01-01', '2025-12-31').keys()) {
        const year = Number(date.slice(0, 4));
        perYear.set(year, (perYear.get(year) ?? 0) + 1);
      }
      expect(Object.fromEntries(perYear)).toEqual({
        2016: 24,
        2017: 24,
        2018: 24,
        2019: 24,
        2020: 21,
        2021: 24,
        2022: 24,
        2023: 24,
        2024: 23,
        2025: 24,
      });
    });
  });

  describe('2006–2015 (16 Jan era)', () => {
    checkRange('2006-01-01', '2015-12-31');
  });

  describe('2026, up to the last draw on file', () => {
    const last = () => dataLabels().at(-1) ?? '';
    it('the data reaches into 2026', () => {
      expect(last() >= '2026-01-17').toBe(true);
    });
    it('the standing rules give exactly the 2026 draws on file (2 Jan, 17 Jan, …)', () => {
      expect(
        differences(
          drawnInData('2026-01-01', last()),
          calendarCounts('2026-01-01', last(), ONE_OFF_DRAW_CHANGES, 'actual'),
        ),
      ).toEqual([]);
    });
  });

  it('every row of the table lies in the years checked above', () => {
    const outside = ONE_OFF_DRAW_CHANGES.filter(
      (change) => !inRange(change, '2006-01-01', dataLabels().at(-1) ?? ''),
    ).map(describeChange);
    expect(outside).toEqual([]);
  });
});

describe('ONE_OFF_DRAW_CHANGES', () => {
  it('is oldest first, frozen, and each row well formed', () => {
    const keys = ONE_OFF_DRAW_CHANGES.map((c) => c.regular ?? c.actual ?? '');
    expect(keys).toEqual([...keys].sort());
    expect(Object.isFrozen(ONE_OFF_DRAW_CHANGES)).toBe(true);
    for (const change of ONE_OFF_DRAW_CHANGES) {
      expect(Object.isFrozen(change)).toBe(true);
      expect(change.regular ?? change.actual, 'a row changes something').not.toBeNull();
      expect(change.reason.trim()).not.toBe('');
      expect(change.sources, 'cites a source key of the domain notes').toMatch(/\[[A-Z0-9-]+\]/);
      // The period is known by its draw date, or (drawn later) keeps its own; none when cancelled.
      if (change.actual === null) expect(change.period).toBeNull();
      else expect([change.actual, change.regular]).toContain(change.period);
    }
  });

  it('each row moves or cancels a regular draw onto a day without one, once', () => {
    const regulars = ONE_OFF_DRAW_CHANGES.map((c) => c.regular).filter((d) => d !== null);
    expect(new Set(regulars).size).toBe(regulars.length);
    for (const change of ONE_OFF_DRAW_CHANGES) {
      expect(change.actual, 'a move to another day').not.toBe(change.regular);
      if (change.regular !== null) expect(isRegularDrawDate(change.regular)).toBe(true);
      // A moved draw lands on a day without a regular draw, or on one whose draw did not take place.
      if (change.actual !== null && isRegularDrawDate(change.actual)) {
        expect(regulars).toContain(change.actual);
      }
    }
  });

  it('holds the 2020 cancellations and the holiday moves since 2015', () => {
    expect(ONE_OFF_DRAW_CHANGES.map((c) => `${c.regular}>${c.actual}`)).toEqual([
      '2015-06-01>2015-06-02',
      '2015-12-16>2015-12-17',
      '2018-03-01>2018-03-02',
      '2019-07-16>2019-07-15',
      '2020-04-01>2020-05-16',
      '2020-04-16>null',
      '2020-05-02>null',
      '2020-05-16>null',
      '2022-02-16>2022-02-17',
      '2023-08-01>2023-07-31',
    ]);
  });
});

describe('regularDrawDates', () => {
  it('gives the 1st and 16th, 2 May for 1 May, 17 Jan for 16 Jan, and the New Year draw (2 Jan since 2025)', () => {
    expect(regularDrawDates(2026)).toEqual([
      '2026-01-02',
      '2026-01-17',
      '2026-02-01',
      '2026-02-16',
      '2026-03-01',
      '2026-03-16',
      '2026-04-01',
      '2026-04-16',
      '2026-05-02',
      '2026-05-16',
      '2026-06-01',
      '2026-06-16',
      '2026-07-01',
      '2026-07-16',
      '2026-08-01',
      '2026-08-16',
      '2026-09-01',
      '2026-09-16',
      '2026-10-01',
      '2026-10-16',
      '2026-11-01',
      '2026-11-16',
      '2026-12-01',
      '2026-12-16',
    ]);
  });

  it('has the New Year draw on 30 Dec up to 2023, none in 2024, on 2 Jan from 2025', () => {
    const newYear = (year: number) =>
      regularDrawDates(year).filter((d) => d.endsWith('-12-30') || d.endsWith('-01-02'));
    expect(newYear(2023)).toEqual(['2023-12-30']);
    expect(newYear(2024)).toEqual([]);
    expect(newYear(2025)).toEqual(['2025-01-02']);
    expect(newYear(2027)).toEqual(['2027-01-02']);
    expect(regularDrawDates(2024)).toHaveLength(23);
    expect(regularDrawDates(2023)).toHaveLength(24);
  });

  it('has the mid-January draw on 16 Jan up to 2015 and on 17 Jan from 2016', () => {
    expect(regularDrawDates(2015)[0]).toBe('2015-01-16');
    expect(regularDrawDates(2016)[0]).toBe('2016-01-17');
  });

  it('never gives 1 Jan or 1 May, and answers a fresh sorted array each time', () => {
    for (let year = 1990; year <= 2040; year++) {
      const dates = regularDrawDates(year);
      expect(dates).toEqual([...dates].sort());
      expect(dates).not.toContain(`${year}-01-01`);
      expect(dates).not.toContain(`${year}-05-01`);
    }
    const first = regularDrawDates(2026);
    first.pop();
    expect(regularDrawDates(2026)).toHaveLength(24);
  });

  it('refuses what is not a whole year from 1990 to 9999', () => {
    expect(() => regularDrawDates(1989)).toThrow(RangeError);
    expect(() => regularDrawDates(10000)).toThrow(RangeError);
    expect(() => regularDrawDates(2026.5)).toThrow(RangeError);
    expect(() => regularDrawDates(Number.NaN)).toThrow(RangeError);
    expect(() => regularDrawDates('2026' as unknown as number)).toThrow(TypeError);
  });

  it('isRegularDrawDate agrees, and refuses a malformed date', () => {
    expect(isRegularDrawDate('2026-01-17')).toBe(true);
    expect(isRegularDrawDate('2026-01-16')).toBe(false);
    expect(isRegularDrawDate('1900-01-16')).toBe(false);
    expect(() => isRegularDrawDate('2026-02-30')).toThrow(RangeError);
    expect(() => isRegularDrawDate('16/01/2026')).toThrow(RangeError);
  });
});

describe('Bangkok time', () => {
  it('is a fixed UTC+7: the draw starts 07:30 UTC and is complete by 09:00 UTC, in June as in December', () => {
    expect(DRAW_TIME_ZONE).toBe('Asia/Bangkok');
    expect([DRAW_STARTS_AT, DRAW_COMPLETE_BY]).toEqual(['14:30', '16:00']);
    expect(drawStartsAt('2026-06-16').toISOString()).toBe('2026-06-16T07:30:00.000Z');
    expect(drawCompleteBy('2026-06-16').toISOString()).toBe('2026-06-16T09:00:00.000Z');
    expect(drawStartsAt('2026-12-16').toISOString()).toBe('2026-12-16T07:30:00.000Z');
  });

  it('agrees with the platform time-zone database for Asia/Bangkok', () => {
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bangkok',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const date of ['2026-03-16', '2026-06-16', '2026-11-01']) {
      expect(wall.format(drawStartsAt(date))).toBe('14:30');
      expect(wall.format(drawCompleteBy(date))).toBe('16:00');
    }
  });

  it('bangkokDay turns over at 17:00 UTC', () => {
    expect(bangkokDay(new Date('2026-06-15T16:59:59.999Z'))).toBe('2026-06-15');
    expect(bangkokDay(new Date('2026-06-15T17:00:00Z'))).toBe('2026-06-16');
    expect(bangkokDay(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('when it is already the next day in Thailand, then bangkokDay gives that day', () => {
    // 20:00 UTC on 15 Aug is 03:00 on 16 Aug in Bangkok (UTC+7).
    expect(bangkokDay(new Date('2026-08-15T20:00:00Z'))).toBe('2026-08-16');
    expect(bangkokDay(new Date('2026-08-15T16:59:59Z'))).toBe('2026-08-15');
  });

  it('when bangkokDay is given no instant, then it answers for now', () => {
    const before = bangkokDay(new Date());
    const day = bangkokDay();
    expect([before, bangkokDay(new Date())]).toContain(day);
  });

  it('when a value is shaped YYYY-MM-DD, then isIsoDate says so, and not for any other shape', () => {
    for (const date of ['2026-06-16', '1990-01-01', '2026-02-31'])
      expect(isIsoDate(date)).toBe(true);
    for (const value of [
      '2026-6-16',
      '2026-06-16T00:00',
      ' 2026-06-16',
      '16/06/2026',
      '',
      20260616,
      null,
    ]) {
      expect(isIsoDate(value)).toBe(false);
    }
  });

  it('refuses an invalid instant or date', () => {
    expect(() => bangkokDay(new Date('nope'))).toThrow(RangeError);
    expect(() => bangkokDay('2026-06-16' as unknown as Date)).toThrow(TypeError);
    expect(() => drawStartsAt('2026-6-16')).toThrow(RangeError);
  });
});

const at = (iso: string) => new Date(iso);

describe('nextDraw and drawUnderWay on a draw day (16 Jun 2026)', () => {
  it('before 14:30 Bangkok: today’s draw, not under way yet', () => {
    const now = at('2026-06-16T14:29:59+07:00');
    expect(nextDraw(now)).toEqual({
      date: '2026-06-16',
      startsAt: new Date('2026-06-16T07:30:00Z'),
      completeBy: new Date('2026-06-16T09:00:00Z'),
    });
    expect(drawUnderWay(now)).toBeNull();
  });

  it('at 14:30 and at 15:00 Bangkok: still today’s, under way', () => {
    for (const now of [at('2026-06-16T14:30:00+07:00'), at('2026-06-16T15:00:00+07:00')]) {
      expect(nextDraw(now).date).toBe('2026-06-16');
      expect(drawUnderWay(now)?.date).toBe('2026-06-16');
    }
    expect(drawUnderWay(at('2026-06-16T15:59:59.999+07:00'))?.date).toBe('2026-06-16');
  });

  it('from 16:00 Bangkok: the next one (1 Jul), nothing under way', () => {
    const now = at('2026-06-16T16:00:00+07:00');
    expect(nextDraw(now).date).toBe('2026-07-01');
    expect(drawUnderWay(now)).toBeNull();
  });

  it('on a day without a draw: the next draw, nothing under way', () => {
    const now = at('2026-06-20T15:00:00+07:00');
    expect(nextDraw(now).date).toBe('2026-07-01');
    expect(drawUnderWay(now)).toBeNull();
  });
});

describe('nextDraw around the year end', () => {
  it('from 17 Dec 2026: 2 Jan 2027 (no 30 Dec, no 1 Jan)', () => {
    expect(nextDraw(at('2026-12-17T00:00:00+07:00')).date).toBe('2027-01-02');
    expect(nextDraw(at('2026-12-31T23:59:00+07:00')).date).toBe('2027-01-02');
    expect(nextDraw(at('2027-01-01T12:00:00+07:00')).date).toBe('2027-01-02');
    expect(nextDraw(at('2027-01-02T16:00:00+07:00')).date).toBe('2027-01-17');
  });

  it('in the 30 Dec era: 30 Dec 2023, then 17 Jan 2024', () => {
    expect(nextDraw(at('2023-12-17T00:00:00+07:00')).date).toBe('2023-12-30');
    expect(nextDraw(at('2023-12-31T00:00:00+07:00')).date).toBe('2024-01-17');
    expect(nextDraw(at('2024-12-17T00:00:00+07:00')).date).toBe('2025-01-02');
  });

  it('applies the past one-offs: 15 Jul 2019, then 1 Aug; 16 May 2020 after 16 Mar 2020', () => {
    expect(nextDraw(at('2019-07-02T00:00:00+07:00'))).toMatchObject({
      date: '2019-07-15',
      movedFrom: '2019-07-16',
    });
    expect(nextDraw(at('2019-07-15T16:00:00+07:00')).date).toBe('2019-08-01');
    expect(nextDraw(at('2020-03-17T00:00:00+07:00'))).toMatchObject({
      date: '2020-05-16',
      movedFrom: '2020-04-01',
    });
  });
});

describe('the visitor’s own time zone (instants, whatever the zone they are written in)', () => {
  it('India (UTC+5:30): the Bangkok day turns over at 22:30 IST', () => {
    // 16 Jun 22:29 IST is still 16 Jun 23:59 in Bangkok; 22:30 IST is 17 Jun 00:00 Bangkok.
    expect(bangkokDay(at('2026-06-16T22:29:00+05:30'))).toBe('2026-06-16');
    expect(bangkokDay(at('2026-06-16T22:30:00+05:30'))).toBe('2026-06-17');
    // The draw starts at 13:00 IST and is complete at 14:30 IST.
    expect(drawUnderWay(at('2026-06-16T12:59:59+05:30'))).toBeNull();
    expect(drawUnderWay(at('2026-06-16T13:00:00+05:30'))?.date).toBe('2026-06-16');
    expect(nextDraw(at('2026-06-16T14:29:59+05:30')).date).toBe('2026-06-16');
    expect(nextDraw(at('2026-06-16T14:30:00+05:30')).date).toBe('2026-07-01');
  });

  it('London with DST: 14:30 Bangkok is 08:30 BST in June and 07:30 GMT in December', () => {
    expect(drawStartsAt('2026-06-16').getTime()).toBe(at('2026-06-16T08:30:00+01:00').getTime());
    expect(drawStartsAt('2026-12-16').getTime()).toBe(at('2026-12-16T07:30:00Z').getTime());
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // Across the UK clock change of 29 Mar 2026 the London time moves, the Bangkok time does not.
    expect(london.format(drawStartsAt('2026-03-16'))).toBe('07:30');
    expect(london.format(drawStartsAt('2026-04-01'))).toBe('08:30');
    expect(drawUnderWay(at('2026-06-16T08:30:00+01:00'))?.date).toBe('2026-06-16');
    expect(drawUnderWay(at('2026-06-16T08:29:59+01:00'))).toBeNull();
  });

  it('Los Angeles (UTC−7 in summer): the draw is under way on the visitor’s previous evening', () => {
    // 15 Jun 23:30 PDT = 16 Jun 06:30 UTC … 16 Jun 14:30 Bangkok is 16 Jun 00:30 PDT.
    expect(nextDraw(at('2026-06-15T23:30:00-07:00')).date).toBe('2026-06-16');
    expect(drawUnderWay(at('2026-06-16T00:30:00-07:00'))?.date).toBe('2026-06-16');
    expect(nextDraw(at('2026-06-16T02:00:00-07:00')).date).toBe('2026-07-01');
  });

  it('refuses an invalid `now`', () => {
    expect(() => nextDraw(new Date('nope'))).toThrow(RangeError);
    expect(() => nextDraw(Date.now() as unknown as Date)).toThrow(TypeError);
    expect(() => drawUnderWay(null as unknown as Date)).toThrow(TypeError);
    expect(() => nextDraw(at('1989-12-31T16:59:59Z'))).toThrow(/1990–9999/);
    expect(nextDraw(at('1989-12-31T17:00:00Z')).date).toBe('1990-01-16');
    expect(() => upcomingDraws(at('+010000-01-01T00:00:00Z'), 1)).toThrow(/1990–9999/);
  });
});

describe('overrides', () => {
  const later: DrawOverride = { from: '2026-12-16', to: '2026-12-18', reason: 'Holiday' };
  const earlier: DrawOverride = { from: '2026-12-16', to: '2026-12-14', reason: 'Moved earlier' };

  it('a draw moved later: drawn on the new day, with movedFrom and reason; nothing on the old day', () => {
    expect(nextDraw(at('2026-12-16T10:00:00+07:00'), [later])).toEqual({
      date: '2026-12-18',
      startsAt: new Date('2026-12-18T07:30:00Z'),
      completeBy: new Date('2026-12-18T09:00:00Z'),
      movedFrom: '2026-12-16',
      reason: 'Holiday',
    });
    expect(drawUnderWay(at('2026-12-16T15:00:00+07:00'), [later])).toBeNull();
    expect(drawUnderWay(at('2026-12-18T15:00:00+07:00'), [later])?.movedFrom).toBe('2026-12-16');
    expect(drawsBetween('2026-12-01', '2026-12-31', [later]).map((d) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-18',
    ]);
  });

  it('a draw moved earlier: the next draw before its regular date, then past it', () => {
    expect(nextDraw(at('2026-12-02T00:00:00+07:00'), [earlier])).toMatchObject({
      date: '2026-12-14',
      movedFrom: '2026-12-16',
    });
    expect(nextDraw(at('2026-12-14T16:00:00+07:00'), [earlier]).date).toBe('2027-01-02');
    // Listed by its new date even when the regular date lies outside the range, and not after.
    expect(drawsBetween('2026-12-10', '2026-12-14', [earlier]).map((d) => d.date)).toEqual([
      '2026-12-14',
    ]);
    expect(drawsBetween('2026-12-15', '2026-12-31', [earlier])).toEqual([]);
  });

  it('an override of a day without a regular draw is ignored (and refused by assertDrawOverrides)', () => {
    const stray: DrawOverride = { from: '2026-12-15', to: '2026-12-20', reason: 'Typo' };
    expect(drawsBetween('2026-12-01', '2026-12-31', [stray]).map((d) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-16',
    ]);
    expect(() => assertDrawOverrides([stray])).toThrow(/not a regular draw date/);
    // A regular date a past one-off already changed has no draw left to move either.
    const past: DrawOverride = { from: '2019-07-16', to: '2019-07-18', reason: 'x' };
    expect(drawsBetween('2019-07-01', '2019-07-31', [past]).map((d) => d.date)).toEqual([
      '2019-07-01',
      '2019-07-15',
    ]);
    expect(() => assertDrawOverrides([past])).toThrow(/past one-off/);
  });

  it('refuses contradictions: two draws on one day, the same draw moved twice, a move to the same day', () => {
    const onto: DrawOverride = { from: '2026-12-16', to: '2026-12-01', reason: 'x' };
    expect(() => nextDraw(at('2026-11-20T00:00:00Z'), [onto])).toThrow(/already has a draw/);
    expect(() =>
      drawsBetween('2026-11-01', '2026-12-31', [
        { from: '2026-12-16', to: '2026-12-20', reason: 'x' },
        { from: '2026-12-01', to: '2026-12-20', reason: 'y' },
      ]),
    ).toThrow(/both to 2026-12-20/);
    expect(() => assertDrawOverrides([later, earlier])).toThrow(/a second time/);
    expect(() => assertDrawOverrides([{ ...later, to: later.from }])).toThrow(/same day/);
    // Two draws swapping days is consistent.
    const swap: DrawOverride[] = [
      { from: '2026-12-01', to: '2026-12-16', reason: 'swap' },
      { from: '2026-12-16', to: '2026-12-01', reason: 'swap' },
    ];
    expect(() => assertDrawOverrides(swap)).not.toThrow();
    expect(drawsBetween('2026-12-01', '2026-12-16', swap).map((d) => d.movedFrom)).toEqual([
      '2026-12-16',
      '2026-12-01',
    ]);
  });

  it('refuses malformed overrides with the field named', () => {
    expect(() => nextDraw(at('2026-12-01T00:00:00Z'), [{ ...later, to: '2026-12-32' }])).toThrow(
      /overrides\[0\]\.to/,
    );
    expect(() =>
      nextDraw(at('2026-12-01T00:00:00Z'), [
        { from: '2026-12-16', to: '2026-12-18' } as DrawOverride,
      ]),
    ).toThrow(TypeError);
    expect(() => nextDraw(at('2026-12-01T00:00:00Z'), {} as DrawOverride[])).toThrow(TypeError);
    expect(() => assertDrawOverrides([null as unknown as DrawOverride])).toThrow(/overrides\[0\]/);
  });
});

describe('upcomingDraws', () => {
  it('runs across a year end', () => {
    expect(upcomingDraws(at('2026-12-10T00:00:00+07:00'), 4).map((d) => d.date)).toEqual([
      '2026-12-16',
      '2027-01-02',
      '2027-01-17',
      '2027-02-01',
    ]);
    expect(upcomingDraws(at('2023-12-20T00:00:00+07:00'), 3).map((d) => d.date)).toEqual([
      '2023-12-30',
      '2024-01-17',
      '2024-02-01',
    ]);
  });

  it('starts with nextDraw (today’s while under way), and applies overrides', () => {
    const now = at('2026-06-16T15:00:00+07:00');
    const draws = upcomingDraws(now, 12, [{ from: '2026-07-01', to: '2026-07-02', reason: 'x' }]);
    expect(draws[0]).toEqual(nextDraw(now));
    expect(draws.map((d) => d.date).slice(0, 3)).toEqual([
      '2026-06-16',
      '2026-07-02',
      '2026-07-16',
    ]);
    expect(draws).toHaveLength(12);
    expect(draws.at(-1)?.date).toBe('2026-12-01');
  });

  it('gives [] for 0 and refuses a count that is not a whole number from 0 to 1000', () => {
    expect(upcomingDraws(at('2026-06-16T00:00:00Z'), 0)).toEqual([]);
    expect(() => upcomingDraws(at('2026-06-16T00:00:00Z'), -1)).toThrow(RangeError);
    expect(() => upcomingDraws(at('2026-06-16T00:00:00Z'), 1.5)).toThrow(RangeError);
    expect(() => upcomingDraws(at('2026-06-16T00:00:00Z'), 1001)).toThrow(RangeError);
    expect(() => upcomingDraws(at('2026-06-16T00:00:00Z'), '3' as unknown as number)).toThrow(
      TypeError,
    );
  });
});

describe('drawsBetween', () => {
  it('includes both ends, with start and complete instants', () => {
    const draws = drawsBetween('2026-06-01', '2026-06-16');
    expect(draws.map((d) => d.date)).toEqual(['2026-06-01', '2026-06-16']);
    for (const draw of draws) {
      expect(draw.startsAt).toEqual(drawStartsAt(draw.date));
      expect(draw.completeBy).toEqual(drawCompleteBy(draw.date));
      expect(draw).not.toHaveProperty('movedFrom');
    }
  });

  it('gives the 2020 gap: one draw (the 1 Apr period) between 16 Mar and 1 Jun 2020', () => {
    expect(drawsBetween('2020-03-17', '2020-05-31')).toEqual([
      {
        date: '2020-05-16',
        startsAt: new Date('2020-05-16T07:30:00Z'),
        completeBy: new Date('2020-05-16T09:00:00Z'),
        movedFrom: '2020-04-01',
        reason: expect.stringContaining('COVID-19') as string,
      },
    ]);
  });

  it('gives [] for a range without a draw, and refuses a reversed range or a bad date', () => {
    expect(drawsBetween('2026-06-02', '2026-06-15')).toEqual([]);
    expect(() => drawsBetween('2026-06-16', '2026-06-01')).toThrow(RangeError);
    expect(() => drawsBetween('2026-06-01', 'tomorrow')).toThrow(/toDate/);
  });
});

describe('liveDrawAt and namesLiveDraw', () => {
  /** An instant given as a Bangkok date and time. */
  const bangkok = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);

  it('when a draw has started and until two hours after its results are due, then it is the live draw', () => {
    const [draw] = drawsBetween('2026-12-01', '2026-12-01');
    if (draw === undefined) throw new Error('no draw on 2026-12-01');
    expect(liveDrawAt(new Date(draw.startsAt.getTime() - 1))).toBeNull();
    expect(liveDrawAt(draw.startsAt)?.date).toBe('2026-12-01');
    const end = draw.completeBy.getTime() + LIVE_AFTER_COMPLETE_MS;
    expect(liveDrawAt(new Date(end - 1))?.date).toBe('2026-12-01');
    expect(liveDrawAt(new Date(end))).toBeNull();
    expect(liveDrawAt(bangkok('2026-12-02', '15:00'))).toBeNull();
  });

  it('when a draw was moved, then the page of its new date and of its regular date both name it', () => {
    const overrides = [{ from: '2026-12-01', to: '2026-12-02', reason: 'Moved for a holiday' }];
    const live = liveDrawAt(bangkok('2026-12-02', '15:00'), overrides);
    expect(namesLiveDraw('2026-12-02', live)).toBe(true);
    expect(namesLiveDraw('2026-12-01', live)).toBe(true);
    expect(namesLiveDraw('2026-11-16', live)).toBe(false);
    expect(namesLiveDraw('2026-12-01', null)).toBe(false);
  });
});

describe('drawScheduleAt', () => {
  const at = new Date('2026-11-20T05:00:00Z');

  it('when the announced changes apply, then the next draw is the moved one', () => {
    const moved = drawScheduleAt(at, [{ from: '2026-12-01', to: '2026-12-02', reason: 'A move' }]);
    expect(moved.overridesApplied).toBe(true);
    expect(moved.next.date).toBe('2026-12-02');
    expect(moved.underWay).toBeNull();
  });

  it('when the announced changes contradict each other, then the standing calendar answers', () => {
    const contradicting = [
      { from: '2026-12-01', to: '2026-12-02', reason: 'One' },
      { from: '2026-12-16', to: '2026-12-02', reason: 'Two' },
    ];
    expect(() => nextDraw(at, contradicting)).toThrow();
    const schedule = drawScheduleAt(at, contradicting);
    expect(schedule.overridesApplied).toBe(false);
    expect(schedule.next.date).toBe('2026-12-01');
  });
});
