import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BUDDHIST_ERA_OFFSET,
  claimDeadline,
  drawAmount,
  eraOf,
  eraTiers,
  formatShippedDraws,
  nearFirstOf,
  parseShippedDraws,
  prizeAmount,
  type ShippedDraw,
  ShippedDrawSchema,
  THAI_MONTHS,
  type Tier,
  TIERS,
  tierNumbers,
} from '@lotto/contracts';
import { drawsBetween } from '@lotto/number-tools';
import { buildHistory, type HistorySources, type HistoryTables } from './history-build.js';
import { sanookIdOf } from './sanook-archive.js';
import {
  DUPLICATE_ROWS,
  MISDATED_ROWS,
  PERIOD_DRAW_DATES,
  SOURCE_DECISIONS,
} from './source-fixes.js';

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
const SANOOK_TEXT = read('../shared/data/sanook-archive-2006-2026-06.ndjson');
const SHIPPED_PATH = 'data/history/draws.ndjson';

const built = buildHistory({ glo: GLO_TEXT, csv: CSV_TEXT, sanook: SANOOK_TEXT });
const { draws, report } = built;
const byDate = new Map(draws.map((d) => [d.date, d]));
const drawOn = (date: string) => {
  const draw = byDate.get(date);
  if (draw === undefined) throw new Error(`no draw ${date}`);
  return draw;
};
const correctionsOf = (date: string) => drawOn(date).corrections ?? [];

