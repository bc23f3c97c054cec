import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EmailSchema, toFieldIssues } from '@lotto/contracts';
import * as v from 'valibot';
import { DEFAULT_POLL_SCHEDULE, type PollSchedule } from './features/feed/poll-schedule.js';
import {
  DEFAULT_LOGIN_RATE_LIMIT,
  type LoginRateLimitPolicy,
} from './features/admin/login-rate-limit.js';
import {
  DEFAULT_PUSH_SERVICE_ORIGINS,
  parsePushOrigin,
  type PushOriginPattern,
} from './features/push/push-origins.js';
import { vapidKeyProblems, vapidSubjectProblem, type VapidKeys } from './features/push/vapid.js';

/** Web Push on draw day (features/push). */
export interface PushConfig {
  /** The VAPID key pair and subject; undefined: push is off (`GET /push/key` answers null). */
  vapid: VapidKeys | undefined;
  /** The push services a subscription's endpoint may be on (PUSH_SERVICE_ORIGINS). */
  serviceOrigins: PushOriginPattern[];
  /** The site's origin the notifications open (SITE_URL; required when push is on). */
  siteUrl: string | undefined;
  /**
   * Subscription writes (subscribe, renew, unsubscribe) one IP address may make a minute
   * (PUSH_WRITES_PER_MINUTE, default {@link DEFAULT_PUSH_WRITES_PER_MINUTE}); unset: the default.
   */
  writesPerMinute?: number;
}

/**
 * A device writes its subscription a few times in its life; many phones share one address behind a
 * carrier's NAT, so the limit is per address and generous: it stops a script filling the store.
 */
export const DEFAULT_PUSH_WRITES_PER_MINUTE = 60;

/** Everything the API is configured by, parsed once from the environment. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path of the embedded store's folder (used only when `mongodb` is unset). */
  dataDir: string;
  /**
   * MongoDB when set. `startTimeoutMs`: how long a start waits for the server to answer before it
   * gives up with one line and a non-zero exit (a running API answers 503 during later outages).
   */
  mongodb: { uri: string; db: string; startTimeoutMs: number } | undefined;
  redis: { url: string; keyPrefix: string } | undefined;
  /** When the results feed fetches (the poller; on only when a feed URL is set). */
  feedSchedule: PollSchedule;
  jwtSecret: string;
  /** True when no JWT_SECRET was given and a random one was made for this start. */
  jwtSecretGenerated: boolean;
  adminTokenTtlSeconds: number;
  bootstrapAdmin: { email: string; password: string } | undefined;
  bcryptRounds: number;
  firebase: { projectId: string; emulatorHost: string | undefined };
  corsOrigins: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Trust X-Forwarded-For (only behind a load balancer that sets it). */
  trustProxy: boolean;
  loginRateLimit: LoginRateLimitPolicy;
  /**
   * How long a serialized public list may be served from memory. Writes through this process clear it at
   * once, and with Redis a message clears it on the other instances (shared/http/cache-bus.ts): then
   * this is only the fallback for a lost message (60 s by default). MongoDB without Redis has no
   * messages, so its default stays short (2 s), for anyone who runs several instances all the same.
   */
  publicCacheTtlMs: number;
  /**
   * The results feed's base URLs (GLO's JSON API, the community API; unset: that source is not
   * asked) and how long one request may take. The feed is off when neither URL is set.
   */
  feed: { gloUrl: string | undefined; communityUrl: string | undefined; timeoutMs: number };
  /**
   * The server-rendered pages (features/pages): the app's build folder, whose index.html is their
   * template (`PWA_DIST_DIR`), and the site's origin for canonical and sitemap URLs (`SITE_URL`).
   * Unset: the API renders no pages (those paths answer 404).
   */
  pages: { distDir: string; siteUrl: string } | undefined;
  /** The chat bots (features/bots): each on only when its settings are given. */
  bots: BotsConfig;
  push: PushConfig;
}

/** The chat bots' settings (README, "Chat bots"). */
export interface BotsConfig {
  /** LINE Messaging API: the channel secret signs the webhooks, the access token authorises replies. */
  line: { channelSecret: string; accessToken: string; apiUrl: string } | undefined;
  /** Telegram Bot API: the bot's token, and the secret Telegram sends with each webhook. */
  telegram: { token: string; webhookSecret: string; apiUrl: string } | undefined;
  /** The site's origin for the draw page's link in an answer (`SITE_URL`); unset: no link. */
  siteUrl: string | undefined;
  /** Messages answered per user, and per bot altogether, in one minute. */
  limits: { perUserPerMinute: number; perChannelPerMinute: number };
  /** How long one reply call to the platform may take. */
  replyTimeoutMs: number;
}

