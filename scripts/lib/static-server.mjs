// @ts-check
/**
 * A small production-style static server for the built PWA: correct MIME types, brotli and gzip for
 * text, immutable caching for hashed assets, no-cache for the shell and the service worker, and an
 * SPA fallback to index.html for navigations. Extra folders can be mounted under a URL prefix.
 *
 * Text files of 1 kB or more are compressed once, at their first request, and kept in memory (per
 * file version): gzip (level 9) is awaited by that request, brotli (quality 11) runs in the
 * background on libuv's thread pool and answers from then on. The coding follows the request's
 * Accept-Encoding (q-values; br preferred, then gzip, identity fallback); every answer varies by it
 * and each coding has its own ETag (`"<size>-<mtime>-br"`), any of which revalidates to a 304.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** Smaller files are sent as they are: compressing saves less than a packet. */
const MIN_COMPRESSED_BYTES = 1024;

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

/** @typedef {'br' | 'gzip' | 'identity'} Coding */

/**
 * The codings an Accept-Encoding header accepts, best first (q-values; ties: br, gzip, identity).
 * `*` stands for codings not named; identity not named weighs what `*` does, else the least named
 * q-value; identity is always the last resort. The same rule as the API (apps/api json-cache.ts).
 * @param {string | undefined} header
 * @returns {Coding[]}
 */
export function acceptedCodings(header) {
  if (header === undefined) return ['identity'];
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    let weight = 1;
    for (const param of params) {
      const [key = '', raw = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      const parsed = Number(raw.trim());
      weight = raw.trim() !== '' && Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
    }
    q.set(coding === 'x-gzip' ? 'gzip' : coding, weight);
  }
  const star = q.get('*');
  const unnamedIdentity = star ?? (q.size === 0 ? 1 : Math.min(...q.values()));
  /** @param {Coding} coding */
  const weight = (coding) =>
    q.get(coding) ?? (coding === 'identity' ? unnamedIdentity : (star ?? 0));
  /** @type {Coding[]} */
  const order = ['br', 'gzip', 'identity'];
  const accepted = order.filter((c) => weight(c) > 0).sort((a, b) => weight(b) - weight(a));
  return accepted.includes('identity') ? accepted : [...accepted, 'identity'];
}

/**
 * Whether If-None-Match names `etag` or one of its coded variants (weak comparison, lists, `*`).
 * @param {string | undefined} header @param {string} etag
 */
function etagMatches(header, etag) {
  if (header === undefined) return false;
  const base = etag.slice(0, -1);
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag || tag === `${base}-br"` || tag === `${base}-gzip"`;
  });
}

/**
 * @param {{ root: string, mounts?: Record<string, string>, spa?: boolean }} options
 *   root: the folder served at `/`; mounts: URL prefix (e.g. `/demo/`) → folder.
 * @returns {import('node:http').Server}
 */
export function createStaticServer({ root, mounts = {}, spa = true }) {
  const rootDir = resolve(root);
  /**
   * Compressed copies per file version: gzip's promise (awaited by the first request), brotli's
   * bytes once ready.
   * @type {Map<string, { gzip: Promise<Buffer>, br?: Buffer }>}
   */
  const compressed = new Map();

  /** @param {string} file @param {string} key */
  function compressOnce(file, key) {
    let entry = compressed.get(key);
    if (entry) return entry;
    const source = readFile(file);
    const created = {
      gzip: source.then((body) => gzipAsync(body, { level: 9 })),
      /** @type {Buffer | undefined} */
      br: undefined,
    };
    compressed.set(key, created);
    created.gzip.catch(() => compressed.delete(key));
    source
      .then((body) =>
        brotliAsync(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      )
      .then(
        (body) => {
          created.br = body;
        },
        () => undefined, // gzip and identity still answer
      );
    return created;
  }

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
      const codings =
        COMPRESSIBLE.has(ext) && info.size >= MIN_COMPRESSED_BYTES
          ? acceptedCodings(req.headers['accept-encoding'])
          : /** @type {Coding[]} */ (['identity']);
      /** @type {{ coding: Coding, body: Buffer } | undefined} */
      let chosen;
      if (codings[0] !== 'identity') {
        const entry = compressOnce(file, `${file}:${etag}`);
        // The best accepted coding that is ready (brotli may still be on its way: then gzip).
        for (const coding of codings) {
          if (coding === 'identity') break;
          if (coding === 'br' && entry.br) chosen = { coding, body: entry.br };
          if (coding === 'gzip') chosen = { coding, body: await entry.gzip };
          if (chosen) break;
        }
      }
      headers.etag = chosen ? `${etag.slice(0, -1)}-${chosen.coding}"` : etag;
      if (etagMatches(req.headers['if-none-match'], etag)) {
        res.writeHead(304, headers).end();
        return;
      }
      if (chosen) {
        headers['content-encoding'] = chosen.coding;
        headers['content-length'] = String(chosen.body.length);
        res.writeHead(200, headers);
        res.end(req.method === 'HEAD' ? undefined : chosen.body);
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
