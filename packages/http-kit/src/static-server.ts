/*
 * A small production-style static server for the built PWA (`npm start`, the e2e stacks, the
 * bench): correct MIME types, brotli and gzip for text, immutable caching for hashed assets,
 * no-cache for the shell and the service worker, and an SPA fallback to index.html for
 * navigations. Extra folders can be mounted under a URL prefix.
 *
 * Text files of 1 kB or more are compressed once, at their first request, and kept in memory (per
 * file version): gzip (level 9) is awaited by that request, brotli (quality 11) runs in the
 * background on libuv's thread pool and answers from then on. The coding follows the request's
 * Accept-Encoding by the API's rule (./content-coding.ts); every answer varies by it and each
 * coding has its own ETag (`"<size>-<mtime>-br"`), any of which revalidates to a 304.
 *
 * With `pages`, the paths the API renders (`isServerPagePath` of @lotto/site: /result, the draw
 * pages and their share cards, /check, /sitemap.xml, /robots.txt) are forwarded to the API and its
 * answer streamed back as it is; when the API does not answer (refused, too slow, a 5xx), an HTML
 * page falls back to the app's index.html (the app renders it, as before server pages), the others
 * answer 503. A photo shared to the installed app before its service worker could keep it (a POST to
 * `SHARED_PHOTO.action`) is forwarded too, and goes on to /check (303) when the API does not answer.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import {
  createServer,
  type IncomingMessage,
  request as httpRequest,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { isServerPagePath, SERVER_PAGES } from '@lotto/site';
import { SHARED_PHOTO, SHARED_PHOTO_UNSENT_HREF } from '@lotto/site/shared-photo';
import { acceptedCodings, codingTag, etagMatches } from './content-coding.js';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** Smaller files are sent as they are: compressing saves less than a packet. */
const MIN_COMPRESSED_BYTES = 1024;

const TYPES: Readonly<Record<string, string>> = {
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
  // The ticket code reader (ZXing): compiled while it downloads only when served as such.
  '.wasm': 'application/wasm',
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
  '.wasm',
]);
const NO_CACHE = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

export interface StaticServerOptions {
  /** The folder served at `/`. */
  root: string;
  /** URL prefix (e.g. `/demo/`) → the folder served under it. */
  mounts?: Record<string, string>;
  /** Answer navigations to unknown paths with `/index.html` (default true). */
  spa?: boolean;
  /**
   * Forward the server-rendered pages to the API at `origin` (e.g. `http://127.0.0.1:8787`),
   * waiting at most `timeoutMs` (default {@link DEFAULT_PAGES_TIMEOUT_MS}) for its answer's head.
   */
  pages?: { origin: string; timeoutMs?: number };
}

/** How long a forwarded page may take to start answering before the app's shell is served. */
export const DEFAULT_PAGES_TIMEOUT_MS = 3000;

/** The request headers a forwarded page keeps (what the API's answer depends on). */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  // The visitor's saved language (`lotto_lang`): the page comes in it.
  'cookie',
  'if-none-match',
  'user-agent',
] as const;

/** Hop-by-hop headers: they describe one connection, never copied to the next. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** True for the forwarded paths that are HTML pages (the app's shell can stand in for them). */
function isHtmlPage(pathname: string): boolean {
  return (
    pathname !== SERVER_PAGES.sitemap &&
    pathname !== SERVER_PAGES.robots &&
    !pathname.endsWith('.png')
  );
}

/**
 * Forwards `req` to the API; resolves true once the API's answer is being streamed back, false
 * when the API did not answer usably (nothing was written to `res`).
 */
function forwardPage(
  req: IncomingMessage,
  res: ServerResponse,
  pages: { origin: string; timeoutMs?: number },
  htmlPage: boolean,
): Promise<boolean> {
  const target = new URL(req.url ?? '/', pages.origin);
  const headers: OutgoingHttpHeaders = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  if (req.headers.host !== undefined) headers['x-forwarded-host'] = req.headers.host;
  headers['x-forwarded-proto'] =
    'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((settle) => {
    let settled = false;
    const give = (handled: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      settle(handled);
    };
    const upstream = send(target, { method: req.method, headers }, (answer) => {
      const status = answer.statusCode ?? 502;
      // A failing API's error page would be worse than the app's own rendering of the page.
      if (status >= 500 && htmlPage) {
        answer.resume();
        give(false);
        return;
      }
      const out: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
      }
      res.writeHead(status, out);
      answer.pipe(res);
      answer.once('error', () => res.destroy());
      give(true);
    });
    const timer = setTimeout(() => {
      upstream.destroy(new Error('timed out'));
    }, pages.timeoutMs ?? DEFAULT_PAGES_TIMEOUT_MS);
    upstream.once('error', () => {
      if (settled) res.destroy();
      else give(false);
    });
    res.once('close', () => upstream.destroy());
    upstream.end();
  });
}

/** Compressed copies of one file version: gzip's promise (awaited by the first request), brotli once ready. */
interface Compressed {
  gzip: Promise<Buffer>;
  br?: Buffer;
}

/** The static server (not listening yet: call `listen`). */
export function createStaticServer({
  root,
  mounts = {},
  spa = true,
  pages,
}: StaticServerOptions): Server {
  const rootDir = resolve(root);
  const compressed = new Map<string, Compressed>();

  function compressOnce(file: string, key: string): Compressed {
    const entry = compressed.get(key);
    if (entry) return entry;
    const source = readFile(file);
    const created: Compressed = { gzip: source.then((body) => gzipAsync(body, { level: 9 })) };
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

  function within(base: string, rel: string): string | null {
    const full = normalize(join(base, rel));
    return full === base || full.startsWith(base + sep) ? full : null;
  }

  function locate(pathname: string): string | null {
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (pathname.startsWith(prefix)) return within(resolve(dir), pathname.slice(prefix.length));
    }
    return within(rootDir, pathname);
  }

  return createServer((req, res) => {
    void (async () => {
      if (req.method === 'POST' && req.url?.split('?')[0] === SHARED_PHOTO.action) {
        // A photo shared to the installed app before its service worker was there: the API says
        // where it goes (its body is not read, here nor there); without one that answers, /check.
        req.resume();
        if (pages !== undefined && (await forwardPage(req, res, pages, true))) return;
        res.writeHead(303, { location: SHARED_PHOTO_UNSENT_HREF }).end();
        return;
      }
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
      let shell = false;
      if (pages !== undefined && isServerPagePath(pathname)) {
        const htmlPage = isHtmlPage(pathname);
        if (await forwardPage(req, res, pages, htmlPage)) return;
        if (!htmlPage) {
          res
            .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '10' })
            .end('The server is not answering; try again shortly');
          return;
        }
        shell = true;
      }
      if (pathname.endsWith('/')) pathname += 'index.html';
      let file = locate(pathname);
      let info = file && !shell ? await stat(file).catch(() => null) : null;
      if (
        !info?.isFile() &&
        (shell || (spa && !extname(pathname) && (req.headers.accept ?? '').includes('text/html')))
      ) {
        pathname = '/index.html';
        file = join(rootDir, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!file || !info?.isFile()) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const ext = extname(file).toLowerCase();
      const headers: Record<string, string> = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
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
          : (['identity'] as const);
      let chosen: { coding: 'br' | 'gzip'; body: Buffer } | undefined;
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
      headers.etag = chosen ? codingTag(etag, chosen.coding) : etag;
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
    })().catch((error: unknown) => {
      console.error('static server error', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}
