import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  claimDeadline,
  DrawInputSchema,
  DrawPatchSchema,
  drawIssues,
  eraOf,
  eraTiers,
  isCorrection,
  missingTiers,
  nearFirstOf,
  PRIZE_SCHEDULES,
  prizeAmount,
  sameNumbers,
  scheduleFor,
  TIERS,
  toFieldIssues,
  changedValues,
} from '../index.js';

const pad = (n: number, width = 6) => String(n).padStart(width, '0');
const sixes = (count: number, start: number) =>
  Array.from({ length: count }, (_, i) => pad(start + i * 7));

/** A complete draw of today's era (173 numbers). */
const full = {
  date: '2024-12-16',
  prize1: '097863',
  near1: ['097862', '097864'],
  front3: ['290', '742'],
  last3: ['339', '881'],
  last2: '21',
  prize2: sixes(5, 100),
  prize3: sixes(10, 200),
  prize4: sixes(50, 300),
  prize5: sixes(100, 1000),
};

const paths = (draw: Parameters<typeof drawIssues>[0]) => drawIssues(draw).map((i) => i.path);

describe('eras', () => {
  it('when a period is in 1990–94, 1995–2015 or later, then it gets that era and its tiers', () => {
    expect(eraOf('1990-01-16').id).toBe('seven-digit');
    expect(eraOf('1994-12-30').id).toBe('seven-digit');
    expect(eraOf('1995-01-16').id).toBe('four-last3');
    expect(eraOf('2015-08-16').id).toBe('four-last3');
    expect(eraOf('2015-09-01').id).toBe('front3');
    expect(eraTiers('2024-12-16')).toHaveLength(9);
    expect(eraTiers('2010-01-16')).not.toContain('front3');
    expect(eraTiers('1992-01-16')).toEqual(['prize1', 'last3', 'last2']);
  });
});

describe('drawIssues', () => {
  it('when a draw of today holds every tier correctly, then it has no issue and misses nothing', () => {
    expect(drawIssues(full)).toEqual([]);
    expect(missingTiers(full)).toEqual([]);
  });

  it('when a draw holds only its first prize (draw day), then it is valid and misses the rest', () => {
    expect(drawIssues({ date: '2026-12-01', prize1: '123456' })).toEqual([]);
    expect(missingTiers({ date: '2026-12-01', prize1: '123456' })).toEqual([
      'near1',
      'front3',
      'last3',
      'last2',
      'prize2',
      'prize3',
      'prize4',
      'prize5',
    ]);
  });

  it('when a draw holds no number at all, then it is refused', () => {
    expect(paths({ date: '2026-12-01' })).toEqual(['']);
  });

  it('when a tier has the wrong count or a number the wrong length, then each is reported where it is', () => {
    expect(paths({ ...full, prize5: full.prize5.slice(1) })).toEqual(['prize5']);
    expect(paths({ ...full, prize4: full.prize4.map((n, i) => (i === 17 ? '12345' : n)) })).toEqual(
      ['prize4.17'],
    );
    expect(paths({ ...full, last2: '7' })).toEqual(['last2']);
    expect(paths({ ...full, prize1: '1234567' })).toEqual(['prize1', 'near1.0', 'near1.1']);
  });

  it('when near-first is not the first prize ± 1, or comes without a first prize, then it is refused', () => {
    expect(paths({ ...full, near1: ['097862', '097865'] })).toEqual(['near1.1']);
    const { prize1: _omitted, ...withoutFirst } = full;
    expect(paths(withoutFirst)).toEqual(['near1']);
    expect(nearFirstOf('000000')).toEqual(['999999', '000001']);
    expect(nearFirstOf('999999')).toEqual(['999998', '000000']);
  });

  it('when near-first repeats a number, then the repeat is refused; a repeat in the 5th prize is allowed', () => {
    expect(paths({ date: '2024-12-16', prize1: '097863', near1: ['097862', '097862'] })).toEqual([
      'near1.1',
    ]);
    expect(paths({ ...full, prize5: [...full.prize5.slice(0, 99), '001000'] })).toEqual([]);
  });

  it('when a draw before 1 Sep 2015 has front-3 numbers or two last-3, then it is refused', () => {
    const old = {
      date: '2010-01-16',
      prize1: '123456',
      last3: ['111', '222', '333', '444'],
      last2: '12',
    };
    expect(drawIssues(old)).toEqual([]);
    expect(paths({ ...old, front3: ['123', '456'] })).toEqual(['front3']);
    expect(paths({ ...old, last3: ['111', '222'] })).toEqual(['last3']);
  });

  it('when a 1990–94 draw has a 7-digit first prize, then it is valid; 6 digits or a 2nd prize are not', () => {
    const seven = {
      date: '1990-01-16',
      prize1: '3992239',
      last3: ['898', '234', '288', '284'],
      last2: '97',
    };
    expect(drawIssues(seven)).toEqual([]);
    expect(paths({ ...seven, prize1: '399223' })).toEqual(['prize1']);
    expect(paths({ ...seven, prize2: sixes(5, 1) })).toEqual(['prize2']);
  });

  it('when the draw date is before the period date, then it is refused', () => {
    expect(paths({ date: '2020-04-01', drawDate: '2020-05-16', prize1: '051095' })).toEqual([]);
    expect(paths({ date: '2020-04-01', drawDate: '2020-03-31', prize1: '051095' })).toEqual([
      'drawDate',
    ]);
  });
});

