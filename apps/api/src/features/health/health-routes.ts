import { API, type Health } from '@lotto/contracts';
import type { SessionStore } from '../../sessions/session-store.js';
import { PRIVATE_CACHE_CONTROL } from '../../shared/http/response-headers.js';
import type { AppRouter } from '../../shared/http/router.js';
import type { DocumentStore } from '../../store/collection.js';

/** GET /health: 200 when the store and the session store answer, else 503 naming what fails. */
export function registerHealthRoutes(
  router: AppRouter,
  deps: { store: DocumentStore; sessions: SessionStore },
): void {
  const { store, sessions } = deps;

  router.get(API.health.route, async (ctx) => {
    const checks = await Promise.allSettled([store.ping(), sessions.ping()]);
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
    if (failing.length > 0) {
      body.failing = failing;
      body.message = reasons.join(' ');
    }
    ctx.status = failing.length === 0 ? 200 : 503;
    ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    ctx.body = body;
  });
}
