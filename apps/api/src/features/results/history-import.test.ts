import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DrawDetail, DrawDetailSchema, eraTiers } from '@lotto/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../test-support/spawn-api.js';
import { startTestApi, type TestApi } from '../../test-support/test-api.js';
import { formatReport, importHistory } from './history-import.js';

const GLO_HEADER = '|||รางวัลที่ 1|2 ตัวบน|3 ตัวบน|2 ตัวล่าง|3 ตัวหน้า|3 ตัวหลัง';
const CSV_HEADER =
  'date,prize_1st,prize_pre_3digit,prize_sub_3digits,prize_2digits,nearby_1st,prize_2nd,prize_3rd,prize_4th,prize_5th';
const SHARED_DATA = join(API_ROOT, '../../../shared/data');
const GLO_FILE = join(SHARED_DATA, 'glo-results-1990-2026.psv');
const CSV_FILE = join(SHARED_DATA, 'full-prizes-2006-2024.csv');
const SHIPPED_FILE = join(API_ROOT, '../../data/history/draws.ndjson');

const numbers = (count: number, start: number) =>
  Array.from({ length: count }, (_, i) => String(start + i).padStart(6, '0'));

/** A small shipped history: every era, a partial draw, a period drawn later, a source fix, two bad lines. */
const SHIPPED = [
  {
    date: '2024-11-16',
    drawDate: '2024-11-16',
    prize1: '187221',
    near1: ['187220', '187222'],
    front3: ['002', '939'],
    last3: ['299', '379'],
    last2: '10',
    prize2: numbers(5, 200000),
    prize3: numbers(10, 300000),
    prize4: numbers(50, 400000),
    prize5: numbers(100, 500000),
    status: 'final',
    sources: ['glo', 'csv'],
  },
  {
    date: '2024-11-01',
    drawDate: '2024-11-01',
    prize1: '654321',
    status: 'provisional',
    sources: ['glo'],
  },
  {
    date: '2020-04-01',
    drawDate: '2020-05-16',
    prize1: '516967',
    front3: ['946', '285'],
    last3: ['191', '364'],
    last2: '25',
    status: 'final',
    sources: ['glo'],
  },
  {
    date: '2007-01-16',
    drawDate: '2007-01-16',
    prize1: '059696',
    last3: ['176', '483', '637', '780'],
    last2: '54',
    status: 'final',
    sources: ['glo', 'csv'],
    corrections: [
      { field: 'last2', from: '55', to: '54', basis: 'the CSV and GLO’s own sheet [GLO-SHEET]' },
    ],
  },
  {
    date: '1994-12-30',
    drawDate: '1994-12-30',
    prize1: '6284069',
    last3: ['798', '713', '339', '744'],
    last2: '90',
    status: 'final',
    sources: ['glo'],
  },
];
const shippedText = (draws: object[], extra: string[] = []) =>
  `${[...draws.map((d) => JSON.stringify(d)), ...extra].join('\n')}\n`;

