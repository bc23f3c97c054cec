import * as v from 'valibot';
import { bangkokDay } from '@lotto/number-tools';
import {
  DRAW_STATUSES,
  DrawChangeSchema,
  DrawDateSchema,
  drawIssues,
  drawTierFields,
  eraOf,
  prizeAmount,
  scheduleFor,
  type Tier,
  TIERS,
} from './draws.js';
import {
  disagreementsField,
  type StatedAmounts,
  statedAmountsField,
  type ValueSource,
} from './sources.js';

export { DrawDateSchema } from './draws.js';

/** Before this draw there was no front-3 prize and four last-3 numbers were drawn. */
export const FRONT3_ERA_START = '2015-09-01';

/** Whether a draw on `date` (YYYY-MM-DD) belongs to the era with front-3 prizes. */
export function hasFront3Era(date: string): boolean {
  return date >= FRONT3_ERA_START;
}

/** Expected counts for each list tier of a draw of today's era. */
export const TIER_COUNTS = {
  near1: 2,
  prize2: 5,
  prize3: 10,
  prize4: 50,
  prize5: 100,
} as const;

const digits = (n: number, label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.regex(new RegExp(`^\\d{${n}}$`), `${label} must be exactly ${n} digits`),
  );

export const Prize1Schema = digits(6, 'Prize 1');
export const Front3EntrySchema = digits(3, 'Front 3 digits');
export const Last3EntrySchema = digits(3, 'Last 3 digits');
export const Last2Schema = digits(2, 'Last 2 digits');

/**
 * The admin panel's result form (spec): first prize, front-3, last-3 and last-2 of one draw, all
 * required. Era-aware: from 2015-09-01 front3 and last3 hold 2 entries each; before that front3 is
 * empty and last3 holds 4 entries. Its output is a valid `DrawInput`.
 */
export const ResultInputSchema = v.pipe(
  v.strictObject({
    date: DrawDateSchema,
    prize1: Prize1Schema,
    front3: v.array(Front3EntrySchema, 'Front 3 digits must be a list'),
    last3: v.array(Last3EntrySchema, 'Last 3 digits must be a list'),
    last2: Last2Schema,
  }),
  v.forward(
    v.check(
      (r) => r.front3.length === (hasFront3Era(r.date) ? 2 : 0),
      'Front 3 digits needs exactly 2 numbers (none before 2015-09-01)',
    ),
    ['front3'],
  ),
  v.forward(
    v.check(
      (r) => r.last3.length === (hasFront3Era(r.date) ? 2 : 4),
      'Last 3 digits needs exactly 2 numbers (4 before 2015-09-01)',
    ),
    ['last3'],
  ),
);
export type ResultInput = v.InferOutput<typeof ResultInputSchema>;

/** Adds every era rule of `drawIssues` to an object schema, each issue on its own path. */
function withDrawRules<T extends v.GenericSchema<unknown, { date: string }>>(schema: T) {
  return v.pipe(
    schema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const issue of drawIssues(dataset.value)) {
        const path = issue.path === '' ? [] : issue.path.split('.');
        addIssue({
          message: issue.message,
          path: path.map((key) => ({
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: /^\d+$/.test(key) ? Number(key) : key,
            value: undefined,
          })) as unknown as [v.IssuePathItem, ...v.IssuePathItem[]],
        });
      }
    }),
  );
}

/**
 * `POST /api/results/add`: a draw with any subset of its era's tiers (the first prize alone on draw
 * day is valid). `drawDate` defaults to the period `date`; `status` defaults to `final` when every
 * tier of the era is given, else `provisional`.
 */
export const DrawInputSchema = withDrawRules(
  v.strictObject({
    date: DrawDateSchema,
    drawDate: v.optional(DrawDateSchema),
    status: v.optional(v.picklist(DRAW_STATUSES, 'Status must be final or provisional')),
    note: v.optional(v.pipe(v.string(), v.maxLength(500, 'Note must be at most 500 characters'))),
    ...drawTierFields,
  }),
);
export type DrawInput = v.InferOutput<typeof DrawInputSchema>;

/**
 * `PATCH /api/results/:date`: tiers to add or correct (a given tier replaces the stored one),
 * tiers to remove, the draw date, the status. The merged draw must pass every era rule.
 */
export const DrawPatchSchema = v.pipe(
  v.strictObject({
    drawDate: v.optional(DrawDateSchema),
    status: v.optional(v.picklist(DRAW_STATUSES, 'Status must be final or provisional')),
    note: v.optional(v.pipe(v.string(), v.maxLength(500, 'Note must be at most 500 characters'))),
    remove: v.optional(v.array(v.picklist(TIERS, 'Unknown tier'))),
    ...drawTierFields,
  }),
  v.check((p) => Object.keys(p).some((key) => key !== 'note'), 'Nothing to change'),
);
export type DrawPatch = v.InferOutput<typeof DrawPatchSchema>;

