// @ts-check
/**
 * A small production-style static server for the built PWA: correct MIME types, gzip for text,
 * immutable caching for hashed assets, no-cache for the shell and the service worker, and an SPA
 * fallback to index.html for navigations. Extra folders can be mounted under a URL prefix.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.map',
]);
const NO_CACHE = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

/**
 * @param {{ root: string, mounts?: Record<string, string>, spa?: boolean }} options
 *   root: the folder served at `/`; mounts: URL prefix (e.g. `/demo/`) → folder.
 * @returns {import('node:http').Server}
 */
export function createStaticServer({ root, mounts = {}, spa = true }) {
  const rootDir = resolve(root);
  /** @type {Map<string, Buffer>} */
  const gzipCache = new Map();

  /** @param {string} base @param {string} rel */
  function within(base, rel) {
    const full = normalize(join(base, rel));
    return full === base || full.startsWith(base + sep) ? full : null;
  }

  /** @param {string} pathname @returns {{ file: string | null, cacheKey: string }} */
  function locate(pathname) {
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (pathname.startsWith(prefix)) {
        return { file: within(resolve(dir), pathname.slice(prefix.length)), cacheKey: pathname };
      }
    }
    return { file: within(rootDir, pathname), cacheKey: pathname };
  }

  return createServer((req, res) => {
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        res.writeHead(400).end('Bad request');
        return;
      }
      if (pathname.endsWith('/')) pathname += 'index.html';
      let { file } = locate(pathname);
      let info = file ? await stat(file).catch(() => null) : null;
      if (
        (!info || !info.isFile()) &&
        spa &&
        !extname(pathname) &&
        (req.headers.accept ?? '').includes('text/html')
      ) {
        pathname = '/index.html';
        file = join(rootDir, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!file || !info || !info.isFile()) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const ext = extname(file).toLowerCase();
      /** @type {Record<string, string>} */
      const headers = {
        'content-type':
          TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? 'application/octet-stream',
        'x-content-type-options': 'nosniff',
        'cache-control': NO_CACHE.has(pathname)
          ? 'no-cache'
          : pathname.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        vary: 'accept-encoding',
      };
      const etag = `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
      headers.etag = etag;
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      const gzipOk =
        COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (gzipOk) {
        const key = `${file}:${etag}`;
        let body = gzipCache.get(key);
        if (!body) {
          body = gzipSync(await readFile(file));
          gzipCache.set(key, body);
        }
        headers['content-encoding'] = 'gzip';
        headers['content-length'] = String(body.length);
        res.writeHead(200, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      headers['content-length'] = String(info.size);
      res.writeHead(200, headers);
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    })().catch((error) => {
      console.error('static server error', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}
