import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { acceptsEndpoint } from './features/push/push-origins.js';
import { generateVapidKeys } from './features/push/vapid.js';

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('when nothing is set, then the embedded defaults apply and a random JWT secret is made with a warning', () => {
    const { config, warnings } = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 8787,
      host: '127.0.0.1',
      dataDir: resolve('./.data'),
      mongodb: undefined,
      redis: undefined,
      jwtSecretGenerated: true,
      adminTokenTtlSeconds: 28_800,
      bootstrapAdmin: undefined,
      bcryptRounds: 12,
      firebase: { projectId: 'demo-lotto', emulatorHost: undefined },
      loginRateLimit: { maxFailures: 5, windowSeconds: 900 },
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).config.jwtSecret).not.toBe(config.jwtSecret);
    expect(warnings.join()).toMatch(/JWT_SECRET is not set/);
  });

  it('when services are configured, then they are parsed into the config', () => {
    const { config, warnings } = loadConfig({
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '0.0.0.0',
      MONGODB_URI: 'mongodb://db.internal:27017',
      MONGODB_DB: 'lotto_prod',
      REDIS_URL: 'redis://cache.internal:6379',
      JWT_SECRET: 's'.repeat(40),
      ADMIN_EMAIL: ' Admin@Example.com ',
      ADMIN_PASSWORD: 'first-admin-password',
      CORS_ORIGINS: 'https://lotto.example, https://www.lotto.example',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 0,
      host: '0.0.0.0',
      mongodb: { uri: 'mongodb://db.internal:27017', db: 'lotto_prod', startTimeoutMs: 10_000 },
      redis: { url: 'redis://cache.internal:6379', keyPrefix: 'lotto:' },
      jwtSecret: 's'.repeat(40),
      jwtSecretGenerated: false,
      bootstrapAdmin: { email: 'admin@example.com', password: 'first-admin-password' },
      corsOrigins: ['https://lotto.example', 'https://www.lotto.example'],
      trustProxy: true,
      // Other instances' writes arrive as messages: the cache's expiry is only their fallback.
      publicCacheTtlMs: 60_000,
    });
    expect(warnings).toEqual([]);
  });

  it('when MongoDB is set without Redis, then the start warns that only one instance may run', () => {
    const { config, warnings } = loadConfig({
      MONGODB_URI: 'mongodb://db.internal:27017',
      JWT_SECRET: 's'.repeat(40),
    });
    expect(config.redis).toBeUndefined();
    // No messages between instances: a short bound on another instance's write.
    expect(config.publicCacheTtlMs).toBe(2000);
    expect(warnings).toEqual([
      expect.stringMatching(/^MONGODB_URI is set without REDIS_URL: .*run one instance only/),
    ]);
  });

  it('when several keys are wrong, then every one of them is listed at once', () => {
    const listed = problems({
      NODE_ENV: 'staging',
      PORT: 'eighty',
      MONGODB_URI: 'postgres://x',
      MONGODB_START_TIMEOUT_MS: 'soon',
      REDIS_URL: 'http://x',
      JWT_SECRET: 'short',
      BCRYPT_ROUNDS: '3',
      CORS_ORIGINS: 'https://ok.example,https://bad.example/path',
      FIREBASE_AUTH_EMULATOR_HOST: 'no-port',
    });
    for (const key of [
      'NODE_ENV',
      'PORT',
      'MONGODB_URI',
      'MONGODB_START_TIMEOUT_MS',
      'REDIS_URL',
      'JWT_SECRET',
      'BCRYPT_ROUNDS',
      'CORS_ORIGINS',
      'FIREBASE_AUTH_EMULATOR_HOST',
    ]) {
      expect(
        listed.some((p) => p.startsWith(`${key}:`)),
        key,
      ).toBe(true);
    }
  });

  it('when production lacks JWT_SECRET or points at the Auth emulator, then it refuses to start', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: required when NODE_ENV=production (at least 32 random characters)',
    ]);
    expect(
      problems({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toEqual(['FIREBASE_AUTH_EMULATOR_HOST: must not be set when NODE_ENV=production']);
  });

  it('when only one of ADMIN_EMAIL and ADMIN_PASSWORD is set, or the password is short, then it refuses', () => {
    expect(problems({ ADMIN_EMAIL: 'a@example.com' })).toEqual([
      'ADMIN_EMAIL / ADMIN_PASSWORD: set both or neither',
    ]);
    expect(problems({ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' })[0]).toMatch(
      /^ADMIN_PASSWORD: .*at least 8/,
    );
    expect(problems({ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long-enough' })[0]).toMatch(
      /^ADMIN_EMAIL:/,
    );
  });

  it('when DATA_DIR is relative, then it is resolved against the directory the command was run in', () => {
    expect(loadConfig({ DATA_DIR: 'store', INIT_CWD: '/srv/lotto' }).config.dataDir).toBe(
      '/srv/lotto/store',
    );
    expect(loadConfig({ DATA_DIR: '/var/lib/lotto' }).config.dataDir).toBe('/var/lib/lotto');
  });

  it('when a value is an empty string, then it counts as unset', () => {
    expect(loadConfig({ MONGODB_URI: '', REDIS_URL: ' ', PORT: '' }).config).toMatchObject({
      mongodb: undefined,
      redis: undefined,
      port: 8787,
    });
  });

  it('when MONGODB_START_TIMEOUT_MS is set, then a start waits that long for MongoDB; out of range, it refuses', () => {
    expect(
      loadConfig({ MONGODB_URI: 'mongodb://db.internal', MONGODB_START_TIMEOUT_MS: '2500' }).config
        .mongodb,
    ).toEqual({ uri: 'mongodb://db.internal', db: 'lotto', startTimeoutMs: 2500 });
    expect(problems({ MONGODB_START_TIMEOUT_MS: '50' })).toEqual([
      'MONGODB_START_TIMEOUT_MS: MONGODB_START_TIMEOUT_MS must be at least 100',
    ]);
    expect(problems({ MONGODB_START_TIMEOUT_MS: '10s' })).toEqual([
      'MONGODB_START_TIMEOUT_MS: MONGODB_START_TIMEOUT_MS must be a whole number',
    ]);
  });

  it('when the feed URLs are unset, then the feed is off; when set, they and the timeout are parsed', () => {
    expect(loadConfig({}).config.feed).toEqual({
      gloUrl: undefined,
      communityUrl: undefined,
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({
        GLO_API_URL: 'https://www.glo.or.th',
        COMMUNITY_API_URL: 'http://127.0.0.1:8790/community',
        FEED_TIMEOUT_MS: '2500',
      }).config.feed,
    ).toEqual({
      gloUrl: 'https://www.glo.or.th',
      communityUrl: 'http://127.0.0.1:8790/community',
      timeoutMs: 2500,
    });
  });

  it('when a feed URL or the timeout is wrong, then it refuses to start naming each', () => {
    const listed = problems({
      GLO_API_URL: 'www.glo.or.th',
      COMMUNITY_API_URL: 'ftp://x',
      FEED_TIMEOUT_MS: '0',
    });
    expect(listed).toEqual([
      'GLO_API_URL: GLO_API_URL must be a http:// or https:// URL',
      'COMMUNITY_API_URL: COMMUNITY_API_URL must be a http:// or https:// URL',
      'FEED_TIMEOUT_MS: FEED_TIMEOUT_MS must be at least 100',
    ]);
  });

  it('when CORS_ORIGINS is unset outside production, then the local PWA dev and preview origins are allowed', () => {
    expect(loadConfig({}).config.corsOrigins).toContain('http://localhost:5173');
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).config.corsOrigins,
    ).toEqual([]);
  });

  it('when the feed schedule is set, then it is parsed, and out-of-range values or the dev start in production are refused', () => {
    expect(loadConfig({}).config.feedSchedule).toEqual({
      drawDayIntervalMs: 60_000,
      dailyIntervalMs: 86_400_000,
      backoffMaxMs: 900_000,
      leaseTtlMs: 30_000,
    });
    expect(
      loadConfig({
        FEED_POLL_INTERVAL_MS: '1000',
        FEED_DAILY_INTERVAL_MS: '5000',
        FEED_BACKOFF_MAX_MS: '8000',
        FEED_LEASE_TTL_MS: '3000',
        FEED_DEV_DRAW_STARTS_AT: '2026-11-26T09:00:00Z',
      }).config.feedSchedule,
    ).toEqual({
      drawDayIntervalMs: 1000,
      dailyIntervalMs: 5000,
      backoffMaxMs: 8000,
      leaseTtlMs: 3000,
      devDrawStartsAt: new Date('2026-11-26T09:00:00Z'),
    });
    expect(
      problems({
        FEED_POLL_INTERVAL_MS: '10',
        FEED_LEASE_TTL_MS: 'soon',
        FEED_DEV_DRAW_STARTS_AT: 'today at two',
      }),
    ).toEqual([
      'FEED_POLL_INTERVAL_MS: FEED_POLL_INTERVAL_MS must be at least 200',
      'FEED_LEASE_TTL_MS: FEED_LEASE_TTL_MS must be a whole number',
      'FEED_DEV_DRAW_STARTS_AT: FEED_DEV_DRAW_STARTS_AT must be an ISO instant such as 2026-11-26T09:00:00Z',
    ]);
    expect(
      problems({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        FEED_DEV_DRAW_STARTS_AT: '2026-11-26T09:00:00Z',
      }),
    ).toEqual(['FEED_DEV_DRAW_STARTS_AT: must not be set when NODE_ENV=production']);
  });

  it('when PWA_DIST_DIR and SITE_URL are unset, then no pages are rendered; when set, they are parsed', () => {
    expect(loadConfig({}).config.pages).toBeUndefined();
    const dist = mkdtempSync(join(tmpdir(), 'lotto-dist-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<!doctype html>');
      expect(
        loadConfig({ PWA_DIST_DIR: dist, SITE_URL: 'https://lotto.example' }).config.pages,
      ).toEqual({ distDir: dist, siteUrl: 'https://lotto.example' });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('when PWA_DIST_DIR has no index.html, SITE_URL is missing or not an origin, then it refuses naming each', () => {
    const missing = join(tmpdir(), 'lotto-no-such-dist');
    expect(problems({ PWA_DIST_DIR: missing })).toEqual([
      `PWA_DIST_DIR: ${join(missing, 'index.html')} does not exist (build the app first: pnpm --filter @lotto/pwa build)`,
      'SITE_URL: required with PWA_DIST_DIR (the origin the pages are served from, e.g. https://lotto.example)',
    ]);
    for (const url of ['https://lotto.example/', 'ftp://lotto.example', 'lotto.example'])
      expect(problems({ SITE_URL: url })).toEqual([
        "SITE_URL: SITE_URL must be the site's origin such as https://lotto.example (http or https, no path, no trailing slash)",
      ]);
  });

  it('when no bot is set, then both are off with the default limits; when set, each is parsed', () => {
    expect(loadConfig({}).config.bots).toEqual({
      line: undefined,
      telegram: undefined,
      siteUrl: undefined,
      limits: { perUserPerMinute: 10, perChannelPerMinute: 600 },
      replyTimeoutMs: 10_000,
    });
    const { bots } = loadConfig({
      LINE_CHANNEL_SECRET: '0123456789abcdef0123456789abcdef',
      LINE_CHANNEL_ACCESS_TOKEN: 'a-long-lived-channel-access-token',
      TELEGRAM_BOT_TOKEN: '123456789:ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefgh',
      TELEGRAM_WEBHOOK_SECRET: 'my-webhook-secret-0123',
      TELEGRAM_API_URL: 'http://127.0.0.1:9999',
      SITE_URL: 'https://lotto.example',
      BOT_USER_LIMIT_PER_MINUTE: '5',
      BOT_CHANNEL_LIMIT_PER_MINUTE: '100',
      BOT_REPLY_TIMEOUT_MS: '2000',
    }).config;
    expect(bots).toEqual({
      line: {
        channelSecret: '0123456789abcdef0123456789abcdef',
        accessToken: 'a-long-lived-channel-access-token',
        apiUrl: 'https://api.line.me',
      },
      telegram: {
        token: '123456789:ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefgh',
        webhookSecret: 'my-webhook-secret-0123',
        apiUrl: 'http://127.0.0.1:9999',
      },
      siteUrl: 'https://lotto.example',
      limits: { perUserPerMinute: 5, perChannelPerMinute: 100 },
      replyTimeoutMs: 2000,
    });
  });

  it('when a bot has only half its settings, or a malformed one, then it refuses to start naming each', () => {
    expect(problems({ LINE_CHANNEL_SECRET: '0123456789abcdef0123456789abcdef' })).toEqual([
      'LINE_CHANNEL_SECRET / LINE_CHANNEL_ACCESS_TOKEN: set both or neither',
    ]);
    expect(
      problems({ TELEGRAM_BOT_TOKEN: 'not-a-token', TELEGRAM_WEBHOOK_SECRET: 'short' }),
    ).toEqual([
      'TELEGRAM_BOT_TOKEN: TELEGRAM_BOT_TOKEN must be the token @BotFather gave (123456:ABC…)',
      'TELEGRAM_WEBHOOK_SECRET: TELEGRAM_WEBHOOK_SECRET must be 16–256 of A–Z a–z 0–9 _ -',
    ]);
    expect(
      problems({ TELEGRAM_BOT_TOKEN: '123456789:ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefgh' }),
    ).toEqual(['TELEGRAM_BOT_TOKEN / TELEGRAM_WEBHOOK_SECRET: set both or neither']);
    expect(problems({ BOT_USER_LIMIT_PER_MINUTE: '0' })).toEqual([
      'BOT_USER_LIMIT_PER_MINUTE: BOT_USER_LIMIT_PER_MINUTE must be at least 1',
    ]);
  });

  it('when the VAPID keys are unset, then push is off and the real push services are accepted', () => {
    const { push } = loadConfig({}).config;
    expect(push.vapid).toBeUndefined();
    const accepted = (endpoint: string) => acceptsEndpoint(push.serviceOrigins, endpoint);
    expect(accepted('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(accepted('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(accepted('https://web.push.apple.com/QGx')).toBe(true);
    expect(accepted('https://wns2-par02p.notify.windows.com/w/?token=x')).toBe(true);
    expect(accepted('https://notify.windows.com/w/')).toBe(false);
    expect(accepted('https://evil.example/fcm.googleapis.com')).toBe(false);
    expect(accepted('https://fcm.googleapis.com.evil.example/x')).toBe(false);
    expect(accepted('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(accepted('https://fcm.googleapis.com:8443/x')).toBe(false);
  });

  it('when a VAPID pair, subject and SITE_URL are set, then push is on with them', () => {
    const keys = generateVapidKeys();
    const { push } = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:admin@lotto.example',
      SITE_URL: 'https://lotto.example',
      PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4999, https://*.push.example',
    }).config;
    expect(push.vapid).toEqual({ ...keys, subject: 'mailto:admin@lotto.example' });
    expect(push.siteUrl).toBe('https://lotto.example');
    expect(acceptsEndpoint(push.serviceOrigins, 'http://127.0.0.1:4999/push/1')).toBe(true);
    expect(acceptsEndpoint(push.serviceOrigins, 'http://127.0.0.1:5000/push/1')).toBe(false);
    expect(acceptsEndpoint(push.serviceOrigins, 'https://eu.push.example/1')).toBe(true);
    expect(acceptsEndpoint(push.serviceOrigins, 'https://fcm.googleapis.com/fcm/send/1')).toBe(
      false,
    );
  });

  it('when the VAPID settings are partial, mismatched or malformed, then it refuses naming each', () => {
    const keys = generateVapidKeys();
    const other = generateVapidKeys();
    const site = { SITE_URL: 'https://lotto.example' };
    expect(problems({ VAPID_PUBLIC_KEY: keys.publicKey, ...site })).toEqual([
      'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT: set all three (Web Push on) or none (off)',
    ]);
    const pair = (publicKey: string, privateKey: string, subject = 'mailto:a@lotto.example') =>
      problems({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: subject,
        ...site,
      });
    expect(pair(keys.publicKey, other.privateKey)).toEqual([
      'VAPID_PRIVATE_KEY: does not belong to VAPID_PUBLIC_KEY (make a pair with `npx web-push generate-vapid-keys`)',
    ]);
    expect(pair(`${keys.publicKey}=`, keys.privateKey.slice(4))).toEqual([
      'VAPID_PUBLIC_KEY: must be base64url (A–Z a–z 0–9 - _, no padding)',
      'VAPID_PRIVATE_KEY: must be a P-256 private key (32 bytes)',
    ]);
    expect(pair(keys.publicKey, keys.privateKey, 'admin@lotto.example')).toEqual([
      'VAPID_SUBJECT: must be a mailto: address (mailto:admin@lotto.example) or an https: URL',
    ]);
    expect(pair(keys.publicKey, keys.privateKey, 'http://lotto.example')).toHaveLength(1);
    expect(
      problems({
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: 'https://lotto.example/contact',
      }),
    ).toEqual([
      "SITE_URL: required with the VAPID keys (the notifications open the site's draw pages, e.g. https://lotto.example)",
    ]);
  });

  it('when PUSH_SERVICE_ORIGINS holds a path, plain http off loopback or an empty list, then it refuses naming each', () => {
    expect(
      problems({
        PUSH_SERVICE_ORIGINS:
          'https://fcm.googleapis.com/fcm, http://push.example, http://*.localhost, ftp://x.example',
      }),
    ).toEqual([
      'PUSH_SERVICE_ORIGINS: "https://fcm.googleapis.com/fcm" must be an origin (no path, no trailing slash) such as https://fcm.googleapis.com',
      'PUSH_SERVICE_ORIGINS: "http://push.example" may use plain http: only on a loopback host (127.0.0.1, localhost, [::1])',
      'PUSH_SERVICE_ORIGINS: "http://*.localhost" may use plain http: only on a loopback host (127.0.0.1, localhost, [::1])',
      'PUSH_SERVICE_ORIGINS: "ftp://x.example" must be an https: origin',
    ]);
    expect(problems({ PUSH_SERVICE_ORIGINS: ' , ' })).toEqual([
      'PUSH_SERVICE_ORIGINS: list at least one origin (or leave it unset for the defaults)',
    ]);
  });

  it('when PUSH_WRITES_PER_MINUTE is set, then it is the limit; unset, 60; not a whole number from 1, refused', () => {
    expect(loadConfig({}).config.push.writesPerMinute).toBe(60);
    expect(loadConfig({ PUSH_WRITES_PER_MINUTE: '5' }).config.push.writesPerMinute).toBe(5);
    expect(problems({ PUSH_WRITES_PER_MINUTE: '0' })).toEqual([
      'PUSH_WRITES_PER_MINUTE: PUSH_WRITES_PER_MINUTE must be at least 1',
    ]);
    expect(problems({ PUSH_WRITES_PER_MINUTE: 'lots' })).toEqual([
      'PUSH_WRITES_PER_MINUTE: PUSH_WRITES_PER_MINUTE must be a whole number',
    ]);
  });
});
