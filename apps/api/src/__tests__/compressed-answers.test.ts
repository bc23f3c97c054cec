import type { RequestListener } from 'node:http';
import type { Middleware } from 'koa';
import { ask, decoded, type RawAnswer } from '@lotto/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/test-api.js';

/** Headers that differ between any two answers whoever sends them. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive']);
const comparable = (answer: RawAnswer) => ({
  status: answer.status,
  headers: Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !PER_ANSWER.has(name)),
  ),
  body: answer.body,
});

const DRAWS = 40;

describe('compressed public answers', () => {
  let api: TestApi;
  let stackRuns = 0;
  let mode: 'fast path' | 'Koa stack' = 'fast path';

  beforeAll(async () => {
    api = await startTestApi();
    const counter: Middleware = async (_ctx, next) => {
      stackRuns += 1;
      await next();
    };
    api.app.middleware.unshift(counter);
    // The same app answered with its fast path, or by the Koa stack alone.
    const withFastPath = api.app.callback();
    const fastPath = api.app.fastPath;
    api.app.fastPath = undefined;
    const stackOnly = api.app.callback();
    api.app.fastPath = fastPath;
    const handler: RequestListener = (req, res) =>
      void (mode === 'fast path' ? withFastPath : stackOnly)(req, res);
    api.server.removeAllListeners('request');
    api.server.on('request', handler);

    for (let i = 0; i < DRAWS; i += 1) {
      const day = new Date(Date.UTC(2020, 0, 1 + i * 16)).toISOString().slice(0, 10);
      await api.services.results.add(
        {
          date: day,
          prize1: String(100000 + i * 7919).slice(-6),
          front3: ['123', '456'],
          last3: ['789', '012'],
          last2: String(i % 100).padStart(2, '0'),
        },
        'test@example.com',
      );
    }
  });
  afterAll(() => api.close());

  /** Asks once to fill the cache (through Koa), then waits for every background compression. */
  async function filled(path: string): Promise<RawAnswer> {
    const identity = await ask(api.url, path);
    await api.app.publicCache.settled();
    return identity;
  }

  describe.each(['fast path', 'Koa stack'] as const)('through the %s', (path) => {
    beforeAll(() => {
      mode = path;
    });

    /** Asks and checks that the request took the path under test. */
    async function askHere(
      ...args: Parameters<typeof ask> extends [string, ...infer R] ? R : never
    ) {
      const before = stackRuns;
      const answer = await ask(api.url, ...args);
      expect(stackRuns > before, 'reached the Koa stack').toBe(mode === 'Koa stack');
      return answer;
    }

    it.each([
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.5, gzip;q=0.9', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
      ['gzip;q=0', undefined],
      ['gzip;q=0, br;q=0', undefined],
      ['identity', undefined],
      ['deflate', undefined],
    ])(
      'when Accept-Encoding is %j, then /results comes as %s and decodes to the identity bytes',
      async (acceptEncoding, coding) => {
        const identity = await filled('/results');
        expect(identity.body.length).toBeGreaterThan(1024);
        const answer = await askHere('/results', { 'Accept-Encoding': acceptEncoding });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(coding);
        expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(decoded(answer)).toEqual(identity.body);
        if (coding !== undefined) expect(answer.body.length).toBeLessThan(identity.body.length / 3);
      },
    );

    it('when no Accept-Encoding is sent, then the answer is identity and still varies by it', async () => {
      await filled('/results');
      const answer = await askHere('/results');
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
      expect(JSON.parse(answer.body.toString())).toHaveLength(DRAWS);
    });

    it('gives each encoding its own strong ETag and answers 304 to any of them', async () => {
      const identity = await filled('/results');
      const br = await askHere('/results', { 'Accept-Encoding': 'br' });
      const gzip = await askHere('/results', { 'Accept-Encoding': 'gzip' });
      const tag = String(identity.headers.etag);
      expect(br.headers.etag).toBe(`${tag.slice(0, -1)}-br"`);
      expect(gzip.headers.etag).toBe(`${tag.slice(0, -1)}-gzip"`);
      for (const held of [tag, br.headers.etag, gzip.headers.etag, `W/${String(br.headers.etag)}`])
        for (const [acceptEncoding, sent] of [
          ['br, gzip', br.headers.etag],
          ['gzip', gzip.headers.etag],
          ['identity', tag],
        ]) {
          const answer = await askHere('/results', {
            'Accept-Encoding': String(acceptEncoding),
            'If-None-Match': String(held),
            'Cache-Control': 'no-cache',
          });
          expect(answer.status).toBe(304);
          expect(answer.body.length).toBe(0);
          expect(answer.headers.etag).toBe(sent);
          expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
          expect(answer.headers['content-encoding']).toBeUndefined();
        }
      const stale = await askHere('/results', {
        'Accept-Encoding': 'br',
        'If-None-Match': `"someOtherContent-br"`,
      });
      expect(stale.status).toBe(200);
    });

    it('when asked with HEAD, then the headers are the GET’s for the same encoding and no body is sent', async () => {
      await filled('/results');
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const get = await askHere('/results', { 'Accept-Encoding': acceptEncoding });
        const head = await askHere('/results', { 'Accept-Encoding': acceptEncoding }, 'HEAD');
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
        for (const name of ['content-length', 'content-encoding', 'etag', 'vary', 'content-type'])
          expect(head.headers[name], name).toBe(get.headers[name]);
      }
    });

    it('when an answer is small, then it is sent as it is, varying by Accept-Encoding', async () => {
      await filled('/results/2020-01-01');
      const answer = await askHere('/results/2020-01-01', { 'Accept-Encoding': 'br, gzip' });
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeLessThan(1024);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
    });
  });

  it('sends the same bytes and headers through the fast path and the Koa stack', async () => {
    await filled('/results');
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      mode = 'fast path';
      const fast = await ask(api.url, '/results', { 'Accept-Encoding': acceptEncoding });
      mode = 'Koa stack';
      const stack = await ask(api.url, '/results', { 'Accept-Encoding': acceptEncoding });
      expect(comparable(fast)).toEqual(comparable(stack));
    }
    mode = 'fast path';
  });

  it('when a draw is added, then the next answers are the new list, compressed again', async () => {
    mode = 'fast path';
    const before = await filled('/results');
    const beforeBr = await ask(api.url, '/results', { 'Accept-Encoding': 'br' });
    await api.services.results.add(
      { date: '2024-12-16', prize1: '097863', front3: [], last3: [], last2: '00' },
      'test@example.com',
    );
    // The fill answers gzip at once (brotli follows in the background), decoded it is the new list.
    const fill = await ask(api.url, '/results', { 'Accept-Encoding': 'br, gzip' });
    expect(fill.headers['content-encoding']).toMatch(/^(gzip|br)$/);
    expect(decoded(fill).toString()).toContain('097863');
    await api.app.publicCache.settled();
    const after = await ask(api.url, '/results', { 'Accept-Encoding': 'br' });
    expect(after.headers['content-encoding']).toBe('br');
    expect(after.headers.etag).not.toBe(beforeBr.headers.etag);
    const list = JSON.parse(decoded(after).toString()) as { date: string }[];
    expect(list).toHaveLength((JSON.parse(before.body.toString()) as unknown[]).length + 1);
    expect(list[0]?.date).toBe('2024-12-16');
    const old = await ask(api.url, '/results', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(beforeBr.headers.etag),
    });
    expect(old.status).toBe(200);
  });
});