/** What every draw item says about itself besides its numbers. */
const drawMeta = {
  _id: v.string(),
  /** The period date (งวด), printed on the ticket; the draw's key. */
  date: DrawDateSchema,
  /** When the balls were drawn (differs from the period once: 1 Apr 2020 drawn on 16 May 2020). */
  drawDate: DrawDateSchema,
  status: v.picklist(DRAW_STATUSES),
  /** Tiers of the era not on file. */
  missing: v.array(v.picklist(TIERS)),
  /**
   * ISO time of the latest correction of a published number by the admin, when there was one.
   * The fixes the history importer made to the public tables (kind 'source') have no date of their
   * own — the import's time is the install's, not the draw's — so they never set it.
   */
  correctedAt: v.optional(v.string()),
  /** Tiers the sources disagree on: absent from the numbers, every source's value here. */
  disagreements: disagreementsField,
  /** Amounts a source stated for this draw where they fill or contradict the schedule (`drawAmount`). */
  amounts: statedAmountsField,
};

/*
 * The answers pass the same era rules as what is written (counts, digit lengths, near-first): a
 * client that parses them never takes a 5-digit first prize for a draw's number.
 */

/** One item of `GET /results` (the light list): the main tiers only. */
export const ResultSchema = withDrawRules(
  v.object({
    ...drawMeta,
    prize1: drawTierFields.prize1,
    front3: drawTierFields.front3,
    last3: drawTierFields.last3,
    last2: drawTierFields.last2,
  }),
);
export type Result = v.InferOutput<typeof ResultSchema>;

/** A draw with every tier on file (`GET /results/claimable` items). */
export const DrawSchema = withDrawRules(v.object({ ...drawMeta, ...drawTierFields }));
export type Draw = v.InferOutput<typeof DrawSchema>;

/** The prize schedule as `GET /results/:date` states it: baht per ticket/slip, null where not on file. */
export const DrawScheduleSchema = v.object({
  id: v.string(),
  from: v.string(),
  until: v.nullable(v.string()),
  unit: v.picklist(['ticket', 'slip']),
  note: v.string(),
  amounts: v.record(v.picklist(TIERS), v.nullable(v.number())),
});

/** `GET /results/:date`: the draw with every tier, its era, the schedule's amounts and its history. */
export const DrawDetailSchema = withDrawRules(
  v.object({
    ...drawMeta,
    ...drawTierFields,
    era: v.picklist(['seven-digit', 'four-last3', 'front3']),
    /** Null when no schedule is on file for the draw's period (before 30 Dec 2006). */
    schedule: v.nullable(DrawScheduleSchema),
    changes: v.array(DrawChangeSchema),
  }),
);
export type DrawDetail = v.InferOutput<typeof DrawDetailSchema>;

/** The prize schedule of a period as `GET /results/:date` states it (a copy), or null when none is on file. */
export function drawScheduleOf(date: string): DrawDetail['schedule'] {
  const schedule = scheduleFor(date);
  if (schedule === null) return null;
  const { id, from, until, unit, note, amounts } = schedule;
  return { id, from, until, unit, note, amounts: { ...amounts } };
}

/**
 * A draw as the draw page reads it (`GET /results/:date`): the draw with its era, the schedule of
 * its period and its change history. The API answers it; the PWA builds it for a claimable draw
 * on the device (no history there).
 */
export function drawDetailOf<T extends Draw>(
  draw: T,
  changes: DrawDetail['changes'],
): T & Pick<DrawDetail, 'era' | 'schedule' | 'changes'> {
  return { ...draw, era: eraOf(draw.date).id, schedule: drawScheduleOf(draw.date), changes };
}

/** `GET /results?limit=&before=`: newest first; `before` excludes that date and later. */
export const ResultsQuerySchema = v.strictObject({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'limit must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(1000, 'limit must be at most 1000'),
    ),
  ),
  before: v.optional(DrawDateSchema),
});
export type ResultsQuery = v.InferOutput<typeof ResultsQuerySchema>;

/**
 * One draw of `GET /results/tiers`: its near-first and 2nd–5th prizes on file (a tier not on file
 * is absent; a draw without any of them is not listed).
 */
export const DrawTiersSchema = v.object({
  date: DrawDateSchema,
  near1: drawTierFields.near1,
  prize2: drawTierFields.prize2,
  prize3: drawTierFields.prize3,
  prize4: drawTierFields.prize4,
  prize5: drawTierFields.prize5,
  /** Only the disagreements on these tiers. */
  disagreements: disagreementsField,
});
export type DrawTiers = v.InferOutput<typeof DrawTiersSchema>;

/** `GET /results/tiers`: the draws of the range that have full tiers on file, newest first. */
export const ResultTiersSchema = v.object({ draws: v.array(DrawTiersSchema) });
export type ResultTiers = v.InferOutput<typeof ResultTiersSchema>;

/**
 * `GET /results/tiers?from=&to=`: inclusive period dates, each optional (no bound: the whole
 * history, the answer the PWA asks for and the API's fast path serves).
 */