/** No bot configured (the app's default when its config names no bots). */
export const NO_BOTS: BotsConfig = {
  line: undefined,
  telegram: undefined,
  siteUrl: undefined,
  limits: { perUserPerMinute: 10, perChannelPerMinute: 600 },
  replyTimeoutMs: 10_000,
};

/** LINE's and Telegram's own API servers (LINE_API_URL, TELEGRAM_API_URL override them in tests). */
export const LINE_API_DEFAULT = 'https://api.line.me';
export const TELEGRAM_API_DEFAULT = 'https://api.telegram.org';

/**
 * The directory the user ran the command in. pnpm runs package scripts inside apps/api but keeps
 * the caller's directory in INIT_CWD, so relative paths mean the same with `pnpm --filter … start`
 * as with `node apps/api/dist/main.js`.
 */
export function invocationDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD !== undefined && env.INIT_CWD !== '' ? env.INIT_CWD : process.cwd();
}

/** Thrown when the environment is invalid; `problems` lists every bad key. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEV_CORS_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

const integer = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const boolean = (name: string) =>
  v.pipe(
    v.picklist(['true', 'false', '1', '0'], `${name} must be true or false`),
    v.transform((value) => value === 'true' || value === '1'),
  );

const urlWithProtocols = (name: string, protocols: string[]) =>
  v.pipe(
    v.string(),
    v.check(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL`,
    ),
  );

const origin = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'each CORS_ORIGINS entry must be an origin such as https://lotto.example (no path, no trailing slash)'),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(
      ['development', 'production', 'test'],
      'NODE_ENV must be development, production or test',
    ),
    'development',
  ),
  PORT: v.optional(integer('PORT', 0, 65535), '8787'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  DATA_DIR: v.optional(v.string(), './.data'),
  MONGODB_URI: v.optional(urlWithProtocols('MONGODB_URI', ['mongodb:', 'mongodb+srv:'])),
  MONGODB_DB: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{1,63}$/, 'MONGODB_DB must be a plain database name'),
    ),
    'lotto',
  ),
  MONGODB_START_TIMEOUT_MS: v.optional(integer('MONGODB_START_TIMEOUT_MS', 100, 600_000), '10000'),
  REDIS_URL: v.optional(urlWithProtocols('REDIS_URL', ['redis:', 'rediss:'])),
  REDIS_KEY_PREFIX: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9:_-]{1,50}$/, 'REDIS_KEY_PREFIX may hold letters, digits, : _ -'),
    ),
    'lotto:',
  ),
  // The results feed's schedule (defaults: DEFAULT_POLL_SCHEDULE); shorter values for dev and tests.
  FEED_POLL_INTERVAL_MS: v.optional(integer('FEED_POLL_INTERVAL_MS', 200, 3_600_000)),
  FEED_DAILY_INTERVAL_MS: v.optional(integer('FEED_DAILY_INTERVAL_MS', 200, 7 * 86_400_000)),
  FEED_BACKOFF_MAX_MS: v.optional(integer('FEED_BACKOFF_MAX_MS', 200, 86_400_000)),
  FEED_LEASE_TTL_MS: v.optional(integer('FEED_LEASE_TTL_MS', 300, 600_000)),
  FEED_DEV_DRAW_STARTS_AT: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp('FEED_DEV_DRAW_STARTS_AT must be an ISO instant such as 2026-11-26T09:00:00Z'),
    ),
  ),
  JWT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters')),
  ),
  ADMIN_TOKEN_TTL_SECONDS: v.optional(
    integer('ADMIN_TOKEN_TTL_SECONDS', 60, 7 * 24 * 3600),
    '28800',
  ),
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), EmailSchema)),
  ADMIN_PASSWORD: v.optional(
    v.pipe(
      v.string(),
      v.minLength(8, 'ADMIN_PASSWORD must be at least 8 characters'),
      v.maxLength(200),
    ),
  ),
  BCRYPT_ROUNDS: v.optional(integer('BCRYPT_ROUNDS', 4, 15), '12'),
  FIREBASE_PROJECT_ID: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9-]{4,40}$/, 'FIREBASE_PROJECT_ID must be a Firebase project id'),
    ),
    'demo-lotto',
  ),
  FIREBASE_AUTH_EMULATOR_HOST: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'FIREBASE_AUTH_EMULATOR_HOST must be host:port'),
    ),
  ),
  CORS_ORIGINS: v.optional(v.string()),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent',
    ),
    'info',
  ),
  TRUST_PROXY: v.optional(boolean('TRUST_PROXY'), 'false'),
  PUBLIC_CACHE_TTL_MS: v.optional(integer('PUBLIC_CACHE_TTL_MS', 0, 3_600_000)),
  GLO_API_URL: v.optional(urlWithProtocols('GLO_API_URL', ['http:', 'https:'])),
  COMMUNITY_API_URL: v.optional(urlWithProtocols('COMMUNITY_API_URL', ['http:', 'https:'])),
  FEED_TIMEOUT_MS: v.optional(integer('FEED_TIMEOUT_MS', 100, 120_000), '10000'),
  PWA_DIST_DIR: v.optional(v.string()),
  LINE_CHANNEL_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^\S{16,128}$/,
        'LINE_CHANNEL_SECRET must be the channel secret from the LINE console',
      ),
    ),
  ),
  LINE_CHANNEL_ACCESS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^\S{16,512}$/,
        'LINE_CHANNEL_ACCESS_TOKEN must be the channel access token from the LINE console',
      ),
    ),
  ),
  LINE_API_URL: v.optional(urlWithProtocols('LINE_API_URL', ['http:', 'https:']), LINE_API_DEFAULT),
  TELEGRAM_BOT_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^\d+:[A-Za-z0-9_-]{20,}$/,
        'TELEGRAM_BOT_TOKEN must be the token @BotFather gave (123456:ABC…)',
      ),
    ),
  ),
  TELEGRAM_WEBHOOK_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[A-Za-z0-9_-]{16,256}$/,
        'TELEGRAM_WEBHOOK_SECRET must be 16–256 of A–Z a–z 0–9 _ -',
      ),
    ),
  ),
  TELEGRAM_API_URL: v.optional(
    urlWithProtocols('TELEGRAM_API_URL', ['http:', 'https:']),
    TELEGRAM_API_DEFAULT,
  ),
  BOT_USER_LIMIT_PER_MINUTE: v.optional(integer('BOT_USER_LIMIT_PER_MINUTE', 1, 1000), '10'),
  BOT_CHANNEL_LIMIT_PER_MINUTE: v.optional(
    integer('BOT_CHANNEL_LIMIT_PER_MINUTE', 1, 100_000),
    '600',
  ),
  BOT_REPLY_TIMEOUT_MS: v.optional(integer('BOT_REPLY_TIMEOUT_MS', 100, 60_000), '10000'),
  VAPID_PUBLIC_KEY: v.optional(v.string()),
  VAPID_PRIVATE_KEY: v.optional(v.string()),
  VAPID_SUBJECT: v.optional(v.string()),
  PUSH_SERVICE_ORIGINS: v.optional(v.string()),
  PUSH_WRITES_PER_MINUTE: v.optional(
    integer('PUSH_WRITES_PER_MINUTE', 1, 100_000),
    String(DEFAULT_PUSH_WRITES_PER_MINUTE),
  ),
  SITE_URL: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
        } catch {
          return false;
        }
      }, "SITE_URL must be the site's origin such as https://lotto.example (http or https, no path, no trailing slash)"),
    ),
  ),
});

/**
 * The default of PUBLIC_CACHE_TTL_MS: an hour for the embedded store (one process: every write clears
 * the cache itself); with MongoDB and Redis a minute, the fallback for a lost cache message; with
 * MongoDB alone 2 s, the bound on another instance's write when nothing tells of it.
 */
