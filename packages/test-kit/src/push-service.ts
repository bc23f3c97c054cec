/**
 * A push service on this machine for tests and benches: the part of Web Push that is outside our
 * machines (FCM, Mozilla's autopush, Apple's, Windows'), speaking the real protocol, so the API's
 * sender and the service worker are tested against what they will meet.
 *
 * - RFC 8030 (push): `POST /push/<id>` with `TTL` (required), `Topic` (at most 32 base64url
 *   characters), `Urgency` (very-low, low, normal, high) → 201 with a `Location`; an unknown
 *   endpoint 404; a body over 4096 bytes 413; a message waiting for its device is replaced by a new
 *   one with the same Topic.
 * - RFC 8292 (VAPID): `Authorization: vapid t=<JWT>, k=<public key>`; the ES256 signature checked
 *   with `k`, `aud` this service's origin, `exp` in the future and at most 24 h ahead, `sub` a
 *   `mailto:` or `https:` URL; 403 otherwise. The older `WebPush <JWT>` + `Crypto-Key: p256ecdsa=`
 *   form goes with the older `aesgcm` encoding only (web-push 3.6 sends it for nothing else), and
 *   both are refused.
 * - RFC 8291 / RFC 8188 (`aes128gcm`): the body decrypted with the device's private key and auth
 *   secret; 400 when it does not decrypt.
 *
 * Nothing is logged per message: with `verifyEvery: n` only one message in n is decrypted and its
 * VAPID header verified (a header verified once is remembered until its `exp`: a sender reuses one
 * per origin), so a benchmark measures the sender, not this service.
 *
 * The same server answers a small control API for other processes (push-service-cli.ts):
 * `POST /_control/subscribe {}` and `POST /_control/subscribe-many {count}` → subscriptions,
 * `GET /_control/counts`, `GET /_control/accepted?endpoint=&verified=1&limit=` (each filter
 * optional; `verified=1`: only those decrypted), `GET /_control/pending?endpoint=`,
 * `GET /_control/refused`, `POST /_control/fail-next {endpoint, status, times?, retryAfter?}`.
 */
import {
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  createDecipheriv,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface PushServiceOptions {
  /** 0/undefined: any free port, bound to 127.0.0.1, plain HTTP. */
  port?: number;
  /** Decrypt and VAPID-check every message (default) or one in `n` (benchmarks). */
  verifyEvery?: number;
  /**
   * Answer each push this many ms after reading it (default 0): a slow push service, so a test can
   * stop a sender in the middle of a fan-out.
   */
  delayMs?: number;
}

/** What `PushSubscription.toJSON()` gives a page. */
export interface DeviceSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  topic: string | null;
  urgency: string | null;
  ttl: number;
  /** The decrypted payload (UTF-8), null when not verified (verifyEvery > 1). */
  payload: string | null;
  /** The VAPID claims, the sender's key and the JWT as sent (`token`: a sender that reuses one header sends one token). */
  vapid: { aud: string; sub: string; exp: number; publicKey: string; token: string } | null;
  /** Date.now() when accepted. */
  at: number;
}

export interface SubscribeOptions {
  /** The server's VAPID public key, base64url of the 65-byte uncompressed P-256 point. */
  applicationServerKey?: string;
}

export interface PushService {
  /** http://127.0.0.1:<port> */
  url: string;
  /**
   * A device's subscription on this service: a fresh P-256 key pair and auth secret, kept to
   * decrypt. With `applicationServerKey` (the VAPID public key the page subscribed with, base64url)
   * every push to it must carry that key in its `k=`, as real push services require: 403 otherwise.
   */
  subscribe(options?: SubscribeOptions): DeviceSubscription;
  /** Many at once for benchmarks (key pairs may be shared between endpoints; endpoints are distinct). */
  subscribeMany(count: number, options?: SubscribeOptions): DeviceSubscription[];
  /**
   * The next `times` pushes to `endpoint` (or to every endpoint when '*') are answered `status`
   * (404, 410, 413, 429, 500, 503…), with `Retry-After: retryAfter` seconds when given.
   */
  failNext(
    endpoint: string,
    status: number,
    options?: { times?: number; retryAfter?: number },
  ): void;
  /**
   * Messages waiting for the device, after Topic replacement (a new message with the same Topic
   * replaces an undelivered one with it).
   */
  pending(endpoint: string): ReceivedPush[];
  /**
   * When set, each accepted message is handed over at once (e.g. to a service worker through CDP)
   * instead of waiting in `pending`.
   */
  onDeliver(handler: ((push: ReceivedPush) => void | Promise<void>) | null): void;
  /** Every accepted message so far, in order (before replacement). */
  accepted(): ReceivedPush[];
  /** Every refused request with why. */
  refused(): { endpoint: string; status: number; reason: string }[];
  counts(): { accepted: number; refused: number; replaced: number };
  close(): Promise<void>;
}

