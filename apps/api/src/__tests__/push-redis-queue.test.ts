import { RESULT_PATHS } from '@lotto/contracts';
import { type PushService as StandIn, startPushService } from '@lotto/test-kit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../app.js';
import type { PushFanOutDocument } from '../features/push/push-fan-out-repository.js';
import type { PushSubscriptionDocument } from '../features/push/push-subscription-repository.js';
import { bullPrefix, openRedisFanOutQueue } from '../features/push/redis-fan-out-queue.js';
import { createMemorySessionStore } from '../sessions/memory-session-store.js';
import { present, pushConfigFor, waitFor } from '../test-support/push.js';
import { requireRedisUrl, uniquePrefix } from '../test-support/services.js';
import { quietLogger, startTestApi, type TestApi } from '../test-support/test-api.js';
import { openTestStore } from '../test-support/test-store.js';
import { numbers } from '../test-support/draw-fixtures.js';

/*
 * Two API instances on one database and one real redis-server, in this process, each with its own
 * BullMQ queue and worker (as each instance of a deployment has): a publication is one job, run by
 * one of them, and each device gets the notice once — even when both instances add the same event.
 */

const DRAW = '2026-12-16';
const finalDraw = {
  date: DRAW,
  status: 'final' as const,
  prize1: '123456',
  near1: ['123455', '123457'],
  front3: ['123', '456'],
  last3: ['789', '012'],
  last2: '34',
  prize2: numbers(5, 200000),
  prize3: numbers(10, 300000),
  prize4: numbers(50, 400000),
  prize5: numbers(100, 500000),
};

describe('push fan-outs on BullMQ: one job per event across instances', () => {
  const keyPrefix = uniquePrefix();
  let service: StandIn;
  let shared: Awaited<ReturnType<typeof openTestStore>>;
  let a: TestApi;
  let b: TestApi;

  beforeAll(async () => {
    const url = requireRedisUrl();
    service = await startPushService({ delayMs: 20 });
    shared = await openTestStore('push-redis');
    const push = pushConfigFor(service.url);
    const clock = () => new Date(`${DRAW}T08:30:00Z`);
    const instance = async () =>
      startTestApi({
        store: shared.store,
        config: { push },
        clock,
        pushQueue: await openRedisFanOutQueue({ url, keyPrefix, sweepMs: 300 }, quietLogger()),
      });
    a = await instance();
    b = await instance();
    const devices = service.subscribeMany(1200, { applicationServerKey: push.vapid?.publicKey });
    await shared.store.collection<PushSubscriptionDocument>('pushSubscriptions').insertMany(
      devices.map((device, i) => ({
        _id: String(i).padStart(24, '0'),
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        choices: [i % 2 === 0 ? 'final' : 'tiers'],
        lang: 'en',
        createdAt: clock().toISOString(),
        updatedAt: clock().toISOString(),
      })),
    );
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await shared.close();
    await service.close();
    // The run's BullMQ keys go with it.
    const redis = new Redis(requireRedisUrl());
    const keys = await redis.keys(`${bullPrefix(keyPrefix)}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('when a draw is published through one instance and both add its event, then each device gets the notice exactly once', async () => {
    await a
      .as(await a.loginAdmin())
      .post(RESULT_PATHS.add)
      .send(finalDraw)
      .expect(201);
    const fanOuts = shared.store.collection<PushFanOutDocument>('pushFanOuts');
    const [recorded] = await fanOuts.find({});
    expect(recorded).toMatchObject({ kind: 'final', state: expect.any(String) as string });
    // The other instance reports the same write (the same notice id): still one job.
    const { draw, revision } = present(recorded, 'the recorded fan-out');
    await b.services.push.published({ before: null, after: draw, revision });
    const done = await waitFor('the fan-out to end', async () => {
      const doc = await fanOuts.findOne({ _id: recorded?._id ?? '' });
      return doc?.state === 'done' ? doc : undefined;
    });
    expect(done).toMatchObject({ total: 1200, sent: 1200, failed: 0 });
    expect(await fanOuts.count({})).toBe(1);
    const perDevice = new Map<string, number>();
    for (const push of service.accepted())
      perDevice.set(push.endpoint, (perDevice.get(push.endpoint) ?? 0) + 1);
    expect(perDevice.size).toBe(1200);
    expect([...perDevice.values()].every((n) => n === 1)).toBe(true);
  });

  it('when a CLI with no queue makes a draw final in the store, then one of the instances’ sweeps queues it and each device gets it once', async () => {
    const fanOuts = shared.store.collection<PushFanOutDocument>('pushFanOuts');
    const cli = createServices({
      config: a.config,
      store: shared.store,
      sessions: createMemorySessionStore(),
      clock: () => new Date(`${DRAW}T08:30:00Z`),
    });
    const before = service.accepted().length;
    await cli.results.add({ ...finalDraw, date: '2026-12-01' }, 'cli@lotto.example');
    const done = await waitFor('the CLI’s fan-out to end', async () => {
      const doc = await fanOuts.findOne({ date: '2026-12-01' });
      return doc?.state === 'done' ? doc : undefined;
    });
    expect(done).toMatchObject({ kind: 'final', total: 1200, sent: 1200, failed: 0 });
    const perDevice = new Map<string, number>();
    for (const push of service.accepted().slice(before))
      perDevice.set(push.endpoint, (perDevice.get(push.endpoint) ?? 0) + 1);
    expect(perDevice.size).toBe(1200);
    expect([...perDevice.values()].every((n) => n === 1)).toBe(true);
    await cli.push.close();
  });
});

describe('push fan-outs on BullMQ: a job that used up its attempts', () => {
  it('when a fan-out’s job failed its every attempt (a store outage longer than they last), then a sweep tries it again while the store holds the fan-out unfinished', async () => {
    const url = requireRedisUrl();
    const keyPrefix = uniquePrefix();
    const factory = await openRedisFanOutQueue(
      { url, keyPrefix, sweepMs: 200, attempts: 1 },
      quietLogger(),
    );
    let unfinished = [`${DRAW}:final:1`];
    const runs: string[] = [];
    const queue = factory(
      async (noticeId) => {
        runs.push(noticeId);
        // The first run meets the store down; the one after finishes the fan-out.
        if (runs.length === 1) throw new Error('the store is unreachable');
        unfinished = [];
        return Promise.resolve('done');
      },
      () => Promise.resolve(unfinished),
    );
    try {
      await waitFor('the fan-out to run again', () => (unfinished.length === 0 ? true : undefined));
      expect(runs).toEqual([`${DRAW}:final:1`, `${DRAW}:final:1`]);
    } finally {
      await queue.close();
      const redis = new Redis(url);
      const keys = await redis.keys(`${bullPrefix(keyPrefix)}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });
});
