import { PUSH_API } from '@lotto/contracts';
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
  // Each write counts against its address's limit before its body is read.
  const limited: AppMiddleware = async (ctx, next) => {
    await push.admitWrite(ctx.ip);
    await next();
  };

  router.get(PUSH_API.key.route, (ctx) => {
    sendPrivateJson(ctx, push.key());
  });

  router.put(PUSH_API.subscribe.route, limited, body, async (ctx) => {
    await push.subscribe(readBody(ctx, PUSH_API.subscribe.body));
    ctx.status = 204;
  });

  router.post(PUSH_API.unsubscribe.route, limited, body, async (ctx) => {
    await push.unsubscribe(readBody(ctx, PUSH_API.unsubscribe.body).endpoint);
    ctx.status = 204;
  });

  router.post(PUSH_API.renew.route, limited, body, async (ctx) => {
    const { oldEndpoint, subscription } = readBody(ctx, PUSH_API.renew.body);
    await push.renew(oldEndpoint, subscription);
    ctx.status = 204;
  });

  router.get(PUSH_API.status.route, requireAdmin, async (ctx) => {
    sendPrivateJson(ctx, await push.status());
  });
}
