import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BUDDHIST_ERA_OFFSET,
  eraOf,
  formatShippedDraws,
  nearFirstOf,
  parseShippedDraws,
  type ShippedDraw,
  ShippedDrawSchema,
  THAI_MONTHS,
} from '@lotto/contracts';
import { buildHistory } from './history-build.js';
import { DUPLICATE_ROWS, PERIOD_DRAW_DATES, SOURCE_DECISIONS } from './source-fixes.js';

// The source tables live beside the repository (../shared/data from the repo root); they are read
// at test time, never copied in. The shipped history is data/history/draws.ndjson.
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('the history build tests must run inside the Lotto repository');
    dir = parent;
  }
  return dir;
}
const ROOT = repoRoot();
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const GLO_TEXT = read('../shared/data/glo-results-1990-2026.psv');
const CSV_TEXT = read('../shared/data/full-prizes-2006-2024.csv');
const SHIPPED_PATH = 'data/history/draws.ndjson';

const built = buildHistory(GLO_TEXT, CSV_TEXT);
const { draws, report } = built;
const byDate = new Map(draws.map((d) => [d.date, d]));
const drawOn = (date: string) => {
  const draw = byDate.get(date);
  if (draw === undefined) throw new Error(`no draw ${date}`);
  return draw;
};
const correctionsOf = (date: string) => drawOn(date).corrections ?? [];

describe('buildHistory on the real source tables', () => {
  it('when both tables are converted, then every GLO draw is shipped, by era, and nothing is left unresolved', () => {
    expect(report).toMatchObject({
      draws: 875,
      byEra: { 'seven-digit': 120, 'four-last3': 495, front3: 260 },
      withCsv: 427,
      complete: 343,
      missing: { near1: 328, prize2: 328, prize3: 328, prize4: 331, prize5: 532 },
      notInCsv: ['2007-12-01', '2011-03-01'],
      skipped: [{ source: 'csv', line: 331, date: undefined, reason: 'empty row' }],
      disagreements: [],
      unresolved: [],
    });
    expect(report.corrections).toHaveLength(229);
    expect(draws.map((d) => d.date)).toEqual([...byDate.keys()].sort().reverse());
  });

  it('when the 1 Apr 2020 period is built, then it is one draw, drawn on 16 May 2020, and no 2020-05-16 period exists', () => {
    expect(drawOn('2020-04-01')).toMatchObject({
      drawDate: '2020-05-16',
      prize1: '051095',
      sources: ['glo', 'csv'],
    });
    expect(byDate.has('2020-05-16')).toBe(false);
    expect(correctionsOf('2020-04-01')).toEqual([
      expect.objectContaining({ field: 'date', from: '2020-05-16', to: '2020-04-01' }),
    ]);
    expect(draws.filter((d) => d.drawDate !== d.date).map((d) => d.date)).toEqual(['2020-04-01']);
  });

  it('when the 1990–94 draws are built, then their 7-digit first prizes are kept in the seven-digit era', () => {
    const sevenDigit = draws.filter((d) => eraOf(d.date).id === 'seven-digit');
    expect(sevenDigit).toHaveLength(120);
    expect(sevenDigit.every((d) => d.prize1?.length === 7 && d.last3?.length === 4)).toBe(true);
    expect(drawOn('1990-01-16')).toEqual({
      date: '1990-01-16',
      drawDate: '1990-01-16',
      prize1: '3992239',
      last3: ['898', '234', '288', '284'],
      last2: '97',
      status: 'final',
      sources: ['glo'],
    });
  });

  it('when GLO and the CSV disagree on 2007-01-16 last-2, then 54 is shipped on the basis of [VW]', () => {
    expect(drawOn('2007-01-16').last2).toBe('54');
    expect(correctionsOf('2007-01-16')).toContainEqual(
      expect.objectContaining({
        field: 'last2',
        from: '55',
        to: '54',
        basis: expect.stringMatching(/\[VW\] lottonumbers\/2007-01-16\.txt/) as unknown,
      }),
    );
  });

  it('when the GLO "2 ตัวบน" column of 2023-07-01 disagrees with its first prize, then 922605 is kept and the fix recorded', () => {
    expect(drawOn('2023-07-01')).toMatchObject({ prize1: '922605', near1: ['922604', '922606'] });
    expect(correctionsOf('2023-07-01')).toEqual([
      expect.objectContaining({ field: '2 ตัวบน', from: '06', to: '05' }),
    ]);
  });

  it('when 2007 near-first numbers are not first prize ± 1, then all nine are fixed to first prize ± 1', () => {
    const fixed = report.corrections.filter((c) => c.field === 'near1');
    expect(fixed.map((c) => c.date).sort()).toEqual([
      '2007-06-16',
      '2007-08-16',
      '2007-09-01',
      '2007-09-16',
      '2007-10-16',
      '2007-11-01',
      '2007-11-16',
      '2007-12-16',
      '2007-12-30',
    ]);
    for (const { date } of fixed) {
      const draw = drawOn(date);
      expect([...(draw.near1 ?? [])].sort()).toEqual(nearFirstOf(draw.prize1 ?? ''));
    }
  });

  it('when a 4th prize holds xxxxxx placeholders, then the tier is left missing and the source list kept in the correction', () => {
    for (const date of ['2008-11-16', '2008-12-01', '2009-10-01']) {
      expect(drawOn(date).prize4).toBeUndefined();
      const [fix] = correctionsOf(date).filter((c) => c.field === 'prize4');
      expect(fix).toMatchObject({ to: null });
      expect(fix?.from).toHaveLength(50);
      expect(fix?.from).toContain('xxxxxx');
    }
  });

  it('when 2009-08-01 has a cut-short 4th-prize number, then [VW]’s 000389 replaces 0003', () => {
    expect(drawOn('2009-08-01').prize4).toContain('000389');
    expect(correctionsOf('2009-08-01')).toContainEqual(
      expect.objectContaining({ field: 'prize4', from: ['0003'], to: ['000389'] }),
    );
  });

  it('when CSV rows have their tier columns shifted, then the 204 of 2006-12-30..2015-07-16 are remapped with prize5 missing', () => {
    const shifted = report.corrections
      .filter((c) => c.field === 'prize2, prize3, prize4')
      .map((c) => c.date);
    expect(shifted).toHaveLength(204);
    expect(shifted.every((date) => date >= '2006-12-30' && date <= '2015-07-16')).toBe(true);
    const draw = drawOn('2014-02-16');
    expect(draw.prize5).toBeUndefined();
    expect([draw.prize2?.length, draw.prize3?.length, draw.prize4?.length]).toEqual([5, 10, 50]);
    expect(drawOn('2015-08-01').prize5).toHaveLength(100);
  });

  it('when CSV first prizes carry stray spaces, then the nine are trimmed and recorded', () => {
    const trimmed = report.corrections.filter((c) => c.field === 'prize1');
    expect(trimmed).toHaveLength(9);
    expect(trimmed).toContainEqual(
      expect.objectContaining({ date: '2010-10-16', from: ' 621377', to: '621377' }),
    );
  });

  it('when a draw is built, then its sources say which tables gave it', () => {
    expect(drawOn('2026-08-01').sources).toEqual(['glo']);
    expect(drawOn('2007-12-01').sources).toEqual(['glo']);
    expect(drawOn('2024-12-16').sources).toEqual(['glo', 'csv']);
    expect(draws.every((d) => d.status === 'final')).toBe(true);
  });
});

