import * as v from 'valibot';
import { cached, endpoint, resultCacheKeys } from './api-paths.js';
import { TierDisagreementSchema } from './sources.js';

/*
 * The community API's shape (rayriffy's thai-lotto-api, ../shared/domain/feeds.md), served by our
 * read-only `GET /compat/lotto/:communityId` and `GET /compat/latest`: a bot written for that API
 * works against a self-hosted Lotto by changing its base URL. Our disagreements ride in an extra
 * field (`response.disagreements`) the old shape does not have and its clients ignore.
 */

/** The `prizes` ids, sheet order ("Forth" is the API's own spelling). */
export const COMMUNITY_PRIZE_IDS = [
  'prizeFirst',
  'prizeFirstNear',
  'prizeSecond',
  'prizeThird',
  'prizeForth',
  'prizeFifth',
] as const;

/** The `runningNumbers` ids. */
export const COMMUNITY_RUNNING_IDS = [
  'runningNumberFrontThree',
  'runningNumberBackThree',
  'runningNumberBackTwo',
] as const;

/** One tier as the community API writes it: its id, a name, the baht per ticket, how many, the numbers. */
export const CommunityEntrySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Baht per ticket as a string of digits (`"6000000"`). */
  reward: v.string(),
  amount: v.number(),
  /** The numbers; a tier not on file shows the API's placeholders (`xxxxxx`), as Sanook's page does. */
  number: v.array(v.string()),
});
export type CommunityEntry = v.InferOutput<typeof CommunityEntrySchema>;

/** One tier our sources disagree on, under the community API's id of the tier. */
export const CommunityDisagreementSchema = v.object({
  id: v.string(),
  ...TierDisagreementSchema.entries,
});

/** `GET /compat/lotto/:communityId`, `GET /compat/latest`: the community API's answer. */
export const CommunityAnswerSchema = v.object({
  status: v.literal('success'),
  response: v.object({
    /** The draw's date in Thai (`16 พฤศจิกายน 2569`). */
    date: v.string(),
    /** Where the numbers can be read: the draw's page on this site. */
    endpoint: v.string(),
    prizes: v.array(CommunityEntrySchema),
    runningNumbers: v.array(CommunityEntrySchema),
    /** Ours, not the community API's: the tiers our sources disagree on (absent: none). */
    disagreements: v.optional(v.array(CommunityDisagreementSchema)),
  }),
});
export type CommunityAnswer = v.InferOutput<typeof CommunityAnswerSchema>;

/** `16112569` (DDMMYYYY, Buddhist-era year): the community API's id of a draw. */
export const COMMUNITY_ID_PATTERN = /^\d{8}$/;

/**
 * The community API's shape (feeds.md), read-only: a bot written for that API works against this
 * one by changing its base URL to `<api>/compat`. Apart from `API` (api-paths.ts), in this module,
 * so that what every page loads does not carry its schema; not in `PUBLIC_CACHED_GETS`: the app
 * never reads them, so the service worker does not keep them.
 */
export const COMPAT_API = {
  /** One draw by the community API's id (`16112569`: DDMMYYYY, Buddhist-era year). */
  draw: cached(endpoint('GET', '/compat/lotto/:communityId', { response: CommunityAnswerSchema }), {
    tag: 'results',
    key: ({ params }) => resultCacheKeys.compatDraw(params.communityId ?? ''),
  }),
  /** The newest draw not after today (Bangkok). */
  latest: cached(endpoint('GET', '/compat/latest', { response: CommunityAnswerSchema }), {
    tag: 'results',
    key: ({ day }) => resultCacheKeys.compatLatest(day),
  }),
} as const;
