import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import fresh from 'fresh';
import type { JsonCache } from './json-cache.js';
import { ALWAYS_HEADERS, simpleCorsHeaders } from './response-headers.js';

/** Where a public list lives in the cache: the same tag and key its Koa route stores it under. */
export interface CachedRoute {
  tag: string;
  key: string;
}

/** A request handler that answers, or returns false so that the full stack handles the request. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Answers GET/HEAD of the public lists straight from the JSON cache, before Koa builds a context
 * and walks its middleware. Koa's fixed per-request cost is several times the cost of writing a
 * 3 kB cached buffer, and these lists are what every visitor's phone asks for.
 *
 * Only exact paths without a query string and only cache hits are taken here; everything else —
 * misses, expired entries, other methods, preflights, `?limit=` — goes through the normal stack,
 * which also fills the cache. The answer is byte-for-byte what the Koa route sends: same body,
 * ETag, Cache-Control, security and CORS headers, and 304 under the same `fresh` rules.
 */
export function publicFastPath(
  cache: JsonCache,
  corsOrigins: readonly string[],
  routes: Readonly<Record<string, CachedRoute>>,
): FastPath {
  const allowed = new Set(corsOrigins);
  const table = new Map(Object.entries(routes));
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const route = req.url === undefined ? undefined : table.get(req.url);
    if (route === undefined) return false;
    const json = cache.peek(route.tag, route.key);
    if (json === undefined) return false;

    const origin = req.headers.origin;
    const headers: OutgoingHttpHeaders = {
      ...ALWAYS_HEADERS,
      ...(origin !== undefined && allowed.has(origin) ? simpleCorsHeaders(origin) : {}),
      ETag: json.etag,
      'Cache-Control': 'no-cache',
    };
    if (fresh(req.headers, { etag: json.etag })) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    headers['Content-Type'] = 'application/json; charset=utf-8';
    headers['Content-Length'] = json.body.length;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(json.body);
    return true;
  };
}