describe('importHistory: the shipped NDJSON history', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ clock: () => new Date('2026-11-23T01:00:00Z') });
  });
  afterAll(() => api.close());

  const detail = async (date: string) =>
    (await api.http.get(`/results/${date}`).expect(200)).body as DrawDetail;
  const history = async (date: string) => api.services.results.history(date);

  it('when it is imported, then every draw is added with its dates, status and tiers, and the report says per row what it took', async () => {
    const text = shippedText(SHIPPED, [
      '{"date": "2024-10-16", "prize1": "12345"',
      JSON.stringify({ ...SHIPPED[0], date: '2024-10-01', near1: ['187220', '187223'] }),
    ]);
    const report = await importHistory(text, api.services.results);
    expect(report).toMatchObject({
      format: 'shipped-ndjson',
      rows: 7,
      added: 5,
      updated: 0,
      unchanged: 0,
    });
    expect(report.skipped.map((s) => [s.line, s.date])).toEqual([
      [6, undefined],
      [7, '2024-10-01'],
    ]);
    expect(report.skipped[0]?.reason).toMatch(/^not JSON/);
    expect(report.skipped[1]?.reason).toContain('Next to first prize must be the first prize ± 1');
    expect(report.entries.map((e) => [e.line, e.outcome])).toEqual([
      [1, 'added'],
      [2, 'added'],
      [3, 'added'],
      [4, 'added'],
      [5, 'added'],
      [6, 'skipped'],
      [7, 'skipped'],
    ]);
    expect(report.entries[0]).toMatchObject({ took: eraTiers('2024-11-16'), missing: [] });
    expect(report.entries[1]).toMatchObject({
      took: ['prize1'],
      missing: ['near1', 'front3', 'last3', 'last2', 'prize2', 'prize3', 'prize4', 'prize5'],
    });
    expect(report.entries[3]?.changes).toEqual(['source fix last2 55 → 54']);
    expect(report.corrections).toEqual([]);

    const lines = formatReport(report);
    expect(lines).toContain(
      '    line 2 (2024-11-01): added — took prize1; missing near1, front3, last3, last2, prize2, prize3, prize4, prize5',
    );
    expect(lines).toContain(
      '    line 4 (2007-01-16): added — took prize1, last3, last2; missing near1, prize2, prize3, prize4, prize5; source fix last2 55 → 54',
    );
    expect(lines.some((line) => line.startsWith('    line 6: skipped — not JSON'))).toBe(true);

    const full = await detail('2024-11-16');
    expect(v.is(DrawDetailSchema, full)).toBe(true);
    expect(full).toMatchObject({ status: 'final', missing: [], era: 'front3', changes: [] });
    expect(full.prize5).toHaveLength(100);
    expect(await detail('2024-11-01')).toMatchObject({ status: 'provisional', prize1: '654321' });
    expect(await detail('2020-04-01')).toMatchObject({ drawDate: '2020-05-16' });
    expect(await detail('1994-12-30')).toMatchObject({
      era: 'seven-digit',
      prize1: '6284069',
      schedule: null,
    });
  });

  it('when a draw had a source fix, then it is a "source" change by data/history, listed on the draw but not dated as a correction (the import time is not the draw\'s)', async () => {
    const changes = await history('2007-01-16');
    expect(changes).toEqual([
      {
        at: '2026-11-23T01:00:00.000Z',
        by: 'data/history',
        kind: 'source',
        field: 'last2',
        from: '55',
        to: '54',
        note: 'the CSV and GLO’s own sheet [GLO-SHEET]',
      },
    ]);
    const page = await detail('2007-01-16');
    expect(page).not.toHaveProperty('correctedAt');
    expect(page.changes[0]).toMatchObject({ kind: 'source', field: 'last2', from: '55', to: '54' });
    expect(page.changes[0]).not.toHaveProperty('by');
  });

  it('when it is imported again, then nothing changes: no write, no new change', async () => {
    const before = await api.services.results.all();
    const report = await importHistory(shippedText(SHIPPED), api.services.results);
    expect(report).toMatchObject({ added: 0, updated: 0, unchanged: 5, skipped: [] });
    expect(report.entries.every((e) => e.outcome === 'unchanged' && e.changes.length === 0)).toBe(
      true,
    );
    expect(formatReport(report)).toContain('    line 1 (2024-11-16): unchanged');
    expect(await api.services.results.all()).toEqual(before);
  });

  it('when a newer file has more of a draw, then the stored draw gets the tiers, the status and the draw date, each recorded', async () => {
    const completed = {
      ...SHIPPED[0],
      date: '2024-11-01',
      drawDate: '2024-11-02',
      prize1: '654321',
      near1: ['654320', '654322'],
      status: 'final',
    };
    const report = await importHistory(shippedText([completed]), api.services.results);
    expect(report).toMatchObject({ updated: 1 });
    expect(report.entries[0]?.changes).toEqual([
      'added near1',
      'added front3',
      'added last3',
      'added last2',
      'added prize2',
      'added prize3',
      'added prize4',
      'added prize5',
      'set drawDate 2024-11-01 → 2024-11-02',
      'set status provisional → final',
    ]);
    const changes = await history('2024-11-01');
    expect(changes.every((c) => c.by === 'data/history')).toBe(true);
    expect(await detail('2024-11-01')).toMatchObject({
      drawDate: '2024-11-02',
      status: 'final',
      missing: [],
    });
  });
});

