import { API } from '@lotto/contracts';
import { sendPrivateJson } from '../../shared/http/json-cache.js';
import { jsonBodyWithin } from '../../shared/http/json-body.js';
import type { AppMiddleware, AppRouter } from '../../shared/http/router.js';
import { readBody } from '../../shared/http/validate.js';
import type { PushService } from './push-service.js';

/** A subscription's body is well under 2 kB (an endpoint of at most 1 kB, two keys, the choices). */
const PUSH_BODY_LIMIT_KB = 4;

/** Web Push (issue 38): the key, a device's subscription, and the admin's status. */
export function registerPushRoutes(
  router: AppRouter,
  deps: { push: PushService; requireAdmin: AppMiddleware },
): void {
  const { push, requireAdmin } = deps;
  const body = jsonBodyWithin(PUSH_BODY_LIMIT_KB);

  router.get(API.push.key.route, (ctx) => {
    sendPrivateJson(ctx, push.key());
  });

  router.put(API.push.subscribe.route, body, async (ctx) => {
    await push.subscribe(readBody(ctx, API.push.subscribe.body));
    ctx.status = 204;
  });

  router.post(API.push.unsubscribe.route, body, async (ctx) => {
    await push.unsubscribe(readBody(ctx, API.push.unsubscribe.body).endpoint);
    ctx.status = 204;
  });

  router.post(API.push.renew.route, body, async (ctx) => {
    const { oldEndpoint, subscription } = readBody(ctx, API.push.renew.body);
    await push.renew(oldEndpoint, subscription);
    ctx.status = 204;
  });

  router.get(API.admin.push.route, requireAdmin, async (ctx) => {
    sendPrivateJson(ctx, await push.status());
  });
}
