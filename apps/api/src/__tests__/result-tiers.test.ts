import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API, type ResultTiers, ResultTiersSchema } from '@lotto/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importHistory } from '../features/results/history-import.js';
import { bodyOf, issuePaths } from '../test-support/services.js';
import { API_ROOT } from '../test-support/spawn-api.js';
import { startTestApi, type TestApi } from '../test-support/test-api.js';

const SHIPPED_FILE = join(API_ROOT, '../../data/history/draws.ndjson');
const TIERS = API.results.tiers.path();

/*
 * GET /results/tiers over the shipped history (data/history/draws.ndjson, imported through the real
 * importer into this run's store): which draws have near-first/2nd–5th prizes is documented in
 * data/README.md ("What is on file"), and the numbers checked here were read in that file by hand.
 */
describe('GET /results/tiers (the shipped history)', () => {
  let api: TestApi;
  let whole: ResultTiers;

  beforeAll(async () => {
    api = await startTestApi({ clock: () => new Date('2026-11-23T05:00:00Z') });
    const report = await importHistory(await readFile(SHIPPED_FILE, 'utf8'), api.services.results);
    expect(report.skipped).toEqual([]);
    whole = (await api.http.get(TIERS).expect(200)).body as ResultTiers;
  });
  afterAll(() => api.close());

  it('when no range is given, then every draw with full tiers comes, newest first, with those tiers only', () => {
    expect(v.is(ResultTiersSchema, whole)).toBe(true);
    // data/README.md: 463 draws have full tiers (the CSV's and the Sanook archive's), 2006-12-30 …
    // 2026-06-01, all but 2007-12-01 in that range.
    expect(whole.draws).toHaveLength(463);
    expect(whole.draws[0]?.date).toBe('2026-06-01');
    expect(whole.draws.at(-1)?.date).toBe('2006-12-30');
    const dates = whole.draws.map((d) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const draw of whole.draws)
      expect(Object.keys(draw).every((key) => /^(date|near1|prize[2-5])$/.test(key))).toBe(true);
    // Draws without any (the 7-digit era, 1995–2006, 2007-12-01, after 2026-06-01) are not listed.
    for (const date of ['1992-06-16', '2003-03-01', '2007-12-01', '2026-06-16', '2026-08-01'])
      expect(dates).not.toContain(date);
    expect(dates).toEqual(expect.arrayContaining(['2011-03-01', '2025-01-02']));
  });

  it('when a 4th prize of 2019 is looked for, then it is in its draw (300635, 16 Jun 2019)', () => {
    const draw = whole.draws.find((d) => d.date === '2019-06-16');
    expect(draw?.prize4).toHaveLength(50);
    expect(draw?.prize4).toContain('300635');
    expect(draw?.near1).toHaveLength(2);
    expect(draw?.prize5).toHaveLength(100);
  });

  it('when a tier is not on file, then it is absent (no 4th prize in the placeholder draw of 2009-10-01, no 5th prize in that of 2010-09-16)', () => {
    const october2009 = whole.draws.find((d) => d.date === '2009-10-01');
    expect(october2009).toBeDefined();
    expect(october2009).not.toHaveProperty('prize4');
    expect(october2009?.prize5).toHaveLength(100);
    expect(october2009?.prize2).toHaveLength(5);
    const september2010 = whole.draws.find((d) => d.date === '2010-09-16');
    expect(september2010).not.toHaveProperty('prize5');
    expect(september2010?.prize4).toHaveLength(50);
  });

  it('when the 2020 period drawn on 16 May is listed, then it is once, under 1 Apr 2020', () => {
    const spring2020 = whole.draws.filter((d) => d.date.startsWith('2020-0'));
    expect(spring2020.map((d) => d.date)).toEqual(
      expect.arrayContaining(['2020-04-01', '2020-03-16']),
    );
    expect(whole.draws.filter((d) => d.date === '2020-04-01')).toHaveLength(1);
    expect(whole.draws.find((d) => d.date === '2020-05-16')).toBeUndefined();
  });

  it('when a range is given, then only its draws come (bounds included)', async () => {
    const year = (await api.http.get(`${TIERS}?from=2019-01-01&to=2019-12-31`).expect(200))
      .body as ResultTiers;
    expect(year.draws).toHaveLength(24);
    expect(year.draws.every((d) => d.date.startsWith('2019-'))).toBe(true);
    expect(year.draws).toEqual(whole.draws.filter((d) => d.date.startsWith('2019-')));
    const day = (await api.http.get(`${TIERS}?from=2019-06-16&to=2019-06-16`).expect(200))
      .body as ResultTiers;
    expect(day.draws.map((d) => d.date)).toEqual(['2019-06-16']);
    const since = (await api.http.get(`${TIERS}?from=2026-05-01`).expect(200)).body as ResultTiers;
    expect(since.draws.map((d) => d.date)).toEqual(['2026-06-01', '2026-05-16', '2026-05-02']);
    const none = (await api.http.get(`${TIERS}?from=2026-06-02&to=2026-08-01`).expect(200))
      .body as ResultTiers;
    expect(none).toEqual({ draws: [] });
  });

  it('when asked again with the ETag, then 304 (ranged and whole)', async () => {
    for (const path of [TIERS, `${TIERS}?from=2019-01-01&to=2019-12-31`]) {
      const first = await api.http.get(path).expect(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      const again = await api.http.get(path).set('If-None-Match', etag);
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
    }
  });

  it.each([
    ['from=2019-13-01', 'from'],
    ['to=2019-02-30', 'to'],
    ['from=yesterday', 'from'],
    ['from=2020-01-01&to=2019-12-31', 'to'],
    ['from=2019-01-01&from=2019-02-01', 'from'],
    ['limit=5', 'limit'],
  ])('when the query is %s, then 400 names %s', async (query, path) => {
    const response = await api.http.get(`${TIERS}?${query}`).expect(400);
    expect(bodyOf(response).message).toBe('Invalid query');
    expect(issuePaths(response)).toContain(path);
  });

  it('when a draw gets its 2nd–5th prizes, then the cached answer is replaced', async () => {
    const token = await api.loginAdmin();
    const etag = String((await api.http.get(TIERS)).headers.etag);
    const numbers = (count: number, start: number) =>
      Array.from({ length: count }, (_, i) => String(start + i).padStart(6, '0'));
    await api
      .as(token)
      .patch(API.results.update.path({ date: '2026-06-16' }))
      .send({ prize2: numbers(5, 200000), prize3: numbers(10, 300000) })
      .expect(200);
    const response = await api.http.get(TIERS).set('If-None-Match', etag).expect(200);
    const body = response.body as ResultTiers;
    expect(body.draws[0]).toEqual({
      date: '2026-06-16',
      prize2: numbers(5, 200000),
      prize3: numbers(10, 300000),
    });
    expect(body.draws).toHaveLength(464);
  });
});