describe('importHistory: a shipped file that says a stored tier is disputed', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ clock: () => new Date('2026-11-23T01:00:00Z') });
  });
  afterAll(() => api.close());

  const draw = {
    date: '2025-06-16',
    drawDate: '2025-06-16',
    prize1: '507392',
    front3: ['243', '491'],
    last3: ['299', '736'],
    last2: '96',
    status: 'final',
    sources: ['glo'],
  };
  const { last2: _last2, ...withoutLast2 } = draw;
  const disputed = {
    ...withoutLast2,
    sources: ['glo', 'sanook'],
    disagreements: [
      {
        tier: 'last2',
        values: [
          { source: 'glo', numbers: ['96'] },
          { source: 'sanook', numbers: ['06'] },
        ],
      },
    ],
    amounts: { source: 'sanook', baht: { prize1: 6_000_000 } },
  };

  it('when the stored draw is final, then the dispute is held back (the stored number stays) until --correct, which leaves the tier out and keeps both values', async () => {
    await importHistory(shippedText([draw]), api.services.results);
    const held = await importHistory(shippedText([disputed]), api.services.results);
    expect(held.disagreements).toEqual([
      "line 1 (2025-06-16): last2 96 → — (sources disagree: 96 (GLO's table) / 06 (the Sanook archive))",
    ]);
    // The stated amounts are no final number: they are taken.
    expect(held.entries[0]?.changes).toEqual(['added amounts']);
    expect(await api.services.results.detail('2025-06-16')).toMatchObject({
      last2: '96',
      amounts: { source: 'sanook', baht: { prize1: 6_000_000 } },
    });

    const applied = await importHistory(shippedText([disputed]), api.services.results, {
      correct: { by: 'data maintainers', reason: 'the Sanook archive reads 06' },
    });
    expect(applied.disagreements).toEqual([]);
    expect(applied.corrections).toEqual([
      "line 1 (2025-06-16): corrected last2 96 → — (sources disagree: 96 (GLO's table) / 06 (the Sanook archive); the Sanook archive reads 06)",
    ]);
    const page = await api.services.results.detail('2025-06-16');
    expect(page).not.toHaveProperty('last2');
    expect(page).toMatchObject({ disagreements: disputed.disagreements });
    expect(page.missing).not.toContain('last2');
    const again = await importHistory(shippedText([disputed]), api.services.results);
    expect(again).toMatchObject({ unchanged: 1, disagreements: [] });
  });
});

