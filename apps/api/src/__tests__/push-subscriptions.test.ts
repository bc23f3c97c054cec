import { type PushStatus, PushStatusSchema, PUSH_API } from '@lotto/contracts';
import { type PushService as StandIn, startPushService } from '@lotto/test-kit';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushConfig } from '../config.js';
import type { PushSubscriptionDocument } from '../features/push/push-subscription-repository.js';
import { pushConfigFor } from '../test-support/push.js';
import { bodyOf, issuePaths } from '../test-support/services.js';
import { type AuthedHttp, startTestApi, type TestApi } from '../test-support/test-api.js';

describe('push subscriptions: subscribe, change, renew, unsubscribe, and every refusal', () => {
  let service: StandIn;
  let api: TestApi;
  let asAdmin: AuthedHttp;
  let config: PushConfig;

  beforeAll(async () => {
    service = await startPushService();
    config = pushConfigFor(service.url);
    api = await startTestApi({ config: { push: config } });
    asAdmin = api.as(await api.loginAdmin());
  });
  afterAll(async () => {
    await api.close();
    await service.close();
  });

  const stored = () =>
    api.store
      .collection<PushSubscriptionDocument>('pushSubscriptions')
      .find({}, { sort: { _id: 1 } });
  const subscribe = (body: unknown) => api.http.put(PUSH_API.subscribe.path()).send(body as object);
  const status = async () =>
    v.parse(PushStatusSchema, (await asAdmin.get(PUSH_API.status.path()).expect(200)).body);

  it('when push is on, then GET /push/key answers the VAPID public key', async () => {
    const answer = await api.http.get(PUSH_API.key.path()).expect(200);
    expect(answer.body).toEqual({ publicKey: config.vapid?.publicKey });
  });

  it('when a device subscribes and then changes its choices, then one subscription is kept with its keys, choices, language and times — nothing else', async () => {
    const device = service.subscribe();
    await subscribe({ subscription: device, choices: ['final'], lang: 'th' }).expect(204);
    await subscribe({ subscription: device, choices: ['tiers', 'wins'], lang: 'ur' }).expect(204);
    const docs = (await stored()).filter((doc) => doc.endpoint === device.endpoint);
    expect(docs).toHaveLength(1);
    const [doc] = docs;
    expect(Object.keys(doc ?? {}).sort()).toEqual(
      ['_id', 'auth', 'choices', 'createdAt', 'endpoint', 'lang', 'p256dh', 'updatedAt'].sort(),
    );
    expect(doc).toMatchObject({
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
      choices: ['tiers', 'wins'],
      lang: 'ur',
    });
    expect(Date.parse(doc?.updatedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(doc?.createdAt ?? ''),
    );
  });

  it('when a subscription is refused, then the answer is 400 naming the field: bad keys, a foreign push service, an unknown choice or language, extra fields', async () => {
    const device = service.subscribe();
    const ok = { subscription: device, choices: ['final'], lang: 'en' };
    const refused = async (body: unknown, path: string) => {
      const answer = await subscribe(body).expect(400);
      expect(issuePaths(answer)).toContain(path);
    };
    await refused(
      { ...ok, subscription: { ...device, keys: { ...device.keys, p256dh: 'AAAA' } } },
      'subscription.keys.p256dh',
    );
    // 65 bytes, but no point of the curve.
    await refused(
      {
        ...ok,
        subscription: { ...device, keys: { ...device.keys, p256dh: `B${'A'.repeat(86)}` } },
      },
      'subscription.keys.p256dh',
    );
    await refused(
      {
        ...ok,
        subscription: { ...device, keys: { ...device.keys, auth: `${device.keys.auth}==` } },
      },
      'subscription.keys.auth',
    );
    await refused(
      { ...ok, subscription: { ...device, endpoint: 'https://push.evil.example/push/1' } },
      'subscription.endpoint',
    );
    // The stand-in's host, another port: not the configured origin.
    const otherPort = new URL(service.url);
    otherPort.port = String(Number(otherPort.port) + 1);
    await refused(
      { ...ok, subscription: { ...device, endpoint: `${otherPort.origin}/push/x` } },
      'subscription.endpoint',
    );
    await refused({ ...ok, choices: ['final', 'everything'] }, 'choices.1');
    await refused({ ...ok, choices: [] }, 'choices');
    await refused({ ...ok, choices: ['final', 'final'] }, 'choices');
    await refused({ ...ok, lang: 'fr' }, 'lang');
    await refused({ ...ok, tickets: ['123456'] }, 'tickets');
    await refused(
      { ...ok, subscription: { ...device, endpoint: { $gt: '' } } },
      'subscription.endpoint.$gt',
    );
    expect((await stored()).some((doc) => doc.endpoint === device.endpoint)).toBe(false);
  });

  it('when a body is larger than a subscription can be, or not JSON, then 413 or 415', async () => {
    const device = service.subscribe();
    const answer = await subscribe({
      subscription: { ...device, endpoint: `${device.endpoint}?${'x'.repeat(5000)}` },
      choices: ['final'],
      lang: 'en',
    }).expect(413);
    expect(bodyOf(answer).message).toBe('Request body is too large (limit 4 kB)');
    await api.http
      .put(PUSH_API.subscribe.path())
      .set('content-type', 'text/plain')
      .send('subscribe me')
      .expect(415);
  });

  it('when the browser renews a subscription, then the new one takes the old one’s choices and language and the old one is gone; an unknown old one is 404', async () => {
    const before = service.subscribe();
    await subscribe({ subscription: before, choices: ['tiers'], lang: 'hi' }).expect(204);
    const after = service.subscribe();
    await api.http
      .post(PUSH_API.renew.path())
      .send({ oldEndpoint: before.endpoint, subscription: after })
      .expect(204);
    const docs = await stored();
    expect(docs.some((doc) => doc.endpoint === before.endpoint)).toBe(false);
    expect(docs.find((doc) => doc.endpoint === after.endpoint)).toMatchObject({
      p256dh: after.keys.p256dh,
      auth: after.keys.auth,
      choices: ['tiers'],
      lang: 'hi',
    });
    const answer = await api.http
      .post(PUSH_API.renew.path())
      .send({ oldEndpoint: before.endpoint, subscription: service.subscribe() })
      .expect(404);
    expect(bodyOf(answer).code).toBe('not_found');
    await api.http
      .post(PUSH_API.renew.path())
      .send({
        oldEndpoint: after.endpoint,
        subscription: { ...after, endpoint: 'https://push.evil.example/push/2' },
      })
      .expect(400);
  });

  it('when a device unsubscribes, then its subscription is gone; an unknown endpoint is 204 too', async () => {
    const device = service.subscribe();
    await subscribe({ subscription: device, choices: ['wins'], lang: 'en' }).expect(204);
    await api.http
      .post(PUSH_API.unsubscribe.path())
      .send({ endpoint: device.endpoint })
      .expect(204);
    expect((await stored()).some((doc) => doc.endpoint === device.endpoint)).toBe(false);
    await api.http
      .post(PUSH_API.unsubscribe.path())
      .send({ endpoint: device.endpoint })
      .expect(204);
    await api.http.post(PUSH_API.unsubscribe.path()).send({ endpoint: 'not a url' }).expect(400);
  });

  it('when the admin asks, then the status counts the subscribers by choice; without an admin token, 401', async () => {
    await api.http.get(PUSH_API.status.path()).expect(401);
    const docs = await stored();
    const answer: PushStatus = await status();
    expect(answer).toEqual({
      configured: true,
      subscribers: docs.length,
      byChoice: {
        final: docs.filter((doc) => doc.choices.includes('final')).length,
        tiers: docs.filter((doc) => doc.choices.includes('tiers')).length,
        wins: docs.filter((doc) => doc.choices.includes('wins')).length,
      },
      lastFanOut: null,
    });
    expect(answer.subscribers).toBeGreaterThanOrEqual(2);
  });
});

describe('push subscriptions when push is off', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('when no VAPID keys are set, then the key is null, subscribing is 503 saying why, and the admin sees it off', async () => {
    await api.http.get(PUSH_API.key.path()).expect(200, { publicKey: null });
    const answer = await api.http
      .put(PUSH_API.subscribe.path())
      .send({
        subscription: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
        },
        choices: ['final'],
        lang: 'en',
      })
      .expect(503);
    expect(bodyOf(answer)).toMatchObject({
      code: 'unavailable',
      message:
        'Web Push is not configured on this server (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT)',
    });
    const asAdmin = api.as(await api.loginAdmin());
    const status = (await asAdmin.get(PUSH_API.status.path()).expect(200)).body as PushStatus;
    expect(status).toMatchObject({ configured: false, subscribers: 0, lastFanOut: null });
  });
});

