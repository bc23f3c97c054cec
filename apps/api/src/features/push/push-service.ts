import { ECDH } from 'node:crypto';
import {
  bangkokDay,
  type FieldIssue,
  type Draw,
  type PushKind,
  type PushStatus,
  type PushSubscribeInput,
  type PushSubscriptionInput,
  TIERS,
} from '@lotto/contracts';
import { isLocale } from '@lotto/site';
import type { Logger } from 'pino';
import { DEFAULT_PUSH_WRITES_PER_MINUTE, type PushConfig } from '../../config.js';
import type { SessionStore } from '../../sessions/session-store.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, NotFoundError, RateLimitedError, ValidationError } from '../../shared/errors.js';
import { type DocumentStore, DuplicateKeyError, newId } from '../../store/collection.js';
import type { DrawPublished } from '../../shared/draw-published.js';
import type { FanOutQueue, FanOutQueueFactory } from './fan-out-queue.js';
import { runFanOut } from './push-fan-out.js';
import { createPushFanOutRepository, queuedFanOut } from './push-fan-out-repository.js';
import { noticeId } from './push-message.js';
import { acceptsEndpoint } from './push-origins.js';
import { PushSendThread } from './push-send-thread.js';
import type { RetryPolicy } from './push-sender.js';
import {
  createPushSubscriptionRepository,
  type PushSubscriptionDocument,
} from './push-subscription-repository.js';

/** Draws drawn longer ago than this are history: fixing them sends no notice. */
const NOTICE_WINDOW_DAYS = 30;