describe('the shipped history', () => {
  it('when the converter runs now, then it writes exactly the committed data/history/draws.ndjson', () => {
    expect(read(SHIPPED_PATH) === formatShippedDraws(draws)).toBe(true);
  });

  it('when the committed file is read, then every one of its 875 lines is a draw that passes ShippedDrawSchema', () => {
    const rows = parseShippedDraws(read(SHIPPED_PATH));
    expect(rows.filter((r) => !r.ok)).toEqual([]);
    expect(rows).toHaveLength(875);
    for (const draw of draws) expect(v.safeParse(ShippedDrawSchema, draw).success).toBe(true);
  });

  it('when data/README.md lists the corrections, then every decision and duplicated row of the converter is in its table', () => {
    const readme = read('data/README.md');
    for (const d of [...SOURCE_DECISIONS, ...DUPLICATE_ROWS])
      expect(readme).toMatch(new RegExp(`\\| [^|\\n]*${d.date}`));
  });
});

// Synthetic tables: a draw written into both formats must come back whole, with nothing corrected.
const GLO_HEADER = '|||รางวัลที่ 1|2 ตัวบน|3 ตัวบน|2 ตัวล่าง|3 ตัวหน้า|3 ตัวหลัง';
const CSV_HEADER =
  'date,prize_1st,prize_pre_3digit,prize_sub_3digits,prize_2digits,nearby_1st,prize_2nd,prize_3rd,prize_4th,prize_5th';
const py = (list: readonly string[] = []) => `"[${list.map((x) => `'${x}'`).join(', ')}]"`;

