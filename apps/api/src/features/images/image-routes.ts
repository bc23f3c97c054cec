import { API, type ImageKind } from '@lotto/contracts';
import { type PublicAnswers, routeCachedGet } from '../../shared/http/cached-get.js';
import { sendPrivateJson } from '../../shared/http/json-cache.js';
import { jsonBody } from '../../shared/http/json-body.js';
import type { AppMiddleware, AppRouter } from '../../shared/http/router.js';
import { readBody, readId } from '../../shared/http/validate.js';
import type { ImageService } from './image-service.js';

/** Paths of spec §7, kept exactly as the first clients call them (`API` in `@lotto/contracts`). */
export function registerImageRoutes(
  router: AppRouter,
  deps: {
    images: ImageService;
    answers: PublicAnswers;
    requireAdmin: AppMiddleware;
    /** Approved members and admins (who must see VIP tips to take one back). */
    requireVipReader: AppMiddleware;
  },
): void {
  const { images, answers, requireAdmin, requireVipReader } = deps;

  /** Publishing and taking back, the same for every kind. */
  const writes = (kind: ImageKind) => {
    const paths = API[kind];
    router.post(paths.add.route, requireAdmin, jsonBody, async (ctx) => {
      sendPrivateJson(ctx, await images.add(kind, readBody(ctx, paths.add.body)), 201);
    });
    router.delete(paths.remove.route, requireAdmin, async (ctx) => {
      await images.remove(kind, readId(ctx.params.id));
      ctx.status = 204;
    });
  };

  routeCachedGet(router, answers, API.tips.list, () => ({ load: () => images.list('tips') }));
  writes('tips');

  // Members' data: never cached, never on the fast path.
  router.get(API.vipTips.list.route, requireVipReader, async (ctx) => {
    sendPrivateJson(ctx, await images.list('vipTips'));
  });
  writes('vipTips');

  routeCachedGet(router, answers, API.successImages.list, () => ({
    load: () => images.list('successImages'),
  }));
  writes('successImages');
}
