import { ImageInputSchema } from '@lotto/contracts';
import { type JsonCache, sendPrivateJson, sendPublicJson } from '../../shared/http/json-cache.js';
import { jsonBody } from '../../shared/http/json-body.js';
import type { AppMiddleware, AppRouter } from '../../shared/http/router.js';
import { readBody, readId } from '../../shared/http/validate.js';
import type { ImageService } from './image-service.js';

/** Paths of spec §7, kept exactly as the first clients call them. */
export function registerImageRoutes(
  router: AppRouter,
  deps: {
    images: ImageService;
    cache: JsonCache;
    requireAdmin: AppMiddleware;
    /** Approved members and admins (who must see VIP tips to take one back). */
    requireVipReader: AppMiddleware;
  },
): void {
  const { images, cache, requireAdmin, requireVipReader } = deps;

  router.get('/tips', async (ctx) => {
    sendPublicJson(ctx, await cache.get('tips', 'list', () => images.list('tips')));
  });
  router.post('/api/tips/save', requireAdmin, jsonBody, async (ctx) => {
    sendPrivateJson(ctx, await images.add('tips', readBody(ctx, ImageInputSchema)), 201);
  });
  router.delete('/api/tips/:id', requireAdmin, async (ctx) => {
    await images.remove('tips', readId(ctx.params.id));
    ctx.status = 204;
  });

  router.get('/viptips', requireVipReader, async (ctx) => {
    sendPrivateJson(ctx, await images.list('vipTips'));
  });
  router.post('/viptips', requireAdmin, jsonBody, async (ctx) => {
    sendPrivateJson(ctx, await images.add('vipTips', readBody(ctx, ImageInputSchema)), 201);
  });
  router.delete('/viptips/:id', requireAdmin, async (ctx) => {
    await images.remove('vipTips', readId(ctx.params.id));
    ctx.status = 204;
  });

  router.get('/api/addSuccess/paper', async (ctx) => {
    sendPublicJson(ctx, await cache.get('success', 'list', () => images.list('success')));
  });
  router.post('/api/addSuccess/paper', requireAdmin, jsonBody, async (ctx) => {
    sendPrivateJson(ctx, await images.add('success', readBody(ctx, ImageInputSchema)), 201);
  });
  router.delete('/api/addSuccess/paper/:id', requireAdmin, async (ctx) => {
    await images.remove('success', readId(ctx.params.id));
    ctx.status = 204;
  });
}