describe('push subscriptions: a limit on the writes of one address', () => {
  it('when one address writes more subscriptions a minute than PUSH_WRITES_PER_MINUTE, then the rest are 429 with Retry-After and not stored; the key is still answered', async () => {
    const service = await startPushService();
    const api = await startTestApi({
      config: { push: { ...pushConfigFor(service.url), writesPerMinute: 3 } },
    });
    try {
      const put = (device: ReturnType<StandIn['subscribe']>) =>
        api.http
          .put(PUSH_API.subscribe.path())
          .send({ subscription: device, choices: ['final'], lang: 'en' });
      const devices = [1, 2, 3].map(() => service.subscribe());
      for (const device of devices) await put(device).expect(204);
      const refused = await put(service.subscribe()).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(bodyOf(refused).message).toBe(
        'Too many subscription changes from this address: try again shortly',
      );
      // Renewing and unsubscribing count too; reading the key does not.
      await api.http
        .post(PUSH_API.unsubscribe.path())
        .send({ endpoint: devices[0]?.endpoint })
        .expect(429);
      await api.http.get(PUSH_API.key.path()).expect(200);
      const stored = await api.store
        .collection<PushSubscriptionDocument>('pushSubscriptions')
        .find({});
      expect(stored.map((doc) => doc.endpoint).sort()).toEqual(
        devices
          .slice(0, 3)
          .map((device) => device.endpoint)
          .sort(),
      );
    } finally {
      await api.close();
      await service.close();
    }
  });
});
