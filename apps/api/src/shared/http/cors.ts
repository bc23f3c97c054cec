import type { Middleware } from 'koa';
import { ForbiddenError } from '../errors.js';

const ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, If-None-Match';
const EXPOSED_HEADERS = 'ETag, Retry-After';

/**
 * CORS for the listed origins only. Other origins get no CORS headers (the browser blocks the
 * answer) and their preflights are refused with 403.
 */
export function cors(origins: readonly string[]): Middleware {
  const allowed = new Set(origins);
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    ctx.vary('Origin');
    if (origin === '' ) {
      await next();
      return;
    }
    const preflight = ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method') !== '';
    if (!allowed.has(origin)) {
      if (preflight) throw new ForbiddenError(`Origin ${origin} is not allowed`);
      await next();
      return;
    }
    ctx.set('Access-Control-Allow-Origin', origin);
    if (preflight) {
      ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', '600');
      ctx.status = 204;
      return;
    }
    ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    await next();
  };
}
