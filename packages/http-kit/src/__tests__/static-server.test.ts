import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, decoded, type RawAnswer } from '@lotto/test-kit';
import { createStaticServer } from '../static-server.js';

const SCRIPT = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 31};\n`).join(''),
);

describe('the static server', () => {
  let dir: string;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lotto-static-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>t</title>');
    await writeFile(join(dir, 'app.js'), SCRIPT);
    await writeFile(join(dir, 'image.png'), Buffer.alloc(4096, 7));
    server = createStaticServer({ root: dir });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
    await rm(dir, { recursive: true, force: true });
  });

  /** Asks until brotli (compressed in the background after the first request) is served. */
  async function brotliReady(path: string): Promise<RawAnswer> {
    for (let i = 0; i < 100; i += 1) {
      const answer = await ask(url, path, { 'Accept-Encoding': 'br, gzip' });
      if (answer.headers['content-encoding'] === 'br') return answer;
      expect(answer.headers['content-encoding']).toBe('gzip');
      await new Promise((ok) => setTimeout(ok, 20));
    }
    throw new Error('brotli never came');
  }

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.2, gzip;q=0.9', 'gzip'],
    ['gzip;q=0', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])(
    'when Accept-Encoding is %j, then a script comes as %s with its own ETag and decodes to the file',
    async (acceptEncoding, coding) => {
      const identity = await brotliReady('/app.js').then(() => ask(url, '/app.js'));
      const answer = await ask(
        url,
        '/app.js',
        acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decoded(answer)).toEqual(SCRIPT);
      const base = String(identity.headers.etag);
      expect(answer.headers.etag).toBe(
        coding === undefined ? base : `${base.slice(0, -1)}-${coding}"`,
      );
    },
  );

  it('when revalidating with any encoding’s ETag, then 304', async () => {
    const br = await brotliReady('/app.js');
    const identity = await ask(url, '/app.js');
    for (const held of [String(br.headers.etag), String(identity.headers.etag)]) {
      const answer = await ask(url, '/app.js', {
        'Accept-Encoding': 'gzip',
        'If-None-Match': held,
      });
      expect(answer.status).toBe(304);
      expect(answer.body.length).toBe(0);
    }
  });

  it('when asked with HEAD, then the headers are the GET’s and no body is sent', async () => {
    const get = await brotliReady('/app.js');
    const head = await ask(url, '/app.js', { 'Accept-Encoding': 'br, gzip' }, 'HEAD');
    expect(head.body.length).toBe(0);
    for (const name of ['content-length', 'content-encoding', 'etag', 'vary'])
      expect(head.headers[name], name).toBe(get.headers[name]);
  });

  it('when a file is small or not text, then it is sent as it is', async () => {
    for (const path of ['/index.html', '/image.png']) {
      const answer = await ask(url, path, { 'Accept-Encoding': 'br, gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'], path).toBeUndefined();
    }
  });
});
