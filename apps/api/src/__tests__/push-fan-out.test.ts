import {
  type PushMessage,
  PushMessageSchema,
  PushStatusSchema,
  RESULT_PATHS,
  PUSH_API,
} from '@lotto/contracts';
import {
  type DeviceSubscription,
  type PushService as StandIn,
  type ReceivedPush,
  startPushService,
} from '@lotto/test-kit';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../app.js';
import { processFanOutQueue } from '../features/push/fan-out-queue.js';
import type { PushFanOutDocument } from '../features/push/push-fan-out-repository.js';
import type { PushSubscriptionDocument } from '../features/push/push-subscription-repository.js';
import { present, pushConfigFor, waitFor } from '../test-support/push.js';
import { createMemorySessionStore } from '../sessions/memory-session-store.js';
import { type AuthedHttp, startTestApi, type TestApi } from '../test-support/test-api.js';
import { testStorePlace, type TestStorePlace } from '../test-support/test-store.js';
import { numbers } from '../test-support/draw-fixtures.js';

/** Every tier but the first prize (near-first: either side of `prize1`). */
const restOfDraw = (prize1 = '123456') => ({
  near1: [String(Number(prize1) - 1).padStart(6, '0'), String(Number(prize1) + 1).padStart(6, '0')],
  front3: ['123', '456'],
  last3: ['789', '012'],
  last2: '34',
  prize2: numbers(5, 200000),
  prize3: numbers(10, 300000),
  prize4: numbers(50, 400000),
  prize5: numbers(100, 500000),
});

/** 15:30 in Bangkok on the draw day, moving on with the real time: 8.5 h to the day's end. */
const DRAW = '2026-12-16';
const clockFrom = (iso: string) => {
  const start = Date.now();
  const at = Date.parse(iso);
  return () => new Date(at + (Date.now() - start));
};

const fanOutsOf = (api: TestApi) => api.store.collection<PushFanOutDocument>('pushFanOuts');
const subscriptionsOf = (api: TestApi) =>
  api.store.collection<PushSubscriptionDocument>('pushSubscriptions');

/** Waits until every recorded fan-out has ended; answers them, oldest first. */
async function fanOutsEnded(api: TestApi, timeoutMs = 30_000): Promise<PushFanOutDocument[]> {
  return waitFor(
    'the push fan-outs to end',
    async () => {
      const all = await fanOutsOf(api).find({}, { sort: { createdAt: 1 } });
      return all.every((doc) => doc.state === 'done' || doc.state === 'superseded')
        ? all
        : undefined;
    },
    timeoutMs,
  );
}

const messageOf = (push: ReceivedPush): PushMessage =>
  v.parse(PushMessageSchema, JSON.parse(push.payload ?? 'null'));