/** The largest body a push service must take (RFC 8291 §4: 4096 octets of ciphertext). */
export const PUSH_BODY_LIMIT = 4096;
/** VAPID tokens may not expire more than 24 hours ahead (RFC 8292 §2). */
const VAPID_MAX_SECONDS = 24 * 60 * 60;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** The header cache's bound: a sender uses one header per origin, a test a handful. */
const VAPID_CACHE_LIMIT = 1000;

/** A device's keys: the private half decrypts, the public half and the auth secret are its subscription's. */
interface DeviceKeys {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  p256dh: string;
  authText: string;
  /** The applicationServerKey the subscription was made with (unset: any key is taken). */
  serverKey?: string | undefined;
}

/** Endpoints made together by subscribeMany: `<prefix>-<n>` for n < count share one key pair. */
interface EndpointBlock {
  keys: DeviceKeys;
  count: number;
}

interface Failure {
  status: number;
  times: number;
  retryAfter: number | undefined;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason);
  }
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

function newKeys(options: SubscribeOptions = {}): DeviceKeys {
  const serverKey = options.applicationServerKey;
  if (serverKey !== undefined) {
    const bytes = BASE64URL.test(serverKey) ? Buffer.from(serverKey, 'base64url') : undefined;
    if (bytes?.length !== 65 || bytes[0] !== 4)
      throw new RangeError(
        'subscribe: applicationServerKey must be base64url of an uncompressed P-256 key (65 bytes, 0x04…)',
      );
  }
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, publicKey, auth, p256dh: b64url(publicKey), authText: b64url(auth), serverKey };
}

/** The `k=` of a `vapid t=…, k=…` header, read without checking the rest (undefined: none). */
function vapidKeyText(authorization: string | undefined): string | undefined {
  return /(?:^|[\s,])k=([^\s,]+)/.exec(authorization ?? '')?.[1];
}

/** Decodes base64url strictly (Buffer.from skips what is not base64url). */
function fromBase64url(text: string, what: string): Buffer {
  if (!BASE64URL.test(text)) throw new Refusal(403, `${what} is not base64url`);
  return Buffer.from(text, 'base64url');
}

/**
 * RFC 8291 §3.4 + RFC 8188 §2: one aes128gcm record, keyed from the device's ECDH secret with the
 * sender's key (the header's keyid) and the device's auth secret.
 */
export function decryptAes128gcm(
  body: Buffer,
  device: { ecdh: ECDH; publicKey: Buffer; auth: Buffer },
): Buffer {
  // RFC 8188 §2.1 header: salt (16) | rs (4) | idlen (1) | keyid (idlen).
  if (body.length < 21) throw new Refusal(400, 'aes128gcm: body shorter than its header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] ?? 0;
  if (idlen !== 65)
    throw new Refusal(
      400,
      `aes128gcm: keyid must be the sender's 65-byte public key, not ${idlen} bytes`,
    );
  const senderKey = body.subarray(21, 86);
  const record = body.subarray(86);
  if (rs < 18) throw new Refusal(400, `aes128gcm: record size ${rs} below 18`);
  // RFC 8291 §4: a push message is one record.
  if (record.length > rs) throw new Refusal(400, 'aes128gcm: more than one record');
  if (record.length < 17) throw new Refusal(400, 'aes128gcm: record shorter than its tag');
  let ecdhSecret: Buffer;
  try {
    ecdhSecret = device.ecdh.computeSecret(senderKey);
  } catch {
    throw new Refusal(400, 'aes128gcm: the keyid is not a P-256 point');
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  // The first record's sequence number is 0: the nonce as derived.
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    plain = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ]);
  } catch {
    throw new Refusal(
      400,
      'aes128gcm: the record does not decrypt (key, auth secret or body wrong)',
    );
  }
  // RFC 8188 §2: data, then the delimiter 2 (the last record), then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (end < 0 || plain[end] !== 2)
    throw new Refusal(400, 'aes128gcm: the last record lacks its padding delimiter (2)');
  return plain.subarray(0, end);
}

