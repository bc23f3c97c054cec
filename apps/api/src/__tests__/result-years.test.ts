import {
  RESULT_PATHS,
  type Result,
  type ResultYear,
  ResultYearSchema,
  type ResultYears,
  ResultYearsSchema,
} from '@lotto/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf } from '../test-support/services.js';
import { startTestApi, type TestApi } from '../test-support/test-api.js';

/** The main tiers of a draw of `date`'s era (no front-3 and four last-3 before 2015-09-01). */
const draw = (date: string, prize1 = '123456') =>
  date >= '2015-09-01'
    ? { date, prize1, front3: ['123', '456'], last3: ['789', '012'], last2: '34' }
    : { date, prize1, last3: ['789', '012', '345', '678'], last2: '34' };

const DATES = ['2014-12-16', '2015-01-16', '2015-12-30', '2016-01-16', '2016-02-01', '2024-01-17'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('results by year', () => {
  let api: TestApi;
  let token: string;
  // Bangkok is in 2024: every year before it is over.
  const now = new Date('2024-03-01T16:30:00Z');

  beforeAll(async () => {
    api = await startTestApi({ clock: () => now });
    token = await api.loginAdmin();
    for (const date of DATES)
      await api.as(token).post(RESULT_PATHS.add).send(draw(date)).expect(201);
  });
  afterAll(() => api.close());

  const index = async (): Promise<ResultYears> =>
    v.parse(ResultYearsSchema, (await api.http.get(RESULT_PATHS.years).expect(200)).body);
  const versionOf = async (year: number): Promise<string> => {
    const entry = (await index()).years.find((y) => y.year === year);
    if (entry === undefined) throw new Error(`${year} is not listed`);
    return entry.version;
  };

  it('when draws are stored, then the index lists each year newest first with its count and a version', async () => {
    const { years } = await index();
    expect(years.map(({ year, count }) => ({ year, count }))).toEqual([
      { year: 2024, count: 1 },
      { year: 2016, count: 2 },
      { year: 2015, count: 2 },
      { year: 2014, count: 1 },
    ]);
    expect(new Set(years.map((y) => y.version)).size).toBe(4);
    const response = await api.http.get(RESULT_PATHS.years).expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
  });

  it("when a year is read by its version, then it answers that year's items of GET /results, newest first, and the version", async () => {
    const all = (await api.http.get(RESULT_PATHS.list).expect(200)).body as Result[];
    for (const { year, version } of (await index()).years) {
      const response = await api.http.get(RESULT_PATHS.year(year, version)).expect(200);
      const answer = v.parse(ResultYearSchema, response.body);
      expect(answer).toEqual({
        year,
        version,
        draws: all.filter((r) => r.date.startsWith(String(year))),
      });
    }
  });

  it('when a past year is read by its current version, then the answer is immutable, through the Koa stack and the fast path alike', async () => {
    const path = RESULT_PATHS.year(2015, await versionOf(2015));
    // The first request fills the cache through Koa; the second is answered from it.
    for (let i = 0; i < 2; i += 1) {
      const response = await api.http.get(path).expect(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      const again = await api.http
        .get(path)
        .set('If-None-Match', response.headers.etag ?? '')
        .expect(304);
      expect(again.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('when the current year is read by its version, then it is revalidated like /results', async () => {
    const path = RESULT_PATHS.year(2024, await versionOf(2024));
    for (let i = 0; i < 2; i += 1) {
      const response = await api.http.get(path).expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('when a URL names a version the year no longer has, then the current list comes, stating its version, revalidated', async () => {
    const current = await versionOf(2016);
    const stale = current.startsWith('A') ? `B${current.slice(1)}` : `A${current.slice(1)}`;
    for (let i = 0; i < 2; i += 1) {
      const response = await api.http.get(RESULT_PATHS.year(2016, stale)).expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect((response.body as ResultYear).version).toBe(current);
      expect((response.body as ResultYear).draws.map((d) => d.date)).toEqual([
        '2016-02-01',
        '2016-01-16',
      ]);
    }
  });

  it("when a past draw is corrected, then that year's version changes and only that year's", async () => {
    const before = await index();
    const oldVersion = await versionOf(2015);
    const oldPath = RESULT_PATHS.year(2015, oldVersion);
    await api.http.get(oldPath).expect(200);

    await api.as(token).patch(RESULT_PATHS.update('2015-01-16')).send({ last2: '99' }).expect(200);

    const after = await index();
    const changed = after.years.filter(
      (y) => before.years.find((b) => b.year === y.year)?.version !== y.version,
    );
    expect(changed.map((y) => y.year)).toEqual([2015]);
    const newVersion = await versionOf(2015);
    const fresh = await api.http.get(RESULT_PATHS.year(2015, newVersion)).expect(200);
    expect(fresh.headers['cache-control']).toBe(IMMUTABLE);
    expect((fresh.body as ResultYear).draws.find((d) => d.date === '2015-01-16')?.last2).toBe('99');
    // The old URL is never again immutable: it answers the corrected list, to be revalidated.
    const old = await api.http.get(oldPath).expect(200);
    expect(old.headers['cache-control']).toBe('no-cache');
    expect((old.body as ResultYear).version).toBe(newVersion);
  });

  it('when a draw is added to a year, then its version and count change', async () => {
    const before = (await index()).years.find((y) => y.year === 2024);
    await api.as(token).post(RESULT_PATHS.add).send(draw('2024-02-01')).expect(201);
    const after = (await index()).years.find((y) => y.year === 2024);
    expect(after?.count).toBe((before?.count ?? 0) + 1);
    expect(after?.version).not.toBe(before?.version);
  });

  it.each([
    ['/results/years/19/AAAAAAAAAAAAAAAA', 'Invalid year', 'A year is four digits, e.g. 2019'],
    ['/results/years/20x9/AAAAAAAAAAAAAAAA', 'Invalid year', 'A year is four digits, e.g. 2019'],
    ['/results/years/0999/AAAAAAAAAAAAAAAA', 'Invalid year', 'A year is four digits, e.g. 2019'],
    ['/results/years/2019/short', 'Invalid version', 'as GET /results/years lists it'],
    ['/results/years/2019/AAAAAAAAAAAAAAA%24', 'Invalid version', 'as GET /results/years lists it'],
  ])('when %s is asked, then 400 saying what is wrong', async (path, message, detail) => {
    const response = await api.http.get(path).expect(400);
    expect(bodyOf(response).message).toBe(message);
    expect(JSON.stringify(bodyOf(response).details)).toContain(detail);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('when a year has no draw, then 404 naming the year', async () => {
    const response = await api.http.get(RESULT_PATHS.year(1999, 'AAAAAAAAAAAAAAAA')).expect(404);
    expect(bodyOf(response).message).toBe('No draws in 1999');
  });
});
