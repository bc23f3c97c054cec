import type { Middleware } from 'koa';
import { ForbiddenError } from '../errors.js';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, If-None-Match';
const EXPOSED_HEADERS = 'ETag, Retry-After';

/** Public answers: any cache may keep them but must revalidate (the PWA's offline cache relies on it). */
export const PUBLIC_CACHE_CONTROL = 'no-cache';
/**
 * A public answer whose URL names its exact content (a past year's light list by its version):
 * every cache may keep it for a year without asking again.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Private answers (member and admin data), errors and health: never stored by any cache. */
export const PRIVATE_CACHE_CONTROL = 'no-store';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Cached public answers also vary by the coding the request accepts (br, gzip or identity). */
export const PUBLIC_VARY = 'Origin, Accept-Encoding';

/** Security headers for a JSON-only API: nothing it sends may be sniffed, framed, or run as a page. */
export const ALWAYS_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'Referrer-Policy': 'no-referrer',
  Vary: 'Origin',
};

/** CORS headers of a simple (non-preflight) request from an allowed origin. */
export function simpleCorsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
  };
}

/**
 * Headers every answer gets, set in one go (this runs on every request):
 * - security headers for a JSON-only API: nothing it sends may be sniffed, framed, or run as a page;
 * - CORS for the listed origins only. Other origins get no CORS headers (the browser blocks the
 *   answer) and their preflights are refused with 403. Answers vary by Origin either way.
 */
export function responseHeaders(corsOrigins: readonly string[]): Middleware {
  const allowed = new Set(corsOrigins);
  return async (ctx, next) => {
    ctx.set(ALWAYS_HEADERS);
    const origin = ctx.get('Origin');
    if (origin === '') {
      await next();
      return;
    }
    const preflight = ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '';
    if (!allowed.has(origin)) {
      if (preflight) throw new ForbiddenError(`Origin ${origin} is not allowed`);
      await next();
      return;
    }
    if (preflight) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set({
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      ctx.status = 204;
      return;
    }
    ctx.set(simpleCorsHeaders(origin));
    await next();
  };
}
