import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Health } from '@lotto/contracts';
import { bodyOf } from '../test-support/services.js';
import { type AuthedHttp, startTestApi, type TestApi } from '../test-support/test-api.js';
import { testEngine } from '../test-support/test-store.js';

describe('HTTP hardening', () => {
  let api: TestApi;
  let asAdmin: AuthedHttp;
  beforeAll(async () => {
    api = await startTestApi();
    asAdmin = api.as(await api.loginAdmin());
  });
  afterAll(() => api.close());

  it('when everything is up, then GET /health answers ok with the kinds of store and sessions, and the cache counts', async () => {
    const response = await api.http.get('/health').expect(200);
    const { cache, ...rest } = response.body as Required<Health>;
    expect(rest).toEqual({ status: 'ok', store: testEngine(), sessions: 'memory', feed: 'off' });
    expect(Object.keys(cache).sort()).toEqual(['fresh', 'loads', 'shared', 'stale', 'waited']);
    for (const count of Object.values(cache)) expect(Number.isInteger(count)).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('when a public list is asked twice, then /health counts one read that was waited for and one fresh answer', async () => {
    const counts = async () =>
      ((await api.http.get('/health').expect(200)).body as Required<Health>).cache;
    const before = await counts();
    await api.http.get('/tips').expect(200);
    await api.http.get('/tips').expect(200);
    const after = await counts();
    expect(after.waited - before.waited).toBe(1);
    expect(after.loads - before.loads).toBe(1);
    expect(after.fresh - before.fresh).toBe(1);
  });

  describe('errors are JSON', () => {
    it('when the route is unknown, then 404 { message }', async () => {
      const response = await api.http.get('/api/nothing-here').expect(404);
      expect(response.body).toEqual({
        message: 'No such endpoint: GET /api/nothing-here',
        code: 'not_found',
      });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });

    it('when the method is not allowed on a known path, then 405 { message } with Allow', async () => {
      const response = await api.http.put('/results').send({}).expect(405);
      expect(typeof bodyOf(response).message).toBe('string');
      expect(response.headers.allow).toContain('GET');
    });

    it('when the JSON is malformed, then 400 { message } and nothing is stored', async () => {
      const before = (await api.http.get('/tips')).body as unknown[];
      const response = await asAdmin
        .post('/api/tips/save')
        .set('Content-Type', 'application/json')
        .send('{"imageUrl": "https://img.example/a.png"')
        .expect(400);
      expect(response.body).toEqual({ message: 'Malformed JSON body', code: 'malformed_body' });
      expect((await api.http.get('/tips')).body).toEqual(before);
    });

    it.each(['"just a string"', '42', 'null', 'true'])(
      'when the JSON body is %s (not an object), then 400',
      async (body) => {
        await asAdmin
          .post('/api/tips/save')
          .set('Content-Type', 'application/json')
          .send(body)
          .expect(400);
      },
    );

    it('when the JSON body is an array, then 400 from validation', async () => {
      const response = await asAdmin
        .post('/api/tips/save')
        .send([{ imageUrl: 'https://img.example/a.png' }])
        .expect(400);
      expect(bodyOf(response).message).toBe('Invalid request body');
    });

    it('when the body is not JSON, then 415', async () => {
      const response = await asAdmin
        .post('/api/tips/save')
        .set('Content-Type', 'text/plain')
        .send('imageUrl=https://x')
        .expect(415);
      expect(bodyOf(response).message).toMatch(/application\/json/);
      await asAdmin
        .post('/api/tips/save')
        .type('form')
        .send({ imageUrl: 'https://img.example/a.png' })
        .expect(415);
    });

    it('when a JSON body is missing, then 400 saying so', async () => {
      const response = await asAdmin.post('/api/tips/save').expect(400);
      expect(bodyOf(response).details).toEqual([
        { path: '', message: 'A JSON object body is required' },
      ]);
    });
  });

  describe('body size', () => {
    it('when the body is over 100 kB, then 413 { message }', async () => {
      const response = await asAdmin
        .post('/api/tips/save')
        .send({ imageUrl: `https://img.example/${'a'.repeat(110 * 1024)}` })
        .expect(413);
      expect(response.body).toEqual({
        message: 'Request body is too large (limit 100 kB)',
        code: 'body_too_large',
      });
    });

    it('when a request without a token sends a big body, then it is refused 401 before the body is read', async () => {
      const response = await api.http
        .post('/api/tips/save')
        .send({ imageUrl: `https://img.example/${'a'.repeat(200 * 1024)}` });
      expect(response.status).toBe(401);
    });

    it('when a chunked body without Content-Length grows over 100 kB, then 413 as well', async () => {
      const url = new URL(api.url);
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: '/api/admin/login',
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.write('{"email":"a@example.com","password":"');
        for (let i = 0; i < 30; i += 1) req.write('x'.repeat(4096));
        req.end('"}');
      });
      expect(status).toBe(413);
    });

    it('when the body is just under 100 kB, then it is read and validated (400, not 413)', async () => {
      const response = await asAdmin
        .post('/api/tips/save')
        .send({ imageUrl: `https://img.example/${'a'.repeat(90 * 1024)}` })
        .expect(400);
      expect((bodyOf(response).details as { path: string }[])[0]?.path).toBe('imageUrl');
    });
  });

  describe('NoSQL operator payloads never reach a repository', () => {
    it.each([
      ['/api/admin/login', { email: { $gt: '' }, password: { $gt: '' } }],
      ['/api/admin/login', { email: 'a@example.com', password: 'x', $where: '1' }],
      [
        '/api/results/add',
        { date: { $ne: null }, prize1: '123456', front3: [], last3: [], last2: '00' },
      ],
      ['/api/tips/save', { imageUrl: { $regex: '.*' } }],
      ['/api/tips/save', { 'imageUrl.x': 'https://img.example/a.png' }],
    ])('when %s gets %j, then 400', async (path, body) => {
      const response = await asAdmin.post(path).send(body).expect(400);
      expect(bodyOf(response).message).toMatch(/^Invalid/);
    });

    it('when a body smuggles __proto__, then 400', async () => {
      await asAdmin
        .post('/api/tips/save')
        .set('Content-Type', 'application/json')
        .send('{"imageUrl":"https://img.example/a.png","__proto__":{"admin":true}}')
        .expect(400);
    });

    it('when the query carries operators or arrays, then 400', async () => {
      await api.http.get('/results?before[$lt]=2030-01-01').expect(400);
      await api.http.get('/results?before=2024-01-01&before=2024-02-01').expect(400);
    });
  });

  describe('headers', () => {
    it.each(['/results', '/nope', '/api/admin/me'])(
      'when %s answers, then the security headers are set',
      async (path) => {
        const response = await api.http.get(path);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['content-security-policy']).toBe(
          "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        );
        expect(response.headers['referrer-policy']).toBe('no-referrer');
      },
    );

    it('when an error answers after a route set an ETag, then the error is not cacheable', async () => {
      const response = await api.http.get('/results?limit=0').expect(400);
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('CORS', () => {
    it('when the origin is listed, then it is allowed and ETag/Retry-After are exposed', async () => {
      const response = await api.http
        .get('/results')
        .set('Origin', 'http://localhost:5173')
        .expect(200);
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(response.headers['access-control-expose-headers']).toBe('ETag, Retry-After');
      expect(response.headers.vary).toContain('Origin');
    });

    it('when a listed origin sends a preflight, then 204 with methods and headers', async () => {
      const response = await api.http
        .options('/api/results/add')
        .set('Origin', 'http://localhost:5173')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'authorization, content-type')
        .expect(204);
      expect(response.headers['access-control-allow-methods']).toContain('POST');
      expect(response.headers['access-control-allow-headers']).toContain('Authorization');
    });

    it('when the admin panel preflights a PUT (an announced draw change), then PUT is allowed', async () => {
      const response = await api.http
        .options('/draws/overrides/2026-12-16')
        .set('Origin', 'http://localhost:5173')
        .set('Access-Control-Request-Method', 'PUT')
        .set('Access-Control-Request-Headers', 'authorization, content-type')
        .expect(204);
      expect(response.headers['access-control-allow-methods']).toContain('PUT');
    });

    it('when the origin is not listed, then no CORS header is sent and its preflight is 403', async () => {
      const response = await api.http
        .get('/results')
        .set('Origin', 'https://evil.example')
        .expect(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await api.http
        .options('/api/results/add')
        .set('Origin', 'https://evil.example')
        .set('Access-Control-Request-Method', 'POST')
        .expect(403);
      expect(preflight.body).toEqual({
        message: 'Origin https://evil.example is not allowed',
        code: 'forbidden',
      });
    });
  });
});
