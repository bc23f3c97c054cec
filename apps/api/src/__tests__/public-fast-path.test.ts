import { PUBLIC_CACHED_GETS } from '@lotto/contracts';
import type { Middleware } from 'koa';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/test-api.js';

/** The stored draw's date: `/results/:date` is asked for it. */
const DRAW_DATE = '2024-03-01';

/**
 * Every public GET the API caches, as the contracts list them: a new one is covered at once. The
 * year's list is asked by a well-formed version (any version answers the year's current list).
 */
const CACHED_PATHS = PUBLIC_CACHED_GETS.map((get) =>
  get.route
    .replace(':date', DRAW_DATE)
    .replace(':year', DRAW_DATE.slice(0, 4))
    .replace(':version', 'AAAAAAAAAAAAAAAA'),
);

/** Headers that differ between any two answers whoever sends them. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive']);

function comparable(response: Response) {
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !PER_ANSWER.has(name)),
  );
  return { status: response.status, headers, text: response.text };
}

describe('cached public answers served before the Koa stack', () => {
  let api: TestApi;
  let stackRuns = 0;

  beforeAll(async () => {
    api = await startTestApi({ config: { corsOrigins: ['https://lotto.example'] } });
    // Counts the requests that reach Koa's middleware at all (the fast path answers before it).
    const counter: Middleware = async (_ctx, next) => {
      stackRuns += 1;
      await next();
    };
    api.app.middleware.unshift(counter);
    const server = api.server;
    server.removeAllListeners('request');
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's callback handles its own promise
    server.on('request', api.app.callback());

    const asAdmin = api.as(await api.loginAdmin());
    await asAdmin.post('/api/tips/save').send({ imageUrl: 'https://img.example/a.png' });
    await asAdmin.post('/api/addSuccess/paper').send({ imageUrl: 'https://img.example/paper.png' });
    await api.services.results.add(
      {
        date: DRAW_DATE,
        prize1: '123456',
        front3: ['123', '456'],
        last3: ['789', '012'],
        last2: '34',
      },
      'test@example.com',
    );
  });
  afterAll(() => api.close());

  /** Asks twice: the first answer fills the cache through Koa, the second comes from the fast path. */
  async function missThenHit(ask: () => Promise<Response>) {
    const runsBefore = stackRuns;
    const miss = await ask();
    const runsAfterMiss = stackRuns;
    const hit = await ask();
    return {
      miss,
      hit,
      missRanStack: runsAfterMiss > runsBefore,
      hitRanStack: stackRuns > runsAfterMiss,
    };
  }

  it('asks every cached public GET on a real path (no route parameter left unfilled)', () => {
    expect(CACHED_PATHS.filter((path) => path.includes(':'))).toEqual([]);
  });

  describe.each(CACHED_PATHS)('%s', (path) => {
    it('when the list is cached, then the answer skips the stack and is identical to the stack’s', async () => {
      const { miss, hit, hitRanStack } = await missThenHit(() => api.http.get(path));
      expect(hit.status).toBe(200);
      expect(hitRanStack).toBe(false);
      expect(comparable(hit)).toEqual(comparable(miss));
    });

    it('when the origin is allowed, then CORS headers are the stack’s', async () => {
      const { miss, hit, hitRanStack } = await missThenHit(() =>
        api.http.get(path).set('Origin', 'https://lotto.example'),
      );
      expect(hitRanStack).toBe(false);
      expect(hit.headers['access-control-allow-origin']).toBe('https://lotto.example');
      expect(comparable(hit)).toEqual(comparable(miss));
    });

    it('when the origin is not allowed, then no CORS header is sent, like the stack', async () => {
      const { miss, hit } = await missThenHit(() =>
        api.http.get(path).set('Origin', 'https://evil.example'),
      );
      expect(hit.headers['access-control-allow-origin']).toBeUndefined();
      expect(comparable(hit)).toEqual(comparable(miss));
    });

    it('when asked with the current ETag, then 304 comes from the fast path with the same headers', async () => {
      const etag = String((await api.http.get(path)).headers.etag);
      const runsBefore = stackRuns;
      const hit = await api.http.get(path).set('If-None-Match', etag);
      expect(stackRuns).toBe(runsBefore);
      expect(hit.status).toBe(304);
      expect(hit.text).toBe('');
      expect(hit.headers.etag).toBe(etag);
      expect(hit.headers['content-type']).toBeUndefined();
    });

    it('when fetch() revalidates (matching ETag and Cache-Control: no-cache), then 304 comes from the fast path', async () => {
      const etag = String((await api.http.get(path)).headers.etag);
      const runsBefore = stackRuns;
      const response = await api.http
        .get(path)
        .set('If-None-Match', etag)
        .set('Cache-Control', 'no-cache');
      expect(stackRuns).toBe(runsBefore);
      expect(response.status).toBe(304);
      expect(response.text).toBe('');
    });

    it('when asked with HEAD, then the headers match the GET and no body is sent', async () => {
      const get = await api.http.get(path);
      const runsBefore = stackRuns;
      // supertest sends `Accept-Encoding: gzip, deflate` with a GET only: ask HEAD for the same
      // representation (a list over the compression threshold, /draws/upcoming, comes gzipped).
      const head = await api.http.head(path).set('Accept-Encoding', 'gzip, deflate');
      expect(stackRuns).toBe(runsBefore);
      expect(head.status).toBe(200);
      expect(head.text).toBeUndefined();
      expect(head.headers['content-encoding']).toBe(get.headers['content-encoding']);
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers.etag).toBe(get.headers.etag);
    });
  });

  it('when a query string is given, then the stack answers (and validates it)', async () => {
    await api.http.get('/results');
    const runsBefore = stackRuns;
    const response = await api.http.get('/results?limit=abc');
    expect(stackRuns).toBe(runsBefore + 1);
    expect(response.status).toBe(400);
  });

  it.each(['/results/2024-02-30', '/results/2024-3-01', '/results/1999-01-01'])(
    'when %s is asked (malformed, unreal or unknown date), then the stack answers the error every time',
    async (path) => {
      const first = await api.http.get(path);
      const runsBefore = stackRuns;
      const second = await api.http.get(path);
      expect(stackRuns).toBe(runsBefore + 1);
      expect(second.status).toBe(first.status);
      expect([400, 404]).toContain(second.status);
    },
  );

  it('when a tip is published, then the list asked for is read again before the write answers: the next read is a hit with it', async () => {
    await api.http.get('/tips');
    const before = await api.http.get('/tips');
    await api
      .as(await api.loginAdmin())
      .post('/api/tips/save')
      .send({ imageUrl: 'https://img.example/b.png' });
    const runsBefore = stackRuns;
    const after = await api.http.get('/tips');
    expect(stackRuns).toBe(runsBefore);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.text).toContain('https://img.example/b.png');
  });

  it('when tips are saved and taken back while nobody asks for the list, then it is reloaded less and less and then forgotten: the next read comes from the stack', async () => {
    const admin = api.as(await api.loginAdmin());
    // Each write reloads the list with half its request count (json-cache.ts, Entry.hits): asked a
    // few times above, it is forgotten within a handful of writes nobody reads between.
    for (let round = 0; round < 6; round += 1) {
      const saved = await admin
        .post('/api/tips/save')
        .send({ imageUrl: 'https://img.example/c.png' });
      await admin.delete(`/api/tips/${(saved.body as { _id: string })._id}`).expect(204);
    }
    const { hit, missRanStack, hitRanStack } = await missThenHit(() => api.http.get('/tips'));
    expect(missRanStack).toBe(true);
    expect(hitRanStack).toBe(false);
    expect(hit.text).not.toContain('https://img.example/c.png');
  });

  it('when another method is used on a cached path, then the stack answers it', async () => {
    await api.http.get('/tips');
    const runsBefore = stackRuns;
    const response = await api.http.post('/tips').send({});
    expect(stackRuns).toBe(runsBefore + 1);
    expect(response.status).toBe(405);
  });
});
