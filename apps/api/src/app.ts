import { bangkokDay, type CacheTag, type ImageKind } from '@lotto/contracts';
import { liveDrawAt } from '@lotto/number-tools';
import Koa from 'koa';
import type { Logger } from 'pino';
import { type Config, NO_BOTS } from './config.js';
import { createAdminRepository } from './features/admin/admin-repository.js';
import { registerAdminRoutes } from './features/admin/admin-routes.js';
import { createAdminService } from './features/admin/admin-service.js';
import { backupLogOf } from './features/backup/backup-log.js';
import { createBotDeliveries } from './features/bots/bot-deliveries.js';
import { registerBotRoutes } from './features/bots/bot-routes.js';
import { createBotService } from './features/bots/bot-service.js';
import { registerCompatRoutes } from './features/feed/compat-routes.js';
import { registerBackupRoutes } from './features/backup/backup-routes.js';
import { registerDrawCalendarRoutes } from './features/draw-calendar/draw-calendar-routes.js';
import { createDrawCalendarService } from './features/draw-calendar/draw-calendar-service.js';
import { createDrawOverrideRepository } from './features/draw-calendar/draw-override-repository.js';
import { createFeedRepository } from './features/feed/feed-repository.js';
import { registerFeedRoutes } from './features/feed/feed-routes.js';
import { createFeedService } from './features/feed/feed-service.js';
import { registerHealthRoutes } from './features/health/health-routes.js';
import { createImageRepository } from './features/images/image-repository.js';
import { registerImageRoutes } from './features/images/image-routes.js';
import { createImageService } from './features/images/image-service.js';
import { createMemberRepository } from './features/members/member-repository.js';
import { approvedMemberOrAdmin, registerMemberRoutes } from './features/members/member-routes.js';
import { createMemberService } from './features/members/member-service.js';
import { type FanOutQueueFactory, processFanOutQueue } from './features/push/fan-out-queue.js';
import { registerPushRoutes } from './features/push/push-routes.js';
import { createPushService } from './features/push/push-service.js';
import { PageCache } from './features/pages/page-cache.js';
import { registerPageRoutes } from './features/pages/page-routes.js';
import { templateSource } from './features/pages/page-template.js';
import { registerShareCardRoutes } from './features/share-card/share-card-routes.js';
import { createResultRepository } from './features/results/result-repository.js';
import { registerResultRoutes } from './features/results/result-routes.js';
import { createResultService } from './features/results/result-service.js';
import type { SessionStore } from './sessions/session-store.js';
import { createAdminTokens } from './shared/auth/admin-tokens.js';
import {
  type AppState,
  requireAdmin,
  requireMember,
  requireMemberOrAdmin,
} from './shared/auth/guards.js';
import type { MemberTokenVerifier } from './shared/auth/member-tokens.js';
import { type Clock, systemClock } from './shared/clock.js';
import { AppError, NotFoundError, ServiceUnavailableError } from './shared/errors.js';
import { errorMiddleware } from './shared/http/error-middleware.js';
import { type CacheBus, processCacheBus } from './shared/http/cache-bus.js';
import { JsonCache, SHARED_ANSWER_TTL_MS } from './shared/http/json-cache.js';
import { type FastPath, FastPathTable, publicFastPath } from './shared/http/public-fast-path.js';
import { createRouter } from './shared/http/router.js';
import { responseHeaders } from './shared/http/response-headers.js';
import type { DocumentStore } from './store/collection.js';

export type AppConfig = Pick<
  Config,
  | 'corsOrigins'
  | 'jwtSecret'
  | 'adminTokenTtlSeconds'
  | 'bcryptRounds'
  | 'loginRateLimit'
  | 'trustProxy'
  | 'publicCacheTtlMs'
> &
  Partial<Pick<Config, 'feed' | 'pages' | 'bots' | 'push'>>;

/** Everything the app needs from outside; only main.ts (and tests) connect these. */
export interface AppDeps {
  config: AppConfig;
  store: DocumentStore;
  sessions: SessionStore;
  memberTokens: MemberTokenVerifier;
  logger: Logger;
  clock?: Clock;
  /** How the instances tell each other of writes (unset: one process, {@link processCacheBus}). */
  cacheBus?: CacheBus;
  /**
   * Where push fan-outs run: BullMQ on Redis for several instances (connect.ts), else this
   * process's own queue ({@link processFanOutQueue}). `createServices` alone (the CLIs) runs none.
   */
  pushQueue?: FanOutQueueFactory;
}

/**
 * The services (each feature's story) over real repositories, without HTTP. Each write that changes
 * what a cached answer holds awaits `changed(tag)` before it returns (the app clears its caches and
 * tells the other instances there; see {@link createApp}).
 */
