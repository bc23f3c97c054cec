import { type PushChoice, type PushKind, pushTopic } from '@lotto/contracts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@lotto/site';
import type { Logger } from 'pino';
import type { Clock } from '../../shared/clock.js';
import type { PushFanOutDocument, PushFanOutRepository } from './push-fan-out-repository.js';
import { buildPushMessage, pushTtlSeconds } from './push-message.js';
import type { BatchSender, PushBatch } from './push-sender.js';
import type {
  PushSubscriptionDocument,
  PushSubscriptionRepository,
} from './push-subscription-repository.js';

/** Who a notice is for: a tier as it arrives only to those who chose `tiers`; the rest to everyone. */
export function audienceOf(kind: PushKind): PushChoice | undefined {
  return kind === 'tier' ? 'tiers' : undefined;
}

export interface FanOutDeps {
  subscriptions: PushSubscriptionRepository;
  fanOuts: PushFanOutRepository;
  /** Encrypts and sends a batch (in production a worker thread: `PushSendThread`). */
  sender: BatchSender;
  siteUrl: string;
  clock: Clock;
  logger?: Logger | undefined;
  /** Subscriptions sent and recorded per batch. */
  batchSize?: number;
  /** Subscriptions read from the store at once (a page of batches). */
  pageSize?: number;
  /** Messages on their way at once. */
  concurrency?: number;
}

/** How a run ended: all sent, cut short by a newer notice of the draw, or stopped (to be resumed). */
export type FanOutEnd = 'done' | 'superseded' | 'stopped' | 'missing';

export const FAN_OUT_BATCH = 500;
export const FAN_OUT_PAGE = 20_000;
export const FAN_OUT_CONCURRENCY = 64;

/** A batch as the sender takes it: each language's text once, each target naming its own. */
function batchOf(
  subs: readonly PushSubscriptionDocument[],
  messageFor: (locale: Locale) => string,
  headers: PushBatch['headers'],
  concurrency: number,
): PushBatch {
  const messages: string[] = [];
  const slots = new Map<Locale, number>();
  const targets = subs.map((sub) => {
    const locale = isLocale(sub.lang) ? sub.lang : DEFAULT_LOCALE;
    let message = slots.get(locale);
    if (message === undefined) {
      message = messages.push(messageFor(locale)) - 1;
      slots.set(locale, message);
    }
    return { endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, message };
  });
  return { targets, messages, headers, concurrency };
}

/**
 * Sends the notice `noticeId` (recorded in `pushFanOuts`) to every subscription it is for, in _id
 * order, read a page at a time and sent a batch at a time. After each batch's answers one write
 * deletes those the push service said are gone, then the fan-out's cursor (the batch's last _id)
 * and figures are saved: everything up to the cursor is handled (sent, or given up on after the
 * retries). A run that starts again after a crash or a stop goes on after the cursor: only the
 * batch in flight at the crash can be sent twice, and the device shows that once (same Topic at
 * the push service, the same notice id in the service worker). Nothing is written on the
 * subscriptions themselves: a million of them rewritten per notice was the API's garbage (the
 * embedded store keeps them in its heap). A newer notice of the draw stops it.
 */
export async function runFanOut(
  noticeId: string,
  deps: FanOutDeps,
  signal?: AbortSignal,
): Promise<FanOutEnd> {
  const { subscriptions, fanOuts, sender, clock } = deps;
  let doc = await fanOuts.find(noticeId);
  if (doc === null) return 'missing';
  if (doc.state === 'done' || doc.state === 'superseded') return doc.state;
  const audience = audienceOf(doc.kind);
  if (doc.startedAt === null) {
    const total = await subscriptions.count(audience);
    doc =
      (await fanOuts.update(noticeId, {
        state: 'running',
        startedAt: clock().toISOString(),
        total,
      })) ?? doc;
  } else if (doc.state !== 'running') {
    doc = (await fanOuts.update(noticeId, { state: 'running' })) ?? doc;
  }
  const run: PushFanOutDocument = doc;
  deps.logger?.info(
    { notice: noticeId, total: run.total, resumedAt: run.cursor === '' ? undefined : run.cursor },
    'push fan-out running',
  );

  const messages = new Map<Locale, string>();
  const messageFor = (locale: Locale): string => {
    let message = messages.get(locale);
    if (message === undefined) {
      message = JSON.stringify(
        buildPushMessage({ id: noticeId, kind: run.kind, draw: run.draw }, locale, deps.siteUrl),
      );
      messages.set(locale, message);
    }
    return message;
  };
  const topic = pushTopic(run.date);
  const batchSize = deps.batchSize ?? FAN_OUT_BATCH;
  const concurrency = deps.concurrency ?? FAN_OUT_CONCURRENCY;

  const finish = async (state: 'done' | 'superseded') => {
    await fanOuts.update(noticeId, { state, finishedAt: clock().toISOString() });
    deps.logger?.info(
      { notice: noticeId, state, sent: run.sent, failed: run.failed, removed: run.removed },
      'push fan-out ended',
    );
    return state;
  };

  // The subscriptions are read a page at a time and sent a batch at a time: a read in _id order
  // costs the stores about as much as what is left (neither walks its _id index for it), so one
  // read per batch made a million subscriptions quadratic (the push bench: 196 notices/s at 1M).
  const pageSize = Math.max(batchSize, deps.pageSize ?? FAN_OUT_PAGE);
  const stopped = () => signal?.aborted === true;
  for (;;) {
    if (stopped()) return 'stopped';
    const page = await subscriptions.batch(run.cursor, audience, pageSize);
    if (page.length === 0) return finish('done');
    for (let from = 0; from < page.length; from += batchSize) {
      if (stopped()) return 'stopped';
      const newer = await fanOuts.supersededBy(run);
      if (newer !== undefined) {
        deps.logger?.info({ notice: noticeId, newer }, 'push fan-out superseded by a newer notice');
        return finish('superseded');
      }
      const batch = page.slice(from, from + batchSize);
      // The TTL counts down to the end of the draw day: taken per batch, not once.
      const headers = {
        ttlSeconds: pushTtlSeconds(run.draw.drawDate, clock()),
        topic,
        urgency: 'high' as const,
      };
      const outcomes = await sender.sendBatch(batchOf(batch, messageFor, headers, concurrency));
      if (outcomes.length !== batch.length)
        throw new Error(`the sender answered ${outcomes.length} outcomes for ${batch.length}`);
      const gone: string[] = [];
      let sent = 0;
      let failed = 0;
      batch.forEach((sub: PushSubscriptionDocument, index) => {
        const outcome = outcomes[index];
        if (outcome === undefined) return;
        if (outcome.result === 'gone') gone.push(sub._id);
        else {
          if (outcome.result === 'sent') sent += 1;
          else {
            failed += 1;
            deps.logger?.debug(
              { notice: noticeId, endpoint: sub.endpoint, reason: outcome.reason },
              'push failed',
            );
          }
        }
      });
      const removed = await subscriptions.removeMany(gone);
      run.cursor = batch[batch.length - 1]?._id ?? run.cursor;
      run.sent += sent;
      run.failed += failed;
      run.removed += removed;
      await fanOuts.update(noticeId, {
        cursor: run.cursor,
        sent: run.sent,
        failed: run.failed,
        removed: run.removed,
      });
    }
  }
}