function gloLine(d: ShippedDraw): string {
  const [y, m, day] = d.date.split('-').map(Number) as [number, number, number];
  const p1 = d.prize1 ?? '';
  return [
    day,
    THAI_MONTHS[m - 1],
    y + BUDDHIST_ERA_OFFSET,
    p1,
    p1.slice(-2),
    p1.slice(-3),
    d.last2,
    (d.front3 ?? []).join(' '),
    (d.last3 ?? []).join(' '),
  ].join('|');
}
const csvLine = (d: ShippedDraw) =>
  [
    d.date,
    d.prize1,
    py(d.front3),
    py(d.last3),
    d.last2,
    py(d.near1),
    py(d.prize2),
    py(d.prize3),
    py(d.prize4),
    py(d.prize5),
  ].join(',');

const six = fc.stringMatching(/^\d{6}$/);
const three = fc.stringMatching(/^\d{3}$/);
const list = (arb: fc.Arbitrary<string>, n: number) =>
  fc.array(arb, { minLength: n, maxLength: n });
const modernDraw: fc.Arbitrary<ShippedDraw> = fc
  .record({
    day: fc.date({
      min: new Date('2016-01-01T00:00:00Z'),
      max: new Date('2024-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    prize1: six,
    front3: list(three, 2),
    last3: list(three, 2),
    last2: fc.stringMatching(/^\d{2}$/),
    prize2: list(six, 5),
    prize3: list(six, 10),
    prize4: list(six, 50),
    prize5: list(six, 100),
  })
  .map(({ day, ...numbers }) => {
    const date = day.toISOString().slice(0, 10);
    // A period drawn on another day (1 Apr 2020 → 16 May 2020) gets that draw date by the converter.
    const drawDate = PERIOD_DRAW_DATES.find((p) => p.date === date)?.drawDate ?? date;
    return {
      date,
      drawDate,
      ...numbers,
      near1: nearFirstOf(numbers.prize1),
      status: 'final',
      sources: ['glo', 'csv'],
    };
  });

function sampleDraw(seed: number): ShippedDraw {
  const [draw] = fc.sample(modernDraw, { numRuns: 1, seed });
  if (draw === undefined) throw new Error('fast-check gave no sample');
  return draw;
}

describe('buildHistory on generated tables', () => {
  const noTables = { decisions: [], duplicates: [] };

  it('when a valid draw is written as a GLO row and a CSV row, then the converter gives back the same draw, uncorrected', () => {
    fc.assert(
      fc.property(modernDraw, (draw) => {
        const result = buildHistory(
          `${GLO_HEADER}\n${gloLine(draw)}\n`,
          `${CSV_HEADER}\n${csvLine(draw)}\n`,
          noTables,
        );
        expect(result.draws).toEqual([draw]);
        expect(result.report).toMatchObject({ corrections: [], unresolved: [], disagreements: [] });
      }),
      { numRuns: 60 },
    );
  });

  it('when a tier breaks a rule that no decision covers, then the tier is left out and the problem reported, not guessed', () => {
    const draw = sampleDraw(7);
    const broken = {
      ...draw,
      prize3: draw.prize3?.slice(1),
      last2: draw.last2 === '00' ? '01' : '00',
    };
    const result = buildHistory(
      `${GLO_HEADER}\n${gloLine(draw)}\n`,
      `${CSV_HEADER}\n${csvLine(broken)}\n`,
      noTables,
    );
    expect(result.draws[0]?.prize3).toBeUndefined();
    expect(result.draws[0]?.last2).toBe(draw.last2);
    expect(result.report.unresolved).toEqual([
      expect.objectContaining({
        source: 'csv',
        line: 2,
        problem: expect.stringMatching(/^prize3: 3rd prize needs exactly 10 numbers/) as unknown,
      }),
    ]);
    expect(result.report.disagreements).toEqual([
      { date: draw.date, tier: 'last2', glo: draw.last2, csv: broken.last2 },
    ]);
  });

  it('when a decision no longer fits its source, then the build stops naming it', () => {
    const draw = sampleDraw(3);
    const stale = {
      source: 'glo',
      date: draw.date,
      field: 'last2',
      from: 'xx',
      to: '11',
      wrong: 'w',
      basis: 'b',
    } as const;
    expect(() =>
      buildHistory(`${GLO_HEADER}\n${gloLine(draw)}\n`, `${CSV_HEADER}\n${csvLine(draw)}\n`, {
        decisions: [stale],
        duplicates: [],
      }),
    ).toThrow(/expects "xx"/);
    const unused = { ...stale, date: '1999-01-01' };
    expect(() =>
      buildHistory(`${GLO_HEADER}\n${gloLine(draw)}\n`, '', {
        decisions: [unused],
        duplicates: [],
      }),
    ).toThrow(/fit no source row: glo\|1999-01-01\|last2/);
  });
});
