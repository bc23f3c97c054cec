import { API, type Health } from '@lotto/contracts';
import type { SessionStore } from '../../sessions/session-store.js';
import { PRIVATE_CACHE_CONTROL } from '../../shared/http/response-headers.js';
import type { AppRouter } from '../../shared/http/router.js';
import type { DocumentStore } from '../../store/collection.js';

/**
 * GET /health: 200 when the store and the session store answer, else 503 naming what fails. The
 * results feed is reported (`feed: ok | degraded | off`) but never fails the check: a feed that is
 * down leaves the API serving what it has.
 */
export function registerHealthRoutes(
  router: AppRouter,
  deps: {
    store: DocumentStore;
    sessions: SessionStore;
    feed?: () => Promise<Health['feed']>;
    /** The public answers' cache counts (json-cache.ts). */
    cache?: () => NonNullable<Health['cache']>;
  },
): void {
  const { store, sessions } = deps;

  router.get(API.health.route, async (ctx) => {
    const [checks, feed] = await Promise.all([
      Promise.allSettled([store.ping(), sessions.ping()]),
      // The feed's state is in the store: when that is down, the store is what fails.
      deps.feed?.().catch((): Health['feed'] => 'degraded'),
    ]);
    const failing: string[] = [];
    const reasons: string[] = [];
    checks.forEach((check, index) => {
      if (check.status === 'rejected') {
        failing.push(index === 0 ? 'store' : 'sessions');
        reasons.push((check.reason as Error).message);
      }
    });
    const body: Health & { message?: string } = {
      status: failing.length === 0 ? 'ok' : 'degraded',
      store: store.kind,
      sessions: sessions.kind,
    };
    if (feed !== undefined) body.feed = feed;
    if (deps.cache !== undefined) body.cache = { ...deps.cache() };
    if (failing.length > 0) {
      body.failing = failing;
      body.message = reasons.join(' ');
    }
    ctx.status = failing.length === 0 ? 200 : 503;
    ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    ctx.body = body;
  });
}