describe('importHistory: the source tables', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('when the same file is imported twice, then the second run adds nothing and changes nothing', async () => {
    const text = [
      GLO_HEADER,
      '16|มกราคม|2562|227990|90|990|98|103 524|073 733',
      '30|ธันวาคม|2561|872148|48|148|98|412 596|185 722',
      '30|ธันวาคม|2561|872148|48|148|98|412 596|185 722',
      '30|ธันวาคม|2537|6284069|69|069|90|798 713|339 744',
      '1|มกราคม|2562|111222|23|222|98|412 596|185 722',
    ].join('\n');
    const first = await importHistory(text, api.services.results);
    expect(first).toMatchObject({ format: 'glo-psv', rows: 5, added: 3, updated: 0, unchanged: 0 });
    expect(first.skipped.map((s) => [s.line, s.reason])).toEqual([
      [4, 'same draw date as line 3'],
      [6, 'the "2 ตัวบน"/"3 ตัวบน" columns (23/222) do not match prize1 111222'],
    ]);
    const second = await importHistory(text, api.services.results);
    expect(second).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
    const [draw] = await api.services.results.list({ before: '1995-01-01', limit: 1 });
    expect(draw).toMatchObject({
      date: '1994-12-30',
      prize1: '6284069',
      status: 'final',
      missing: [],
    });
  });

  it('when a file differs from a stored final draw, then it is a disagreement: reported, recorded once, not applied; tiers it adds are added', async () => {
    await importHistory(
      `${GLO_HEADER}\n1|กุมภาพันธ์|2562|111111|11|111|98|103 524|073 733`,
      api.services.results,
    );
    const csv = [
      CSV_HEADER,
      `2019-02-01,111111,"['103', '524']","['073', '733']",98,"['111110', '111112']",[],[],[],[]`,
    ].join('\n');
    const added = await importHistory(csv, api.services.results);
    expect(added).toMatchObject({ added: 0, updated: 1, unchanged: 0, disagreements: [] });
    expect(added.entries[0]?.changes).toEqual(['added near1']);
    const differing = `${GLO_HEADER}\n1|กุมภาพันธ์|2562|111111|11|111|99|103 524|073 733`;
    const disputed = await importHistory(differing, api.services.results);
    expect(disputed).toMatchObject({ updated: 0, unchanged: 1, corrections: [] });
    expect(disputed.disagreements).toEqual(['line 2 (2019-02-01): last2 98 → 99']);
    const lines = formatReport(disputed);
    expect(lines).toContain(
      '  Disagreements (not applied): 1 value(s) of stored final draws differ from this file (stored → file); to apply them: --correct --by <name> --reason <text>',
    );
    expect(lines).toContain('    line 2 (2019-02-01): last2 98 → 99');
    expect(lines).toContain('    line 2 (2019-02-01): unchanged — not applied: last2 98 → 99');
    expect(await api.services.results.detail('2019-02-01')).toMatchObject({
      last2: '98',
      near1: ['111110', '111112'],
    });
    expect(await api.services.results.detail('2019-02-01')).not.toHaveProperty('correctedAt');
    const disputedChange = {
      at: expect.any(String) as string,
      by: 'history import',
      kind: 'disputed',
      source: 'import',
      field: 'last2',
      from: '98',
      to: '99',
    };
    expect((await api.services.results.history('2019-02-01')).slice(1)).toEqual([disputedChange]);

    // Again: still reported (the file still disagrees), not recorded twice.
    const again = await importHistory(differing, api.services.results);
    expect(again.disagreements).toEqual(['line 2 (2019-02-01): last2 98 → 99']);
    expect((await api.services.results.history('2019-02-01')).slice(1)).toEqual([disputedChange]);

    const corrected = await importHistory(differing, api.services.results, {
      correct: { by: 'Somchai', reason: 'GLO sheet of 1 Feb 2019 says 99' },
    });
    expect(corrected).toMatchObject({ updated: 1, disagreements: [] });
    expect(corrected.corrections).toEqual([
      'line 2 (2019-02-01): corrected last2 98 → 99 (GLO sheet of 1 Feb 2019 says 99)',
    ]);
    const [stored] = await api.services.results.list({ before: '2019-02-02', limit: 1 });
    expect(stored).toMatchObject({ date: '2019-02-01', last2: '99' });
    expect((await api.services.results.detail('2019-02-01')).near1).toEqual(['111110', '111112']);
    const changes = await api.services.results.history('2019-02-01');
    expect(changes.map((c) => [c.by, c.kind, c.field, c.source ?? null, c.note ?? null])).toEqual([
      ['history import', 'added', 'near1', 'import', null],
      ['history import', 'disputed', 'last2', 'import', null],
      ['Somchai', 'corrected', 'last2', 'import', 'GLO sheet of 1 Feb 2019 says 99'],
    ]);
  });

  it('when a file differs from a stored provisional draw, then its values are applied as before', async () => {
    await importHistory(
      shippedText([
        {
          date: '2019-04-01',
          drawDate: '2019-04-01',
          prize1: '555555',
          status: 'provisional',
          sources: ['glo'],
        },
      ]),
      api.services.results,
    );
    const report = await importHistory(
      shippedText([
        {
          date: '2019-04-01',
          drawDate: '2019-04-01',
          prize1: '555556',
          status: 'provisional',
          sources: ['glo'],
        },
      ]),
      api.services.results,
    );
    expect(report).toMatchObject({ updated: 1, disagreements: [] });
    expect(report.corrections).toEqual(['line 1 (2019-04-01): corrected prize1 555555 → 555556']);
  });

  it('when sources print the same numbers in another order, then nothing is updated', async () => {
    await importHistory(
      `${GLO_HEADER}\n16|กุมภาพันธ์|2562|222222|22|222|11|103 524|073 733`,
      api.services.results,
    );
    const reordered = await importHistory(
      `${GLO_HEADER}\n16|กุมภาพันธ์|2562|222222|22|222|11|524 103|733 073`,
      api.services.results,
    );
    expect(reordered).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('when a row would break the stored draw (first prize without its near-first numbers), then it is skipped with the rule', async () => {
    // Provisional: a final draw would hold the differing first prize back as a disagreement.
    await importHistory(
      shippedText([
        {
          date: '2019-03-01',
          drawDate: '2019-03-01',
          prize1: '333333',
          near1: ['333332', '333334'],
          front3: ['103', '524'],
          last3: ['073', '733'],
          last2: '98',
          status: 'provisional',
          sources: ['csv'],
        },
      ]),
      api.services.results,
    );
    const report = await importHistory(
      `${GLO_HEADER}\n1|มีนาคม|2562|444444|44|444|98|103 524|073 733`,
      api.services.results,
    );
    expect(report.updated).toBe(0);
    expect(report.skipped[0]?.reason).toMatch(
      /^merged with the stored draw it would break the era rules: near1\.0: /,
    );
  });

  it('when a row repeats the numbers of another date, then it is refused: the stored date wins, else both', async () => {
    const copied = [
      GLO_HEADER,
      '16|พฤษภาคม|2563|333333|33|333|22|285 430|191 364',
      '1|เมษายน|2563|333333|33|333|22|285 430|191 364',
    ].join('\n');
    const ambiguous = await importHistory(copied, api.services.results);
    expect(ambiguous.added).toBe(0);
    expect(ambiguous.skipped.map((s) => s.reason)).toEqual([
      'same numbers as line 3 (2020-04-01): cannot tell which date is right',
      'same numbers as line 2 (2020-05-16): cannot tell which date is right',
    ]);

    await importHistory(
      `${GLO_HEADER}\n1|เมษายน|2563|333333|33|333|22|285 430|191 364`,
      api.services.results,
    );
    const resolved = await importHistory(copied, api.services.results);
    expect(resolved).toMatchObject({ added: 0, unchanged: 1 });
    expect(resolved.skipped).toEqual([
      {
        line: 2,
        date: '2020-05-16',
        reason: 'same numbers as the stored draw of 2020-04-01: a duplicated row',
      },
    ]);
  });
});

const haveShipped = existsSync(SHIPPED_FILE);
if (!haveShipped)
  console.info(
    `[history-import.test] shipped-history checks skipped: ${SHIPPED_FILE} is not present`,
  );

describe.runIf(haveShipped)('importing data/history/draws.ndjson', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('when the shipped history is imported, then every draw is added at once and a second run changes nothing', async () => {
    const text = await readFile(SHIPPED_FILE, 'utf8');
    const started = performance.now();
    const report = await importHistory(text, api.services.results);
    const ms = performance.now() - started;
    console.info(
      `[history-import.test] ${report.added} shipped draws imported in ${Math.round(ms)} ms`,
    );
    expect(report.rows).toBeGreaterThanOrEqual(875);
    expect(report.skipped).toEqual([]);
    expect(report.added).toBe(report.rows);
    const again = await importHistory(text, api.services.results);
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: report.rows });
    const [newest] = await api.services.results.list({ limit: 1 });
    expect(newest?.date).toBe(
      (JSON.parse(text.split('\n', 1)[0] ?? '{}') as { date?: string }).date,
    );
  });
});