interface VapidClaims {
  aud: string;
  sub: string;
  exp: number;
  publicKey: string;
  token: string;
}

/** RFC 8292 §2–3: the token's signature, audience, expiry and subject. */
function verifyVapid(authorization: string, origin: string, nowSeconds: number): VapidClaims {
  const scheme = /^(\S+)\s+(.*)$/.exec(authorization);
  if (scheme === null) throw new Refusal(403, 'VAPID: Authorization has no scheme');
  if (scheme[1]?.toLowerCase() !== 'vapid')
    throw new Refusal(
      403,
      `VAPID: scheme "${scheme[1]}" (only "vapid t=…, k=…" goes with aes128gcm)`,
    );
  const params = new Map<string, string>();
  for (const part of (scheme[2] ?? '').split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) params.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  const token = params.get('t');
  const key = params.get('k');
  if (token === undefined || key === undefined) throw new Refusal(403, 'VAPID: t= or k= missing');
  const rawKey = fromBase64url(key, 'VAPID: k');
  if (rawKey.length !== 65 || rawKey[0] !== 4)
    throw new Refusal(403, 'VAPID: k is not an uncompressed P-256 public key (65 bytes, 0x04…)');
  const parts = token.split('.');
  if (parts.length !== 3) throw new Refusal(403, 'VAPID: t is not a JWT (three parts)');
  const [head = '', body = '', signature = ''] = parts;
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(fromBase64url(head, 'VAPID: JWT header').toString('utf8'));
    claims = JSON.parse(fromBase64url(body, 'VAPID: JWT claims').toString('utf8'));
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(403, 'VAPID: the JWT header or claims are not JSON');
  }
  if (
    typeof header !== 'object' ||
    header === null ||
    (header as { alg?: unknown }).alg !== 'ES256'
  )
    throw new Refusal(403, 'VAPID: the JWT alg must be ES256');
  let publicKey;
  try {
    publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: b64url(rawKey.subarray(1, 33)),
        y: b64url(rawKey.subarray(33, 65)),
      },
      format: 'jwk',
    });
  } catch {
    throw new Refusal(403, 'VAPID: k is not a point on P-256');
  }
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    fromBase64url(signature, 'VAPID: JWT signature'),
  );
  if (!signed) throw new Refusal(403, 'VAPID: the JWT signature does not verify with k');
  if (typeof claims !== 'object' || claims === null)
    throw new Refusal(403, 'VAPID: the JWT claims are not an object');
  const { aud, sub, exp } = claims as { aud?: unknown; sub?: unknown; exp?: unknown };
  if (aud !== origin) throw new Refusal(403, `VAPID: aud ${JSON.stringify(aud)} is not ${origin}`);
  if (typeof exp !== 'number' || !Number.isFinite(exp))
    throw new Refusal(403, 'VAPID: exp missing or not a number');
  if (exp <= nowSeconds) throw new Refusal(403, `VAPID: expired (exp ${exp}, now ${nowSeconds})`);
  if (exp > nowSeconds + VAPID_MAX_SECONDS)
    throw new Refusal(403, `VAPID: exp ${exp} is more than 24 h ahead`);
  if (typeof sub !== 'string' || !/^(mailto:.+@.+|https:\/\/.+)$/.test(sub))
    throw new Refusal(403, `VAPID: sub ${JSON.stringify(sub)} is not a mailto: or https: URL`);
  return { aud, sub, exp, publicKey: key, token };
}

function headerText(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Reads the body, at most `limit` + 1 bytes (enough to know it is too big). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks, size)));
    req.on('error', reject);
  });
}

