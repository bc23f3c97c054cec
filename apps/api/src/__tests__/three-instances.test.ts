import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  API,
  type DrawDetail,
  type ImageItem,
  type Member,
  type Result,
  type UpcomingDraws,
} from '@lotto/contracts';
import { createApiClient } from '@lotto/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { spawnApi, type SpawnedApi } from '../test-support/spawn-api.js';
import {
  requireEmulatorHost,
  requireRedisUrl,
  signUpMember,
  tempDir,
  uniqueEmail,
  uniquePrefix,
} from '../test-support/services.js';
import {
  requireMongoUrl,
  testStorePlace,
  type TestStorePlace,
} from '../test-support/test-store.js';

/*
 * A deployment that outgrew one machine (README, "Deployment"): three API processes on one
 * MongoDB-protocol server (FerretDB in the tests), one Redis and one JWT secret, as behind a proxy.
 * A write through one instance clears that instance's caches at once and, by a message through
 * Redis (shared/http/cache-bus.ts), the others' as soon as it arrives: their answers and server
 * pages follow within milliseconds, long before their caches' fallback bound (PUBLIC_CACHE_TTL_MS,
 * a minute by default with Redis) would have. What must hold at once everywhere — sessions and
 * membership — is never cached.
 * This suite belongs to the MongoDB run only (vitest.config.ts: MONGODB_ONLY).
 */

/** The app's own index.html: the template of the server pages. */
const APP_INDEX = join(import.meta.dirname, '../../../pwa/index.html');
const SITE = 'https://lotto.example';
/**
 * How long a test waits for a message's effect before it fails: far above a message's latency
 * (milliseconds, however busy the machine), far below the fallback bound (a minute).
 */
const MESSAGE_LIMIT_MS = 10_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks `seen` every {@link POLL_MS} until it is true. Gives up (failing the test) after
 * {@link MESSAGE_LIMIT_MS}: only a message, not the fallback bound, can make it in time.
 */
async function seenSoon(what: string, seen: () => Promise<boolean>): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (await seen()) return;
    const waited = performance.now() - started;
    if (waited > MESSAGE_LIMIT_MS)
      throw new Error(`${what}: still not seen ${Math.round(waited)} ms after the write`);
    await sleep(POLL_MS);
  }
}

