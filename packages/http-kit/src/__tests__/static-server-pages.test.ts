import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ask } from '@lotto/test-kit';
import { createStaticServer } from '../static-server.js';

const SHELL = '<!doctype html><title>shell</title><main>app</main>';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
}

describe('the static server with the server pages', () => {
  let dir: string;
  /** The stand-in API: answers as `answer` says, records what it was asked. */
  let api: Server;
  let apiUrl: string;
  let asked: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
  let answer: (
    url: string,
  ) => { status: number; headers?: Record<string, string>; body: string } | 'hang';
  let site: Server;
  let siteUrl: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lotto-static-pages-'));
    await writeFile(join(dir, 'index.html'), SHELL);
    api = createServer((req, res) => {
      asked.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      const reply = answer(req.url ?? '');
      if (reply === 'hang') return;
      res.writeHead(reply.status, reply.headers).end(reply.body);
    });
    apiUrl = await listen(api);
    site = createStaticServer({ root: dir, pages: { origin: apiUrl, timeoutMs: 300 } });
    siteUrl = await listen(site);
  });
  afterAll(async () => {
    await close(site);
    await close(api);
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    asked = [];
    answer = () => ({
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        etag: '"page-1"',
        vary: 'Accept-Language',
      },
      body: '<!doctype html><title>a draw</title>',
    });
  });

  it.each([
    ['/result/2026-11-16?lang=th'],
    ['/result'],
    ['/check?draw=2026-11-16&number=123456'],
    ['/sitemap.xml'],
    ['/robots.txt'],
    ['/result/2026-11-16/card.png?lang=en'],
  ])(
    'when %s is asked, then the API answers it, with the request’s headers and where it came from',
    async (path) => {
      const response = await ask(siteUrl, path, {
        Accept: 'text/html',
        'Accept-Language': 'th-TH',
        'Accept-Encoding': 'br',
        'If-None-Match': '"page-0"',
        Cookie: 'lotto_lang=hi',
        Host: 'lotto.example',
      });
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe('<!doctype html><title>a draw</title>');
      expect(response.headers.etag).toBe('"page-1"');
      expect(response.headers.vary).toBe('Accept-Language');
      expect(asked).toHaveLength(1);
      expect(asked[0]?.url).toBe(path);
      expect(asked[0]?.headers).toMatchObject({
        'accept-language': 'th-TH',
        'accept-encoding': 'br',
        'if-none-match': '"page-0"',
        cookie: 'lotto_lang=hi',
        'x-forwarded-host': 'lotto.example',
        'x-forwarded-proto': 'http',
      });
    },
  );

  it('when the API answers 304 or 404, then that is the answer', async () => {
    answer = (url) =>
      url.includes('2026') ? { status: 304, body: '' } : { status: 404, body: 'no draw' };
    expect((await ask(siteUrl, '/result/2026-11-16', { Accept: 'text/html' })).status).toBe(304);
    const missing = await ask(siteUrl, '/result/1980-01-01', { Accept: 'text/html' });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('no draw');
  });

  it('when a photo is shared to the app before its service worker is there, then the API answers the POST; when it fails, /check (303)', async () => {
    const share = () => {
      const form = new FormData();
      form.append('photo', new Blob(['a photo'], { type: 'image/png' }), 'ticket.png');
      return fetch(`${siteUrl}/check/shared-photo`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
      });
    };
    answer = () => ({ status: 303, headers: { location: '/check?photo=unsent' }, body: '' });
    const answered = await share();
    expect(answered.status).toBe(303);
    expect(answered.headers.get('location')).toBe('/check?photo=unsent');
    expect(asked.map((a) => `${a.method} ${a.url}`)).toEqual(['POST /check/shared-photo']);

    answer = () => ({ status: 500, body: 'boom' });
    const failed = await share();
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe('/check?photo=unsent');
    // Any other POST is still refused.
    expect((await fetch(`${siteUrl}/check`, { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it('when other paths are asked, then they are the static files as before', async () => {
    const response = await ask(siteUrl, '/tips', { Accept: 'text/html' });
    expect(response.body.toString()).toBe(SHELL);
    expect(asked).toHaveLength(0);
  });

  it('when the API fails or hangs, then a page is the app’s shell and the sitemap is 503', async () => {
    answer = () => ({ status: 500, body: 'boom' });
    const failed = await ask(siteUrl, '/result/2026-11-16', { Accept: 'text/html' });
    expect(failed.status).toBe(200);
    expect(failed.body.toString()).toBe(SHELL);
    expect(failed.headers['content-type']).toBe('text/html; charset=utf-8');

    answer = () => 'hang';
    const started = Date.now();
    const hung = await ask(siteUrl, '/check', { Accept: 'text/html' });
    expect(hung.body.toString()).toBe(SHELL);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await ask(siteUrl, '/sitemap.xml')).status).toBe(503);
  });

  it('when nothing listens at the API’s origin, then a page is the app’s shell and robots.txt is 503', async () => {
    const gone = createServer();
    const goneUrl = await listen(gone);
    await close(gone);
    const lonely = createStaticServer({ root: dir, pages: { origin: goneUrl } });
    const lonelyUrl = await listen(lonely);
    try {
      const page = await ask(lonelyUrl, '/result', { Accept: 'text/html' });
      expect(page.status).toBe(200);
      expect(page.body.toString()).toBe(SHELL);
      expect((await ask(lonelyUrl, '/robots.txt')).status).toBe(503);
      expect((await ask(lonelyUrl, '/result/2026-11-16/card.png')).status).toBe(503);
    } finally {
      await close(lonely);
    }
  });
});
