import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { type CacheRule, type Endpoint, routePattern } from '@lotto/contracts';
import type { CacheLifetime } from './cached-get.js';
import { type JsonCache, publicAnswer, type SerializedJson } from './json-cache.js';
import {
  ALWAYS_HEADERS,
  JSON_CONTENT_TYPE,
  PUBLIC_CACHE_CONTROL,
  PUBLIC_VARY,
  simpleCorsHeaders,
} from './response-headers.js';

/** Where a public answer lives in the cache: the same tag and key its Koa route stores it under. */
export interface CachedRoute {
  tag: string;
  key: string;
  /** The answer's `Cache-Control` when it is not `no-cache` for every answer (an immutable year). */
  cacheControl?: (json: SerializedJson) => string;
}

/** The cache entry of a request path (no query string), or undefined when the path is not a fast one. */
export type CachedRouteLookup = (path: string) => CachedRoute | undefined;

/** A request handler that answers, or returns false so that the full stack handles the request. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/** A public GET whose answer the API caches (`@lotto/contracts` lists them in `PUBLIC_CACHED_GETS`). */
export type CachedGet = Endpoint<'GET'> & { cache: CacheRule };

/**
 * The cached public GETs the fast path may answer: each feature adds its own next to its routes
 * (through {@link routeCachedGet}), so a path and its cache key are written once. Exact routes are
 * tried first, then routes with parameters (e.g. `/results/:date`), in the order they were added.
 */
export class FastPathTable {
  private readonly exact = new Map<string, CachedGet>();
  private readonly patterns: { regex: RegExp; get: CachedGet }[] = [];
  private readonly lifetimes = new Map<CachedGet, CacheLifetime>();

  /** `today` is the Bangkok day: answers that depend on it are keyed by it. */
  constructor(private readonly today: () => string) {}

  add(get: CachedGet, lifetime?: CacheLifetime): void {
    if (lifetime !== undefined) this.lifetimes.set(get, lifetime);
    if (get.route.includes(':'))
      this.patterns.push({ regex: new RegExp(routePattern(get.route)), get });
    else this.exact.set(get.route, get);
  }

  /** The cache entry of a request path (no query string), or undefined when the path is not a fast one. */
  readonly lookup: CachedRouteLookup = (path) => {
    const hit = this.exact.get(path);
    if (hit !== undefined) return this.entry(hit, {});
    for (const { regex, get } of this.patterns) {
      const match = regex.exec(path);
      if (match !== null) return this.entry(get, match.groups ?? {});
    }
    return undefined;
  };

  private entry(get: CachedGet, params: Readonly<Record<string, string | undefined>>): CachedRoute {
    const day = this.today();
    const route: CachedRoute = {
      tag: get.cache.tag,
      key: get.cache.key({ params, query: {}, day }),
    };
    const lifetime = this.lifetimes.get(get);
    if (lifetime !== undefined)
      route.cacheControl = (json) => lifetime.cacheControl(params, json, day);
    return route;
  }
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
 * CORS headers, the same representation for the request's Accept-Encoding, and 304 under the same
 * rule ({@link publicAnswer}).
 */
export function publicFastPath(
  cache: JsonCache,
  corsOrigins: readonly string[],
  lookup: CachedRouteLookup,
): FastPath {
  const allowed = new Set(corsOrigins);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const route = req.url === undefined ? undefined : lookup(req.url);
    if (route === undefined) return false;
    const json = cache.peek(route.tag, route.key);
    if (json === undefined) return false;

    const origin = req.headers.origin;
    const { notModified, representation } = publicAnswer(json, req.headers);
    const headers: OutgoingHttpHeaders = {
      ...ALWAYS_HEADERS,
      ...(origin !== undefined && allowed.has(origin) ? simpleCorsHeaders(origin) : {}),
      ETag: representation.etag,
      'Cache-Control': route.cacheControl?.(json) ?? PUBLIC_CACHE_CONTROL,
      Vary: PUBLIC_VARY,
    };
    if (notModified) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    headers['Content-Type'] = JSON_CONTENT_TYPE;
    if (representation.coding !== 'identity') headers['Content-Encoding'] = representation.coding;
    headers['Content-Length'] = representation.body.length;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(representation.body);
    return true;
  };
}
