import * as v from 'valibot';
import {
  AdminLoginInputSchema,
  AdminLoginResponseSchema,
  AdminMeSchema,
  ChangeEmailInputSchema,
  ChangePasswordInputSchema,
} from './admin.js';
import {
  DrawOverrideInputSchema,
  DrawOverrideRecordSchema,
  UpcomingDrawsSchema,
} from './draw-calendar.js';
import { BackupStatusSchema } from './backups.js';
import { DrawChangeSchema } from './draws.js';
import { HealthSchema } from './health.js';
import { FeedFetchInputSchema, FeedFetchResultSchema, FeedStatusSchema } from './feed.js';
import { ImageInputSchema, ImageItemSchema } from './images.js';
import {
  DrawDetailSchema,
  DrawInputSchema,
  DrawPatchSchema,
  DrawSchema,
  ResultSchema,
  ResultsQuerySchema,
  ResultYearSchema,
  ResultYearsSchema,
  ResultTiersSchema,
  TiersQuerySchema,
} from './results.js';
import {
  MemberSearchQuerySchema,
  DashboardSchema,
  MemberSchema,
  MemberUpsertInputSchema,
  OwnMembershipSchema,
  MemberStatusPatchSchema,
} from './members.js';

/**
 * Every path of the API, once: the method, the route as the API's router writes it (`:name` for a
 * path parameter), the schemas of its body, query and answer, and — for the public answers the API
 * caches — the cache tag and key. The API registers its routes from here, the PWA and the tests call
 * `path(…)`; the spec's URLs are kept exactly (spec §7), whatever the code calls the thing. The
 * paths the app's pages never call are in modules of their own, out of what every page loads:
 * `PUSH_API` (push.ts), `COMPAT_API` (compat.ts), `BOTS_API` (bots.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` parameters of a route. */
export type RouteParams<R extends string> = R extends `${string}:${infer P}/${infer Rest}`
  ? P | RouteParams<`/${Rest}`>
  : R extends `${string}:${infer P}`
    ? P
    : never;

type PathArgs<R extends string> = string extends R
  ? [params?: Readonly<Record<string, string>>]
  : [RouteParams<R>] extends [never]
    ? []
    : [params: Readonly<Record<RouteParams<R>, string>>];

