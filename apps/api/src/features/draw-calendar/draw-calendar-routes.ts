import { API, DrawDateSchema, toFieldIssues } from '@lotto/contracts';
import * as v from 'valibot';
import { adminEmailOf } from '../../shared/auth/guards.js';
import { ValidationError } from '../../shared/errors.js';
import { type PublicAnswers, routeCachedGet } from '../../shared/http/cached-get.js';
import { sendPrivateJson } from '../../shared/http/json-cache.js';
import { jsonBody } from '../../shared/http/json-body.js';
import type { AppMiddleware, AppRouter } from '../../shared/http/router.js';
import { readBody } from '../../shared/http/validate.js';
import type { DrawCalendarService } from './draw-calendar-service.js';

/** The `:from` path parameter (`YYYY-MM-DD`, a real day): one issue on `from`, the first rule it breaks. */
function readFrom(value: string | undefined): string {
  const result = v.safeParse(DrawDateSchema, value, { abortPipeEarly: true });
  if (!result.success)
    throw new ValidationError(
      'Invalid draw change',
      toFieldIssues(result.issues).map((issue) => ({ ...issue, path: 'from' })),
    );
  return result.output;
}

/**
 * The draw calendar: the public upcoming draws (cached per Bangkok day, on the fast path too; an
 * override clears them) and the admin's announced changes.
 */
export function registerDrawCalendarRoutes(
  router: AppRouter,
  deps: { calendar: DrawCalendarService; answers: PublicAnswers; requireAdmin: AppMiddleware },
): void {
  const { calendar, answers, requireAdmin } = deps;

  routeCachedGet(router, answers, API.draws.upcoming, () => {
    const day = answers.today();
    return { load: () => calendar.upcoming(day) };
  });

  router.get(API.draws.overrides.route, requireAdmin, async (ctx) => {
    sendPrivateJson(ctx, await calendar.list());
  });

  router.put(API.draws.setOverride.route, requireAdmin, jsonBody, async (ctx) => {
    const from = readFrom(ctx.params.from);
    const input = readBody(ctx, API.draws.setOverride.body);
    sendPrivateJson(ctx, await calendar.set(from, input, adminEmailOf(ctx.state)));
  });

  router.delete(API.draws.removeOverride.route, requireAdmin, async (ctx) => {
    await calendar.remove(readFrom(ctx.params.from));
    ctx.status = 204;
  });
}
