import { API } from '@lotto/contracts';
import { sendPrivateJson } from '../../shared/http/json-cache.js';
import { jsonBody } from '../../shared/http/json-body.js';
import type { AppMiddleware, AppRouter } from '../../shared/http/router.js';
import { readBody } from '../../shared/http/validate.js';
import type { FeedService } from './feed-service.js';

/** The results feed for the admin: its state, and fetching one draw now. */
export function registerFeedRoutes(
  router: AppRouter,
  deps: { feed: FeedService; requireAdmin: AppMiddleware },
): void {
  const { feed, requireAdmin } = deps;

  router.get(API.admin.feed.route, requireAdmin, async (ctx) => {
    sendPrivateJson(ctx, await feed.status());
  });

  router.post(API.admin.feedFetch.route, requireAdmin, jsonBody, async (ctx) => {
    const { date } = readBody(ctx, API.admin.feedFetch.body);
    sendPrivateJson(ctx, await feed.fetchDraw(date));
  });
}
