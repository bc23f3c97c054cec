import type { CacheKeyInput } from '@lotto/contracts';
import type { RouterContext } from '@koa/router';
import type { AppState } from '../auth/guards.js';
import { type JsonCache, type SerializedJson, sendPublicJson } from './json-cache.js';
import type { CachedGet, FastPathTable } from './public-fast-path.js';
import type { AppRouter } from './router.js';

/** What the routes of the cached public answers share: the cache, the fast-path table, the day. */
export interface PublicAnswers {
  cache: JsonCache;
  fastPaths: FastPathTable;
  /** Today in Bangkok (`YYYY-MM-DD`). */
  today: () => string;
}

/** What one request of a cached GET is: its validated parameters and query, and how to load the answer. */
export interface CachedRequest {
  params?: CacheKeyInput['params'];
  query?: CacheKeyInput['query'];
  load: () => Promise<unknown>;
}

/**
 * The `Cache-Control` of one answer of a cached GET, by the request's path parameters, the stored
 * answer (its `version`) and the Bangkok day; the Koa route and the fast path both ask it.
 * Without one, every answer is `no-cache` (revalidated).
 */
export interface CacheLifetime {
  versionOf: (value: unknown) => string;
  cacheControl: (params: CacheKeyInput['params'], json: SerializedJson, day: string) => string;
}

/**
 * Routes a cached public GET and adds it to the fast-path table: both find its answer under the
 * tag and key `get.cache` builds, so the two can never drift apart. `read` validates the request
 * (a malformed one throws its 400 before anything is cached).
 */
export function routeCachedGet(
  router: AppRouter,
  answers: PublicAnswers,
  get: CachedGet,
  read: (ctx: RouterContext<AppState>) => CachedRequest,
  lifetime?: CacheLifetime,
): void {
  const { cache, fastPaths, today } = answers;
  router.get(get.route, async (ctx) => {
    const { params = {}, query = {}, load } = read(ctx);
    const day = today();
    const key = get.cache.key({ params, query, day });
    const json = await cache.get(get.cache.tag, key, load, lifetime?.versionOf);
    sendPublicJson(ctx, json, lifetime?.cacheControl(params, json, day));
  });
  fastPaths.add(get, lifetime);
}