const haveSharedData = existsSync(GLO_FILE) && existsSync(CSV_FILE);
if (!haveSharedData)
  console.info(`[history-import.test] real-file checks skipped: ${SHARED_DATA} is not present`);

describe.runIf(haveSharedData)('importing the shared history files', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('when the GLO table is imported, then every row is either added or skipped with its reason', async () => {
    const report = await importHistory(await readFile(GLO_FILE, 'utf8'), api.services.results);
    expect(report.rows).toBe(875);
    expect(report.added + report.skipped.length).toBe(875);
    // Every era is read now (the 7-digit first prizes of 1990–94 included); one row contradicts itself.
    expect(report.skipped).toEqual([
      {
        line: 76,
        date: '2023-07-01',
        reason: 'the "2 ตัวบน"/"3 ตัวบน" columns (06/605) do not match prize1 922605',
      },
    ]);
    expect(await api.services.results.list({ limit: 1 })).toHaveLength(1);
  });

  // Its 413 conditional updates (`{ _id, rev }`) take a while on FerretDB: ~20 s on its PostgreSQL
  // backend on a busy 2-core machine, over 2 minutes on SQLite (which reads the whole collection for
  // each: it pushes down only `{ _id }` filters). See the README's "MongoDB and FerretDB".
  it('when the full-prize CSV follows, then known draws gain their tiers and its broken rows are reported', async () => {
    const report = await importHistory(await readFile(CSV_FILE, 'utf8'), api.services.results);
    expect(report.rows).toBe(429);
    // Worked out from the file itself, row by row (line = line of the file, the header is line 1):
    // 413 of its draws are already stored from the GLO table and gain their tiers; 2023-07-01
    // (line 37) is new, since the GLO table's row of that date contradicts itself; 15 rows are bad.
    expect(report).toMatchObject({ added: 1, updated: 413, unchanged: 0 });
    expect(report.entries.filter((e) => e.outcome === 'added').map((e) => e.date)).toEqual([
      '2023-07-01',
    ]);
    // The 2006-12-30 – 2015-07-16 rows have their tier columns shifted (prize_3rd holds the 2nd
    // prize, …); the importer says so on every reason of those rows.
    const shifted =
      ' (the tier columns of this row are shifted by one: prize_3rd…prize_5th read as prize 2…4)';
    const xs = (indexes: number[]) =>
      [
        ...indexes.map((i) => `prize4.${i}: 4th prize must be digits only`),
        ...indexes.map((i) => `prize4.${i}: 4th prize must be exactly 6 digits (got "xxxxxx")`),
      ].join('; ') + shifted;
    // 2007: the lower near-first number is the first prize's first five digits, alone or after a
    // 1 (first prize 595411: "159541" where 595410 belongs; 499336: "49933").
    const near = (got: string, prize1: number) => {
      const expected = `${String(prize1 - 1).padStart(6, '0')} or ${String(prize1 + 1).padStart(6, '0')}`;
      const rule = `near1.0: Next to first prize must be the first prize ± 1 (${expected}), got "${got}"`;
      return (
        (got.length === 6
          ? rule
          : `near1.0: Next to first prize must be exactly 6 digits (got "${got}"); ${rule}`) +
        shifted
      );
    };
    expect(report.skipped).toEqual([
      // 2020-05-16 had no draw; the CSV repeats the 2020-04-01 row (line 113) under that date.
      {
        line: 112,
        date: '2020-05-16',
        reason: 'same numbers as the stored draw of 2020-04-01: a duplicated row',
      },
      { line: 331, reason: 'empty row' },
      // `xxxxxx` placeholders and a 4-digit "0003" among the 50 numbers of prize_5th (the 4th prize).
      { line: 365, date: '2009-10-01', reason: xs([49]) },
      {
        line: 369,
        date: '2009-08-01',
        reason: `prize4.0: 4th prize must be exactly 6 digits (got "0003")${shifted}`,
      },
      { line: 385, date: '2008-12-01', reason: xs([49]) },
      { line: 386, date: '2008-11-16', reason: xs([46, 47, 48, 49]) },
      { line: 407, date: '2007-12-30', reason: near('159541', 595411) },
      { line: 408, date: '2007-12-16', reason: near('151350', 513501) },
      { line: 409, date: '2007-11-16', reason: near('156248', 562481) },
      { line: 410, date: '2007-11-01', reason: near('192790', 927907) },
      { line: 411, date: '2007-10-16', reason: near('103298', 32988) },
      { line: 413, date: '2007-09-16', reason: near('49933', 499336) },
      { line: 414, date: '2007-09-01', reason: near('33180', 331810) },
      { line: 415, date: '2007-08-16', reason: near('47620', 476207) },
      { line: 419, date: '2007-06-16', reason: near('39319', 393194) },
    ]);
    // The GLO table's 55 is stored and final: the CSV's 54 is a disagreement, not applied.
    expect(report.corrections).toEqual([]);
    expect(report.disagreements).toEqual(['line 429 (2007-01-16): last2 55 → 54']);
    expect(await api.services.results.detail('2007-01-16')).toMatchObject({ last2: '55' });
    expect(Object.values(report.notes).reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
    const withTiers = await api.services.results.detail('2024-12-16');
    expect(withTiers.prize5).toHaveLength(100);
  }, 120_000);
});
