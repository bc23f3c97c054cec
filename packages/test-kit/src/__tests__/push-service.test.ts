import { createSign } from 'node:crypto';
import webpush, { type RequestDetails } from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PushServiceProcess, spawnPushService } from '../push-service-process.js';
import {
  type DeviceSubscription,
  type PushService,
  type ReceivedPush,
  startPushService,
} from '../push-service.js';

const VAPID = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:draws@lotto.example';

/** What the API does: web-push builds the request, our own fetch sends it (plain HTTP here). */
async function send(details: RequestDetails): Promise<Response> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(
    details.headers as Record<string, string | number | undefined>,
  ))
    if (name.toLowerCase() !== 'content-length' && value !== undefined)
      headers[name] = String(value);
  return fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body === null ? undefined : new Uint8Array(details.body),
  });
}

function request(
  subscription: DeviceSubscription,
  payload: string,
  options: webpush.RequestOptions = {},
): RequestDetails & { body: Buffer } {
  return webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: { subject: SUBJECT, publicKey: VAPID.publicKey, privateKey: VAPID.privateKey },
    TTL: 3600,
    ...options,
  });
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A VAPID header signed with VAPID's private key over any claims (web-push checks its own). */
function vapidHeader(claims: Record<string, unknown>, privateKey = VAPID.privateKey): string {
  const publicKey = Buffer.from(VAPID.publicKey, 'base64url');
  const key = {
    kty: 'EC',
    crv: 'P-256',
    x: publicKey.subarray(1, 33).toString('base64url'),
    y: publicKey.subarray(33).toString('base64url'),
    d: privateKey,
  };
  const unsigned = `${b64({ typ: 'JWT', alg: 'ES256' })}.${b64(claims)}`;
  const signature = createSign('sha256')
    .update(unsigned)
    .sign({ key, format: 'jwk', dsaEncoding: 'ieee-p1363' })
    .toString('base64url');
  return `vapid t=${unsigned}.${signature}, k=${VAPID.publicKey}`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('the push service stand-in', () => {
  let service: PushService;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service.close());
  afterEach(() => service.onDeliver(null));

  it('when web-push sends an encrypted message with VAPID, then it is accepted and decrypts to the same text', async () => {
    const device = service.subscribe();
    expect(device.endpoint).toMatch(new RegExp(`^${service.url}/push/[A-Za-z0-9_-]+$`));
    const text = JSON.stringify({ web_push: 8030, notification: { title: 'งวด 1 ธันวาคม' } });
    const answer = await send(request(device, text, { topic: 'draw-2026-12-01', urgency: 'high' }));
    expect(answer.status).toBe(201);
    expect(answer.headers.get('location')).toMatch(/\/message\/\d+$/);
    const [push] = service.pending(device.endpoint);
    expect(push).toMatchObject({
      endpoint: device.endpoint,
      payload: text,
      topic: 'draw-2026-12-01',
      urgency: 'high',
      ttl: 3600,
      vapid: { aud: service.url, sub: SUBJECT, publicKey: VAPID.publicKey },
    });
    expect(push?.vapid?.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('when the message is 3993 bytes of text (the most aes128gcm fits in 4096), then it decrypts whole', async () => {
    const device = service.subscribe();
    const text = 'x'.repeat(3993);
    expect((await send(request(device, text))).status).toBe(201);
    expect(service.pending(device.endpoint)[0]?.payload).toBe(text);
  });

  it.each([
    [
      'a signature by another key',
      () =>
        vapidHeader(
          { aud: service.url, exp: inAnHour(), sub: SUBJECT },
          webpush.generateVAPIDKeys().privateKey,
        ),
      'signature',
    ],
    [
      'aud of another origin',
      () => vapidHeader({ aud: 'https://fcm.googleapis.com', exp: inAnHour(), sub: SUBJECT }),
      'aud',
    ],
    [
      'an expired token',
      () => vapidHeader({ aud: service.url, exp: Math.floor(Date.now() / 1000) - 1, sub: SUBJECT }),
      'expired',
    ],
    [
      'exp more than 24 h ahead',
      () => vapidHeader({ aud: service.url, exp: inAnHour() + 24 * 3600, sub: SUBJECT }),
      '24 h',
    ],
    [
      'a sub that is no mailto: or https: URL',
      () => vapidHeader({ aud: service.url, exp: inAnHour(), sub: 'http://lotto.example' }),
      'sub',
    ],
    [
      'the older WebPush scheme',
      () =>
        `WebPush ${vapidHeader({ aud: service.url, exp: inAnHour(), sub: SUBJECT }).slice(8).split(',')[0]}`,
      'scheme',
    ],
    ['no Authorization', () => null, 'no Authorization'],
  ])('when VAPID has %s, then 403 and refused() says why', async (_, header, why) => {
    const device = service.subscribe();
    const details = request(device, 'hello');
    const authorization = header();
    if (authorization === null) delete details.headers.Authorization;
    else details.headers.Authorization = authorization;
    const answer = await send(details);
    expect(answer.status).toBe(403);
    const refusal = service.refused().at(-1);
    expect(refusal).toMatchObject({ endpoint: device.endpoint, status: 403 });
    expect(refusal?.reason).toContain(why);
    expect(service.pending(device.endpoint)).toEqual([]);
  });

  it('when a device subscribed with one server key gets a push signed with another, then 403 (as FCM refuses); with its own key, 201', async () => {
    const device = service.subscribe({ applicationServerKey: VAPID.publicKey });
    const other = webpush.generateVAPIDKeys();
    const wrong = webpush.generateRequestDetails(device, 'hello', {
      vapidDetails: { subject: SUBJECT, publicKey: other.publicKey, privateKey: other.privateKey },
      TTL: 60,
    });
    const refused = await send(wrong);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(
      'VAPID: k is not the applicationServerKey the subscription was made with',
    );
    expect((await send(request(device, 'hello'))).status).toBe(201);
    expect(() => service.subscribe({ applicationServerKey: 'not-a-key' })).toThrow(RangeError);
  });

  it('when a VAPID header signed the same way is correct, then it is accepted (the forger above is sound)', async () => {
    const device = service.subscribe();
    const details = request(device, 'hello');
    details.headers.Authorization = vapidHeader({
      aud: service.url,
      exp: inAnHour(),
      sub: 'https://lotto.example/contact',
    });
    expect((await send(details)).status).toBe(201);
    expect(service.pending(device.endpoint)[0]?.vapid?.sub).toBe('https://lotto.example/contact');
  });

  it('when one byte of the body is changed, then 400: it does not decrypt', async () => {
    const device = service.subscribe();
    const details = request(device, 'hello');
    const body = Buffer.from(details.body);
    body[body.length - 5] = (body[body.length - 5] ?? 0) ^ 1;
    details.body = body;
    expect((await send(details)).status).toBe(400);
    expect(service.refused().at(-1)?.reason).toContain('does not decrypt');
  });

  it('when the message was encrypted for another device, then 400', async () => {
    const device = service.subscribe();
    const other = service.subscribe();
    const details = request(other, 'hello');
    const answer = await send({ ...details, endpoint: device.endpoint });
    expect(answer.status).toBe(400);
  });

  it('when the body is over 4096 bytes, then 413', async () => {
    const device = service.subscribe();
    const details = request(device, 'x'.repeat(3994));
    expect(details.body.length).toBe(4097);
    expect((await send(details)).status).toBe(413);
    expect(service.refused().at(-1)).toMatchObject({ status: 413 });
  });

  it.each([
    ['no TTL', { TTL: undefined }, 'TTL'],
    ['a Topic of 33 characters', { Topic: 'a'.repeat(33) }, 'Topic'],
    ['a Topic with a dot', { Topic: 'draw.2026' }, 'Topic'],
    ['Urgency "urgent"', { Urgency: 'urgent' }, 'Urgency'],
  ])('when the request has %s, then 400', async (_, headers, why) => {
    const device = service.subscribe();
    const details = request(device, 'hello');
    const sent = details.headers as Record<string, string | number | undefined>;
    for (const [name, value] of Object.entries(headers)) sent[name] = value;
    expect((await send(details)).status).toBe(400);
    expect(service.refused().at(-1)?.reason).toContain(why);
  });

  it('when the endpoint is unknown, then 404', async () => {
    const device = service.subscribe();
    const answer = await send(request({ ...device, endpoint: `${service.url}/push/nobody` }, 'hi'));
    expect(answer.status).toBe(404);
  });

  it('when a new message has the Topic of a waiting one, then it replaces it; other topics wait beside', async () => {
    const device = service.subscribe();
    const before = service.counts().replaced;
    await send(request(device, 'tier 1', { topic: 'draw-2026-12-01' }));
    await send(request(device, 'other', { topic: 'draw-2026-12-16' }));
    await send(request(device, 'final', { topic: 'draw-2026-12-01' }));
    await send(request(device, 'no topic'));
    expect(service.pending(device.endpoint).map((push) => push.payload)).toEqual([
      'other',
      'final',
      'no topic',
    ]);
    expect(service.counts().replaced).toBe(before + 1);
    const accepted = service.accepted().filter((push) => push.endpoint === device.endpoint);
    expect(accepted.map((push) => push.payload)).toEqual(['tier 1', 'other', 'final', 'no topic']);
  });

  it('when onDeliver is set, then each message is handed over at once and does not wait', async () => {
    const device = service.subscribe();
    const delivered: ReceivedPush[] = [];
    service.onDeliver((push) => void delivered.push(push));
    await send(request(device, 'one', { topic: 't' }));
    await send(request(device, 'two', { topic: 't' }));
    expect(delivered.map((push) => push.payload)).toEqual(['one', 'two']);
    expect(service.pending(device.endpoint)).toEqual([]);
  });

  it('when failNext scripts 404, 410 and 429 with Retry-After, then the next pushes get them, then 201', async () => {
    const device = service.subscribe();
    const other = service.subscribe();
    service.failNext(device.endpoint, 404);
    service.failNext(device.endpoint, 410);
    service.failNext('*', 429, { times: 2, retryAfter: 30 });
    const statuses: number[] = [];
    const retries: (string | null)[] = [];
    for (const target of [device, device, other, device, device]) {
      const answer = await send(request(target, 'hi'));
      statuses.push(answer.status);
      retries.push(answer.headers.get('retry-after'));
    }
    expect(statuses).toEqual([404, 410, 429, 429, 201]);
    expect(retries).toEqual([null, null, '30', '30', null]);
    expect(service.pending(device.endpoint)).toHaveLength(1);
    expect(service.pending(other.endpoint)).toEqual([]);
  });

  it('when subscribeMany makes endpoints, then they are distinct and each decrypts its own messages', async () => {
    const devices = service.subscribeMany(2500);
    expect(new Set(devices.map((d) => d.endpoint)).size).toBe(2500);
    for (const device of [devices[0], devices[1234], devices[2499]]) {
      if (device === undefined) throw new Error('missing');
      expect((await send(request(device, device.endpoint))).status).toBe(201);
      expect(service.pending(device.endpoint)[0]?.payload).toBe(device.endpoint);
    }
    const [first] = devices;
    if (first === undefined) throw new Error('missing');
    const past = `${first.endpoint.replace(/-0$/, '')}-1000`;
    expect((await send(request({ ...first, endpoint: past }, 'hi'))).status).toBe(404);
  });
});

describe('verifyEvery', () => {
  it('when verifyEvery is 3, then one message in three is decrypted and the rest counted', async () => {
    const service = await startPushService({ verifyEvery: 3 });
    try {
      const device = service.subscribe();
      for (let i = 0; i < 6; i++) expect((await send(request(device, `m${i}`))).status).toBe(201);
      expect(service.accepted().map((push) => push.payload)).toEqual([
        'm0',
        null,
        null,
        'm3',
        null,
        null,
      ]);
      expect(service.counts().accepted).toBe(6);
      // A header never verified is still verified on a message that is checked.
      const details = request(device, 'forged');
      details.headers.Authorization = vapidHeader({
        aud: 'https://elsewhere.example',
        exp: inAnHour(),
        sub: SUBJECT,
      });
      expect((await send(details)).status).toBe(403);
    } finally {
      await service.close();
    }
  });
});

describe('the CLI form', () => {
  let cli: PushServiceProcess;
  beforeAll(async () => {
    cli = await spawnPushService({ verifyEvery: 2 });
  });
  afterAll(() => cli.stop());

  it('when started, then it prints its URL and its control API subscribes, scripts failures and counts', async () => {
    expect(cli.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const devices = await cli.subscribeMany(3);
    expect(devices).toHaveLength(3);
    const [first, second] = devices as [DeviceSubscription, DeviceSubscription];
    await cli.failNext(second.endpoint, 410);
    expect((await send(request(first, 'to the first', { topic: 'a' }))).status).toBe(201);
    expect((await send(request(first, 'again', { topic: 'a' }))).status).toBe(201);
    expect((await send(request(second, 'gone'))).status).toBe(410);
    expect(await cli.counts()).toEqual({ accepted: 2, refused: 1, replaced: 1 });
    // --verify-every 2: the first message is decrypted, the second only counted.
    const payloads = (pushes: ReceivedPush[]) => pushes.map((push) => push.payload);
    expect(payloads(await cli.accepted(first.endpoint))).toEqual(['to the first', null]);
    expect(payloads(await cli.accepted(undefined, { verified: true }))).toEqual(['to the first']);
    expect(payloads(await cli.accepted(undefined, { limit: 1 }))).toEqual(['to the first']);
    expect(await cli.pending(first.endpoint)).toMatchObject([{ topic: 'a', payload: null }]);
    expect(await cli.refused()).toMatchObject([{ endpoint: second.endpoint, status: 410 }]);
    const answer = await fetch(`${cli.url}/_control/subscribe-many`, {
      method: 'POST',
      body: '{"count":"many"}',
    });
    expect(answer.status).toBe(400);
  });
});