describe('buildHistory on the real source tables', () => {
  it('when the three tables are converted, then every GLO draw is shipped, by era, and nothing is left unresolved', () => {
    expect(report).toMatchObject({
      draws: 875,
      byEra: { 'seven-digit': 120, 'four-last3': 495, front3: 260 },
      withSource: { glo: 875, csv: 427, sanook: 463 },
      complete: 571,
      missing: { near1: 292, prize2: 292, prize3: 292, prize4: 295, prize5: 299 },
      disputed: { last2: 2 },
      notInCsv: ['2007-12-01', '2011-03-01'],
      notInSanook: ['2007-12-01'],
      skipped: [{ source: 'csv', line: 331, date: undefined, reason: 'empty row' }],
      reordered: { csv: 162, sanook: 194 },
      readings: { 'sanook-no-front3': 207, 'sanook-no-front3-amount': 207 },
      unresolved: [],
    });
    expect(report.corrections).toHaveLength(259);
    expect(draws.map((d) => d.date)).toEqual([...byDate.keys()].sort().reverse());
  });

  it('when the 1 Apr 2020 period is built, then it is one draw, drawn on 16 May 2020, and no 2020-05-16 period exists', () => {
    expect(drawOn('2020-04-01')).toMatchObject({
      drawDate: '2020-05-16',
      prize1: '051095',
      sources: ['glo', 'csv', 'sanook'],
    });
    expect(byDate.has('2020-05-16')).toBe(false);
    // Both the CSV (line 112) and the archive (line 146) repeat it under 2020-05-16.
    expect(correctionsOf('2020-04-01')).toEqual([
      expect.objectContaining({ field: 'date', from: '2020-05-16', to: '2020-04-01' }),
      expect.objectContaining({ field: 'date', from: '2020-05-16', to: '2020-04-01' }),
    ]);
    expect(
      report.corrections.filter((c) => c.field === 'date').map((c) => [c.source, c.line, c.date]),
    ).toEqual([
      ['csv', 112, '2020-04-01'],
      ['sanook', 146, '2020-04-01'],
      ['sanook', 365, '2011-03-01'],
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

  it('when GLO says 55 and the two Sanook scrapes 54 for 2007-01-16’s last-2, then it is left open: two copies of one page are no majority', () => {
    const draw = drawOn('2007-01-16');
    expect(draw.last2).toBeUndefined();
    expect(draw.disagreements).toEqual([
      expect.objectContaining({
        tier: 'last2',
        values: [
          { source: 'glo', numbers: ['55'] },
          { source: 'csv', numbers: ['54'] },
          { source: 'sanook', numbers: ['54'] },
        ],
      }),
    ]);
    expect(correctionsOf('2007-01-16').filter((c) => c.field === 'last2')).toEqual([]);
  });

  it('when the GLO "2 ตัวบน" column of 2023-07-01 disagrees with its first prize, then 922605 is kept and the fix recorded', () => {
    expect(drawOn('2023-07-01')).toMatchObject({ prize1: '922605', near1: ['922604', '922606'] });
    expect(correctionsOf('2023-07-01')).toEqual([
      expect.objectContaining({ field: '2 ตัวบน', from: '06', to: '05' }),
    ]);
  });

  it('when 2007 near-first numbers are not first prize ± 1, then all nine are fixed to first prize ± 1 in both scrapes', () => {
    const fixed = report.corrections.filter((c) => c.field === 'near1');
    const datesOf = (source: string) =>
      fixed
        .filter((c) => c.source === source)
        .map((c) => c.date)
        .sort();
    expect(datesOf('sanook')).toEqual(datesOf('csv'));
    expect(datesOf('csv')).toEqual([
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
      const fixes = report.corrections.filter((c) => c.date === date && c.field === 'prize4');
      // The archive has the same placeholders as the CSV: it does not fill these 4th prizes.
      expect(fixes.map((c) => c.source)).toEqual(['csv', 'sanook']);
      for (const fix of fixes) {
        expect(fix).toMatchObject({ to: null });
        expect(fix.from).toHaveLength(50);
        expect(fix.from).toContain('xxxxxx');
      }
    }
  });

  it('when an archive 5th prize holds xxxxxx placeholders, then the tier is left missing on those seven draws only', () => {
    const fixes = report.corrections.filter((c) => c.field === 'prize5');
    expect(
      fixes.map((c) => [c.date, c.line, (c.from as string[]).filter((n) => n === 'xxxxxx').length]),
    ).toEqual([
      ['2010-09-16', 376, 50],
      ['2010-09-01', 377, 5],
      ['2009-11-16', 396, 2],
      ['2009-11-01', 397, 1],
      ['2009-07-16', 404, 3],
      ['2008-09-01', 425, 10],
      ['2008-08-16', 426, 5],
    ]);
    for (const { date } of fixes) expect(drawOn(date).prize5).toBeUndefined();
    const withFifth = draws.filter(
      (d) => d.date >= '2006-12-30' && d.date <= '2015-07-16' && d.prize5 !== undefined,
    );
    expect(withFifth).toHaveLength(198);
    expect(withFifth.every((d) => d.sources.includes('sanook'))).toBe(true);
  });

  it('when 2009-08-01 has a cut-short 4th-prize number, then [VW]’s 000389 replaces 0003 in both scrapes', () => {
    expect(drawOn('2009-08-01').prize4).toContain('000389');
    const fixes = report.corrections.filter((c) => c.date === '2009-08-01' && c.field === 'prize4');
    expect(fixes).toEqual([
      expect.objectContaining({ source: 'csv', line: 369, from: ['0003'], to: ['000389'] }),
      expect.objectContaining({ source: 'sanook', line: 403, from: ['0003'], to: ['000389'] }),
    ]);
  });

  it('when CSV rows have their tier columns shifted, then the 204 of 2006-12-30..2015-07-16 are remapped and agree with the archive, whose 5th prize completes them', () => {
    const shifted = report.corrections
      .filter((c) => c.field === 'prize2, prize3, prize4')
      .map((c) => c.date);
    expect(shifted).toHaveLength(204);
    expect(shifted.every((date) => date >= '2006-12-30' && date <= '2015-07-16')).toBe(true);
    const draw = drawOn('2014-02-16');
    expect(draw.sources).toEqual(['glo', 'csv', 'sanook']);
    expect([
      draw.prize2?.length,
      draw.prize3?.length,
      draw.prize4?.length,
      draw.prize5?.length,
    ]).toEqual([5, 10, 50, 100]);
    expect(drawOn('2015-08-01').prize5).toHaveLength(100);
  });

  it('when first prizes carry stray spaces, then the nine of the CSV and the same nine of the archive are trimmed and recorded', () => {
    const trimmed = report.corrections.filter((c) => c.field === 'prize1');
    expect(trimmed.filter((c) => c.source === 'csv')).toHaveLength(9);
    expect(trimmed.filter((c) => c.source === 'sanook').map((c) => c.date)).toEqual(
      trimmed.filter((c) => c.source === 'csv').map((c) => c.date),
    );
    expect(trimmed).toContainEqual(
      expect.objectContaining({
        date: '2010-10-16',
        source: 'sanook',
        line: 374,
        from: ' 621377',
        to: '621377',
      }),
    );
  });

  it('when the archive dates the 1 Mar 2011 draw 2011-02-28, then it is read as 2011-03-01 and gives that draw every tier', () => {
    const draw = drawOn('2011-03-01');
    expect(byDate.has('2011-02-28')).toBe(false);
    expect(draw.sources).toEqual(['glo', 'sanook']);
    expect(eraTiers(draw.date).filter((tier) => tierNumbers(draw, tier) === undefined)).toEqual([]);
    expect(correctionsOf('2011-03-01')).toEqual([
      expect.objectContaining({ field: 'date', from: '2011-02-28', to: '2011-03-01' }),
    ]);
  });

  it('when a draw is built, then its sources say which tables gave it', () => {
    expect(drawOn('2026-08-01').sources).toEqual(['glo']);
    expect(drawOn('2026-06-01').sources).toEqual(['glo', 'sanook']);
    expect(drawOn('2007-12-01').sources).toEqual(['glo']);
    expect(drawOn('2024-12-16').sources).toEqual(['glo', 'csv', 'sanook']);
    expect(draws.every((d) => d.status === 'final')).toBe(true);
  });

  it('when GLO and the archive disagree on 2025-06-16’s last-2, then the tier is left out and both values kept on the draw', () => {
    const draw = drawOn('2025-06-16');
    expect(draw.last2).toBeUndefined();
    expect(draw.disagreements).toEqual([
      {
        tier: 'last2',
        values: [
          { source: 'glo', numbers: ['96'] },
          { source: 'sanook', numbers: ['06'] },
        ],
        note: expect.stringMatching(/GLO's official results sheet/) as unknown,
      },
    ]);
    expect(report.disagreements).toEqual([
      {
        date: '2025-06-16',
        tier: 'last2',
        values: [
          { source: 'glo', line: 29, numbers: ['96'] },
          { source: 'sanook', line: 24, numbers: ['06'] },
        ],
      },
      {
        date: '2007-01-16',
        tier: 'last2',
        values: [
          { source: 'glo', line: 468, numbers: ['55'] },
          { source: 'csv', line: 429, numbers: ['54'] },
          { source: 'sanook', line: 463, numbers: ['54'] },
        ],
      },
    ]);
    expect(draws.filter((d) => d.disagreements !== undefined).map((d) => d.date)).toEqual([
      '2025-06-16',
      '2007-01-16',
    ]);
  });

  it('when the archive states the amounts, then those filling or contradicting the schedule are kept on the draw and the rest confirm it', () => {
    expect(report.amounts.confirmed).toBe(356);
    expect(report.amounts.contradicted).toEqual([
      { date: '2015-08-16', tier: 'prize1', stated: 3_000_000, scheduled: 2_000_000 },
      { date: '2015-08-01', tier: 'prize1', stated: 3_000_000, scheduled: 2_000_000 },
    ]);
    expect(drawAmount(drawOn('2015-08-01'), 'prize1')).toEqual({
      baht: null,
      source: null,
      disagreement: [
        { source: 'schedule', baht: 2_000_000 },
        { source: 'sanook', baht: 3_000_000 },
      ],
    });
    const filled = report.amounts.filled;
    expect(filled).toHaveLength(105);
    expect(filled.every((f) => f.tier === 'prize1' && f.scheduled === null)).toBe(true);
    expect(new Set(filled.filter((f) => f.date < '2017-09-01').map((f) => f.stated))).toEqual(
      new Set([3_000_000]),
    );
    expect(new Set(filled.filter((f) => f.date >= '2017-09-01').map((f) => f.stated))).toEqual(
      new Set([6_000_000]),
    );
    expect(drawAmount(drawOn('2018-03-02'), 'prize1')).toEqual({
      baht: 6_000_000,
      source: 'sanook',
    });
    expect(drawOn('2024-12-16').amounts).toBeUndefined();
    expect(draws.filter((d) => d.amounts !== undefined)).toHaveLength(107);
  });

  it('when a number sits in two prize tiers of a draw, then the report lists it (both tables have it so; nothing is changed)', () => {
    expect(report.repeatedAcrossTiers).toEqual([
      { date: '2016-11-01', number: '547697', tiers: ['prize4', 'prize5'] },
      ...['055970', '100858', '143532', '761363'].map((number) => ({
        date: '2016-06-01',
        number,
        tiers: ['prize3', 'prize4'],
      })),
      { date: '2010-05-02', number: '320172', tiers: ['prize4', 'prize5'] },
      { date: '2007-10-16', number: '598532', tiers: ['prize4', 'prize5'] },
    ]);
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
    for (const d of [...SOURCE_DECISIONS, ...DUPLICATE_ROWS, ...MISDATED_ROWS])
      expect(readme).toMatch(new RegExp(`\\| [^|\\n]*${d.date}`));
    for (const d of report.disagreements)
      expect(readme).toMatch(new RegExp(`\\| ${d.date} +\\| ${d.tier}`));
  });

  // The draws whose tickets can still be claimed on 26 Nov 2026 (drawn in the last two years, by
  // the draw calendar) and which of them the shipped file can check against every prize.
  it('when the draws still claimable on 26 Nov 2026 are checked against the shipped file, then 36 of the 48 hold every prize', () => {
    const today = '2026-11-26';
    const shipped = new Map(
      parseShippedDraws(read(SHIPPED_PATH)).flatMap((row) =>
        row.ok ? [[row.draw.date, row.draw]] : [],
      ),
    );
    const claimable = drawsBetween('2024-11-26', today)
      .map((d) => d.date)
      .filter((date) => claimDeadline(date) >= today);
    expect(claimable).toHaveLength(48);
    const why = (date: string) => {
      const draw = shipped.get(date);
      if (draw === undefined) return 'not on file';
      const disputed = (draw.disagreements ?? []).map((d) => d.tier);
      if (disputed.length > 0) return `disputed: ${disputed.join(', ')}`;
      const missing = eraTiers(date).filter((tier) => tierNumbers(draw, tier) === undefined);
      return missing.length > 0 ? `missing: ${missing.join(', ')}` : 'every prize';
    };
    const byReason = new Map<string, string[]>();
    for (const date of claimable)
      byReason.set(why(date), [...(byReason.get(why(date)) ?? []), date]);
    expect(Object.fromEntries(byReason)).toEqual({
      'every prize': claimable.filter((date) => date <= '2026-06-01' && date !== '2025-06-16'),
      'disputed: last2': ['2025-06-16'],
      'missing: near1, prize2, prize3, prize4, prize5': [
        '2026-06-16',
        '2026-07-01',
        '2026-07-16',
        '2026-08-01',
      ],
      'not on file': [
        '2026-08-16',
        '2026-09-01',
        '2026-09-16',
        '2026-10-01',
        '2026-10-16',
        '2026-11-01',
        '2026-11-16',
      ],
    });
    expect(byReason.get('every prize')).toHaveLength(36);
  });
});

// Synthetic tables: a draw written into the three formats must come back whole, with nothing
// corrected; each caveat of the sources, written into a small table, must be handled and reported.
const GLO_HEADER = '|||รางวัลที่ 1|2 ตัวบน|3 ตัวบน|2 ตัวล่าง|3 ตัวหน้า|3 ตัวหลัง';
const CSV_HEADER =
  'date,prize_1st,prize_pre_3digit,prize_sub_3digits,prize_2digits,nearby_1st,prize_2nd,prize_3rd,prize_4th,prize_5th';
const py = (list: readonly string[] = []) => `"[${list.map((x) => `'${x}'`).join(', ')}]"`;

function gloLine(d: ShippedDraw): string {
  const [y, m, day] = d.date.split('-').map(Number) as [number, number, number];
  const p1 = d.prize1 ?? '';
  const hasFront3 = eraOf(d.date).tiers.front3 !== undefined;
  const last3 = d.last3 ?? [];
  return [
    day,
    THAI_MONTHS[m - 1],
    y + BUDDHIST_ERA_OFFSET,
    p1,
    p1.slice(-2),
    p1.slice(-3),
    d.last2,
    (hasFront3 ? (d.front3 ?? []) : last3.slice(0, 2)).join(' '),
    (hasFront3 ? last3 : last3.slice(2)).join(' '),
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

/** Baht as the archive writes it: 6000000 → "6,000,000". */
const bahtText = (baht: number) => baht.toLocaleString('en-US');

/** The amount an archive line states: the schedule's, today's where the schedule has none on file. */
const statedFor = (date: string, tier: Tier) =>
  prizeAmount(date, tier) ?? prizeAmount('2024-12-16', tier) ?? 0;

/** A draw as an archive line, stating the amounts of `statedFor`. */
function sanookLine(
  d: ShippedDraw,
  date = d.date,
  overrides: Record<string, unknown> = {},
): string {
  const before2015 = eraOf(d.date).tiers.front3 === undefined;
  const amounts = Object.fromEntries(
    TIERS.map((tier) => [
      tier,
      before2015 && tier === 'front3' ? '2,000' : bahtText(statedFor(d.date, tier)),
    ]),
  );
  return JSON.stringify({
    date,
    id: sanookIdOf(date),
    prize1: d.prize1,
    near1: d.near1,
    front3: before2015 ? ['xxx', 'xxx'] : d.front3,
    last3: d.last3,
    last2: d.last2,
    prize2: d.prize2,
    prize3: d.prize3,
    prize4: d.prize4,
    prize5: d.prize5,
    amounts,
    ...overrides,
  });
}

const texts = (
  d: ShippedDraw,
  lines: { glo?: string; csv?: string; sanook?: string } = {},
): HistorySources => ({
  glo: `${GLO_HEADER}\n${lines.glo ?? gloLine(d)}\n`,
  csv: `${CSV_HEADER}\n${lines.csv ?? csvLine(d)}\n`,
  sanook: `${lines.sanook ?? sanookLine(d)}\n`,
});

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
      sources: ['glo', 'csv', 'sanook'],
    };
  });

function sampleDraw(seed: number): ShippedDraw {
  const [draw] = fc.sample(modernDraw, { numRuns: 1, seed });
  if (draw === undefined) throw new Error('fast-check gave no sample');
  return draw;
}

/** A draw of the four-last3 era (2009-08-01): four last-3 numbers, no front-3. */
function oldDraw(seed: number, date = '2009-08-01'): ShippedDraw {
  const { front3: _front3, last3: _last3, ...rest } = sampleDraw(seed);
  return { ...rest, date, drawDate: date, last3: ['123', '456', '789', '012'] };
}

/** The amounts a draw keeps from its archive line: those filling a gap of the schedule. */
function expectedAmounts(date: string) {
  const gaps = eraTiers(date).filter((tier) => prizeAmount(date, tier) === null);
  if (gaps.length === 0) return {};
  return {
    amounts: {
      source: 'sanook',
      baht: Object.fromEntries(gaps.map((tier) => [tier, statedFor(date, tier)])),
    },
  };
}

const noTables: HistoryTables = { decisions: [], duplicates: [], misdated: [] };

describe('buildHistory on generated tables', () => {
  it('when a valid draw is written as a GLO row, a CSV row and an archive line, then the converter gives back the same draw, uncorrected', () => {
    fc.assert(
      fc.property(modernDraw, (draw) => {
        const result = buildHistory(texts(draw), noTables);
        expect(result.draws).toEqual([{ ...draw, ...expectedAmounts(draw.date) }]);
        expect(result.report).toMatchObject({ corrections: [], unresolved: [], disagreements: [] });
      }),
      { numRuns: 60 },
    );
  });

  it('when a tier breaks a rule that no decision covers, then that table’s tier is left out and the problem reported, not guessed', () => {
    const draw = sampleDraw(7);
    const result = buildHistory(
      texts(draw, { csv: csvLine({ ...draw, prize3: draw.prize3?.slice(1) }) }),
      noTables,
    );
    // The archive still gives the 3rd prize; the CSV's is reported and not used.
    expect(result.draws[0]?.prize3).toEqual(draw.prize3);
    expect(result.report.unresolved).toEqual([
      expect.objectContaining({
        source: 'csv',
        line: 2,
        problem: expect.stringMatching(/^prize3: 3rd prize needs exactly 10 numbers/) as unknown,
      }),
    ]);
  });

  it('when the tables disagree on a tier and no decision settles it, then the tier is left out and every table’s value kept on the draw', () => {
    const draw = sampleDraw(7);
    const other = draw.last2 === '00' ? '01' : '00';
    const result = buildHistory(
      texts(draw, { sanook: sanookLine({ ...draw, last2: other }) }),
      noTables,
    );
    const [built] = result.draws;
    expect(built?.last2).toBeUndefined();
    expect(built?.disagreements).toEqual([
      {
        tier: 'last2',
        values: [
          { source: 'glo', numbers: [draw.last2] },
          { source: 'csv', numbers: [draw.last2] },
          { source: 'sanook', numbers: [other] },
        ],
        note: expect.any(String) as unknown,
      },
    ]);
    expect(result.report.disagreements).toEqual([
      {
        date: draw.date,
        tier: 'last2',
        values: [
          { source: 'glo', line: 2, numbers: [draw.last2] },
          { source: 'csv', line: 2, numbers: [draw.last2] },
          { source: 'sanook', line: 1, numbers: [other] },
        ],
      },
    ]);
    // Two tables against one is still a disagreement: the converter takes no vote.
    expect(built?.sources).toEqual(['glo', 'csv', 'sanook']);
  });

  it('when the tables list front-3/last-3 in another order, then they agree (as sets) and GLO’s order is kept', () => {
    const draw = sampleDraw(11);
    const reversed = { ...draw, last3: [...(draw.last3 ?? [])].reverse() };
    const result = buildHistory(texts(draw, { sanook: sanookLine(reversed) }), noTables);
    expect(result.draws[0]?.last3).toEqual(draw.last3);
    expect(result.report.disagreements).toEqual([]);
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
    expect(() => buildHistory(texts(draw), { ...noTables, decisions: [stale] })).toThrow(
      /expects "xx"/,
    );
    const unused = { ...stale, date: '1999-01-01' };
    expect(() => buildHistory(texts(draw), { ...noTables, decisions: [unused] })).toThrow(
      /fit no source row: glo\|1999-01-01\|last2/,
    );
  });
});

describe('the Sanook archive’s caveats, on small tables', () => {
  it('when a line’s front3 is ["xxx", "xxx"] before 2015-09-01, then it is read as no front-3 prize; anything else there is reported', () => {
    const draw = oldDraw(5);
    const read = buildHistory(texts(draw), noTables);
    expect(read.draws[0]).toEqual({ ...draw, sources: ['glo', 'csv', 'sanook'] });
    expect(read.report.readings).toEqual({
      'sanook-no-front3': 1,
      'sanook-no-front3-amount': 1,
    });
    const odd = buildHistory(
      texts(draw, { sanook: sanookLine(draw, draw.date, { front3: ['123', '456'] }) }),
      noTables,
    );
    expect(odd.draws[0]?.front3).toBeUndefined();
    expect(odd.report.unresolved).toEqual([
      expect.objectContaining({
        source: 'sanook',
        line: 1,
        problem: expect.stringMatching(/^front3 is \["123","456"\] before 2015-09-01/) as unknown,
      }),
    ]);
  });

  it('when a number carries stray spaces, then it is trimmed and the fix recorded with its line', () => {
    const draw = sampleDraw(13);
    const spaced = { ...draw, prize1: `${draw.prize1 ?? ''} ` };
    const result = buildHistory(texts(draw, { sanook: sanookLine(spaced) }), noTables);
    expect(result.draws[0]?.prize1).toBe(draw.prize1);
    expect(result.report.corrections).toEqual([
      expect.objectContaining({
        source: 'sanook',
        line: 1,
        field: 'prize1',
        from: `${draw.prize1 ?? ''} `,
        to: draw.prize1,
      }),
    ]);
  });

  it('when a near-first number lost a digit, then it is reported and that table’s near-first left out; a decision fixes it', () => {
    const draw = sampleDraw(17);
    const [low = '', high = ''] = draw.near1 ?? [];
    const cut = { ...draw, near1: [low.slice(0, 5), high] };
    const sources = texts(draw, { sanook: sanookLine(cut) });
    const reported = buildHistory(sources, noTables);
    expect(reported.draws[0]?.near1).toEqual(draw.near1);
    // Reported as what it breaks (six digits, first prize ± 1), all on the archive's line.
    expect(
      reported.report.unresolved.map((u) => [u.source, u.line, u.problem.split(':')[0]]),
    ).toEqual([
      ['sanook', 1, 'near1.0'],
      ['sanook', 1, 'near1.0'],
    ]);
    const fixed = buildHistory(sources, {
      ...noTables,
      decisions: [
        {
          source: 'sanook',
          date: draw.date,
          field: 'near1',
          from: [low.slice(0, 5)],
          to: [low],
          wrong: 'cut',
          basis: 'first prize ± 1',
        },
      ],
    });
    expect(fixed.report.unresolved).toEqual([]);
    expect(fixed.report.corrections).toEqual([
      expect.objectContaining({
        source: 'sanook',
        field: 'near1',
        from: [low.slice(0, 5)],
        to: [low],
      }),
    ]);
  });

  it('when a 4th or 5th prize holds a cut-short number or xxxxxx placeholders, then it is reported, never used; a decision leaves it out with the source list kept', () => {
    const draw = oldDraw(19);
    const fifth = [...(draw.prize5 ?? [])];
    fifth.splice(0, 3, 'xxxxxx', 'xxxxxx', 'xxxxxx');
    const fourth = [...(draw.prize4 ?? [])];
    fourth[7] = (fourth[7] ?? '').slice(0, 4);
    const noisy = { ...draw, prize4: fourth, prize5: fifth };
    const sources = texts(draw, {
      csv: csvLine({ ...draw, prize5: [] }),
      sanook: sanookLine(noisy),
    });
    const reported = buildHistory(sources, noTables);
    expect(reported.draws[0]?.prize5).toBeUndefined();
    expect(reported.draws[0]?.prize4).toEqual(draw.prize4);
    expect(
      reported.report.unresolved.map((u) => [u.source, u.line, u.problem.split(':')[0]]),
    ).toEqual([
      ['sanook', 1, 'prize4.7'],
      ['sanook', 1, 'prize5.0'],
      ['sanook', 1, 'prize5.1'],
      ['sanook', 1, 'prize5.2'],
    ]);
    const decided = buildHistory(sources, {
      ...noTables,
      decisions: [
        {
          source: 'sanook',
          date: draw.date,
          field: 'prize5',
          from: ['xxxxxx', 'xxxxxx', 'xxxxxx'],
          to: null,
          wrong: 'placeholders',
          basis: 'no source gives them',
        },
        {
          source: 'sanook',
          date: draw.date,
          field: 'prize4',
          from: [fourth[7]],
          to: [draw.prize4?.[7] ?? ''],
          wrong: 'cut short',
          basis: 'another scrape',
        },
      ],
    });
    expect(decided.report.unresolved).toEqual([]);
    expect(decided.draws[0]?.prize4).toEqual(draw.prize4);
    expect(decided.draws[0]?.prize5).toBeUndefined();
    expect(decided.report.corrections).toContainEqual(
      expect.objectContaining({ source: 'sanook', field: 'prize5', from: fifth, to: null }),
    );
  });

  it('when a line is dated otherwise than its period, then it is reported as not in the GLO table; a decision moves it and records the date', () => {
    const period = oldDraw(23, '2011-03-01');
    const sources = { ...texts(period, { sanook: sanookLine(period, '2011-02-28') }), csv: '' };
    const reported = buildHistory(sources, noTables);
    expect(reported.report.unresolved).toEqual([
      expect.objectContaining({
        source: 'sanook',
        date: '2011-02-28',
        problem: 'no draw of this date in the GLO table',
      }),
    ]);
    expect(reported.report.notInSanook).toEqual([]);
    const rule = {
      source: 'sanook',
      date: '2011-02-28',
      period: '2011-03-01',
      prize1: period.prize1 ?? '',
      wrong: 'w',
      basis: 'b',
    } as const;
    const moved = buildHistory(sources, { ...noTables, misdated: [rule] });
    expect(moved.report.unresolved).toEqual([]);
    expect(moved.draws[0]?.sources).toEqual(['glo', 'sanook']);
    expect(moved.draws[0]?.corrections).toEqual([
      expect.objectContaining({ field: 'date', from: '2011-02-28', to: '2011-03-01' }),
    ]);
    expect(() =>
      buildHistory(sources, { ...noTables, misdated: [{ ...rule, prize1: '000000' }] }),
    ).toThrow(/Misdated row 2011-02-28 → 2011-03-01/);
  });

  it('when a line repeats another under a date with no draw, then it is folded into that period only if it is an exact copy', () => {
    const draw = sampleDraw(29);
    const copyDate = '2099-05-16';
    const sources = texts(draw, {
      sanook: `${sanookLine(draw, copyDate)}\n${sanookLine(draw)}`,
    });
    const duplicate = {
      source: 'sanook',
      date: copyDate,
      sameAs: draw.date,
      wrong: 'w',
      basis: 'b',
    } as const;
    const folded = buildHistory(sources, { ...noTables, duplicates: [duplicate] });
    expect(folded.draws).toHaveLength(1);
    expect(folded.draws[0]?.corrections).toEqual([
      expect.objectContaining({ field: 'date', from: copyDate, to: draw.date }),
    ]);
    const notACopy = texts(draw, {
      sanook: `${sanookLine({ ...draw, last2: '99' }, copyDate)}\n${sanookLine(draw)}`,
    });
    expect(() => buildHistory(notACopy, { ...noTables, duplicates: [duplicate] })).toThrow(
      /not identical copies/,
    );
  });

  it('when the archive lacks a draw of its range, then the report names it', () => {
    const [a, b, c] = ['2024-04-01', '2024-03-16', '2024-03-01'].map((date, i) => ({
      ...sampleDraw(31 + i),
      date,
      drawDate: date,
    })) as [ShippedDraw, ShippedDraw, ShippedDraw];
    const result = buildHistory(
      {
        glo: `${GLO_HEADER}\n${[a, b, c].map(gloLine).join('\n')}\n`,
        csv: '',
        sanook: `${sanookLine(a)}\n${sanookLine(c)}\n`,
      },
      noTables,
    );
    expect(result.report.notInSanook).toEqual(['2024-03-16']);
    expect(result.draws.map((d) => d.sources)).toEqual([
      ['glo', 'sanook'],
      ['glo'],
      ['glo', 'sanook'],
    ]);
  });

  it('when a line cannot be read, then it is skipped with its line number and reason', () => {
    const draw = sampleDraw(41);
    const good = sanookLine(draw);
    const bad = [
      'not json',
      JSON.stringify({ ...(JSON.parse(good) as object), id: '01011999' }),
      JSON.stringify({ ...(JSON.parse(good) as object), extra: 1 }),
      JSON.stringify({ ...(JSON.parse(good) as object), prize2: 'one' }),
      '',
    ];
    const result = buildHistory(texts(draw, { sanook: [...bad, good].join('\n') }), noTables);
    expect(result.report.skipped.map((s) => [s.line, s.reason.split(' ')[0]])).toEqual([
      [1, 'not'],
      [2, 'id'],
      [3, 'unknown'],
      [4, 'prize2'],
      [5, 'empty'],
    ]);
    expect(result.draws[0]?.sources).toEqual(['glo', 'csv', 'sanook']);
  });

  it('when the archive states amounts, then equal ones confirm the schedule, missing ones fill it, other ones are kept as contradicting it, unreadable ones are reported', () => {
    const draw = sampleDraw(43);
    const at = (date: string, amounts: Record<string, string>) => {
      const d = { ...draw, date, drawDate: date };
      const line = JSON.parse(sanookLine(d)) as { amounts: Record<string, string> };
      return buildHistory(
        texts(d, { sanook: sanookLine(d, date, { amounts: { ...line.amounts, ...amounts } }) }),
        noTables,
      );
    };
    const confirming = at('2024-03-01', {});
    expect(confirming.draws[0]?.amounts).toBeUndefined();
    expect(confirming.report.amounts).toEqual({ confirmed: 1, filled: [], contradicted: [] });

    const filling = at('2018-03-01', { prize1: '6,000,000' });
    expect(filling.draws[0]?.amounts).toEqual({ source: 'sanook', baht: { prize1: 6_000_000 } });
    expect(filling.report.amounts.filled).toEqual([
      { date: '2018-03-01', tier: 'prize1', stated: 6_000_000, scheduled: null },
    ]);

    const contradicting = at('2024-03-01', { prize5: '10,000' });
    expect(contradicting.draws[0]?.amounts).toEqual({ source: 'sanook', baht: { prize5: 10_000 } });
    expect(drawAmount(contradicting.draws[0] ?? draw, 'prize5')).toMatchObject({ baht: null });
    expect(contradicting.report.amounts.contradicted).toEqual([
      { date: '2024-03-01', tier: 'prize5', stated: 10_000, scheduled: 20_000 },
    ]);

    const unreadable = at('2024-03-01', { prize2: '200.000' });
    expect(unreadable.draws[0]?.amounts).toBeUndefined();
    expect(unreadable.report.unresolved).toEqual([
      expect.objectContaining({
        source: 'sanook',
        problem: 'amounts.prize2 is "200.000", not an amount in baht (not kept)',
      }),
    ]);
  });
});

describe('the GLO table’s and the CSV’s caveats, on small tables', () => {
  it('when a CSV row of before 2015-09-01 has its tier columns shifted by one, then it is remapped, recorded, and agrees with the archive', () => {
    const draw = oldDraw(47);
    const shifted = [
      draw.date,
      draw.prize1,
      py([]),
      py(draw.last3),
      draw.last2,
      py(draw.near1),
      py([]),
      py(draw.prize2),
      py(draw.prize3),
      py(draw.prize4),
    ].join(',');
    const result = buildHistory(texts(draw, { csv: shifted }), noTables);
    expect(result.draws[0]).toMatchObject({
      prize2: draw.prize2,
      prize3: draw.prize3,
      prize4: draw.prize4,
      prize5: draw.prize5,
      sources: ['glo', 'csv', 'sanook'],
    });
    expect(result.report.corrections).toEqual([
      expect.objectContaining({ source: 'csv', line: 2, field: 'prize2, prize3, prize4' }),
    ]);
    expect(result.report.disagreements).toEqual([]);
  });

  it('when a CSV first prize carries spaces and an empty row sits between rows, then it is trimmed and recorded, the row skipped with its line', () => {
    const draw = sampleDraw(53);
    const spaced = csvLine({ ...draw, prize1: ` ${draw.prize1 ?? ''}` });
    const result = buildHistory(
      { ...texts(draw), csv: `${CSV_HEADER}\n""\n${spaced}\n` },
      noTables,
    );
    expect(result.draws[0]?.prize1).toBe(draw.prize1);
    expect(result.report.skipped).toEqual([
      { source: 'csv', line: 2, date: undefined, reason: 'empty row' },
    ]);
    expect(result.report.corrections).toEqual([
      expect.objectContaining({
        source: 'csv',
        line: 3,
        field: 'prize1',
        from: ` ${draw.prize1 ?? ''}`,
      }),
    ]);
  });

  it('when a near-first number is six digits but not first prize ± 1, then it is reported and left out of that table, not guessed', () => {
    const draw = sampleDraw(59);
    const [low = '', high = ''] = draw.near1 ?? [];
    const garbled = `1${low.slice(0, 5)}`;
    const result = buildHistory(
      texts(draw, { csv: csvLine({ ...draw, near1: [garbled, high] }) }),
      noTables,
    );
    expect(result.draws[0]?.near1).toEqual(draw.near1);
    expect(result.report.unresolved).toEqual([
      expect.objectContaining({
        source: 'csv',
        problem: expect.stringMatching(
          /^near1\.0: Next to first prize must be the first prize ± 1/,
        ) as unknown,
      }),
    ]);
  });

  it('when the GLO "2 ตัวบน" column does not repeat its first prize, then it is reported and the first prize kept; a decision fixes it', () => {
    const draw = sampleDraw(61);
    const cells = gloLine(draw).split('|');
    const wrong = draw.prize1?.endsWith('06') === true ? '07' : '06';
    cells[4] = wrong;
    const sources = texts(draw, { glo: cells.join('|') });
    const reported = buildHistory(sources, noTables);
    expect(reported.draws[0]?.prize1).toBe(draw.prize1);
    expect(reported.report.unresolved).toEqual([
      expect.objectContaining({
        source: 'glo',
        problem: expect.stringContaining('(prize1 kept)') as unknown,
      }),
    ]);
    const fixed = buildHistory(sources, {
      ...noTables,
      decisions: [
        {
          source: 'glo',
          date: draw.date,
          field: '2 ตัวบน',
          from: wrong,
          to: draw.prize1?.slice(-2) ?? '',
          wrong: 'w',
          basis: 'b',
        },
      ],
    });
    expect(fixed.report.unresolved).toEqual([]);
  });

  it('when a GLO front-3 cell has spaces around its numbers, then they are separators: the numbers are read, nothing corrected', () => {
    const draw = sampleDraw(71);
    const cells = gloLine(draw).split('|');
    cells[7] = ` ${(draw.front3 ?? []).join('  ')} `;
    const result = buildHistory(texts(draw, { glo: cells.join('|') }), noTables);
    expect(result.draws[0]?.front3).toEqual(draw.front3);
    expect(result.report).toMatchObject({ corrections: [], unresolved: [], disagreements: [] });
  });

  it('when a number repeats within a tier that allows it, or sits in two tiers, then it is kept as the tables have it and the second case reported', () => {
    const draw = sampleDraw(67);
    const fifth = [...(draw.prize5 ?? [])];
    fifth[1] = fifth[0] ?? '';
    const fourth = [...(draw.prize4 ?? [])];
    fourth[0] = draw.prize3?.[0] ?? '';
    const repeated = { ...draw, prize4: fourth, prize5: fifth };
    const result = buildHistory(texts(repeated), noTables);
    expect(result.draws[0]?.prize5).toEqual(fifth);
    expect(result.report.unresolved).toEqual([]);
    expect(result.report.repeatedAcrossTiers).toContainEqual({
      date: draw.date,
      number: draw.prize3?.[0],
      tiers: ['prize3', 'prize4'],
    });
  });
});
