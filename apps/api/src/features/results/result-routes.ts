import { ResultInputSchema, ResultsQuerySchema } from '@lotto/contracts';
import type { JsonCache } from '../../shared/http/json-cache.js';
import { sendPrivateJson, sendPublicJson } from '../../shared/http/json-cache.js';
import { jsonBody } from '../../shared/http/json-body.js';
import type { AppMiddleware, AppRouter } from '../../shared/http/router.js';
import { readBody, readId, readQuery } from '../../shared/http/validate.js';
import type { ResultService } from './result-service.js';

/** The cache key of a results list; the public fast path looks up the unfiltered one. */
export function resultsListKey(query: { limit?: number | undefined; before?: string | undefined }): string {
  return `list:${query.limit ?? ''}:${query.before ?? ''}`;
}

export function registerResultRoutes(
  router: AppRouter,
  deps: { results: ResultService; cache: JsonCache; requireAdmin: AppMiddleware },
): void {
  const { results, cache, requireAdmin } = deps;

  router.get('/results', async (ctx) => {
    const query = readQuery(ctx, ResultsQuerySchema);
    sendPublicJson(ctx, await cache.get('results', resultsListKey(query), () => results.list(query)));
  });

  router.get('/api/results/latest', async (ctx) => {
    const latest = await results.latest();
    sendPublicJson(ctx, await cache.get('results', `latest:${latest._id}`, () => Promise.resolve(latest)));
  });

  router.post('/api/results/add', requireAdmin, jsonBody, async (ctx) => {
    sendPrivateJson(ctx, await results.add(readBody(ctx, ResultInputSchema)), 201);
  });

  router.delete('/api/results/:id', requireAdmin, async (ctx) => {
    await results.remove(readId(ctx.params.id));
    ctx.status = 204;
  });
}
