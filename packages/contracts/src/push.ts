import * as v from 'valibot';
import { endpoint } from './api-paths.js';
import { CalendarDaySchema } from './common.js';
import { DrawSchema } from './results.js';

/*
 * Web Push on draw day (issue 38). The server keeps a device's push subscription, what the visitor
 * wants to be told and the language to say it in — never the tickets. Each push carries the draw's
 * numbers; the service worker checks the tickets saved on the device and writes the notification.
 */

/**
 * What a visitor can ask for, per device: `final` — the draw is final (and a correction after it);
 * `tiers` — each tier as it arrives, then final; `wins` — only when a saved ticket wins (the push
 * comes when the draw is final; the device decides, and says quietly that nothing won otherwise:
 * every push must show a notification).
 */
export const PUSH_CHOICES = ['final', 'tiers', 'wins'] as const;
export type PushChoice = (typeof PUSH_CHOICES)[number];

/** What a push announces: a tier arrived (provisional), the draw is final, a final draw was corrected. */
export const PUSH_KINDS = ['tier', 'final', 'corrected'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** base64url without padding, `bytes` long once decoded. */
const base64url = (label: string, bytes: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.regex(/^[A-Za-z0-9_-]+$/, `${label} must be base64url`),
    v.length(Math.ceil((bytes * 4) / 3), `${label} must be ${bytes} bytes`),
  );

/** A browser's `PushSubscription.toJSON()`. Which push services' URLs are accepted is the API's configuration. */
export const PushSubscriptionSchema = v.object({
  endpoint: v.pipe(
    v.string('The subscription endpoint is required'),
    v.maxLength(1024, 'The subscription endpoint is too long'),
    v.url('The subscription endpoint must be a URL'),
  ),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({
    /** The device's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url('The p256dh key', 65),
    /** The authentication secret (16 bytes). */
    auth: base64url('The auth secret', 16),
  }),
});
export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionSchema>;

const ChoicesSchema = v.pipe(
  v.array(v.picklist(PUSH_CHOICES, 'Unknown choice')),
  v.minLength(1, 'Choose at least one'),
  v.check((list) => new Set(list).size === list.length, 'A choice is listed twice'),
);

/** `PUT /push/subscription`: subscribes a device, or changes its choices or language (keyed by endpoint). */
export const PushSubscribeInputSchema = v.strictObject({
  subscription: PushSubscriptionSchema,
  choices: ChoicesSchema,
  /** The app's language on that device (`en`, `th`, `hi`, `ur`): the words of the fallback notification. */
  lang: v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'Unknown language')),
});
export type PushSubscribeInput = v.InferOutput<typeof PushSubscribeInputSchema>;

/** `POST /push/unsubscribe`: forgets a device's subscription (204 whether or not it was known). */
export const PushUnsubscribeInputSchema = v.strictObject({
  endpoint: PushSubscriptionSchema.entries.endpoint,
});

/**
 * `POST /push/renew`, from the service worker's `pushsubscriptionchange`: the new subscription takes
 * the old one's choices and language (404 when the old endpoint is unknown: the worker then
 * subscribes again with the choices it kept).
 */
export const PushRenewInputSchema = v.strictObject({
  oldEndpoint: PushSubscriptionSchema.entries.endpoint,
  subscription: PushSubscriptionSchema,
});

/** `GET /push/key`: the server's VAPID public key (base64url), null when Web Push is not configured. */
export const PushKeySchema = v.object({ publicKey: v.nullable(v.string()) });

/**
 * What the service worker receives. `web_push: 8030` and `notification` are Declarative Web Push
 * (Safari 18.4+ shows `notification` itself when no worker runs; `mutable` lets the worker write its
 * own); `lotto` is ours: the notice's id (the same notice sent again is shown once), what it
 * announces and the draw's numbers.
 */
export const PushMessageSchema = v.object({
  web_push: v.literal(8030),
  notification: v.object({
    title: v.string(),
    body: v.string(),
    /** The draw's page (absolute URL). */
    navigate: v.string(),
    lang: v.string(),
    dir: v.picklist(['ltr', 'rtl']),
    tag: v.string(),
    silent: v.optional(v.boolean()),
  }),
  mutable: v.literal(true),
  lotto: v.object({
    v: v.literal(1),
    /** `<date>:<kind>:<revision>`, the same for every device of one fan-out. */
    notice: v.string(),
    kind: v.picklist(PUSH_KINDS),
    draw: DrawSchema,
  }),
});
export type PushMessage = v.InferOutput<typeof PushMessageSchema>;

/** The push `Topic` of a draw (`draw-2026-12-16`): a newer message replaces an undelivered older one. */
export function pushTopic(date: string): string {
  return `draw-${date}`;
}

/** One fan-out: a notice sent to every subscription that asked for it. */
export const PushFanOutSchema = v.object({
  notice: v.string(),
  date: CalendarDaySchema,
  kind: v.picklist(PUSH_KINDS),
  /** ISO times; `finishedAt` null while it runs. */
  startedAt: v.string(),
  finishedAt: v.nullable(v.string()),
  /** Subscriptions it is for. */
  total: v.number(),
  /** Accepted by the push service (201/202). */
  sent: v.number(),
  /** Given up on after the retries (429/5xx/network), or refused otherwise (400/403/413). */
  failed: v.number(),
  /** Deleted: the push service said the subscription is gone (404/410). */
  removed: v.number(),
  /** From start to the last answer; null while it runs. */
  durationMs: v.nullable(v.number()),
});
export type PushFanOut = v.InferOutput<typeof PushFanOutSchema>;

/** `GET /api/admin/push`: whether Web Push is configured, the subscribers, the last fan-out. */
export const PushStatusSchema = v.object({
  configured: v.boolean(),
  subscribers: v.number(),
  byChoice: v.object({ final: v.number(), tiers: v.number(), wins: v.number() }),
  lastFanOut: v.nullable(PushFanOutSchema),
});
export type PushStatus = v.InferOutput<typeof PushStatusSchema>;

/**
 * Web Push on draw day (issue 38): the device's subscription and choices, never its tickets. Apart
 * from `API` (api-paths.ts), in a module of its own, so that what every page loads does not carry
 * the push schemas: only the code that subscribes, the admin's card and the API import it.
 */
export const PUSH_API = {
  key: endpoint('GET', '/push/key', { response: PushKeySchema }),
  /** 204: subscribes, or changes the choices or language of, the device with this endpoint. */
  subscribe: endpoint('PUT', '/push/subscription', { body: PushSubscribeInputSchema }),
  /** 204, known or not. */
  unsubscribe: endpoint('POST', '/push/unsubscribe', { body: PushUnsubscribeInputSchema }),
  /** 204; 404 when the old endpoint is unknown (the service worker's `pushsubscriptionchange`). */
  renew: endpoint('POST', '/push/renew', { body: PushRenewInputSchema }),
  /** Admin only: configured, subscribers by choice, the last fan-out's figures. */
  status: endpoint('GET', '/api/admin/push', { response: PushStatusSchema }),
} as const;