/** Whether `key` (base64url) is an uncompressed point of P-256 (what a browser's p256dh is). */
function isP256Point(key: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(key, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

const sameNumbers = (a: Draw | null, b: Draw) =>
  TIERS.every((tier) => JSON.stringify(a?.[tier]) === JSON.stringify(b[tier]));

/**
 * What a write announces: `tier` when a provisional draw's numbers changed (a tier arrived or was
 * fixed), `final` when the draw became final, `corrected` when a final draw's numbers changed;
 * nothing otherwise (a note, a draw date, the same numbers again).
 */
export function noticeKindOf(before: Draw | null, after: Draw): PushKind | undefined {
  if (after.status === 'provisional') return sameNumbers(before, after) ? undefined : 'tier';
  if (before?.status !== 'final') return 'final';
  return sameNumbers(before, after) ? undefined : 'corrected';
}

/** 503 naming what is missing: the server has no VAPID keys. */
class PushOffError extends AppError {
  constructor() {
    super(
      503,
      'Web Push is not configured on this server (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT)',
      undefined,
      {},
      'unavailable',
    );
  }
}

export interface PushServiceDeps {
  store: DocumentStore;
  config: PushConfig | undefined;
  clock: Clock;
  logger?: Logger | undefined;
  /** How fan-outs reach a worker; unset: none run (a CLI's writes record them, the API runs them). */
  queue?: FanOutQueueFactory | undefined;
  /** Tests shorten the back-off. */
  retry?: RetryPolicy;
  /** The counters of the per-address write limit (the session store's: shared with Redis). */
  counters?: Pick<SessionStore, 'countHit'> | undefined;
}

/**
 * Web Push on draw day: the devices' subscriptions (never a ticket), the notices each draw's
 * writes announce, and their fan-outs (push-fan-out.ts) through the queue.
 */
export function createPushService(deps: PushServiceDeps) {
  const { clock, logger } = deps;
  const subscriptions = createPushSubscriptionRepository(deps.store);
  const fanOuts = createPushFanOutRepository(deps.store);
  const vapid = deps.config?.vapid;
  const siteUrl = deps.config?.siteUrl;
  const origins = deps.config?.serviceOrigins ?? [];
  // The encryption and the HTTP of a fan-out run in a worker thread, off the thread that answers.
  const sender =
    vapid === undefined || deps.queue === undefined
      ? undefined
      : new PushSendThread({ vapid, retry: deps.retry, logger });

  let queue: FanOutQueue | undefined;
  if (deps.queue !== undefined && sender !== undefined && siteUrl !== undefined) {
    queue = deps.queue(
      (id, signal) =>
        runFanOut(id, { subscriptions, fanOuts, sender, siteUrl, clock, logger }, signal),
      async () => (await fanOuts.unfinished()).map((doc) => doc._id),
    );
  }

  const configured = () => {
    if (vapid === undefined) throw new PushOffError();
  };

  const checkSubscription = (subscription: PushSubscriptionInput, path: string) => {
    const issues: FieldIssue[] = [];
    if (!acceptsEndpoint(origins, subscription.endpoint))
      issues.push({
        path: `${path}.endpoint`,
        message: 'The subscription endpoint is not on a push service this server sends to',
      });
    // A key that is no point of P-256 could never be encrypted for: every push to it would fail.
    if (!isP256Point(subscription.keys.p256dh))
      issues.push({
        path: `${path}.keys.p256dh`,
        message: 'The p256dh key is not a P-256 public key',
      });
    if (issues.length > 0) throw new ValidationError('Invalid request body', issues);
  };

  const writesPerMinute = deps.config?.writesPerMinute ?? DEFAULT_PUSH_WRITES_PER_MINUTE;

  return {
    /**
     * Counts one subscription write from the address `client`; over the limit a minute: 429 with
     * Retry-After (before the body is read). Every instance counts together with Redis.
     */
    async admitWrite(client: string): Promise<void> {
      if (deps.counters === undefined) return;
      const { count, resetInSeconds } = await deps.counters.countHit(`push:ip:${client}`, 60);
      if (count <= writesPerMinute) return;
      if (count === writesPerMinute + 1)
        logger?.warn({ ip: client, limit: writesPerMinute }, 'push subscription writes limited');
      throw new RateLimitedError(
        'Too many subscription changes from this address: try again shortly',
        resetInSeconds,
      );
    },

    /** The VAPID public key browsers subscribe with (null: push is off). */
    key(): { publicKey: string | null } {
      return { publicKey: vapid?.publicKey ?? null };
    },

    /** Subscribes a device, or changes its keys, choices and language (keyed by its endpoint). */
    async subscribe(input: PushSubscribeInput): Promise<void> {
      configured();
      checkSubscription(input.subscription, 'subscription');
      const { lang } = input;
      if (!isLocale(lang))
        throw new ValidationError('Invalid request body', [
          { path: 'lang', message: 'Unknown language' },
        ]);
      const now = clock().toISOString();
      const fields = {
        endpoint: input.subscription.endpoint,
        p256dh: input.subscription.keys.p256dh,
        auth: input.subscription.keys.auth,
        choices: input.choices,
        lang,
        updatedAt: now,
      };
      for (let attempt = 1; ; attempt += 1) {
        const existing = await subscriptions.findByEndpoint(fields.endpoint);
        if (existing !== null) {
          if ((await subscriptions.update(existing._id, fields)) !== null) return;
        } else {
          try {
            await subscriptions.insert({
              _id: newId(clock().getTime()),
              ...fields,
              createdAt: now,
            });
            return;
          } catch (error) {
            // The same device subscribed twice at once: the other request created it; update it.
            if (!(error instanceof DuplicateKeyError) || attempt > 2) throw error;
          }
        }
        if (attempt > 2) return;
      }
    },

    /** Forgets a device (nothing happens when it is unknown). */
    async unsubscribe(endpoint: string): Promise<void> {
      await subscriptions.deleteByEndpoint(endpoint);
    },

    /**
     * The browser replaced a subscription (`pushsubscriptionchange`): the new one takes the old one's
     * choices and language, and its place in the fan-outs. 404 when the old one is unknown.
     */
    async renew(oldEndpoint: string, subscription: PushSubscriptionInput): Promise<void> {
      configured();
      checkSubscription(subscription, 'subscription');
      const old = await subscriptions.findByEndpoint(oldEndpoint);
      if (old === null) throw new NotFoundError('No subscription with this endpoint');
      const fields: Pick<
        PushSubscriptionDocument,
        'endpoint' | 'p256dh' | 'auth' | 'choices' | 'lang' | 'updatedAt'
      > = {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        choices: old.choices,
        lang: old.lang,
        updatedAt: clock().toISOString(),
      };
      if (subscription.endpoint !== oldEndpoint) {
        // The device subscribed anew already: that one takes the old one's choices.
        const taken = await subscriptions.findByEndpoint(subscription.endpoint);
        if (taken !== null) {
          await subscriptions.update(taken._id, fields);
          await subscriptions.deleteByEndpoint(oldEndpoint);
          return;
        }
      }
      if ((await subscriptions.update(old._id, fields)) === null)
        throw new NotFoundError('No subscription with this endpoint');
    },

    /** The admin's view: configured, subscribers by choice, the last fan-out. */
    async status(): Promise<PushStatus> {
      const [subscribers, final, tiers, wins, lastFanOut] = await Promise.all([
        subscriptions.count(),
        subscriptions.count('final'),
        subscriptions.count('tiers'),
        subscriptions.count('wins'),
        fanOuts.latest(),
      ]);
      return {
        configured: vapid !== undefined,
        subscribers,
        byChoice: { final, tiers, wins },
        lastFanOut,
      };
    },

    /**
     * A write changed a draw: records the notice it announces (if any) and queues its fan-out.
     * Never throws: a draw's publication does not fail because of its notifications (logged).
     */
    async published(event: DrawPublished): Promise<void> {
      if (vapid === undefined) return;
      const kind = noticeKindOf(event.before, event.after);
      if (kind === undefined) return;
      const { after } = event;
      const today = bangkokDay(clock());
      const recent =
        Date.parse(after.drawDate) >= Date.parse(today) - NOTICE_WINDOW_DAYS * 86_400_000;
      if (!recent) return;
      const id = noticeId(after.date, kind, event.revision);
      try {
        try {
          await fanOuts.insert(
            queuedFanOut(
              { id, kind, revision: event.revision, draw: after },
              clock().toISOString(),
            ),
          );
        } catch (error) {
          // Recorded already (the same write reported twice): queue it all the same, once.
          if (!(error instanceof DuplicateKeyError)) throw error;
        }
        await queue?.add(id);
      } catch (error) {
        logger?.error({ err: error, notice: id }, 'could not queue the push fan-out');
      }
    },

    /** Stops the fan-outs' worker (a run under way stops after its batch and is resumed later). */
    async close(): Promise<void> {
      await queue?.close();
      await sender?.close();
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