describe('push fan-out: a publication reaches each device that asked for it, once, decryptable', () => {
  let service: StandIn;
  let api: TestApi;
  let asAdmin: AuthedHttp;
  const devices: Record<'final' | 'tiers' | 'wins', DeviceSubscription> = {} as never;

  beforeAll(async () => {
    service = await startPushService();
    const push = pushConfigFor(service.url);
    api = await startTestApi({ config: { push }, clock: clockFrom(`${DRAW}T08:30:00Z`) });
    asAdmin = api.as(await api.loginAdmin());
    const langs = { final: 'en', tiers: 'th', wins: 'ur' } as const;
    for (const choice of ['final', 'tiers', 'wins'] as const) {
      // Subscribed with the server's key, as a browser does: the stand-in checks each push's k=.
      devices[choice] = service.subscribe({ applicationServerKey: push.vapid?.publicKey });
      await api.http
        .put(PUSH_API.subscribe.path())
        .send({ subscription: devices[choice], choices: [choice], lang: langs[choice] })
        .expect(204);
    }
  });
  afterAll(async () => {
    await api.close();
    await service.close();
  });

  const received = (device: DeviceSubscription) =>
    service.accepted().filter((push) => push.endpoint === device.endpoint);

  it('when the first prize is posted, then only the devices that chose tiers get a tier notice, with the topic, urgency, TTL and the draw', async () => {
    await asAdmin.post(RESULT_PATHS.add).send({ date: DRAW, prize1: '123456' }).expect(201);
    const [fanOut] = await fanOutsEnded(api);
    expect(fanOut).toMatchObject({ kind: 'tier', state: 'done', total: 1, sent: 1, failed: 0 });
    expect(received(devices.final)).toEqual([]);
    expect(received(devices.wins)).toEqual([]);
    const [push] = received(devices.tiers);
    expect(push).toMatchObject({ topic: `draw-${DRAW}`, urgency: 'high' });
    // To the end of the draw day in Bangkok (the test's clock runs on meanwhile).
    expect(push?.ttl).toBeGreaterThan(8.5 * 3600 - 60);
    expect(push?.ttl).toBeLessThanOrEqual(8.5 * 3600);
    const message = messageOf(present(push, 'the tier push'));
    expect(message.lotto).toMatchObject({ v: 1, kind: 'tier', notice: fanOut?._id });
    expect(message.lotto.notice).toMatch(new RegExp(`^${DRAW}:tier:\\d+$`));
    expect(message.lotto.draw).toMatchObject({
      date: DRAW,
      prize1: '123456',
      status: 'provisional',
    });
    expect(message.notification).toMatchObject({
      lang: 'th',
      dir: 'ltr',
      tag: `draw-${DRAW}`,
      navigate: `https://lotto.example/result/${DRAW}?lang=th`,
    });
  });

  it('when the draw turns final and is then corrected, then every device gets each notice once, in its language', async () => {
    await asAdmin
      .patch(RESULT_PATHS.update(DRAW))
      .send({ ...restOfDraw(), status: 'final' })
      .expect(200);
    await fanOutsEnded(api);
    await asAdmin.patch(RESULT_PATHS.update(DRAW)).send({ last2: '35' }).expect(200);
    const fanOuts = await fanOutsEnded(api);
    expect(fanOuts.map((doc) => [doc.kind, doc.state, doc.total, doc.sent])).toEqual([
      ['tier', 'done', 1, 1],
      ['final', 'done', 3, 3],
      ['corrected', 'done', 3, 3],
    ]);
    for (const [choice, lang, dir] of [
      ['final', 'en', 'ltr'],
      ['tiers', 'th', 'ltr'],
      ['wins', 'ur', 'rtl'],
    ] as const) {
      const messages = received(devices[choice]).map(messageOf);
      const kinds = messages.map((message) => message.lotto.kind);
      expect(kinds).toEqual(
        choice === 'tiers' ? ['tier', 'final', 'corrected'] : ['final', 'corrected'],
      );
      for (const message of messages) expect(message.notification).toMatchObject({ lang, dir });
      expect(messages.at(-1)?.lotto.draw).toMatchObject({ status: 'final', last2: '35' });
      expect(messages.at(-1)?.lotto.notice).toBe(fanOuts[2]?._id);
      // The device was off: the push service keeps the newest of the draw's topic only.
      expect(service.pending(devices[choice].endpoint)).toHaveLength(1);
    }
  });

  it('when a draw is written without a change to its numbers or status, then nothing is sent', async () => {
    const before = service.accepted().length;
    await asAdmin
      .patch(RESULT_PATHS.update(DRAW))
      .send({ note: 'checked', drawDate: DRAW })
      .expect(200);
    await fanOutsEnded(api);
    expect(service.accepted()).toHaveLength(before);
  });

  it('when a draw drawn over 30 days ago is published or corrected, then nothing is announced (history)', async () => {
    const before = service.accepted().length;
    const fanOuts = await fanOutsOf(api).count({});
    await asAdmin
      .post(RESULT_PATHS.add)
      .send({ date: '2026-11-01', prize1: '111111', ...restOfDraw('111111'), status: 'final' })
      .expect(201);
    await asAdmin.patch(RESULT_PATHS.update('2026-11-01')).send({ last2: '99' }).expect(200);
    expect(await fanOutsOf(api).count({})).toBe(fanOuts);
    expect(service.accepted()).toHaveLength(before);
  });

  it('when many pushes went to one push service, then they all carried one VAPID token, signed for its origin', () => {
    const tokens = new Set(service.accepted().map((push) => push.vapid?.token));
    expect(tokens.size).toBe(1);
    expect(service.accepted()[0]?.vapid).toMatchObject({
      aud: service.url,
      sub: 'mailto:admin@lotto.example',
    });
  });

  it('when the admin asks, then the last fan-out’s figures are there', async () => {
    const status = v.parse(
      PushStatusSchema,
      (await asAdmin.get(PUSH_API.status.path()).expect(200)).body,
    );
    const last = present(status.lastFanOut, 'the last fan-out');
    expect(status).toMatchObject({ configured: true, subscribers: 3 });
    expect(last).toMatchObject({
      kind: 'corrected',
      date: DRAW,
      total: 3,
      sent: 3,
      failed: 0,
      removed: 0,
    });
    expect(last.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(last.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(last.startedAt));
  });
});

describe('push fan-out: what the push service answers', () => {
  let service: StandIn;
  let api: TestApi;
  let asAdmin: AuthedHttp;
  let day = 0;

  beforeAll(async () => {
    service = await startPushService();
    api = await startTestApi({
      config: { push: pushConfigFor(service.url) },
      clock: clockFrom('2026-12-01T10:00:00Z'),
    });
    asAdmin = api.as(await api.loginAdmin());
  });
  afterAll(async () => {
    await api.close();
    await service.close();
  });

  /** Subscribes `count` devices to final notices. */
  const subscribeMany = async (count: number) => {
    const list: DeviceSubscription[] = [];
    for (let i = 0; i < count; i += 1) {
      const device = service.subscribe();
      await api.http
        .put(PUSH_API.subscribe.path())
        .send({ subscription: device, choices: ['final'], lang: 'en' })
        .expect(204);
      list.push(device);
    }
    return list;
  };
  /** Publishes a new final draw (a day of its own each time) and waits for its fan-out. */
  const publishFinal = async () => {
    day += 1;
    const date = `2026-11-${String(day).padStart(2, '0')}`;
    await asAdmin
      .post(RESULT_PATHS.add)
      .send({ date, prize1: '654321', ...restOfDraw('654321'), status: 'final' })
      .expect(201);
    const all = await fanOutsEnded(api);
    return present(
      all.find((doc) => doc.date === date),
      `the fan-out of ${date}`,
    );
  };
  const count = (device: DeviceSubscription) =>
    service.accepted().filter((push) => push.endpoint === device.endpoint).length;

  afterEach(async () => {
    // Each test starts with no subscriptions of the one before.
    await subscriptionsOf(api).deleteMany({});
  });

  it('when the push service says 404 or 410, then that subscription is deleted and counted removed; the others are sent', async () => {
    const [gone404, gone410, kept] = await subscribeMany(3);
    service.failNext(gone404?.endpoint ?? '', 404);
    service.failNext(gone410?.endpoint ?? '', 410);
    const fanOut = await publishFinal();
    expect(fanOut).toMatchObject({ total: 3, sent: 1, failed: 0, removed: 2 });
    const left = await subscriptionsOf(api).find({});
    expect(left.map((doc) => doc.endpoint)).toEqual([kept?.endpoint]);
    expect(count(present(kept, 'kept'))).toBe(1);
  });

  it('when the push service says 429 with Retry-After, then the push is sent again after that wait and counted sent', async () => {
    const [busy, other] = await subscribeMany(2);
    service.failNext(busy?.endpoint ?? '', 429, { times: 1, retryAfter: 1 });
    const started = Date.now();
    const fanOut = await publishFinal();
    expect(fanOut).toMatchObject({ total: 2, sent: 2, failed: 0, removed: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(count(present(busy, 'busy'))).toBe(1);
    expect(count(present(other, 'other'))).toBe(1);
    expect(
      service.refused().filter((r) => r.endpoint === busy?.endpoint && r.status === 429),
    ).toHaveLength(1);
  });

  it('when the push service answers 500 three times, then that push is given up on (failed, kept) and the others are sent', async () => {
    const [broken, ...others] = await subscribeMany(4);
    service.failNext(broken?.endpoint ?? '', 500, { times: 3 });
    const fanOut = await publishFinal();
    expect(fanOut).toMatchObject({ total: 4, sent: 3, failed: 1, removed: 0 });
    expect(count(present(broken, 'broken'))).toBe(0);
    for (const device of others) expect(count(device)).toBe(1);
    expect(await subscriptionsOf(api).count({ endpoint: broken?.endpoint ?? '' })).toBe(1);
  });

  it('when the push service refuses with 400, 403 or 413, then that push fails at once, without a retry', async () => {
    const [bad, forbidden, large, fine] = await subscribeMany(4);
    service.failNext(bad?.endpoint ?? '', 400);
    service.failNext(forbidden?.endpoint ?? '', 403);
    service.failNext(large?.endpoint ?? '', 413);
    const fanOut = await publishFinal();
    expect(fanOut).toMatchObject({ total: 4, sent: 1, failed: 3, removed: 0 });
    for (const device of [bad, forbidden, large])
      expect(service.refused().filter((r) => r.endpoint === device?.endpoint)).toHaveLength(1);
    expect(count(present(fine, 'fine'))).toBe(1);
  });
});

describe('push fan-out on one process: it survives a restart and a newer notice supersedes it', () => {
  const places: TestStorePlace[] = [];
  afterAll(async () => {
    for (const place of places) await place.remove();
  });

  it('when the app stops in the middle of a fan-out and starts again on its store, then the rest is sent and nobody gets it twice but the batch in flight', async () => {
    const service = await startPushService({ delayMs: 20 });
    const place = await testStorePlace('push-restart');
    places.push(place);
    const push = pushConfigFor(service.url);
    const clock = clockFrom(`${DRAW}T08:30:00Z`);
    const first = await startTestApi({ store: place.open(), config: { push }, clock });
    const devices = service.subscribeMany(1200, { applicationServerKey: push.vapid?.publicKey });
    await subscriptionsOf(first).insertMany(
      devices.map((device, i) => ({
        _id: String(i).padStart(24, '0'),
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        choices: ['final'],
        lang: 'en',
        createdAt: clock().toISOString(),
        updatedAt: clock().toISOString(),
      })),
    );
    const asAdmin = first.as(await first.loginAdmin());
    await asAdmin
      .post(RESULT_PATHS.add)
      .send({ date: DRAW, prize1: '123456', ...restOfDraw(), status: 'final' })
      .expect(201);
    // Stop once the first batch of 500 is recorded (64 at a time, 20 ms each: about 8 s for all).
    await waitFor('a batch recorded', async () => {
      const [doc] = await fanOutsOf(first).find({});
      return (doc?.sent ?? 0) > 0 ? doc : undefined;
    });
    await first.close();
    await first.store.close();
    const cut = service.counts().accepted;
    expect(cut).toBeGreaterThanOrEqual(500);
    expect(cut).toBeLessThan(1200);

    const second = await startTestApi({
      store: place.open(),
      config: { push },
      clock,
      createAdmin: false,
    });
    try {
      const [doc] = await fanOutsEnded(second);
      expect(doc).toMatchObject({ state: 'done', total: 1200 });
      const perDevice = new Map<string, number>();
      for (const pushed of service.accepted())
        perDevice.set(pushed.endpoint, (perDevice.get(pushed.endpoint) ?? 0) + 1);
      expect(perDevice.size).toBe(1200);
      const twice = [...perDevice.values()].filter((n) => n > 1).length;
      // Only what was on its way when the app stopped (at most one batch) went twice …
      expect(twice).toBeLessThanOrEqual(500);
      // … and the device still holds one message of the draw (same Topic).
      for (const device of devices.slice(0, 50))
        expect(service.pending(device.endpoint)).toHaveLength(1);
      expect(doc?.cursor).toBe(String(1199).padStart(24, '0'));
      // Nothing written on the subscriptions: the fan-out's cursor is its only record.
      const [first1] = await subscriptionsOf(second).find({}, { limit: 1 });
      expect(Object.keys(first1 ?? {}).sort()).toEqual(
        ['_id', 'auth', 'choices', 'createdAt', 'endpoint', 'lang', 'p256dh', 'updatedAt'].sort(),
      );
    } finally {
      await second.close();
      await second.store.close();
      await service.close();
    }
  });

  it('when a newer notice of the draw comes while a fan-out runs, then the older one stops as superseded and the newer one reaches everyone', async () => {
    const service = await startPushService({ delayMs: 20 });
    const place = await testStorePlace('push-supersede');
    places.push(place);
    const clock = clockFrom(`${DRAW}T08:30:00Z`);
    const api = await startTestApi({
      store: place.open(),
      config: { push: pushConfigFor(service.url) },
      clock,
    });
    try {
      const devices = service.subscribeMany(1200);
      await subscriptionsOf(api).insertMany(
        devices.map((device, i) => ({
          _id: String(i).padStart(24, '0'),
          endpoint: device.endpoint,
          p256dh: device.keys.p256dh,
          auth: device.keys.auth,
          choices: ['final'],
          lang: 'en',
          createdAt: clock().toISOString(),
          updatedAt: clock().toISOString(),
        })),
      );
      const asAdmin = api.as(await api.loginAdmin());
      await asAdmin
        .post(RESULT_PATHS.add)
        .send({ date: DRAW, prize1: '123456', ...restOfDraw(), status: 'final' })
        .expect(201);
      await waitFor('a batch recorded', async () => {
        const [doc] = await fanOutsOf(api).find({});
        return (doc?.sent ?? 0) > 0 ? doc : undefined;
      });
      await asAdmin
        .patch(RESULT_PATHS.update(DRAW))
        .send({ prize1: '123450', near1: restOfDraw('123450').near1 })
        .expect(200);
      const [final, corrected] = await fanOutsEnded(api);
      expect(final).toMatchObject({ kind: 'final', state: 'superseded' });
      expect(final?.sent).toBeLessThan(1200);
      expect(corrected).toMatchObject({
        kind: 'corrected',
        state: 'done',
        total: 1200,
        sent: 1200,
      });
      for (const device of devices.slice(-50)) {
        const pending = service.pending(device.endpoint);
        expect(pending).toHaveLength(1);
        expect(messageOf(present(pending[0], 'a pending push')).lotto.kind).toBe('corrected');
      }
    } finally {
      await api.close();
      await api.store.close();
      await service.close();
    }
  });
});

describe('push fan-out: a draw removed and entered again', () => {
  it('when the admin removes a final draw and enters it again, then its new notices go out to everyone again (no revision of the removed draw is reused)', async () => {
    const service = await startPushService();
    const push = pushConfigFor(service.url);
    const api = await startTestApi({ config: { push }, clock: clockFrom(`${DRAW}T08:30:00Z`) });
    try {
      const asAdmin = api.as(await api.loginAdmin());
      const device = service.subscribe({ applicationServerKey: push.vapid?.publicKey });
      await api.http
        .put(PUSH_API.subscribe.path())
        .send({ subscription: device, choices: ['final'], lang: 'en' })
        .expect(204);
      const final = { date: DRAW, prize1: '123456', ...restOfDraw(), status: 'final' };
      const first = await asAdmin.post(RESULT_PATHS.add).send(final).expect(201);
      await fanOutsEnded(api);
      // Fixed after the removal: a note, then the draw made final again (two writes, two revisions).
      await asAdmin.delete(RESULT_PATHS.remove((first.body as { _id: string })._id)).expect(204);
      await asAdmin
        .post(RESULT_PATHS.add)
        .send({ date: DRAW, prize1: '123456', ...restOfDraw() })
        .expect(201);
      await asAdmin.patch(RESULT_PATHS.update(DRAW)).send({ status: 'final' }).expect(200);
      const ended = await waitFor('the second final notice to end', async () => {
        const docs = await fanOutsEnded(api);
        return docs.filter((doc) => doc.kind === 'final').length === 2 ? docs : undefined;
      });
      const finals = ended.filter((doc) => doc.kind === 'final');
      expect(new Set(finals.map((doc) => doc._id)).size).toBe(2);
      expect(finals.map((doc) => doc.state)).toEqual(['done', 'done']);
      const notices = service
        .accepted()
        .filter((p) => p.endpoint === device.endpoint)
        .map((p) => messageOf(p).lotto.notice);
      expect(notices).toEqual(finals.map((doc) => doc._id));
    } finally {
      await api.close();
      await service.close();
    }
  });
});

describe('push fan-out: a notice recorded by a writer that runs no queue', () => {
  it('when a CLI (feed:fetch, the import) makes the draw final in the running API’s store, then the API sends its notice at its next sweep', async () => {
    const service = await startPushService();
    const clock = clockFrom(`${DRAW}T08:30:00Z`);
    const api = await startTestApi({
      config: { push: pushConfigFor(service.url) },
      clock,
      pushQueue: processFanOutQueue(undefined, { sweepMs: 200 }),
    });
    try {
      const device = service.subscribe();
      await api.http
        .put(PUSH_API.subscribe.path())
        .send({ subscription: device, choices: ['final'], lang: 'en' })
        .expect(204);
      // What the CLIs do: their own services on the store, no queue (app.ts createServices).
      const cli = createServices({
        config: api.config,
        store: api.store,
        sessions: createMemorySessionStore(),
        clock,
      });
      await cli.results.add(
        { date: DRAW, prize1: '123456', ...restOfDraw(), status: 'final' },
        'cli@lotto.example',
      );
      // Nothing told the API: only its sweep of the store finds the recorded notice.
      const [doc] = await fanOutsEnded(api);
      expect(doc).toMatchObject({ kind: 'final', state: 'done', total: 1, sent: 1 });
      const pushes = service.accepted().filter((push) => push.endpoint === device.endpoint);
      expect(pushes).toHaveLength(1);
      expect(messageOf(present(pushes[0], 'the final push')).lotto).toMatchObject({
        kind: 'final',
        notice: doc?._id,
      });
      await cli.push.close();
    } finally {
      await api.close();
      await service.close();
    }
  });
});
