import * as v from 'valibot';

/** Before this draw there was no front-3 prize and four last-3 numbers were drawn. */
export const FRONT3_ERA_START = '2015-09-01';

/** Whether a draw on `date` (YYYY-MM-DD) belongs to the era with front-3 prizes. */
export function hasFront3Era(date: string): boolean {
  return date >= FRONT3_ERA_START;
}

/** Expected counts for each list tier of a draw. */
export const TIER_COUNTS = {
  near1: 2,
  prize2: 5,
  prize3: 10,
  prize4: 50,
  prize5: 100,
} as const;

function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A draw date `YYYY-MM-DD` (the Thai calendar day of the draw). */
export const DrawDateSchema = v.pipe(
  v.string('Date is required'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
  v.check(isCalendarDate, 'Date is not a real calendar day'),
);

const digits = (n: number, label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.regex(new RegExp(`^\\d{${n}}$`), `${label} must be exactly ${n} digits`),
  );

const digitList = (n: number, count: number, label: string) =>
  v.pipe(
    v.array(digits(n, label), `${label} must be a list`),
    v.length(count, `${label} needs exactly ${count} numbers`),
  );

export const Prize1Schema = digits(6, 'Prize 1');
export const Front3EntrySchema = digits(3, 'Front 3 digits');
export const Last3EntrySchema = digits(3, 'Last 3 digits');
export const Last2Schema = digits(2, 'Last 2 digits');

const resultFields = {
  date: DrawDateSchema,
  prize1: Prize1Schema,
  front3: v.array(Front3EntrySchema, 'Front 3 digits must be a list'),
  last3: v.array(Last3EntrySchema, 'Last 3 digits must be a list'),
  last2: Last2Schema,
  near1: v.optional(digitList(6, TIER_COUNTS.near1, 'Near first prize')),
  prize2: v.optional(digitList(6, TIER_COUNTS.prize2, 'Prize 2')),
  prize3: v.optional(digitList(6, TIER_COUNTS.prize3, 'Prize 3')),
  prize4: v.optional(digitList(6, TIER_COUNTS.prize4, 'Prize 4')),
  prize5: v.optional(digitList(6, TIER_COUNTS.prize5, 'Prize 5')),
};

/**
 * A draw result as an admin submits it. Era-aware: from 2015-09-01 front3 and last3 hold exactly
 * 2 entries each; before that front3 is empty and last3 holds 4 entries. Unknown keys are rejected.
 */
export const ResultInputSchema = v.pipe(
  v.strictObject(resultFields),
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

/** A stored draw result as the API returns it. */
export const ResultSchema = v.object({
  _id: v.string(),
  ...resultFields,
});
export type Result = v.InferOutput<typeof ResultSchema>;

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