/** The public answers the API caches, each under its tag (a write of that kind clears the tag). */
export const CACHE_TAGS = ['results', 'tips', 'successImages', 'draws'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/** What a cached answer's key is built from: path parameters, the parsed query, the Bangkok day. */
export interface CacheKeyInput {
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<{
    limit?: number | undefined;
    before?: string | undefined;
    /** `GET /results/tiers`: the range's bounds. */
    from?: string | undefined;
    to?: string | undefined;
  }>;
  /** Today in Bangkok (`YYYY-MM-DD`): answers that depend on it turn over at midnight there. */
  day: string;
}

export interface CacheRule {
  tag: CacheTag;
  key: (input: CacheKeyInput) => string;
}

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  R extends string = string,
  Body extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Query extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Response extends v.GenericSchema | undefined = v.GenericSchema | undefined,
> {
  method: M;
  /** The route as the API's router writes it, e.g. `/results/:date`. */
  route: R;
  /** The path of one request: the route with each parameter URL-encoded. */
  path(...args: PathArgs<R>): string;
  body: Body;
  query: Query;
  /** The answer's schema; `undefined` for a 204 without a body. */
  response: Response;
  /** Set on the public answers the API caches (and may answer on its fast path). */
  cache?: CacheRule;
}

/** The pattern a path parameter must match: dates are `YYYY-MM-DD`, ids 24 hex characters. */
export const PATH_PARAM_PATTERNS: Readonly<Record<string, string>> = {
  date: '\\d{4}-\\d{2}-\\d{2}',
  id: '[a-f0-9]{24}',
  year: '\\d{4}',
  /** The community API's id of a draw: DDMMYYYY, Buddhist-era year. */
  communityId: '\\d{8}',
  version: '[A-Za-z0-9_-]{16}',
};

/** An endpoint of {@link API} (and of PUSH_API, COMPAT_API and BOTS_API in their modules). */
export function endpoint<
  M extends HttpMethod,
  R extends string,
  Body extends v.GenericSchema | undefined = undefined,
  Query extends v.GenericSchema | undefined = undefined,
  Response extends v.GenericSchema | undefined = undefined,
>(
  method: M,
  route: R,
  schemas: { body?: Body; query?: Query; response?: Response } = {},
): Endpoint<M, R, Body, Query, Response> {
  const path = (...args: PathArgs<R>): string => {
    const params = (args[0] ?? {}) as Readonly<Record<string, string>>;
    return route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  };
  return {
    method,
    route,
    path,
    body: schemas.body as Body,
    query: schemas.query as Query,
    response: schemas.response as Response,
  };
}

/** A public GET whose answer the API caches under `rule` (also for COMPAT_API, compat.ts). */
export function cached<E extends Endpoint<'GET'>>(
  get: E,
  rule: CacheRule,
): E & { cache: CacheRule } {
  return { ...get, cache: rule };
}

const ImageListSchema = v.array(ImageItemSchema);
const MessageSchema = v.object({ message: v.string() });

/** The public draw answers' cache keys (tag `results`). */
export const resultCacheKeys = {
  list: (query: CacheKeyInput['query']) => `list:${query.limit ?? ''}:${query.before ?? ''}`,
  latest: (day: string) => `latest:${day}`,
  claimable: (day: string) => `claimable:${day}`,
  tiers: (query: CacheKeyInput['query']) => `tiers:${query.from ?? ''}:${query.to ?? ''}`,
  detail: (date: string) => `detail:${date}`,
  years: 'years',
  /** One year's light list, whatever version the URL names (the answer says which it is). */
  year: (year: string) => `year:${year}`,
  /** `GET /compat/lotto/:communityId`: one draw in the community API's shape. */
  compatDraw: (communityId: string) => `compat:${communityId}`,
  /** `GET /compat/latest`: turns over with the Bangkok day, as `latest` does. */
  compatLatest: (day: string) => `compat-latest:${day}`,
};

/** The upcoming draws' cache key (tag `draws`): the list turns over with the Bangkok day. */
export const drawCalendarCacheKeys = {
  upcoming: (day: string) => `upcoming:${day}`,
};

/** The images of one kind (spec: tips, VIP tips, success images); their URLs differ by kind. */
function imageEndpoints<List extends string, Add extends string, Remove extends string>(routes: {
  list: List;
  add: Add;
  remove: Remove;
}) {
  return {
    list: endpoint('GET', routes.list, { response: ImageListSchema }),
    add: endpoint('POST', routes.add, { body: ImageInputSchema, response: ImageItemSchema }),
    remove: endpoint('DELETE', routes.remove),
  };
}

/** The public image lists are cached whole (one key per tag). */
function withCachedList<T extends { list: Endpoint<'GET'> }>(kind: T, tag: CacheTag) {
  return { ...kind, list: cached(kind.list, { tag, key: () => 'list' }) };
}

export const API = {
  health: endpoint('GET', '/health', { response: HealthSchema }),
  results: {
    /** Newest first; `?limit=&before=` (the light list: main tiers only). */
    list: cached(
      endpoint('GET', '/results', { query: ResultsQuerySchema, response: v.array(ResultSchema) }),
      {
        tag: 'results',
        key: ({ query }) => resultCacheKeys.list(query),
      },
    ),
    /**
     * Every year that has a draw, newest first: its count and the version of its light list.
     * Short-lived (revalidated like `/results`); routed before `/results/:date`.
     */
    years: cached(endpoint('GET', '/results/years', { response: ResultYearsSchema }), {
      tag: 'results',
      key: () => resultCacheKeys.years,
    }),
    /**
     * One year's light list, newest first. The URL names the version `years` lists: a past year's
     * answer whose version is the URL's is immutable (`Cache-Control: public, max-age=31536000,
     * immutable`); the current year, and any URL naming an old version, is answered with the
     * year's current list and revalidated like `/results`.
     */
    year: cached(endpoint('GET', '/results/years/:year/:version', { response: ResultYearSchema }), {
      tag: 'results',
      key: ({ params }) => resultCacheKeys.year(params.year ?? ''),
    }),
    /** The newest draw not after today (Bangkok). */
    latest: cached(endpoint('GET', '/api/results/latest', { response: ResultSchema }), {
      tag: 'results',
      key: ({ day }) => resultCacheKeys.latest(day),
    }),
    /** Every claimable draw in full (drawn within the last two years), newest first. */
    claimable: cached(endpoint('GET', '/results/claimable', { response: v.array(DrawSchema) }), {
      tag: 'results',
      key: ({ day }) => resultCacheKeys.claimable(day),
    }),
    /**
     * The near-first and 2nd–5th prizes of every draw of `?from=&to=` that has them, newest first
     * (no bounds: the whole history). Routed before `/results/:date`.
     */
    tiers: cached(
      endpoint('GET', '/results/tiers', { query: TiersQuerySchema, response: ResultTiersSchema }),
      { tag: 'results', key: ({ query }) => resultCacheKeys.tiers(query) },
    ),
    /** One draw with every tier, its era, schedule and changes. Routed after `claimable` and `tiers`. */
    detail: cached(endpoint('GET', '/results/:date', { response: DrawDetailSchema }), {
      tag: 'results',
      key: ({ params }) => resultCacheKeys.detail(params.date ?? ''),
    }),
    /** Admin only: the draw's change history with who made each change. */
    history: endpoint('GET', '/api/results/:date/history', { response: v.array(DrawChangeSchema) }),
    add: endpoint('POST', '/api/results/add', {
      body: DrawInputSchema,
      response: DrawDetailSchema,
    }),
    update: endpoint('PATCH', '/api/results/:date', {
      body: DrawPatchSchema,
      response: DrawDetailSchema,
    }),
    remove: endpoint('DELETE', '/api/results/:id'),
  },
  draws: {
    /** The next draws from today (Bangkok) on, overrides applied, and the announced changes ahead. */
    upcoming: cached(endpoint('GET', '/draws/upcoming', { response: UpcomingDrawsSchema }), {
      tag: 'draws',
      key: ({ day }) => drawCalendarCacheKeys.upcoming(day),
    }),
    /** Admin only, from here on: every override, newest change first. */
    overrides: endpoint('GET', '/draws/overrides', {
      response: v.array(DrawOverrideRecordSchema),
    }),
    /** Creates or replaces the override of the regular draw of `:from`. */
    setOverride: endpoint('PUT', '/draws/overrides/:from', {
      body: DrawOverrideInputSchema,
      response: DrawOverrideRecordSchema,
    }),
    /** 204; 404 when `:from` has no override. */
    removeOverride: endpoint('DELETE', '/draws/overrides/:from'),
  },
  tips: withCachedList(
    imageEndpoints({ list: '/tips', add: '/api/tips/save', remove: '/api/tips/:id' }),
    'tips',
  ),
  /** Approved members and admins only (the member's Firebase ID token or the admin's token). */
  vipTips: imageEndpoints({ list: '/viptips', add: '/viptips', remove: '/viptips/:id' }),
  successImages: withCachedList(
    imageEndpoints({
      list: '/api/addSuccess/paper',
      add: '/api/addSuccess/paper',
      remove: '/api/addSuccess/paper/:id',
    }),
    'successImages',
  ),
  members: {
    /** A member's sign-in (Firebase ID token): creates the member on the first call (201). */
    signIn: endpoint('POST', '/api/users', {
      body: MemberUpsertInputSchema,
      response: MemberSchema,
    }),
    own: endpoint('GET', '/api/users/me', { response: OwnMembershipSchema }),
    /** Admin only, from here on. */
    dashboard: endpoint('GET', '/api/dashboard', { response: DashboardSchema }),
    search: endpoint('GET', '/api/admin/users', {
      query: MemberSearchQuerySchema,
      response: v.array(MemberSchema),
    }),
    setStatus: endpoint('PATCH', '/api/admin/users/:id', {
      body: MemberStatusPatchSchema,
      response: MemberSchema,
    }),
    /** Body: `createPaymentInputSchema(today)`, built per day (it refuses days after today). */
    recordPayment: endpoint('POST', '/api/admin/users/:id/payments', { response: MemberSchema }),
  },
  admin: {
    login: endpoint('POST', '/api/admin/login', {
      body: AdminLoginInputSchema,
      response: AdminLoginResponseSchema,
    }),
    logout: endpoint('POST', '/api/admin/logout'),
    me: endpoint('GET', '/api/admin/me', { response: AdminMeSchema }),
    changePassword: endpoint('POST', '/api/admin/change-password', {
      body: ChangePasswordInputSchema,
      response: MessageSchema,
    }),
    changeEmail: endpoint('POST', '/api/admin/change-email', {
      body: ChangeEmailInputSchema,
      response: MessageSchema,
    }),
    /** The results feed: per source last attempt/success, the current draw's answers, open disagreements. */
    feed: endpoint('GET', '/api/admin/feed', { response: FeedStatusSchema }),
    /** Fetch one draw from the configured sources now and publish as the feed does. */
    feedFetch: endpoint('POST', '/api/admin/feed/fetch', {
      body: FeedFetchInputSchema,
      response: FeedFetchResultSchema,
    }),
    /** The last backup the `backup` command took of this store (null: never). */
    backups: endpoint('GET', '/api/admin/backups', { response: BackupStatusSchema }),
  },
} as const;

/** A regular expression source matching exactly the paths of `route` (no query string). */
export function routePattern(route: string): string {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^${escaped.replace(/:(\w+)/g, (_, name: string) => `(?<${name}>${PATH_PARAM_PATTERNS[name] ?? '[^/]+'})`)}$`;
}

/**
 * The public GET answers the API caches, in routing order (`/results/claimable` and
 * `/results/tiers` before `/results/:date`). The PWA's service worker caches the same list and `index.html` starts some of
 * them early; the API answers them from its cache on its fast path.
 */
export const PUBLIC_CACHED_GETS = [
  API.results.list,
  API.results.years,
  API.results.year,
  API.results.claimable,
  API.results.tiers,
  API.results.detail,
  API.results.latest,
  API.tips.list,
  API.successImages.list,
  API.draws.upcoming,
] as const satisfies readonly (Endpoint & { method: 'GET'; cache: CacheRule })[];

/**
 * The paths of {@link API}`.results` as strings, for tests that send them with `fetch` or supertest
 * (`RESULT_PATHS.detail(date)` rather than `API.results.detail.path({ date })`). Only a shorthand:
 * every value is built from `API`, nothing here is a second list. Public reads and admin writes
 * alike; of these, only `/results` and `/api/results/add` are spec URLs (spec §7).
 */
export const RESULT_PATHS = {
  list: API.results.list.path(),
  latest: API.results.latest.path(),
  /** Every claimable draw in full (drawn within the last two years), newest first. */
  claimable: API.results.claimable.path(),
  /** The near-first and 2nd–5th prizes of every draw that has them (`?from=&to=` optional). */
  tiers: API.results.tiers.path(),
  detail: (date: string) => API.results.detail.path({ date }),
  /** Every year that has a draw: its count and version. */
  years: API.results.years.path(),
  /** One year's light list by the version `years` lists. */
  year: (year: number | string, version: string) =>
    API.results.year.path({ year: String(year), version }),
  add: API.results.add.path(),
  update: (date: string) => API.results.update.path({ date }),
  remove: (id: string) => API.results.remove.path({ id }),
  /** Admin only: the draw's change history with who made each change. */
  history: (date: string) => API.results.history.path({ date }),
} as const;
