import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { etagMatches, type JsonCache } from './json-cache.js';
import { ALWAYS_HEADERS, simpleCorsHeaders } from './response-headers.js';

/** Where a public answer lives in the cache: the same tag and key its Koa route stores it under. */
export interface CachedRoute {
  tag: string;
  key: string;
}

/** The cache entry of a request path (no query string), or undefined when the path is not a fast one. */
export type CachedRouteLookup = (path: string) => CachedRoute | undefined;

/** A request handler that answers, or returns false so that the full stack handles the request. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * A lookup over exact paths (whose key may depend on the time, e.g. today's Bangkok day) and
 * patterns (e.g. `/results/YYYY-MM-DD`), tried in that order.
 */
export function cachedRoutes(
  exact: Readonly<Record<string, { tag: string; key: string | (() => string) }>>,
  patterns: readonly { pattern: RegExp; route: (match: RegExpExecArray) => CachedRoute }[] = [],
): CachedRouteLookup {
  const table = new Map(Object.entries(exact));
  return (path) => {
    const hit = table.get(path);
    if (hit !== undefined) return { tag: hit.tag, key: typeof hit.key === 'string' ? hit.key : hit.key() };
    for (const { pattern, route } of patterns) {
      const match = pattern.exec(path);
      if (match !== null) return route(match);
    }
    return undefined;
  };
}

/**
 * Answers GET/HEAD of the public lists and draw pages straight from the JSON cache, before Koa
 * builds a context and walks its middleware. Koa's fixed per-request cost is several times the
 * cost of writing a 3 kB cached buffer, and these answers are what every visitor's phone asks for.
 *
 * Only paths the lookup knows, without a query string, and only cache hits are taken here;
 * everything else — misses, expired entries, other methods, preflights, `?limit=`, malformed
 * dates — goes through the normal stack, which also fills the cache (and answers errors). The
 * answer is byte-for-byte what the Koa route sends: same body, ETag, Cache-Control, security and
 * CORS headers, and 304 under the same rule ({@link etagMatches}).
 */
export function publicFastPath(cache: JsonCache, corsOrigins: readonly string[], lookup: CachedRouteLookup): FastPath {
  const allowed = new Set(corsOrigins);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const route = req.url === undefined ? undefined : lookup(req.url);
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
    if (etagMatches(req.headers['if-none-match'], json.etag)) {
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
