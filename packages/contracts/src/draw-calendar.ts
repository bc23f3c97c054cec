import * as v from 'valibot';
import { DrawDateSchema } from './draws.js';

/**
 * The draw calendar on the wire: the upcoming draws (`GET /draws/upcoming`) and the admin's
 * announced one-off changes ("overrides": the regular draw of `from` is held on `to` instead).
 * The calendar itself (the standing rules, time zones) is `@lotto/number-tools`' calendar; these
 * are only the shapes that cross the wire and the input rules a form can check on its own. The
 * rules that need the calendar and today's date (a regular draw date, not in the past, within 31
 * days, no collision) are checked by the API and answered as 400s on the field.
 */

/** How far (in days) an override may move a draw from its regular date. */
export const DRAW_OVERRIDE_MAX_DAYS = 31;

/**
 * Whether the period `date` lies within an announced move's reach of `today` (both YYYY-MM-DD, in
 * Bangkok), so that its page can ever be the live draw's. An older or later draw's page needs
 * neither the schedule nor the clock.
 */
export function withinDrawMove(date: string, today: string): boolean {
  const days = Math.abs(Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`));
  return days <= DRAW_OVERRIDE_MAX_DAYS * 86_400_000;
}
export const DRAW_OVERRIDE_REASON_MIN = 3;
export const DRAW_OVERRIDE_REASON_MAX = 200;
/** How many draws `GET /draws/upcoming` lists. */
export const UPCOMING_DRAW_COUNT = 12;

export const DRAW_OVERRIDE_MESSAGES = {
  reason: `Reason is required (${DRAW_OVERRIDE_REASON_MIN}–${DRAW_OVERRIDE_REASON_MAX} characters)`,
  sameDate: 'The new date must differ from the regular date',
  unknownField: (key: string) => `Unknown field "${key}"`,
  notAnObject: 'A JSON object is required',
} as const;

/**
 * A JSON object (not an array) of exactly these fields: each unknown one is refused by name. Every
 * field reads a missing value as '' so that it reports its own "required" message.
 */
function strictFields<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.custom<Record<string, unknown>>(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      DRAW_OVERRIDE_MESSAGES.notAnObject,
    ),
    v.strictObject(entries, (issue) => {
      const key: unknown = issue.path?.at(-1)?.key;
      return DRAW_OVERRIDE_MESSAGES.unknownField(typeof key === 'string' ? key : '');
    }),
  );
}

/** A calendar date `YYYY-MM-DD` named in its "required" message. */
const dateField = (required: string) =>
  v.pipe(v.optional(v.string(required), ''), v.nonEmpty(required), DrawDateSchema);

/** Why the draw moves: kept with the override and shown to visitors. */
export const DrawOverrideReasonSchema = v.pipe(
  v.optional(v.string(DRAW_OVERRIDE_MESSAGES.reason), ''),
  v.trim(),
  v.minLength(DRAW_OVERRIDE_REASON_MIN, DRAW_OVERRIDE_MESSAGES.reason),
  v.maxLength(DRAW_OVERRIDE_REASON_MAX, DRAW_OVERRIDE_MESSAGES.reason),
);

/** An announced one-off change (both dates `YYYY-MM-DD`, Bangkok calendar): number-tools' `DrawOverride`. */
export const DrawOverrideSchema = v.object({
  from: DrawDateSchema,
  to: DrawDateSchema,
  reason: v.string(),
});
export type DrawOverrideData = v.InferOutput<typeof DrawOverrideSchema>;

/** An override as the admin sees it: who announced (or last changed) it and when. */
export const DrawOverrideRecordSchema = v.object({
  ...DrawOverrideSchema.entries,
  /** The admin's e-mail. */
  changedBy: v.string(),
  /** ISO instant of the last change. */
  changedAt: v.string(),
});
export type DrawOverrideRecord = v.InferOutput<typeof DrawOverrideRecordSchema>;

/** `PUT /draws/overrides/:from` body: the regular draw of `:from` is held on `to` instead. */
const overrideInputEntries = {
  to: dateField('The new date is required'),
  reason: DrawOverrideReasonSchema,
};
export const DrawOverrideInputSchema = strictFields(overrideInputEntries);
export type DrawOverrideInput = v.InferOutput<typeof DrawOverrideInputSchema>;

/**
 * The admin form's fields (the regular date is part of the form; the API takes it from the path):
 * the body's rules plus `to` ≠ `from`, reported on `to`.
 */
export const DrawOverrideFormSchema = v.pipe(
  strictFields({ from: dateField('The regular date is required'), ...overrideInputEntries }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => input.from !== input.to,
      DRAW_OVERRIDE_MESSAGES.sameDate,
    ),
    ['to'],
  ),
);
export type DrawOverrideForm = v.InferOutput<typeof DrawOverrideFormSchema>;

/** One upcoming draw: number-tools' `ScheduledDraw` with its instants as ISO strings. */
export const UpcomingDrawSchema = v.object({
  date: DrawDateSchema,
  /** ISO instant the draw starts (about 14:30 Bangkok). */
  startsAt: v.pipe(v.string(), v.isoTimestamp()),
  /** ISO instant its results are complete (about 16:00 Bangkok). */
  completeBy: v.pipe(v.string(), v.isoTimestamp()),
  /** Set when an override moved it: the regular date it replaces, and why. */
  movedFrom: v.optional(DrawDateSchema),
  reason: v.optional(v.string()),
});
export type UpcomingDraw = v.InferOutput<typeof UpcomingDrawSchema>;

/**
 * `GET /draws/upcoming`: the next {@link UPCOMING_DRAW_COUNT} draws from the Bangkok day of the
 * request on (today's draw stays listed all day), overrides applied, and the announced changes
 * whose `from` or `to` is today or later.
 */
export const UpcomingDrawsSchema = v.object({
  draws: v.array(UpcomingDrawSchema),
  overrides: v.array(DrawOverrideSchema),
});
export type UpcomingDraws = v.InferOutput<typeof UpcomingDrawsSchema>;