function answerJson(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Starts the push service on 127.0.0.1 (plain HTTP). */
export async function startPushService(options: PushServiceOptions = {}): Promise<PushService> {
  const verifyEvery = options.verifyEvery ?? 1;
  if (!Number.isInteger(verifyEvery) || verifyEvery < 1)
    throw new RangeError(`verifyEvery must be a whole number ≥ 1, not ${verifyEvery}`);
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new RangeError(`port must be 0–65535, not ${port}`);
  const delayMs = options.delayMs ?? 0;
  if (!Number.isInteger(delayMs) || delayMs < 0)
    throw new RangeError(`delayMs must be a whole number ≥ 0, not ${delayMs}`);

  const devices = new Map<string, DeviceKeys>();
  const blocks = new Map<string, EndpointBlock>();
  const failures = new Map<string, Failure[]>();
  const waiting = new Map<string, ReceivedPush[]>();
  const acceptedList: ReceivedPush[] = [];
  const refusedList: { endpoint: string; status: number; reason: string }[] = [];
  const vapidCache = new Map<string, VapidClaims>();
  let replaced = 0;
  let messages = 0;
  let seen = 0;
  let deliver: ((push: ReceivedPush) => void | Promise<void>) | null = null;
  let origin = '';

  /** The device keys of `/push/<id>`, or undefined when there is no such endpoint. */
  function keysOf(id: string): DeviceKeys | undefined {
    const single = devices.get(id);
    if (single !== undefined) return single;
    const dash = id.lastIndexOf('-');
    if (dash < 0) return undefined;
    const block = blocks.get(id.slice(0, dash));
    const n = id.slice(dash + 1);
    if (block === undefined || !/^(0|[1-9]\d*)$/.test(n) || Number(n) >= block.count)
      return undefined;
    return block.keys;
  }

  function takeFailure(endpoint: string): Failure | undefined {
    for (const key of [endpoint, '*']) {
      const queue = failures.get(key);
      const next = queue?.[0];
      if (queue === undefined || next === undefined) continue;
      next.times--;
      if (next.times <= 0) queue.shift();
      if (queue.length === 0) failures.delete(key);
      return next;
    }
    return undefined;
  }

  function vapidOf(authorization: string | undefined, check: boolean): VapidClaims | null {
    if (authorization === undefined) throw new Refusal(403, 'VAPID: no Authorization header');
    const now = Math.floor(Date.now() / 1000);
    const known = vapidCache.get(authorization);
    if (known !== undefined && known.exp > now) return known;
    if (!check) return null;
    const claims = verifyVapid(authorization, origin, now);
    if (vapidCache.size >= VAPID_CACHE_LIMIT) vapidCache.clear();
    vapidCache.set(authorization, claims);
    return claims;
  }

  /** RFC 8030 §5: the push request's headers, then VAPID, then the body. */
  async function push(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const endpoint = `${origin}/push/${id}`;
    const refuse = (status: number, reason: string, headers: Record<string, string> = {}) => {
      refusedList.push({ endpoint, status, reason });
      res.writeHead(status, { 'content-type': 'text/plain', ...headers });
      res.end(reason);
    };
    try {
      const keys = keysOf(id);
      if (keys === undefined) {
        req.resume();
        return refuse(404, 'no such subscription');
      }
      const failure = takeFailure(endpoint);
      if (failure !== undefined) {
        req.resume();
        return refuse(
          failure.status,
          `scripted answer ${failure.status} (failNext)`,
          failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
        );
      }
      const length = Number(headerText(req, 'content-length') ?? 0);
      if (length > PUSH_BODY_LIMIT) {
        req.resume();
        return refuse(413, `body of ${length} bytes over ${PUSH_BODY_LIMIT}`);
      }
      const ttlText = headerText(req, 'ttl');
      if (ttlText === undefined || !/^\d+$/.test(ttlText.trim()))
        throw new Refusal(400, `TTL missing or not a whole number of seconds (${ttlText})`);
      const urgency = headerText(req, 'urgency') ?? null;
      if (urgency !== null && !URGENCIES.has(urgency))
        throw new Refusal(400, `Urgency "${urgency}" is not very-low, low, normal or high`);
      const topic = headerText(req, 'topic') ?? null;
      if (topic !== null && (topic.length > 32 || !BASE64URL.test(topic)))
        throw new Refusal(400, `Topic "${topic}" is not 1–32 base64url characters`);
      const encoding = headerText(req, 'content-encoding');
      const check = seen++ % verifyEvery === 0;
      const authorization = headerText(req, 'authorization');
      const vapid = vapidOf(authorization, check);
      // Checked on every message, verified or not: a push service knows each subscription's key.
      if (keys.serverKey !== undefined && vapidKeyText(authorization) !== keys.serverKey)
        throw new Refusal(
          403,
          'VAPID: k is not the applicationServerKey the subscription was made with',
        );
      const body = await readBody(req, PUSH_BODY_LIMIT);
      if (body === null) return refuse(413, `body over ${PUSH_BODY_LIMIT} bytes`);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      let payload: string | null = null;
      if (body.length > 0 && encoding !== 'aes128gcm')
        throw new Refusal(415, `Content-Encoding "${encoding}" (only aes128gcm)`);
      if (check && body.length > 0) payload = decryptAes128gcm(body, keys).toString('utf8');
      else if (check) payload = '';
      const received: ReceivedPush = {
        endpoint,
        topic,
        urgency,
        ttl: Number(ttlText),
        payload,
        vapid,
        at: Date.now(),
      };
      acceptedList.push(received);
      messages++;
      res.writeHead(201, { location: `${origin}/message/${messages}`, 'content-length': 0 });
      res.end();
      if (deliver !== null) {
        void Promise.resolve(deliver(received)).catch(() => undefined);
        return;
      }
      const queue = waiting.get(endpoint);
      if (queue === undefined) {
        waiting.set(endpoint, [received]);
        return;
      }
      const same = topic === null ? -1 : queue.findIndex((old) => old.topic === topic);
      if (same >= 0) {
        queue.splice(same, 1);
        replaced++;
      }
      queue.push(received);
    } catch (error) {
      req.resume();
      if (error instanceof Refusal) return refuse(error.status, error.message);
      return refuse(500, error instanceof Error ? error.message : String(error));
    }
  }

  const service: PushService = {
    get url() {
      return origin;
    },
    subscribe(subscribeOptions) {
      const id = randomBytes(12).toString('base64url');
      const keys = newKeys(subscribeOptions);
      devices.set(id, keys);
      return subscriptionOf(id, keys);
    },
    subscribeMany(count, subscribeOptions) {
      if (!Number.isInteger(count) || count < 1 || count > 10_000_000)
        throw new RangeError(`subscribeMany: count must be 1–10,000,000, not ${count}`);
      // One key pair per 1000 endpoints: decrypting needs the device's keys, not distinct ones.
      const subscriptions: DeviceSubscription[] = [];
      for (let start = 0; start < count; start += 1000) {
        const size = Math.min(1000, count - start);
        const prefix = `m${randomBytes(9).toString('base64url')}`;
        const keys = newKeys(subscribeOptions);
        blocks.set(prefix, { keys, count: size });
        for (let n = 0; n < size; n++) subscriptions.push(subscriptionOf(`${prefix}-${n}`, keys));
      }
      return subscriptions;
    },
    failNext(endpoint, status, failOptions = {}) {
      if (!Number.isInteger(status) || status < 400 || status > 599)
        throw new RangeError(`failNext: status must be 400–599, not ${status}`);
      const times = failOptions.times ?? 1;
      if (!Number.isInteger(times) || times < 1)
        throw new RangeError(`failNext: times must be a whole number ≥ 1, not ${times}`);
      const retryAfter = failOptions.retryAfter;
      if (retryAfter !== undefined && (!Number.isInteger(retryAfter) || retryAfter < 0))
        throw new RangeError(`failNext: retryAfter must be whole seconds ≥ 0, not ${retryAfter}`);
      if (endpoint !== '*' && !endpoint.startsWith(`${origin}/push/`))
        throw new RangeError(`failNext: ${endpoint} is not an endpoint of ${origin}`);
      const queue = failures.get(endpoint) ?? [];
      queue.push({ status, times, retryAfter });
      failures.set(endpoint, queue);
    },
    pending: (endpoint) => [...(waiting.get(endpoint) ?? [])],
    onDeliver(handler) {
      deliver = handler;
    },
    accepted: () => [...acceptedList],
    refused: () => [...refusedList],
    counts: () => ({ accepted: acceptedList.length, refused: refusedList.length, replaced }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };

  function subscriptionOf(id: string, keys: DeviceKeys): DeviceSubscription {
    return {
      endpoint: `${origin}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.authText },
    };
  }

  /** The control API of the CLI form: the service's methods over HTTP, JSON in and out. */
  async function control(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ) {
    const input = async (): Promise<Record<string, unknown>> => {
      const body = await readBody(req, 1 << 20);
      if (body === null) throw new RangeError('control body over 1 MiB');
      if (body.length === 0) return {};
      const value: unknown = JSON.parse(body.toString('utf8'));
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new TypeError('control body must be a JSON object');
      return value as Record<string, unknown>;
    };
    const endpoint = query.get('endpoint');
    try {
      const keyOption = (value: unknown): SubscribeOptions => {
        if (value === undefined) return {};
        if (typeof value !== 'string')
          throw new TypeError('subscribe: applicationServerKey must be a string');
        return { applicationServerKey: value };
      };
      if (req.method === 'POST' && path === 'subscribe') {
        const { applicationServerKey } = await input();
        return answerJson(res, 200, service.subscribe(keyOption(applicationServerKey)));
      }
      if (req.method === 'POST' && path === 'subscribe-many') {
        const { count, applicationServerKey } = await input();
        if (typeof count !== 'number')
          throw new TypeError('subscribe-many: count must be a number');
        return answerJson(res, 200, service.subscribeMany(count, keyOption(applicationServerKey)));
      }
      if (req.method === 'POST' && path === 'fail-next') {
        const { endpoint: target, status, times, retryAfter } = await input();
        if (typeof target !== 'string') throw new TypeError('fail-next: endpoint must be a string');
        if (typeof status !== 'number') throw new TypeError('fail-next: status must be a number');
        if (times !== undefined && typeof times !== 'number')
          throw new TypeError('fail-next: times must be a number');
        if (retryAfter !== undefined && typeof retryAfter !== 'number')
          throw new TypeError('fail-next: retryAfter must be a number');
        service.failNext(target, status, { times, retryAfter });
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && path === 'counts') return answerJson(res, 200, service.counts());
      if (req.method === 'GET' && path === 'accepted') {
        const verified = query.get('verified') === '1';
        const limit = Number(query.get('limit') ?? Infinity);
        if (!(limit >= 0)) throw new TypeError('accepted: ?limit= must be a number ≥ 0');
        const found: ReceivedPush[] = [];
        for (const push of acceptedList) {
          if (found.length >= limit) break;
          if (endpoint !== null && push.endpoint !== endpoint) continue;
          if (verified && push.payload === null) continue;
          found.push(push);
        }
        return answerJson(res, 200, found);
      }
      if (req.method === 'GET' && path === 'pending') {
        if (endpoint === null) throw new TypeError('pending: ?endpoint= is required');
        return answerJson(res, 200, service.pending(endpoint));
      }
      if (req.method === 'GET' && path === 'refused') return answerJson(res, 200, refusedList);
      req.resume();
      return answerJson(res, 404, { message: `no control ${req.method} /_control/${path}` });
    } catch (error) {
      return answerJson(res, 400, {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  const server = createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const pushId = /^\/push\/([A-Za-z0-9_-]+)$/.exec(url.pathname)?.[1];
    if (pushId !== undefined && req.method === 'POST') return void push(req, res, pushId);
    if (url.pathname.startsWith('/_control/'))
      return void control(req, res, url.pathname.slice('/_control/'.length), url.searchParams);
    req.resume();
    res.writeHead(pushId === undefined ? 404 : 405, { 'content-type': 'text/plain' });
    res.end(pushId === undefined ? 'not found' : 'only POST');
  });
  // Senders keep many connections open; none is refused for their number.
  server.maxRequestsPerSocket = 0;
  server.on('connection', (socket: Socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}
