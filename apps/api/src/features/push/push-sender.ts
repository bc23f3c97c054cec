import { Agent, request } from 'undici';
import webPush from 'web-push';
import type { VapidHeaders } from './vapid.js';

/** A device as the sender needs it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service made of one message (after the retries). */
export type PushOutcome =
  /** 201/202: accepted. */
  | { result: 'sent' }
  /** 404/410: the subscription is gone (the device unsubscribed, or it expired). */
  | { result: 'gone'; status: number }
  /** Refused (400/403/413…), or still failing after the retries (429/5xx/network). */
  | { result: 'failed'; status: number | null; reason: string };

/** What every message of one notice carries besides its body. */
export interface PushHeaders {
  ttlSeconds: number;
  topic: string;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The longest a message waits between attempts, in all. */
  maxWaitMs: number;
  /** The first back-off when the service names no `Retry-After` (doubled each time). */
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, maxWaitMs: 60_000, baseDelayMs: 1_000 };

/**
 * One batch of a fan-out as the sender takes it. Each target names its message by its index in
 * `messages` (the notice in each language, a few kB each): a batch carries each text once.
 */
export interface PushBatch {
  targets: (PushTarget & { message: number })[];
  messages: string[];
  headers: PushHeaders;
  /** Messages on their way at once. */
  concurrency: number;
}

/** Sends a fan-out's batches: {@link PushSender} in this thread, or `PushSendThread` in a worker. */
export interface BatchSender {
  /** The outcomes in the targets' order; rejects only when the sender itself is lost. */
  sendBatch(batch: PushBatch): Promise<PushOutcome[]>;
  close(): Promise<void>;
}

/** Runs `work` on every item, at most `limit` at once, answers in the items' order. */
async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** How long one request may take (connection, answer), in ms. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * `Retry-After` in ms: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or
 * not either.
 */
export function retryAfterMs(
  value: string | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const failedWith = (reason: string): PushOutcome => ({ result: 'failed', status: null, reason });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends encrypted pushes over its own HTTP client: web-push's `generateRequestDetails` encrypts the
 * body (aes128gcm, RFC 8291) and writes the headers, with the VAPID `Authorization` header passed
 * in (signed once per push service, {@link VapidHeaders}); undici sends it over kept-alive
 * connections (web-push's own sender opens a connection per message and refuses plain http).
 */
export class PushSender implements BatchSender {
  private readonly agent: Agent;

  constructor(
    private readonly vapid: VapidHeaders,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
    /** At most this many connections per push service (a fan-out sends that many at once). */
    connections = 64,
  ) {
    this.agent = new Agent({
      connections,
      keepAliveTimeout: 30_000,
      headersTimeout: REQUEST_TIMEOUT_MS,
      bodyTimeout: REQUEST_TIMEOUT_MS,
      connectTimeout: REQUEST_TIMEOUT_MS,
    });
  }

  /** Sends `payload` to `target`, retrying 429, 5xx and network failures within the policy. */
  async send(target: PushTarget, payload: string, headers: PushHeaders): Promise<PushOutcome> {
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        TTL: headers.ttlSeconds,
        topic: headers.topic,
        urgency: headers.urgency,
        contentEncoding: 'aes128gcm',
        // No signing per message: the header made once for this push service is passed in.
        vapidDetails: null as never,
        headers: { Authorization: this.vapid.for(target.endpoint) },
      },
    );
    const requestHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers as Record<string, unknown>))
      requestHeaders[name] = String(value);
    let waited = 0;
    for (let attempt = 1; ; attempt += 1) {
      let status: number | null = null;
      let reason: string;
      let wait: number | undefined;
      try {
        const answer = await request(details.endpoint, {
          method: 'POST',
          headers: requestHeaders,
          body: details.body,
          dispatcher: this.agent,
        });
        status = answer.statusCode;
        const text = (await answer.body.text()).slice(0, 200);
        if (status === 201 || status === 202 || (status >= 200 && status < 300))
          return { result: 'sent' };
        if (status === 404 || status === 410) return { result: 'gone', status };
        reason = `${status}${text === '' ? '' : ` ${text}`}`;
        if (status !== 429 && status < 500) return { result: 'failed', status, reason };
        const header = answer.headers['retry-after'];
        wait = retryAfterMs(Array.isArray(header) ? header[0] : header);
      } catch (error) {
        reason = (error as Error).message;
      }
      if (attempt >= this.retry.attempts)
        return { result: 'failed', status, reason: `${reason} (after ${attempt} attempts)` };
      const delay = wait ?? this.retry.baseDelayMs * 2 ** (attempt - 1);
      if (waited + delay > this.retry.maxWaitMs)
        return {
          result: 'failed',
          status,
          reason: `${reason} (retry after ${Math.round(delay / 1000)} s is past the ${this.retry.maxWaitMs / 1000} s limit)`,
        };
      waited += delay;
      await sleep(delay);
    }
  }

  /** Sends each target its message, `batch.concurrency` at once; a target that fails fails alone. */
  sendBatch(batch: PushBatch): Promise<PushOutcome[]> {
    return eachLimited(batch.targets, Math.max(1, batch.concurrency), async (target) => {
      const payload = batch.messages[target.message];
      if (payload === undefined)
        return failedWith(`no message ${target.message} in a batch of ${batch.messages.length}`);
      try {
        return await this.send(target, payload, batch.headers);
      } catch (error) {
        // A subscription web-push cannot encrypt for (bad keys written directly) fails alone.
        return failedWith((error as Error).message);
      }
    });
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