const PUBLIC_CACHE_TTL_DEFAULTS = {
  embedded: 3_600_000,
  mongodbWithRedis: 60_000,
  mongodbAlone: 2_000,
} as const;

function defaultPublicCacheTtlMs(e: { MONGODB_URI?: string; REDIS_URL?: string }): number {
  if (e.MONGODB_URI === undefined) return PUBLIC_CACHE_TTL_DEFAULTS.embedded;
  return e.REDIS_URL === undefined
    ? PUBLIC_CACHE_TTL_DEFAULTS.mongodbAlone
    : PUBLIC_CACHE_TTL_DEFAULTS.mongodbWithRedis;
}

/**
 * Parses the environment once. Empty values count as unset (as in most `.env` files).
 * Throws {@link ConfigError} listing every problem at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): {
  config: Config;
  warnings: string[];
} {
  const input: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.entries)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') input[key] = value;
  }

  const problems: string[] = [];
  const parsed = v.safeParse(EnvSchema, input);
  if (!parsed.success) {
    for (const issue of toFieldIssues(parsed.issues))
      problems.push(`${issue.path}: ${issue.message}`);
  }

  const corsOrigins: string[] = [];
  if (input.CORS_ORIGINS !== undefined) {
    for (const item of input.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const result = v.safeParse(origin, item);
      if (result.success) corsOrigins.push(result.output);
      else problems.push(`CORS_ORIGINS: "${item}": ${result.issues[0].message}`);
    }
  }

  const production = input.NODE_ENV === 'production';
  if (production && input.JWT_SECRET === undefined) {
    problems.push('JWT_SECRET: required when NODE_ENV=production (at least 32 random characters)');
  }
  if (production && input.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
    // The emulator accepts unsigned ID tokens: in production that would let anyone in.
    problems.push('FIREBASE_AUTH_EMULATOR_HOST: must not be set when NODE_ENV=production');
  }
  if (
    (input.LINE_CHANNEL_SECRET === undefined) !==
    (input.LINE_CHANNEL_ACCESS_TOKEN === undefined)
  ) {
    problems.push('LINE_CHANNEL_SECRET / LINE_CHANNEL_ACCESS_TOKEN: set both or neither');
  }
  if ((input.TELEGRAM_BOT_TOKEN === undefined) !== (input.TELEGRAM_WEBHOOK_SECRET === undefined)) {
    // Without the secret anyone who guesses the URL could make the bot write to any chat.
    problems.push('TELEGRAM_BOT_TOKEN / TELEGRAM_WEBHOOK_SECRET: set both or neither');
  }
  if ((input.ADMIN_EMAIL === undefined) !== (input.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL / ADMIN_PASSWORD: set both or neither');
  }
  if (production && input.FEED_DEV_DRAW_STARTS_AT !== undefined) {
    // It moves a draw's start for the feed: a dev knob for watching a replayed draw day.
    problems.push('FEED_DEV_DRAW_STARTS_AT: must not be set when NODE_ENV=production');
  }

  let distDir: string | undefined;
  if (input.PWA_DIST_DIR !== undefined) {
    distDir = resolve(invocationDir(env), input.PWA_DIST_DIR);
    if (!existsSync(join(distDir, 'index.html')))
      problems.push(
        `PWA_DIST_DIR: ${join(distDir, 'index.html')} does not exist (build the app first: pnpm --filter @lotto/pwa build)`,
      );
    if (input.SITE_URL === undefined)
      problems.push(
        'SITE_URL: required with PWA_DIST_DIR (the origin the pages are served from, e.g. https://lotto.example)',
      );
  }

  const push = pushSettings(input, problems);

  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  const e = parsed.output;

  const warnings: string[] = [];
  let jwtSecret = e.JWT_SECRET;
  if (jwtSecret === undefined) {
    jwtSecret = randomBytes(48).toString('base64url');
    warnings.push(
      'JWT_SECRET is not set: using a random secret for this start, so admin tokens end when the server stops',
    );
  }

  if (e.MONGODB_URI !== undefined && e.REDIS_URL === undefined) {
    // Several instances on one database need Redis for what they must agree on at once.
    warnings.push(
      "MONGODB_URI is set without REDIS_URL: admin sessions, logouts, the login rate limit and the results feed's lease are this process's own, so run one instance only, or set REDIS_URL for several",
    );
  }

  return {
    config: {
      env: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      dataDir: resolve(invocationDir(env), e.DATA_DIR),
      mongodb:
        e.MONGODB_URI === undefined
          ? undefined
          : { uri: e.MONGODB_URI, db: e.MONGODB_DB, startTimeoutMs: e.MONGODB_START_TIMEOUT_MS },
      redis:
        e.REDIS_URL === undefined ? undefined : { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
      feedSchedule: {
        drawDayIntervalMs: e.FEED_POLL_INTERVAL_MS ?? DEFAULT_POLL_SCHEDULE.drawDayIntervalMs,
        dailyIntervalMs: e.FEED_DAILY_INTERVAL_MS ?? DEFAULT_POLL_SCHEDULE.dailyIntervalMs,
        backoffMaxMs: e.FEED_BACKOFF_MAX_MS ?? DEFAULT_POLL_SCHEDULE.backoffMaxMs,
        leaseTtlMs: e.FEED_LEASE_TTL_MS ?? DEFAULT_POLL_SCHEDULE.leaseTtlMs,
        ...(e.FEED_DEV_DRAW_STARTS_AT === undefined
          ? {}
          : { devDrawStartsAt: new Date(e.FEED_DEV_DRAW_STARTS_AT) }),
      },
      jwtSecret,
      jwtSecretGenerated: e.JWT_SECRET === undefined,
      adminTokenTtlSeconds: e.ADMIN_TOKEN_TTL_SECONDS,
      bootstrapAdmin:
        e.ADMIN_EMAIL !== undefined && e.ADMIN_PASSWORD !== undefined
          ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
          : undefined,
      bcryptRounds: e.BCRYPT_ROUNDS,
      firebase: { projectId: e.FIREBASE_PROJECT_ID, emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST },
      corsOrigins: input.CORS_ORIGINS === undefined && !production ? DEV_CORS_ORIGINS : corsOrigins,
      logLevel: e.LOG_LEVEL,
      trustProxy: e.TRUST_PROXY,
      loginRateLimit: DEFAULT_LOGIN_RATE_LIMIT,
      publicCacheTtlMs: e.PUBLIC_CACHE_TTL_MS ?? defaultPublicCacheTtlMs(e),
      feed: {
        gloUrl: e.GLO_API_URL,
        communityUrl: e.COMMUNITY_API_URL,
        timeoutMs: e.FEED_TIMEOUT_MS,
      },
      pages:
        distDir === undefined || e.SITE_URL === undefined
          ? undefined
          : { distDir, siteUrl: e.SITE_URL },
      bots: {
        line:
          e.LINE_CHANNEL_SECRET === undefined || e.LINE_CHANNEL_ACCESS_TOKEN === undefined
            ? undefined
            : {
                channelSecret: e.LINE_CHANNEL_SECRET,
                accessToken: e.LINE_CHANNEL_ACCESS_TOKEN,
                apiUrl: e.LINE_API_URL,
              },
        telegram:
          e.TELEGRAM_BOT_TOKEN === undefined || e.TELEGRAM_WEBHOOK_SECRET === undefined
            ? undefined
            : {
                token: e.TELEGRAM_BOT_TOKEN,
                webhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
                apiUrl: e.TELEGRAM_API_URL,
              },
        siteUrl: e.SITE_URL,
        limits: {
          perUserPerMinute: e.BOT_USER_LIMIT_PER_MINUTE,
          perChannelPerMinute: e.BOT_CHANNEL_LIMIT_PER_MINUTE,
        },
        replyTimeoutMs: e.BOT_REPLY_TIMEOUT_MS,
      },
      push: { ...push, siteUrl: e.SITE_URL, writesPerMinute: e.PUSH_WRITES_PER_MINUTE },
    },
    warnings,
  };
}

/**
 * The VAPID settings (all three or none) and the accepted push services, with their problems added
 * to `problems`.
 */