export function createServices(
  deps: Omit<AppDeps, 'memberTokens' | 'logger'> & { logger?: Logger },
  changed: (tag: CacheTag | ImageKind) => Promise<void> = () => Promise.resolve(),
) {
  const clock = deps.clock ?? systemClock;
  const tokens = createAdminTokens(deps.config.jwtSecret, deps.config.adminTokenTtlSeconds);
  const resultRepository = createResultRepository(deps.store);
  const push = createPushService({
    store: deps.store,
    config: deps.config.push,
    clock,
    logger: deps.logger,
    queue: deps.pushQueue,
    counters: deps.sessions,
  });
  const results = createResultService({
    results: resultRepository,
    clock,
    changed,
    published: (event) => push.published(event),
  });
  return {
    push,
    tokens,
    admins: createAdminService({
      admins: createAdminRepository(deps.store),
      sessions: deps.sessions,
      tokens,
      clock,
      bcryptRounds: deps.config.bcryptRounds,
      loginRateLimit: deps.config.loginRateLimit,
    }),
    results,
    feed: createFeedService({
      draws: {
        read: (date) => resultRepository.findByDate(date),
        write: (date, edits, by) => results.write(date, edits, by),
      },
      repository: createFeedRepository(deps.store),
      config: deps.config.feed,
      clock,
      ...(deps.logger === undefined ? {} : { logger: deps.logger }),
    }),
    images: createImageService({
      repositories: {
        tips: createImageRepository(deps.store, 'tips'),
        vipTips: createImageRepository(deps.store, 'vipTips'),
        successImages: createImageRepository(deps.store, 'successImages'),
      },
      clock,
      changed,
    }),
    members: createMemberService({ members: createMemberRepository(deps.store), clock }),
    calendar: createDrawCalendarService({
      overrides: createDrawOverrideRepository(deps.store),
      clock,
      changed,
    }),
    backups: backupLogOf(deps.store),
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * Koa with an optional handler that may answer a request before Koa builds its context, and the
 * services its routes use (writes through them clear the app's cached answers, as HTTP writes do).
 */
export class LottoApp extends Koa<AppState> {
  fastPath: FastPath | undefined;
  services!: Services;
  /** The cached public answers (tests and the bench wait on `publicCache.settled()`). */
  publicCache!: JsonCache;
  /** The rendered server pages (tests wait on `pageCache.settled()`). */
  pageCache!: PageCache;

  override callback(): ReturnType<Koa['callback']> {
    const handle = super.callback();
    const fast = this.fastPath;
    if (fast === undefined) return handle;
    return (req, res) => {
      // This API is served over HTTP/1.1 only (app.listen / http.createServer).
      if ('stream' in req || 'stream' in res) return handle(req, res);
      return fast(req, res) ? Promise.resolve() : handle(req, res);
    };
  }
}

/**
 * The composition root: builds the services once and the Koa app over them (no listening):
 * middleware chain, routes, error handling, logging. `main.ts` and the tests use `app.services`.
 */
export function createApp(deps: AppDeps): LottoApp {
  const bus = deps.cacheBus ?? processCacheBus();
  const cache = new JsonCache(deps.config.publicCacheTtlMs, undefined, undefined, undefined, bus);
  // How long a write's finished answers stay in Redis: never past the caches' own bound.
  const sharedTtlMs = Math.min(SHARED_ANSWER_TTL_MS, deps.config.publicCacheTtlMs);
  const pageCache = new PageCache(deps.config.publicCacheTtlMs);
  // The pages show the draws and (Home, the live draw's awaited page) the calendar; the images
  // are not on them.
  const pagesShow = (tag: string) => tag === 'results' || tag === 'draws';
  // A write reloads this instance's most asked answers of its tag before it answers (no reader
  // waits for the database, and the writer reads its write back at once). With Redis it then
  // stores them, compressed, under the write's generation and tells the others, which answer
  // their copies marked stale until one GET of those bytes each replaces them (a miss: one read).
  // Without (one process) there is no one to tell. This instance does not hear its own message.
  // A subscription made again (`undefined`) marks every answer stale: messages may have been missed.
  bus.listen((tag, generation) => {
    if (tag === undefined) {
      cache.markAllStale();
      pageCache.invalidate();
      return;
    }
    cache.heard(tag, generation);
    if (pagesShow(tag)) pageCache.invalidate();
  });
  const services = createServices(
    { ...deps, pushQueue: deps.pushQueue ?? processFanOutQueue(deps.logger) },
    async (tag) => {
      if (pagesShow(tag)) pageCache.invalidate();
      const generation = await bus.beginWrite(tag);
      if (generation === undefined) {
        await Promise.all([cache.refresh(tag), bus.publish(tag)]);
        return;
      }
      const answers = await cache.refresh(tag, generation);
      // Brotli too (quality 11, ~0.3 s for the list): then no other instance compresses it.
      await cache.compressed(answers.values());
      if (await bus.share(tag, generation, answers, sharedTtlMs)) cache.stored(tag, generation);
      await bus.publish(tag, generation);
    },
  );
  const { tokens } = services;
  const clock = deps.clock ?? systemClock;
  const today = () => bangkokDay(clock());
  // Each feature adds its cached public GETs to this table next to its routes.
  const answers = { cache, fastPaths: new FastPathTable(today), today };

  // Behind a trusted balancer only the address it appended counts: clients may prepend anything.
  const app = new LottoApp({
    proxy: deps.config.trustProxy,
    maxIpsCount: deps.config.trustProxy ? 1 : 0,
  });
  app.services = services;
  app.publicCache = cache;
  app.pageCache = pageCache;
  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    const where =
      ctx === undefined ? {} : { method: ctx.method, path: ctx.path, status: ctx.status };
    if (error instanceof ServiceUnavailableError) {
      deps.logger.warn(
        { ...where, service: error.service, err: error.cause ?? error },
        error.message,
      );
    } else {
      deps.logger.error({ ...where, err: error }, 'request failed');
    }
  });

  const admin = requireAdmin(tokens, deps.sessions);
  const router = createRouter();
  registerHealthRoutes(router, {
    store: deps.store,
    sessions: deps.sessions,
    feed: () => services.feed.health(),
    cache: () => cache.counts,
  });
  registerResultRoutes(router, { results: services.results, answers, requireAdmin: admin });
  registerDrawCalendarRoutes(router, { calendar: services.calendar, answers, requireAdmin: admin });
  registerCompatRoutes(router, {
    results: services.results,
    answers,
    siteUrl: deps.config.pages?.siteUrl,
  });
  registerImageRoutes(router, {
    images: services.images,
    answers,
    requireAdmin: admin,
    requireVipReader: approvedMemberOrAdmin(
      services.members,
      requireMemberOrAdmin(deps.memberTokens, tokens, deps.sessions),
    ),
  });
  registerMemberRoutes(router, {
    members: services.members,
    requireMember: requireMember(deps.memberTokens),
    requireAdmin: admin,
    today,
  });
  registerAdminRoutes(router, { admins: services.admins, requireAdmin: admin });
  registerFeedRoutes(router, { feed: services.feed, requireAdmin: admin });
  registerBackupRoutes(router, { backups: services.backups, requireAdmin: admin });
  const botsConfig = deps.config.bots ?? NO_BOTS;
  registerBotRoutes(router, {
    config: botsConfig,
    bots: createBotService({
      config: botsConfig,
      draws: services.results,
      counters: deps.sessions,
      deliveries: createBotDeliveries(deps.store),
      clock,
      logger: deps.logger,
    }),
    requireAdmin: admin,
    logger: deps.logger,
  });
  registerPushRoutes(router, { push: services.push, requireAdmin: admin });
  if (deps.config.pages !== undefined) {
    const template = templateSource(deps.config.pages.distDir);
    // A template the pages cannot fill stops the start, with what it lacks.
    template();
    registerPageRoutes(router, {
      results: services.results,
      answers,
      pages: pageCache,
      template,
      siteUrl: deps.config.pages.siteUrl,
      liveDraw: async () =>
        liveDrawAt(clock(), (await services.calendar.upcoming(today())).overrides),
      upcoming: () => services.calendar.upcoming(today()),
      now: clock,
    });
  }
  // The draw pages' share picture (Open Graph / Twitter), rendered here.
  registerShareCardRoutes(router, { draw: (date) => services.results.detail(date) });

  app.use(errorMiddleware());
  app.use(responseHeaders(deps.config.corsOrigins));
  if (deps.logger.isLevelEnabled('debug')) {
    app.use(async (ctx, next) => {
      const started = performance.now();
      await next();
      deps.logger.debug(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    });
  }
  // The router leaves unmatched requests without a body; they become JSON errors here.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.body != null) return;
    if (ctx.status === 404) throw new NotFoundError(`No such endpoint: ${ctx.method} ${ctx.path}`);
    if (ctx.status === 405 || ctx.status === 501) {
      throw new AppError(
        ctx.status,
        `Method ${ctx.method} is not allowed on ${ctx.path}`,
        undefined,
        {
          Allow: ctx.response.get('Allow'),
        },
      );
    }
  });
  app.use(router.routes());
  app.use(router.allowedMethods());
  // Cached public lists skip the stack above; with debug logging on, every request is logged instead.
  if (!deps.logger.isLevelEnabled('debug')) {
    app.fastPath = publicFastPath(cache, deps.config.corsOrigins, answers.fastPaths.lookup);
  }
  return app;
}
