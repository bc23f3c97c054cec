import * as v from 'valibot';
import { CalendarDaySchema } from './common.js';
import { DRAW_STATUSES, DrawChangeSchema, drawTierFields } from './draws.js';
import { StatedAmountsSchema, TierDisagreementSchema } from './sources.js';

/*
 * The results feed (issue 25): the API fetches each draw's numbers from GLO's JSON API and the
 * community API (../shared/domain/feeds.md), publishes what arrives as provisional, final when both
 * agree on every tier or the admin confirms; a disagreement stops that tier and is shown to the admin.
 */

/** The feed's two interfaces. Their changes are recorded with source `feed:<id>`. */
export const FEED_SOURCES = ['glo', 'community'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

/** How one interface is doing, for `/health` and the admin dashboard. */
export const FeedSourceStatusSchema = v.object({
  source: v.picklist(FEED_SOURCES),
  /** Whether its base URL is configured (`GLO_API_URL`, `COMMUNITY_API_URL`). */
  configured: v.boolean(),
  /** ISO times; null before the first attempt / success. */
  lastAttemptAt: v.nullable(v.string()),
  lastSuccessAt: v.nullable(v.string()),
  /** The last attempt's failure in plain words (timeout, HTTP 500, an answer that breaks a rule…), null when it worked. */
  lastError: v.nullable(v.string()),
  /** The last attempt failed. */
  degraded: v.boolean(),
});
export type FeedSourceStatus = v.InferOutput<typeof FeedSourceStatusSchema>;

/** What one interface answered for one draw: the tiers it had in full (a tier partly in is absent). */
export const FeedAnswerSchema = v.object({
  source: v.picklist(FEED_SOURCES),
  date: CalendarDaySchema,
  /** ISO time of the answer. */
  at: v.string(),
  ...drawTierFields,
  amounts: v.optional(StatedAmountsSchema),
});
export type FeedAnswer = v.InferOutput<typeof FeedAnswerSchema>;

/** A tier the feed did not publish because its sources (the two feeds, or a feed and the admin) disagree. */
export const FeedDisagreementSchema = v.object({
  date: CalendarDaySchema,
  ...TierDisagreementSchema.entries,
});
export type FeedDisagreement = v.InferOutput<typeof FeedDisagreementSchema>;

/** `GET /api/admin/feed`: the feed as the admin dashboard shows it. */
export const FeedStatusSchema = v.object({
  /** False when neither base URL is configured: the feed is off. */
  enabled: v.boolean(),
  /** `draw-day`: polling about once a minute; `daily`: once a day for late corrections; `off`. */
  mode: v.picklist(['draw-day', 'daily', 'off']),
  /** Whether this instance holds the fetch lease (with several instances, exactly one does). */
  leader: v.boolean(),
  /** The draw the feed is watching (today's on a draw day, else the latest due). */
  currentDate: v.nullable(CalendarDaySchema),
  /** ISO time of the next scheduled attempt, null when off. */
  nextAttemptAt: v.nullable(v.string()),
  sources: v.array(FeedSourceStatusSchema),
  /** What each source last answered for `currentDate`. */
  answers: v.array(FeedAnswerSchema),
  /** Every disagreement still open, newest draw first. */
  disagreements: v.array(FeedDisagreementSchema),
});
export type FeedStatus = v.InferOutput<typeof FeedStatusSchema>;

/** `POST /api/admin/feed/fetch`: fetch one draw now. */
export const FeedFetchInputSchema = v.strictObject({ date: CalendarDaySchema });
export type FeedFetchInput = v.InferOutput<typeof FeedFetchInputSchema>;

/** What one fetch did: the answers, the changes it published, the disagreements it found, the draw's status after. */
export const FeedFetchResultSchema = v.object({
  date: CalendarDaySchema,
  answers: v.array(FeedAnswerSchema),
  /** Failures per source, in plain words. */
  errors: v.array(v.object({ source: v.picklist(FEED_SOURCES), message: v.string() })),
  changes: v.array(DrawChangeSchema),
  disagreements: v.array(FeedDisagreementSchema),
  /** Null when the draw is still not on file. */
  status: v.nullable(v.picklist(DRAW_STATUSES)),
});
export type FeedFetchResult = v.InferOutput<typeof FeedFetchResultSchema>;