describe('DrawInputSchema / DrawPatchSchema', () => {
  it('when a body breaks era rules, then the issues carry the dotted path of each number', () => {
    const result = v.safeParse(DrawInputSchema, {
      ...full,
      prize3: full.prize3.map((n, i) => (i === 4 ? '1' : n)),
    });
    expect(result.success).toBe(false);
    expect(toFieldIssues(result.issues ?? []).map((i) => i.path)).toEqual(['prize3.4']);
  });

  it('when a body has an unknown key, an operator or a bad status, then it is refused', () => {
    expect(v.safeParse(DrawInputSchema, { ...full, paid: 1 }).success).toBe(false);
    expect(v.safeParse(DrawInputSchema, { ...full, prize1: { $gt: '' } }).success).toBe(false);
    expect(v.safeParse(DrawInputSchema, { ...full, status: 'done' }).success).toBe(false);
  });

  it('when a patch changes nothing, then it is refused; a status alone is a change', () => {
    expect(v.safeParse(DrawPatchSchema, {}).success).toBe(false);
    expect(v.safeParse(DrawPatchSchema, { note: 'x' }).success).toBe(false);
    expect(v.safeParse(DrawPatchSchema, { status: 'final' }).success).toBe(true);
    expect(v.safeParse(DrawPatchSchema, { remove: ['prize9'] }).success).toBe(false);
  });
});

describe('prize schedules', () => {
  it("when a draw is of 2024, 2016, 2010 or 1999, then its amounts are that era's, never today's for an old draw", () => {
    expect(prizeAmount('2024-12-16', 'prize2')).toBe(200_000);
    expect(scheduleFor('2024-12-16')?.unit).toBe('ticket');
    expect(prizeAmount('2016-03-01', 'prize2')).toBe(100_000);
    expect(prizeAmount('2016-03-01', 'prize1')).toBeNull();
    expect(scheduleFor('2016-03-01')?.unit).toBe('slip');
    expect(prizeAmount('2010-01-16', 'prize1')).toBe(2_000_000);
    expect(prizeAmount('2010-01-16', 'front3')).toBeNull();
    expect(scheduleFor('1999-01-16')).toBeNull();
    expect(prizeAmount('1999-01-16', 'prize1')).toBeNull();
  });

  it('when the schedules are listed, then they do not overlap and run in date order', () => {
    expect(scheduleFor('2015-08-16')?.id).toBe('pair-2006');
    expect(scheduleFor('2015-09-01')?.id).toBe('pair-2015');
    expect(scheduleFor('2017-08-16')?.id).toBe('pair-2015');
    expect(scheduleFor('2017-09-01')?.id).toBe('ticket-2017');
    expect(scheduleFor('2019-12-30')?.id).toBe('ticket-2017');
    expect(scheduleFor('2020-01-16')?.id).toBe('ticket-2020');
    expect(scheduleFor('2006-12-16')).toBeNull();
    const sorted = [...PRIZE_SCHEDULES].sort((a, b) => a.from.localeCompare(b.from));
    expect(PRIZE_SCHEDULES).toEqual(sorted);
    sorted.forEach((schedule, index) => {
      const next = sorted[index + 1];
      if (next === undefined) expect(schedule.until).toBeNull();
      else expect(schedule.until !== null && schedule.until < next.from).toBe(true);
    });
  });

  it('when a draw is of the single ticket before 2020 (2017-09-01 – 2019-12-30), then its first-prize amount is not on file and the note says so', () => {
    for (const date of ['2017-09-01', '2018-06-01', '2019-12-30']) {
      expect(scheduleFor(date)?.unit).toBe('ticket');
      expect(prizeAmount(date, 'prize1')).toBeNull();
      expect(prizeAmount(date, 'prize2')).toBe(200_000);
      expect(prizeAmount(date, 'last2')).toBe(2_000);
    }
    expect(scheduleFor('2018-06-01')?.note).toMatch(
      /first-prize amount of this period is not on file/,
    );
  });

  it('when a draw is of 2020 or later, then the first prize is 6,000,000 per ticket (evidenced from 2020 on)', () => {
    expect(prizeAmount('2020-01-16', 'prize1')).toBe(6_000_000);
    expect(prizeAmount('2020-04-01', 'prize1')).toBe(6_000_000);
    expect(prizeAmount('2024-12-16', 'prize1')).toBe(6_000_000);
    expect(scheduleFor('2024-12-16')?.sources).toEqual(expect.arrayContaining(['TSK20', 'LEK20']));
  });

  it("when a draw of today's schedule is looked up, then each tier pays its amount in baht", () => {
    const amounts = Object.fromEntries(
      TIERS.map((tier) => [tier, prizeAmount('2026-11-16', tier)]),
    );
    expect(amounts).toEqual({
      prize1: 6_000_000,
      near1: 100_000,
      prize2: 200_000,
      prize3: 80_000,
      prize4: 40_000,
      prize5: 20_000,
      front3: 4_000,
      last3: 4_000,
      last2: 2_000,
    });
  });

  it('when someone tries to change an amount, then it throws because the schedules are frozen', () => {
    const today = PRIZE_SCHEDULES.find((s) => s.until === null);
    expect(() => {
      (today?.amounts as Record<string, number>).prize1 = 1;
    }).toThrow(TypeError);
    expect(prizeAmount('2026-11-16', 'prize1')).toBe(6_000_000);
  });

  it('when the 1 Sep 2017 schedule replaced the pair of slips, then every tier but the first pays a pair’s amount (two slips)', () => {
    const pair = PRIZE_SCHEDULES.find((s) => s.id === 'pair-2015');
    const ticket = PRIZE_SCHEDULES.find((s) => s.id === 'ticket-2017');
    for (const tier of TIERS.filter((t) => t !== 'prize1')) {
      const slip = pair?.amounts[tier];
      expect(slip, tier).toEqual(expect.any(Number));
      expect(ticket?.amounts[tier], tier).toBe((slip ?? Number.NaN) * 2);
    }
  });
});

