import { API, type ResultYear, TIERS } from '@lotto/contracts';
import { adminEmailOf } from '../../shared/auth/guards.js';
import { type PublicAnswers, routeCachedGet } from '../../shared/http/cached-get.js';
import { type CacheLifetime } from '../../shared/http/cached-get.js';
import { sendPrivateJson } from '../../shared/http/json-cache.js';
import {
  IMMUTABLE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from '../../shared/http/response-headers.js';
import { jsonBody } from '../../shared/http/json-body.js';
import type { AppMiddleware, AppRouter } from '../../shared/http/router.js';
import {
  readBody,
  readDate,
  readId,
  readQuery,
  readYear,
  readYearVersion,
} from '../../shared/http/validate.js';
import type { ResultService } from './result-service.js';

/**
 * A new draw's tier given as an empty list is absent: the result form (`ResultInputSchema`) sends
 * `front3: []` for draws before 2015-09-01, whose era has no front-3 prize.
 */
function withoutEmptyTiers<T>(body: T): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const entries = Object.entries(body).filter(
    ([key, value]) =>
      !((TIERS as readonly string[]).includes(key) && Array.isArray(value) && value.length === 0),
  );
  return Object.fromEntries(entries) as T;
}

/**
 * A year's light list is immutable when the URL names the version the answer has and the year is
 * over (Bangkok): that URL can only ever mean these bytes, and a past year changes only by a
 * recorded correction, which changes its version and so its URL. The current year changes on every
 * draw day (provisional, then final, within minutes): it is revalidated like `/results`, as is a
 * URL naming an old version (answered with the current list, which states its own version).
 */
export const YEAR_LIFETIME: CacheLifetime = {
  versionOf: (value) => (value as ResultYear).version,
  cacheControl: (params, json, day) =>
    json.version !== undefined &&
    params.version === json.version &&
    Number(params.year) < Number(day.slice(0, 4))
      ? IMMUTABLE_CACHE_CONTROL
      : PUBLIC_CACHE_CONTROL,
};

/** The draw routes (spec §7); the public reads are cached and answered on the fast path too. */
export function registerResultRoutes(
  router: AppRouter,
  deps: { results: ResultService; answers: PublicAnswers; requireAdmin: AppMiddleware },
): void {
  const { results, answers, requireAdmin } = deps;

  routeCachedGet(router, answers, API.results.list, (ctx) => {
    const query = readQuery(ctx, API.results.list.query);
    return { query, load: () => results.list(query) };
  });

  // Before `/results/:date`, which would read "years" as a malformed date.
  routeCachedGet(router, answers, API.results.years, () => ({ load: () => results.years() }));

  routeCachedGet(
    router,
    answers,
    API.results.year,
    (ctx) => {
      const year = readYear(ctx.params.year);
      const version = readYearVersion(ctx.params.version);
      return { params: { year: String(year), version }, load: () => results.year(year) };
    },
    YEAR_LIFETIME,
  );

  // Before `/results/:date`, which would read "claimable" as a malformed date.
  routeCachedGet(router, answers, API.results.claimable, () => ({
    load: () => results.claimable(),
  }));

  // Before `/results/:date` too.
  routeCachedGet(router, answers, API.results.tiers, (ctx) => {
    const query = readQuery(ctx, API.results.tiers.query);
    return { query, load: () => results.tiers(query) };
  });

  routeCachedGet(router, answers, API.results.detail, (ctx) => {
    const date = readDate(ctx.params.date);
    return { params: { date }, load: () => results.detail(date) };
  });

  routeCachedGet(router, answers, API.results.latest, () => ({ load: () => results.latest() }));

  router.get(API.results.history.route, requireAdmin, async (ctx) => {
    sendPrivateJson(ctx, await results.history(readDate(ctx.params.date)));
  });

  router.post(API.results.add.route, requireAdmin, jsonBody, async (ctx) => {
    ctx.request.body = withoutEmptyTiers(ctx.request.body);
    sendPrivateJson(
      ctx,
      await results.add(readBody(ctx, API.results.add.body), adminEmailOf(ctx.state)),
      201,
    );
  });

  router.patch(API.results.update.route, requireAdmin, jsonBody, async (ctx) => {
    const date = readDate(ctx.params.date);
    sendPrivateJson(
      ctx,
      await results.update(date, readBody(ctx, API.results.update.body), adminEmailOf(ctx.state)),
    );
  });

  router.delete(API.results.remove.route, requireAdmin, async (ctx) => {
    await results.remove(readId(ctx.params.id));
    ctx.status = 204;
  });
}