function pushSettings(
  input: Record<string, string>,
  problems: string[],
): Omit<PushConfig, 'siteUrl'> {
  const serviceOrigins: PushOriginPattern[] = [];
  const origins =
    input.PUSH_SERVICE_ORIGINS === undefined
      ? [...DEFAULT_PUSH_SERVICE_ORIGINS]
      : input.PUSH_SERVICE_ORIGINS.split(',')
          .map((item) => item.trim())
          .filter(Boolean);
  for (const item of origins) {
    const pattern = parsePushOrigin(item);
    if (typeof pattern === 'string') problems.push(`PUSH_SERVICE_ORIGINS: "${item}" ${pattern}`);
    else serviceOrigins.push(pattern);
  }
  if (input.PUSH_SERVICE_ORIGINS !== undefined && origins.length === 0)
    problems.push(
      'PUSH_SERVICE_ORIGINS: list at least one origin (or leave it unset for the defaults)',
    );

  const {
    VAPID_PUBLIC_KEY: publicKey,
    VAPID_PRIVATE_KEY: privateKey,
    VAPID_SUBJECT: subject,
  } = input;
  const given = [publicKey, privateKey, subject].filter((value) => value !== undefined).length;
  if (given === 0) return { vapid: undefined, serviceOrigins };
  if (publicKey === undefined || privateKey === undefined || subject === undefined) {
    problems.push(
      'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT: set all three (Web Push on) or none (off)',
    );
    return { vapid: undefined, serviceOrigins };
  }
  const before = problems.length;
  problems.push(...vapidKeyProblems(publicKey, privateKey));
  const subjectProblem = vapidSubjectProblem(subject);
  if (subjectProblem !== undefined) problems.push(subjectProblem);
  if (input.SITE_URL === undefined)
    problems.push(
      "SITE_URL: required with the VAPID keys (the notifications open the site's draw pages, e.g. https://lotto.example)",
    );
  return {
    vapid: problems.length === before ? { publicKey, privateKey, subject } : undefined,
    serviceOrigins,
  };
}
