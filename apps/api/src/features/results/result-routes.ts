import { DrawInputSchema, DrawPatchSchema, ResultsQuerySchema, TIERS } from '@lotto/contracts';
import type { JsonCache } from '../../shared/http/json-cache.js';
import { sendPrivateJson, sendPublicJson } from '../../shared/http/json-cache.js';
import { jsonBody } from '../../shared/http/json-body.js';
import type { AppMiddleware, AppRouter } from '../../shared/http/router.js';
import { readBody, readDate, readId, readQuery } from '../../shared/http/validate.js';
import type { ResultService } from './result-service.js';

/**
 * The cache keys of the public draw answers (tag 'results'); the public fast path looks up the
 * same ones. Answers that depend on today are keyed by the Bangkok day, so they turn over at
 * midnight in Thailand without a write.
 */
export const resultCacheKeys = {
  list: (query: { limit?: number | undefined; before?: string | undefined }) =>
    `list:${query.limit ?? ''}:${query.before ?? ''}`,
  latest: (day: string) => `latest:${day}`,
  claimable: (day: string) => `claimable:${day}`,
  detail: (date: string) => `detail:${date}`,
};

/**
 * A new draw's tier given as an empty list is absent: the result form (`ResultInputSchema`) sends
 * `front3: []` for draws before 2015-09-01, whose era has no front-3 prize.
 */
function withoutEmptyTiers<T>(body: T): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const entries = Object.entries(body).filter(
    ([key, value]) => !((TIERS as readonly string[]).includes(key) && Array.isArray(value) && value.length === 0),
  );
  return Object.fromEntries(entries) as T;
}

export function registerResultRoutes(
  router: AppRouter,
  deps: { results: ResultService; cache: JsonCache; requireAdmin: AppMiddleware; today: () => string },
): void {
  const { results, cache, requireAdmin, today } = deps;
  const adminEmail = (state: { admin?: { email: string } }) => state.admin?.email ?? 'unknown admin';

  router.get('/results', async (ctx) => {
    const query = readQuery(ctx, ResultsQuerySchema);
    sendPublicJson(ctx, await cache.get('results', resultCacheKeys.list(query), () => results.list(query)));
  });

  // Before `/results/:date`, which would read "claimable" as a malformed date.
  router.get('/results/claimable', async (ctx) => {
    sendPublicJson(ctx, await cache.get('results', resultCacheKeys.claimable(today()), () => results.claimable()));
  });

  router.get('/results/:date', async (ctx) => {
    const date = readDate(ctx.params.date);
    sendPublicJson(ctx, await cache.get('results', resultCacheKeys.detail(date), () => results.detail(date)));
  });

  router.get('/api/results/latest', async (ctx) => {
    sendPublicJson(ctx, await cache.get('results', resultCacheKeys.latest(today()), () => results.latest()));
  });

  router.get('/api/results/:date/history', requireAdmin, async (ctx) => {
    sendPrivateJson(ctx, await results.history(readDate(ctx.params.date)));
  });

  router.post('/api/results/add', requireAdmin, jsonBody, async (ctx) => {
    ctx.request.body = withoutEmptyTiers(ctx.request.body);
    sendPrivateJson(ctx, await results.add(readBody(ctx, DrawInputSchema), adminEmail(ctx.state)), 201);
  });

  router.patch('/api/results/:date', requireAdmin, jsonBody, async (ctx) => {
    const date = readDate(ctx.params.date);
    sendPrivateJson(ctx, await results.update(date, readBody(ctx, DrawPatchSchema), adminEmail(ctx.state)));
  });

  router.delete('/api/results/:id', requireAdmin, async (ctx) => {
    await results.remove(readId(ctx.params.id));
    ctx.status = 204;
  });
}
