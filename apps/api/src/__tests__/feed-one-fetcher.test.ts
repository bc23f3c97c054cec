import { API, bangkokDay, type FeedStatus } from '@lotto/contracts';
import { createApiClient } from '@lotto/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestDraws } from '../features/feed/poller.js';
import { loadReplayDraw } from '../features/feed/replay/fixtures.js';
import { type ReplayServer, startReplayServer } from '../features/feed/replay/replay-server.js';
import { LOCK_STALE_MS } from '../store/mongo-store.js';
import { spawnApi, type SpawnedApi } from '../test-support/spawn-api.js';
import { requireRedisUrl, uniqueEmail, uniquePrefix } from '../test-support/services.js';
import { testEngine, testStorePlace, type TestStorePlace } from '../test-support/test-store.js';

/** The poller's line for each fetch (see features/feed/poller.ts). */
const fetches = (api: SpawnedApi) => api.output().match(/"msg":"feed fetched"/g)?.length ?? 0;

async function until(what: string, ok: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const admin = { email: uniqueEmail('feed-admin'), password: 'feed-admin-password' };

/** The feed as an instance's admin dashboard shows it. */
async function feedStatus(api: SpawnedApi): Promise<FeedStatus> {
  const client = createApiClient(api.url);
  const login = await client.call<{ token: string }>('POST', API.admin.login.path(), {
    body: admin,
  });
  const answer = await client.call<FeedStatus>('GET', API.admin.feed.path(), {
    token: login.body.token,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/**
 * API instances on one real redis-server, their results feed on the replay server with a fast
 * schedule: exactly one fetches, and when it stops (or dies) another takes over. On MongoDB they
 * share one database, as a deployment does; the embedded store gives each a DATA_DIR of its own.
 */
describe('the results feed with several API instances on one Redis', () => {
  let replay: ReplayServer;
  const apis: SpawnedApi[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let env: Record<string, string>;
  let shared: Promise<TestStorePlace> | undefined;

  beforeAll(async () => {
    // Whatever draw the poller asks for (today's on a draw day, else the latest two), the replay
    // server answers it with a shipped draw that has every tier.
    const now = new Date();
    const dates = new Set([bangkokDay(now), ...latestDraws(now, [])]);
    const draws = await Promise.all(
      [...dates].map((asDate) => loadReplayDraw('2024-12-16', { asDate })),
    );
    replay = await startReplayServer({ draws, host: '127.0.0.1' });
    env = {
      REDIS_URL: requireRedisUrl(),
      REDIS_KEY_PREFIX: uniquePrefix(),
      GLO_API_URL: replay.gloUrl,
      COMMUNITY_API_URL: replay.communityUrl,
      FEED_POLL_INTERVAL_MS: '300',
      FEED_DAILY_INTERVAL_MS: '300',
      FEED_BACKOFF_MAX_MS: '600',
      FEED_LEASE_TTL_MS: '1500',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'feed-one-fetcher-shared-secret-0123456789',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
  });
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.kill()));
    await replay.close();
    for (const cleanup of cleanups) await cleanup();
  });

  const newPlace = async (label: string) => {
    const place = await testStorePlace(`feed-${label}`);
    cleanups.push(place.remove);
    return place;
  };
  const placeFor = (label: string): Promise<TestStorePlace> => {
    if (testEngine() === 'embedded') return newPlace(label);
    shared ??= newPlace('shared');
    return shared;
  };
  const spawn = async (label: string) => {
    const place = await placeFor(label);
    const api = await spawnApi({ ...env, ...place.env });
    apis.push(api);
    return api;
  };
  const asked = () => replay.requests('glo') + replay.requests('community');

  // Two API processes start at once (through tsx): several seconds each on a busy 2-core machine.
  it('when two instances run, then exactly one fetches; when it stops, the other takes over', async () => {
    const [a, b] = await Promise.all([spawn('a'), spawn('b')]);
    await until('a first fetch', () => fetches(a) + fetches(b) >= 3);
    await pause(1500);
    const [leader, other] = fetches(a) > 0 ? [a, b] : [b, a];
    expect(fetches(leader)).toBeGreaterThanOrEqual(3);
    expect(fetches(other)).toBe(0);
    expect(asked()).toBeGreaterThan(0);
    // The dashboard of each says which one fetches.
    expect(await feedStatus(leader)).toMatchObject({ enabled: true, leader: true });
    expect((await feedStatus(leader)).nextAttemptAt).not.toBeNull();
    expect(await feedStatus(other)).toMatchObject({
      enabled: true,
      leader: false,
      mode: 'off',
      nextAttemptAt: null,
    });

    // A graceful stop releases the lease: the other holds it within half a lease.
    await leader.stop();
    expect(await leader.exited).toBe(0);
    const before = asked();
    await until('the takeover', () => fetches(other) >= 2, 5000);
    expect(other.output()).toMatch(/holding the feed lease/);
    expect(asked()).toBeGreaterThan(before);
    expect(await feedStatus(other)).toMatchObject({ leader: true });
  }, 90_000);

  it('when the instance that fetches dies without a word, then another takes over once its lease expires', async () => {
    const holder = apis.find((api) => api.child.exitCode === null && fetches(api) > 0);
    expect(holder).toBeDefined();
    const standby = await spawn('c');
    await pause(1500);
    expect(fetches(standby)).toBe(0);

    await holder?.kill('SIGKILL');
    const killedAt = Date.now();
    // On MongoDB the killed holder may have died inside a draw's update: on FerretDB its lock on that
    // draw (mongo-store.ts, DocumentLocks) holds the new holder's first write until it is stale.
    const lockLeft = testEngine() === 'mongodb' ? LOCK_STALE_MS : 0;
    await until(
      'the takeover after the lease expires',
      () => fetches(standby) > 0,
      6000 + lockLeft,
    );
    // Not before the lease (1.5 s) ran out, less the renewal already made.
    expect(Date.now() - killedAt).toBeGreaterThan(900);
  }, 60_000);
});