export const TiersQuerySchema = v.pipe(
  v.strictObject({
    from: v.optional(DrawDateSchema),
    to: v.optional(DrawDateSchema),
  }),
  v.forward(
    v.check(
      (q) => q.from === undefined || q.to === undefined || q.from <= q.to,
      'to must be on or after from',
    ),
    ['to'],
  ),
);
export type TiersQuery = v.InferOutput<typeof TiersQuerySchema>;

/**
 * A year's version: 16 URL-safe characters, the start of the SHA-1 (base64url) of that year's
 * light list as the API serializes it. Any change of a draw of the year (a new draw, a correction,
 * a removal) changes it; nothing else does. The per-year URL carries it, so a past year's answer
 * can be kept by every cache for good.
 */
export const YEAR_VERSION_LENGTH = 16;
const YEAR_VERSION_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${YEAR_VERSION_LENGTH}}$`);

/** The year path parameter: four digits (the year of the draws' period dates). */
export const ResultYearParamSchema = v.pipe(
  v.string('A year is required'),
  v.regex(/^\d{4}$/, 'A year is four digits, e.g. 2019'),
  v.transform(Number),
  v.minValue(1000, 'A year is four digits, e.g. 2019'),
);

/** The version path parameter, as `GET /results/years` lists it. */
export const YearVersionSchema = v.pipe(
  v.string('A version is required'),
  v.regex(
    YEAR_VERSION_PATTERN,
    `A version is ${YEAR_VERSION_LENGTH} letters, digits, - or _, as GET /results/years lists it`,
  ),
);

/** One year of `GET /results/years`: how many draws it has and the version of its light list. */
export const ResultYearEntrySchema = v.object({
  year: v.pipe(v.number(), v.integer()),
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  version: YearVersionSchema,
});
export type ResultYearEntry = v.InferOutput<typeof ResultYearEntrySchema>;

/** `GET /results/years`: every year that has a draw, newest first. */
export const ResultYearsSchema = v.object({ years: v.array(ResultYearEntrySchema) });
export type ResultYears = v.InferOutput<typeof ResultYearsSchema>;

/**
 * `GET /results/years/:year/:version`: the light list of the year's draws, newest first (the
 * items of `GET /results`), and the version of this list (the current one, whichever the URL named).
 */
export const ResultYearSchema = v.object({
  year: v.pipe(v.number(), v.integer()),
  version: YearVersionSchema,
  draws: v.array(ResultSchema),
});
export type ResultYear = v.InferOutput<typeof ResultYearSchema>;

/** How long after its draw a prize can be claimed (then it is forfeited to the state) [STD19][CH7b]. */
export const CLAIM_YEARS = 2;

/** The last day a prize of a draw drawn on `drawDate` can be claimed (`YYYY-MM-DD`). */
export function claimDeadline(drawDate: string): string {
  const [y, m, d] = drawDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + CLAIM_YEARS, m - 1, d));
  // 29 Feb + 2 years rolls to 1 Mar: keep the last day of February instead.
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

export { bangkokDay };

/**
 * "The last result": the newest of `draws` (newest first) whose period date is not after `today`
 * (Bangkok, see {@link bangkokDay}). A future-dated draw (entered ahead) is skipped. The API's
 * `GET /api/results/latest` answers the same draw from its store.
 */
export function newestNotAfter<T extends { date: string }>(
  draws: readonly T[] | undefined,
  today: string = bangkokDay(),
): T | undefined {
  return draws?.find((draw) => draw.date <= today);
}

export type { Tier };

/**
 * What one tier of one draw pays per winning ticket/slip and where the figure comes from:
 * - the dated schedule's amount (`source: 'schedule'`) when it has one and no source stated
 *   another for the draw;
 * - the amount a source stated for this draw (`amounts`, e.g. the Sanook archive's page) where the
 *   schedule has none on file;
 * - `baht: null` with both figures in `disagreement` where the two differ — never a silent pick;
 * - `baht: null, source: null` when nothing is on file.
 */
export interface TierAmount {
  baht: number | null;
  source: ValueSource | null;
  disagreement?: { source: ValueSource; baht: number }[];
}

export function drawAmount(
  draw: { date: string; amounts?: StatedAmounts | undefined },
  tier: Tier,
): TierAmount {
  const scheduled = prizeAmount(draw.date, tier);
  const stated = draw.amounts?.baht[tier];
  if (stated === undefined || draw.amounts === undefined) {
    return { baht: scheduled, source: scheduled === null ? null : 'schedule' };
  }
  if (scheduled === null || scheduled === stated) {
    return { baht: stated, source: scheduled === null ? draw.amounts.source : 'schedule' };
  }
  return {
    baht: null,
    source: null,
    disagreement: [
      { source: 'schedule', baht: scheduled },
      { source: draw.amounts.source, baht: stated },
    ],
  };
}