describe('claimDeadline', () => {
  it('when a draw was drawn on a date, then its prizes can be claimed for two years after it', () => {
    expect(claimDeadline('2024-12-16')).toBe('2026-12-16');
    expect(claimDeadline('2020-05-16')).toBe('2022-05-16');
    expect(claimDeadline('2024-02-29')).toBe('2026-02-28');
  });
});

describe('isCorrection', () => {
  const at = '2026-11-23T00:00:00.000Z';
  it('when an admin corrected numbers or the importer changed a tier, then it is a correction', () => {
    expect(isCorrection({ at, kind: 'corrected', field: 'last2', from: '55', to: '54' })).toBe(
      true,
    );
    expect(isCorrection({ at, kind: 'source', field: 'last2', from: '55', to: '54' })).toBe(true);
    expect(
      isCorrection({
        at,
        kind: 'source',
        field: 'near1',
        from: ['159541', '595412'],
        to: ['595410', '595412'],
      }),
    ).toBe(true);
  });

  it('when a source fix changed no number (spaces, remapped columns, a derived column), then it is not', () => {
    expect(
      isCorrection({ at, kind: 'source', field: 'prize1', from: '820981 ', to: '820981' }),
    ).toBe(false);
    expect(
      isCorrection({
        at,
        kind: 'source',
        field: 'prize2, prize3, prize4',
        from: 'columns',
        to: 'tiers',
      }),
    ).toBe(false);
    expect(isCorrection({ at, kind: 'source', field: '2 ตัวบน', from: '06', to: '05' })).toBe(false);
    expect(isCorrection({ at, kind: 'added', field: 'prize5', from: null, to: ['123456'] })).toBe(
      false,
    );
  });
});

describe('sameNumbers', () => {
  it('when two lists hold the same numbers in another order, then they are the same; a repeat or a missing one differs', () => {
    expect(sameNumbers(['881', '339'], ['339', '881'])).toBe(true);
    expect(sameNumbers(['339', '339'], ['339', '881'])).toBe(false);
    expect(sameNumbers(['339'], ['339', '881'])).toBe(false);
    expect(sameNumbers(undefined, undefined)).toBe(true);
    expect(sameNumbers(undefined, [])).toBe(false);
  });
});

describe('a draw correction, as the draw page says it', () => {
  it('when a list changes, then only the numbers that differ are named, as multisets', () => {
    expect(
      changedValues({
        at: '2026-01-02T00:00:00.000Z',
        kind: 'corrected',
        field: 'prize4',
        from: ['111111', '222222', '222222'],
        to: ['111111', '222222', '333333'],
      }),
    ).toEqual({ from: ['222222'], to: ['333333'] });
  });

  it('when a single value changes, then old and new are named as they were', () => {
    expect(
      changedValues({
        at: '2026-01-02T00:00:00.000Z',
        kind: 'corrected',
        field: 'last2',
        from: '96',
        to: '06',
      }),
    ).toEqual({ from: ['96'], to: ['06'] });
  });
});
