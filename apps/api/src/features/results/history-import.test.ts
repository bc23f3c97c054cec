import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../../test-support/spawn-api.js';
import { startTestApi, type TestApi } from '../../test-support/test-api.js';
import { importHistory } from './history-import.js';

const GLO_HEADER = '|||รางวัลที่ 1|2 ตัวบน|3 ตัวบน|2 ตัวล่าง|3 ตัวหน้า|3 ตัวหลัง';
const SHARED_DATA = join(API_ROOT, '../../../shared/data');
const GLO_FILE = join(SHARED_DATA, 'glo-results-1990-2026.psv');
const CSV_FILE = join(SHARED_DATA, 'full-prizes-2006-2024.csv');

describe('importHistory', () => {
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
    ].join('\n');
    const first = await importHistory(text, api.services.results);
    expect(first).toMatchObject({ format: 'glo-psv', rows: 4, added: 2, updated: 0, unchanged: 0 });
    expect(first.skipped.map((s) => [s.line, s.reason])).toEqual([
      [4, 'same draw date as line 3'],
      [5, 'prize1: Prize 1 must be exactly 6 digits (got "6284069")'],
    ]);
    const second = await importHistory(text, api.services.results);
    expect(second).toMatchObject({ added: 0, updated: 0, unchanged: 2 });
  });

  it('when a file corrects a stored draw, then that draw is updated and its other tiers are kept', async () => {
    await importHistory(`${GLO_HEADER}\n1|กุมภาพันธ์|2562|111111|11|111|98|103 524|073 733`, api.services.results);
    const csv = [
      'date,prize_1st,prize_pre_3digit,prize_sub_3digits,prize_2digits,nearby_1st,prize_2nd,prize_3rd,prize_4th,prize_5th',
      `2019-02-01,111111,"['103', '524']","['073', '733']",98,"['111110', '111112']",[],[],[],[]`,
    ].join('\n');
    expect(await importHistory(csv, api.services.results)).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    const corrected = await importHistory(`${GLO_HEADER}\n1|กุมภาพันธ์|2562|111111|11|111|99|103 524|073 733`, api.services.results);
    expect(corrected).toMatchObject({ updated: 1 });
    expect(corrected.corrections).toEqual(['line 2 (2019-02-01): last2 98 → 99']);
    const [stored] = await api.services.results.list({ before: '2019-02-02', limit: 1 });
    expect(stored).toMatchObject({ date: '2019-02-01', last2: '99', near1: ['111110', '111112'] });
  });

  it('when sources print the same numbers in another order, then nothing is updated', async () => {
    await importHistory(`${GLO_HEADER}\n16|กุมภาพันธ์|2562|222222|22|222|11|103 524|073 733`, api.services.results);
    const reordered = await importHistory(`${GLO_HEADER}\n16|กุมภาพันธ์|2562|222222|22|222|11|524 103|733 073`, api.services.results);
    expect(reordered).toMatchObject({ updated: 0, unchanged: 1 });
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

    await importHistory(`${GLO_HEADER}\n1|เมษายน|2563|333333|33|333|22|285 430|191 364`, api.services.results);
    const resolved = await importHistory(copied, api.services.results);
    expect(resolved).toMatchObject({ added: 0, unchanged: 1 });
    expect(resolved.skipped).toEqual([
      { line: 2, date: '2020-05-16', reason: 'same numbers as the stored draw of 2020-04-01: a duplicated row' },
    ]);
  });
});

const haveSharedData = existsSync(GLO_FILE) && existsSync(CSV_FILE);
if (!haveSharedData) console.info(`[history-import.test] real-file checks skipped: ${SHARED_DATA} is not present`);

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
    const sevenDigit = report.skipped.filter((s) => s.reason.startsWith('prize1: Prize 1 must be exactly 6 digits'));
    expect(sevenDigit.every((s) => (s.date ?? '') < '1995-01-01')).toBe(true);
    expect(report.skipped.length - sevenDigit.length).toBe(1);
    expect(await api.services.results.list({ limit: 1 })).toHaveLength(1);
  });

  it('when the full-prize CSV follows, then known draws gain their tiers and its broken rows are reported', async () => {
    const report = await importHistory(await readFile(CSV_FILE, 'utf8'), api.services.results);
    expect(report.rows).toBe(429);
    expect(report.added + report.updated + report.unchanged + report.skipped.length).toBe(429);
    const reasons = report.skipped.map((s) => s.reason).join('\n');
    expect(reasons).toContain('empty row');
    expect(reasons).toContain('(got "xxxxxx")');
    // 2020-05-16 had no draw; the CSV repeats 2020-04-01 under that date.
    expect(report.skipped).toContainEqual({
      line: 112,
      date: '2020-05-16',
      reason: 'same numbers as the stored draw of 2020-04-01: a duplicated row',
    });
    expect(report.corrections).toEqual(['line 429 (2007-01-16): last2 55 → 54']);
    expect(Object.values(report.notes).reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
    const [withTiers] = await api.services.results.list({ before: '2024-12-17', limit: 1 });
    expect(withTiers?.prize5).toHaveLength(100);
  });
});
