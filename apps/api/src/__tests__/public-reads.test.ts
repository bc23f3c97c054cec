import { type ImageItem, type Result, ResultSchema } from '@lotto/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError } from '../shared/errors.js';
import { bodyOf, issuePaths } from '../test-support/services.js';
import { startTestApi, type TestApi } from '../test-support/test-api.js';

/** The main tiers of a draw of `date`'s era (no front-3 and four last-3 before 2015-09-01). */
const draw = (date: string, prize1 = '123456') =>
  date >= '2015-09-01'
    ? { date, prize1, front3: ['123', '456'], last3: ['789', '012'], last2: '34' }
    : { date, prize1, last3: ['789', '012', '345', '678'], last2: '34' };

describe('public reads', () => {
  let api: TestApi;
  let token: string;
  let now = new Date('2024-03-01T16:30:00Z');

  beforeAll(async () => {
    api = await startTestApi({ clock: () => now });
    token = await api.loginAdmin();
  });
  afterAll(() => api.close());

  const publish = async (input: object) => {
    const response = await api.as(token).post('/api/results/add').send(input);
    expect(response.status).toBe(201);
    return response.body as Result;
  };

  describe('GET /results', () => {
    beforeEach(async () => {
      for (const result of (await api.http.get('/results')).body as Result[]) {
        await api.as(token).delete(`/api/results/${result._id}`).expect(204);
      }
    });

    it('when no draw is stored, then it answers an empty list', async () => {
      const response = await api.http.get('/results').expect(200);
      expect(response.body).toEqual([]);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });

    it('when draws are stored, then they come newest first as light items (main tiers, dates, status, missing)', async () => {
      const old = await publish(draw('2014-12-30'));
      const recent = await publish({ ...draw('2024-01-17'), near1: ['123455', '123457'] });
      const middle = await publish(draw('2020-06-01'));
      const response = await api.http.get('/results').expect(200);
      const items = response.body as Result[];
      for (const item of items) expect(v.is(ResultSchema, item)).toBe(true);
      expect(items.map((r) => r._id)).toEqual([recent._id, middle._id, old._id]);
      expect(items[0]).toEqual({
        _id: recent._id,
        date: '2024-01-17',
        drawDate: '2024-01-17',
        status: 'provisional',
        prize1: '123456',
        front3: ['123', '456'],
        last3: ['789', '012'],
        last2: '34',
        missing: ['prize2', 'prize3', 'prize4', 'prize5'],
      });
      expect(Object.keys(items[0] ?? {})).not.toContain('near1');
      expect(items[2]).toMatchObject({ date: '2014-12-30', last3: ['789', '012', '345', '678'] });
      expect(items[2]).not.toHaveProperty('front3');
      expect(items[2]?.missing).toEqual(['near1', 'prize2', 'prize3', 'prize4', 'prize5']);
    });

    it('when limit and before are given, then they page the list (before excludes that date)', async () => {
      for (const date of ['2024-01-01', '2024-01-17', '2024-02-01', '2024-02-16'])
        await publish(draw(date));
      const firstPage = (await api.http.get('/results?limit=2').expect(200)).body as Result[];
      expect(firstPage.map((r) => r.date)).toEqual(['2024-02-16', '2024-02-01']);
      const secondPage = (await api.http.get('/results?limit=2&before=2024-02-01').expect(200))
        .body as Result[];
      expect(secondPage.map((r) => r.date)).toEqual(['2024-01-17', '2024-01-01']);
      const rest = (await api.http.get('/results?before=2024-01-01').expect(200)).body as Result[];
      expect(rest).toEqual([]);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=1001', 'limit'],
      ['limit=1.5', 'limit'],
      ['limit=1&limit=2', 'limit'],
      ['before=2024-02-30', 'before'],
      ['before=01/02/2024', 'before'],
      ['before[$gt]=', 'before[$gt]'],
      ['sort=date', 'sort'],
    ])('when the query is %s, then it answers 400 naming %s', async (query, path) => {
      const response = await api.http.get(`/results?${query}`).expect(400);
      expect(bodyOf(response).message).toBe('Invalid query');
      expect(issuePaths(response)).toContain(path);
    });
  });

  describe('GET /api/results/latest', () => {
    it('when asked, then it answers a light item (no 2nd–5th prizes, no near-first)', async () => {
      await publish({ ...draw('2024-02-01', '555555'), near1: ['555554', '555556'] });
      now = new Date('2024-02-01T12:00:00Z');
      const latest = (await api.http.get('/api/results/latest').expect(200)).body as Result;
      expect(v.is(ResultSchema, latest)).toBe(true);
      expect(latest).toMatchObject({ date: '2024-02-01', prize1: '555555', status: 'provisional' });
      expect(latest).not.toHaveProperty('near1');
      now = new Date('2024-03-01T16:30:00Z');
    });

    it('when draws exist on both sides of today in Bangkok, then the newest not after today is latest', async () => {
      await publish(draw('2024-02-16', '111111'));
      await publish(draw('2024-03-01', '222222'));
      await publish(draw('2024-03-16', '333333'));
      // 2024-03-01T16:30Z is 23:30 on 1 March in Bangkok.
      now = new Date('2024-03-01T16:30:00Z');
      expect(((await api.http.get('/api/results/latest').expect(200)).body as Result).prize1).toBe(
        '222222',
      );
      // 2024-03-15T17:00Z is already 16 March in Bangkok (UTC+7), still 15 March in UTC.
      now = new Date('2024-03-15T17:00:00Z');
      expect(((await api.http.get('/api/results/latest').expect(200)).body as Result).prize1).toBe(
        '333333',
      );
    });

    it('when every draw is in the future, then it answers 404', async () => {
      now = new Date('1990-01-01T00:00:00Z');
      const response = await api.http.get('/api/results/latest').expect(404);
      expect(bodyOf(response).message).toMatch(/No draw result on or before 1990-01-01/);
      now = new Date('2024-03-01T16:30:00Z');
    });
  });

  describe('conditional requests', () => {
    // With its near-first numbers, so /results/tiers has a draw to answer.
    const ensureDraw = async (date: string) => {
      await api.services.results
        .add({ ...draw(date), near1: ['123455', '123457'] }, 'test@example.com')
        .catch((error: unknown) => {
          if (!(error instanceof ConflictError)) throw error;
        });
    };
    const paths = [
      '/results',
      '/tips',
      '/api/addSuccess/paper',
      '/api/results/latest',
      '/results/claimable',
      '/results/2000-01-16',
      '/results/tiers',
      '/results/tiers?from=2000-01-01&to=2000-12-31',
    ];

    it.each(paths)(
      'when %s is asked again with its ETag, then it answers 304 without a body',
      async (path) => {
        await ensureDraw('2000-01-16');
        const first = await api.http.get(path).expect(200);
        if (path.startsWith('/results/tiers')) {
          const { draws } = first.body as { draws: { date: string }[] };
          expect(draws.map((d) => d.date)).toContain('2000-01-16');
        }
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
        expect(first.headers['cache-control']).toBe('no-cache');
        const second = await api.http.get(path).set('If-None-Match', etag).expect(304);
        expect(second.text).toBe('');
        expect(second.headers.etag).toBe(etag);
        await api.http.get(path).set('If-None-Match', '"something-else"').expect(200);
      },
    );

    // Browsers' fetch() adds `Cache-Control: no-cache` to every request that carries If-None-Match.
    it.each(paths)(
      'when %s is asked with its ETag and Cache-Control: no-cache (as fetch() sends it), then it answers 304',
      async (path) => {
        await ensureDraw('2000-01-16');
        const etag = String((await api.http.get(path).expect(200)).headers.etag);
        for (let i = 0; i < 2; i += 1) {
          // The first ask may be served by the stack, the second by the fast path: both must agree.
          const response = await api.http
            .get(path)
            .set('If-None-Match', etag)
            .set('Cache-Control', 'no-cache')
            .expect(304);
          expect(response.text).toBe('');
        }
        const weakAndListed = await api.http.get(path).set('If-None-Match', `"other", W/${etag}`);
        expect(weakAndListed.status).toBe(304);
        expect((await api.http.get(path).set('If-None-Match', '*')).status).toBe(304);
      },
    );

    it('when a tip is published, then the old ETag no longer matches and the new list is sent', async () => {
      const before = await api.http.get('/tips').expect(200);
      await api
        .as(token)
        .post('/api/tips/save')
        .send({ imageUrl: 'https://img.example/new.png' })
        .expect(201);
      const after = await api.http
        .get('/tips')
        .set('If-None-Match', String(before.headers.etag))
        .expect(200);
      expect((after.body as ImageItem[])[0]?.imageUrl).toBe('https://img.example/new.png');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('when asked with HEAD, then it answers the headers only', async () => {
      const response = await api.http.head('/results').expect(200);
      expect(response.headers.etag).toBeDefined();
      expect(response.text).toBeUndefined();
    });
  });

  describe('image lists', () => {
    it.each([
      ['/tips', '/api/tips/save'],
      ['/api/addSuccess/paper', '/api/addSuccess/paper'],
    ])('when images are published, then %s lists them newest first', async (list, post) => {
      const urls = [
        'https://img.example/1.png',
        'https://img.example/2.png',
        'http://img.example/3.jpg',
      ];
      for (const imageUrl of urls) {
        now = new Date(now.getTime() + 1000);
        await api.as(token).post(post).send({ imageUrl }).expect(201);
      }
      const items = (await api.http.get(list).expect(200)).body as ImageItem[];
      expect(items.slice(0, 3).map((i) => i.imageUrl)).toEqual([...urls].reverse());
      for (const item of items)
        expect(Object.keys(item).sort()).toEqual(['_id', 'createdAt', 'imageUrl']);
    });
  });
});
