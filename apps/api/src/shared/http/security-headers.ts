import type { Middleware } from 'koa';

/** Headers for a JSON-only API: nothing it sends may be sniffed, framed, or run as a page. */
export function securityHeaders(): Middleware {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'Referrer-Policy': 'no-referrer',
  };
  return async (ctx, next) => {
    ctx.set(headers);
    await next();
  };
}