describe('three API instances on one MongoDB and one Redis', () => {
  const admin = { email: uniqueEmail('three-admin'), password: 'three-admin-password' };
  let place: TestStorePlace;
  let instances: SpawnedApi[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const mongoUrl = requireMongoUrl();
    const redisUrl = requireRedisUrl();
    const emulator = requireEmulatorHost();
    // The fallback the instances run with (config.ts' default with Redis): no test may wait for it.
    const bound = loadConfig({ MONGODB_URI: mongoUrl, REDIS_URL: redisUrl }).config
      .publicCacheTtlMs;
    if (bound < 6 * MESSAGE_LIMIT_MS)
      throw new Error(
        `PUBLIC_CACHE_TTL_MS' default (${bound} ms) is too short to tell messages apart`,
      );
    place = await testStorePlace('three');
    cleanups.push(() => place.remove());
    if (place.kind !== 'mongodb')
      throw new Error(
        'three instances need one shared database: run this suite with LOTTO_TEST_STORE=mongodb',
      );
    const dist = await tempDir('three-dist');
    cleanups.push(dist.remove);
    await copyFile(APP_INDEX, join(dist.path, 'index.html'));
    const env = {
      ...place.env,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: uniquePrefix(),
      JWT_SECRET: 'three-instances-shared-secret-0123456789',
      FIREBASE_AUTH_EMULATOR_HOST: emulator,
      // Every instance is given the first admin, as one deployment's settings would be.
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PWA_DIST_DIR: dist.path,
      SITE_URL: SITE,
    };
    // Started together on an empty database, as a fresh deployment's instances are.
    const started = await Promise.allSettled([1, 2, 3].map(() => spawnApi(env, 90_000)));
    instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((api) => api.stop()));
    for (const cleanup of cleanups) await cleanup();
  });

  const client = (i: number) => {
    const api = instances[i];
    if (api === undefined) throw new Error(`no instance ${i}`);
    return createApiClient(api.url);
  };
  const adminToken = (i: number) => client(i).loginAdmin(admin.email, admin.password);
  const page = async (i: number, path: string) => {
    const response = await fetch(`${client(i).url}${path}`);
    return { status: response.status, html: await response.text() };
  };

  it('when the three start together on an empty database, then one admin is created and each serves MongoDB and Redis', async () => {
    expect(new Set(instances.map((api) => api.url)).size).toBe(3);
    for (const [i, api] of instances.entries()) {
      expect(await client(i).send(API.health)).toMatchObject({
        status: 'ok',
        store: 'mongodb',
        sessions: 'redis',
      });
      // A lost race for the first admin is no start-up failure.
      expect(api.output()).not.toMatch(/not ready at start|request failed/);
    }
    const created = instances.filter((api) =>
      api.output().includes('created the first admin from ADMIN_EMAIL'),
    );
    expect(created).toHaveLength(1);
    for (const i of [0, 1, 2]) expect(await adminToken(i)).toEqual(expect.any(String));
  });

  it('when a draw is published through one, then the others serve it as soon as the message is there', async () => {
    const token = await adminToken(0);
    const first = '2026-10-16';
    const second = '2026-11-01';
    await client(0).send(API.results.add, {
      body: { date: first, prize1: '111111', status: 'final' },
      token,
    });
    // The others' caches hold the answers and pages without the second draw.
    for (const i of [1, 2]) {
      const latest = await client(i).send(API.results.latest);
      expect(latest.date).toBe(first);
      expect((await client(i).send(API.results.list)).map((d) => d.date)).toEqual([first]);
      expect((await page(i, `/result/${second}?lang=en`)).status).toBe(404);
      expect((await page(i, '/result?lang=en')).html).not.toContain(second);
      expect((await page(i, '/sitemap.xml')).html).not.toContain(second);
    }

    await client(0).send(API.results.add, {
      body: { date: second, prize1: '222222', status: 'provisional' },
      token,
    });
    // The writing instance answers the new draw at once.
    expect((await client(0).send(API.results.latest)).date).toBe(second);

    await Promise.all(
      [1, 2].map((i) =>
        seenSoon(`instance ${i}: GET /results and /api/results/latest`, async () => {
          const [list, latest] = await Promise.all([
            client(i).send(API.results.list),
            client(i).send(API.results.latest),
          ]);
          return list.some((d: Result) => d.date === second) && latest.date === second;
        }),
      ),
    );
    await Promise.all(
      [1, 2].map((i) =>
        seenSoon(`instance ${i}: the draw page, /result and the sitemap`, async () => {
          const [draw, results, sitemap] = await Promise.all([
            page(i, `/result/${second}?lang=en`),
            page(i, '/result?lang=en'),
            page(i, '/sitemap.xml'),
          ]);
          return (
            draw.status === 200 &&
            draw.html.includes('222222') &&
            results.html.includes('222222') &&
            sitemap.html.includes(`/result/${second}`)
          );
        }),
      ),
    );

    // A correction through the third instance reaches the first as soon too.
    await client(2).send(API.results.update, {
      params: { date: second },
      body: { prize1: '222223', note: 'typo' },
      token,
    });
    await seenSoon('instance 0: the corrected draw', async () => {
      const draw: DrawDetail = await client(0).send(API.results.detail, {
        params: { date: second },
      });
      return draw.prize1 === '222223';
    });
  });

  it("when tips and a draw's move are published through one, then the others list them as soon as the message is there", async () => {
    const token = await adminToken(1);
    const upcoming: UpcomingDraws = await client(0).send(API.draws.upcoming);
    expect(await client(2).send(API.tips.list)).toEqual([]);
    // The next regular draw, moved one day later (no draw falls on the 2nd, 3rd, 17th or 18th).
    const next = upcoming.draws.find((draw) => draw.movedFrom === undefined);
    if (next === undefined) throw new Error('no upcoming regular draw');
    const to = new Date(Date.parse(`${next.date}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);

    await client(1).send(API.tips.add, {
      body: { imageUrl: 'https://img.example/three.png' },
      token,
    });
    await client(1).send(API.draws.setOverride, {
      params: { from: next.date },
      body: { to, reason: 'moved for the three-instance test' },
      token,
    });
    const tips = seenSoon('instance 2: GET /tips', async () =>
      (await client(2).send(API.tips.list)).some(
        (tip: ImageItem) => tip.imageUrl === 'https://img.example/three.png',
      ),
    );
    const moved = seenSoon('instance 0: GET /draws/upcoming', async () =>
      (await client(0).send(API.draws.upcoming)).draws.some(
        (draw) => draw.date === to && draw.movedFrom === next.date,
      ),
    );
    await Promise.all([tips, moved]);
  });

  it('when an admin logs out through one, then all three refuse the token at once', async () => {
    const token = await adminToken(0);
    for (const i of [0, 1, 2])
      expect((await client(i).call('GET', API.admin.me.path(), { token })).status).toBe(200);
    expect((await client(1).call('POST', API.admin.logout.path(), { token })).status).toBe(204);
    for (const i of [0, 1, 2])
      expect((await client(i).call('GET', API.admin.me.path(), { token })).status).toBe(401);
  });

  it('when a member is approved through one, then the others give them the VIP tips at once', async () => {
    const token = await adminToken(2);
    await client(2).send(API.vipTips.add, {
      body: { imageUrl: 'https://vip.example/three.png' },
      token,
    });
    const member = await signUpMember();
    const signedIn = await client(0).call<Member>('POST', API.members.signIn.path(), {
      body: {},
      token: member.idToken,
    });
    expect(signedIn.status).toBe(201);
    for (const i of [0, 1, 2])
      expect(
        (await client(i).call('GET', API.vipTips.list.path(), { token: member.idToken })).status,
      ).toBe(403);

    await client(1).send(API.members.setStatus, {
      params: { id: signedIn.body._id },
      body: { status: 'approved' },
      token,
    });
    for (const i of [0, 1, 2]) {
      const answer = await client(i).call<ImageItem[]>('GET', API.vipTips.list.path(), {
        token: member.idToken,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.map((tip) => tip.imageUrl)).toContain('https://vip.example/three.png');
    }
  });
});
