// The Thai government lottery's draw calendar: which days the GLO draws, when on those days, and
// the announced exceptions. Pure functions over plain dates and instants, no date library:
// Bangkok keeps UTC+7 all year (no daylight-saving time since 1920, IANA tzdata `Asia/Bangkok`),
// so a Bangkok wall-clock time is a fixed offset from UTC and all arithmetic here is UTC
// arithmetic. Dates are `YYYY-MM-DD` strings of the Bangkok calendar; instants are `Date`s.
//
// Facts and their sources: packages/number-tools/README.md, "Draw calendar".

import { assertString, typeName } from './assert.js';

/** The draw's time zone: Asia/Bangkok, UTC+7, no DST since 1920. */
export const DRAW_TIME_ZONE = 'Asia/Bangkok';

/** Bangkok's offset from UTC in minutes (UTC+7, all year). */
export const BANGKOK_UTC_OFFSET_MINUTES = 7 * 60;

/** Bangkok wall-clock time at which a draw starts (about; GLO announces 14:30–16:00). */
export const DRAW_STARTS_AT = '14:30';

/** Bangkok wall-clock time by which a draw's results are complete (about). */
export const DRAW_COMPLETE_BY = '16:00';

/** The first and last years the calendar answers for (the shared history starts in 1990). */
export const FIRST_CALENDAR_YEAR = 1990;
export const LAST_CALENDAR_YEAR = 9999;

/** An announced one-off change: the regular draw of `from` is held on `to` instead (both YYYY-MM-DD, Bangkok). */
export interface DrawOverride {
  from: string;
  to: string;
  reason: string;
}

/** One draw of the calendar. */
export interface ScheduledDraw {
  /** The draw date, YYYY-MM-DD (Bangkok calendar). */
  date: string;
  /** The instant the draw starts (14:30 Bangkok on `date`). */
  startsAt: Date;
  /** The instant its results are complete (16:00 Bangkok on `date`). */
  completeBy: Date;
  /** Set when an override (or a past one-off change) moved it: the regular date it replaces. */
  movedFrom?: string;
  /** Why it was moved; set together with `movedFrom`. */
  reason?: string;
}

/**
 * A one-off change of the past: a regular draw that was held on another day, or not at all.
 * See {@link ONE_OFF_DRAW_CHANGES}.
 */
export interface OneOffDrawChange {
  /** The regular draw date that was not drawn (`null`: an extra draw that replaced none). */
  regular: string | null;
  /** The date drawn instead (`null`: cancelled, no draw for that period). */
  actual: string | null;
  /**
   * The date the period (งวด) is known by — GLO's result pages and the public result datasets are
   * keyed on it. Normally the day it was drawn (`actual`); the 1 Apr 2020 period kept its date
   * although drawn on 16 May 2020. `null` when the period was cancelled.
   */
  period: string | null;
  /** Why, in a few words. */
  reason: string;
  /** The source keys of the domain notes (`../shared/domain/README.md` §8) with their addresses. */
  sources: string;
}

const VW = '[VW] github.com/vicha-w/thai-lotto-archive (lottonumbers/*.txt)';
const HOL = '[HOL] Python package holidays 0.105, Thailand() calendar';

/**
 * Every one-off change of the draw calendar since 2006 (the standing rules of
 * {@link regularDrawDates} are not repeated here), oldest first, frozen. The history test checks
 * it against the shared draw history: every date the data has that the standing rules do not
 * give (and every regular date it lacks) is one row here, and every row explains one.
 */
export const ONE_OFF_DRAW_CHANGES: readonly OneOffDrawChange[] = deepFreeze([
  {
    regular: '2015-06-01',
    actual: '2015-06-02',
    period: '2015-06-02',
    reason: 'Visakha Bucha day',
    sources: `${VW}; ${HOL}`,
  },
  {
    regular: '2015-12-16',
    actual: '2015-12-17',
    period: '2015-12-17',
    reason: 'Funeral of the Supreme Patriarch',
    sources: VW,
  },
  {
    regular: '2018-03-01',
    actual: '2018-03-02',
    period: '2018-03-02',
    reason: 'Makha Bucha day',
    sources: `${VW}; ${HOL}`,
  },
  {
    regular: '2019-07-16',
    actual: '2019-07-15',
    period: '2019-07-15',
    reason: 'Moved earlier: 16 Jul was Asalha Bucha day and 17 Jul Buddhist Lent day',
    sources: `${VW}; ${HOL}`,
  },
  {
    regular: '2020-04-01',
    actual: '2020-05-16',
    period: '2020-04-01',
    reason:
      'COVID-19: the 1 Apr 2020 period was first postponed to 2 May, then to 16 May 2020 (it keeps its 1 Apr date)',
    sources:
      '[TRP20] https://thairath.plus/news/local/1808663; [PM20] https://www.pattayamail.com/coronavirus/covid-19-slows-thai-lottery-sales-draw-postponed-to-may-16-295696; [SPR20] https://www.springnews.co.th/breaking-news/649779',
  },
  {
    regular: '2020-04-16',
    actual: null,
    period: null,
    reason: 'COVID-19: no tickets sold for the 16 Apr 2020 period, no draw',
    sources:
      '[TRP20] https://thairath.plus/news/local/1808663; [RYT20] https://ryt9.com/s/iq03/3119774',
  },
  {
    regular: '2020-05-02',
    actual: null,
    period: null,
    reason: 'COVID-19: no tickets sold for the 2 May 2020 period, no draw',
    sources:
      '[TRP20] https://thairath.plus/news/local/1808663; [RYT20] https://ryt9.com/s/iq03/3119774',
  },
  {
    regular: '2020-05-16',
    actual: null,
    period: null,
    reason:
      'COVID-19: no tickets sold for the 16 May 2020 period; the draw held that day was the 1 Apr period',
    sources:
      '[PM20] https://www.pattayamail.com/coronavirus/covid-19-slows-thai-lottery-sales-draw-postponed-to-may-16-295696; [SPR20] https://www.springnews.co.th/breaking-news/649779; [RYT20] https://ryt9.com/s/iq03/3119774',
  },
  {
    regular: '2022-02-16',
    actual: '2022-02-17',
    period: '2022-02-17',
    reason: 'Makha Bucha day',
    sources: `${VW}; ${HOL}`,
  },
  {
    regular: '2023-08-01',
    actual: '2023-07-31',
    period: '2023-07-31',
    reason: 'Moved earlier: 1 Aug 2023 was Asarnha Bucha day; approved by the GLO board',
    sources: `${VW}; [XN23] https://xn--12c1b1btt8k.net/กองสลากฯ-ของรัฐบาลได้ปร/; ${HOL}`,
  },
]);

// ---------------------------------------------------------------------------------------------
// Plain dates: YYYY-MM-DD <-> days since 1970-01-01 (UTC arithmetic; a Bangkok calendar date is
// just a date, the offset only matters when converting to and from instants).

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The shape of a date `YYYY-MM-DD` (four, two and two digits; not whether the day exists). */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a string of the shape `YYYY-MM-DD` (see {@link ISO_DATE_PATTERN}). */
export function isIsoDate(value: unknown): boolean {
  return typeof value === 'string' && ISO_DATE_PATTERN.test(value);
}

function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** `YYYY-MM-DD` of a day number (days since 1970-01-01; for ticket-code.ts too). */
export function formatDay(dayNum: number): string {
  return new Date(dayNum * DAY_MS).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a valid `YYYY-MM-DD`, or throws naming the argument. */
export function parseDate(value: unknown, name: string): number {
  assertString(value, name);
  const match = DATE_RE.exec(value);
  if (match) {
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    const dayNum = dayNumber(y, m, d);
    if (y >= 1 && formatDay(dayNum) === value) return dayNum;
  }
  throw new RangeError(
    `Expected \`${name}\` to be a calendar date YYYY-MM-DD, got ${JSON.stringify(value)}`,
  );
}

function assertInstant(value: unknown, name: string): asserts value is Date {
  if (!(value instanceof Date)) {
    throw new TypeError(`Expected \`${name}\` to be a Date, got ${typeName(value)}`);
  }
  if (Number.isNaN(value.getTime())) {
    throw new RangeError(`Expected \`${name}\` to be a valid Date, got an invalid Date`);
  }
}

function assertYear(year: unknown, name: string): asserts year is number {
  if (typeof year !== 'number') {
    throw new TypeError(`Expected \`${name}\` to be a number, got ${typeName(year)}`);
  }
  if (!Number.isInteger(year) || year < FIRST_CALENDAR_YEAR || year > LAST_CALENDAR_YEAR) {
    throw new RangeError(
      `Expected \`${name}\` to be a whole year from ${FIRST_CALENDAR_YEAR} to ${LAST_CALENDAR_YEAR}, got ${String(year)}`,
    );
  }
}

/** Minutes after midnight of an `HH:MM` constant. */
function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

const STARTS_MIN = minutesOf(DRAW_STARTS_AT);
const COMPLETE_MIN = minutesOf(DRAW_COMPLETE_BY);

function instantOf(dayNum: number, bangkokMinutes: number): Date {
  return new Date(dayNum * DAY_MS + (bangkokMinutes - BANGKOK_UTC_OFFSET_MINUTES) * 60_000);
}

/**
 * The calendar day (`YYYY-MM-DD`) in Bangkok at `instant` (now by default): the UTC date of
 * `instant + 7 h`. Draws are dated by the Thai day, so "today" turns over at midnight in Bangkok
 * (17:00 UTC) wherever the device or server is. Plain arithmetic, no Intl formatter: the first
 * use of one costs a cheap phone about 70 ms of ICU start-up on the render that needs it.
 *
 * @example bangkokDay(new Date('2026-06-15T17:00:00Z')) //=> '2026-06-16' (00:00 in Bangkok)
 */
export function bangkokDay(instant: Date = new Date()): string {
  assertInstant(instant, 'instant');
  return new Date(instant.getTime() + BANGKOK_UTC_OFFSET_MINUTES * 60_000)
    .toISOString()
    .slice(0, 10);
}

/** The instant a draw on `date` starts: 14:30 Bangkok = 07:30 UTC. */
export function drawStartsAt(date: string): Date {
  return instantOf(parseDate(date, 'date'), STARTS_MIN);
}

/** The instant the results of a draw on `date` are complete: 16:00 Bangkok = 09:00 UTC. */
export function drawCompleteBy(date: string): Date {
  return instantOf(parseDate(date, 'date'), COMPLETE_MIN);
}

// ---------------------------------------------------------------------------------------------
// The standing rules.

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const regularCache = new Map<number, readonly string[]>();

function regularOf(year: number): readonly string[] {
  let dates = regularCache.get(year);
  if (dates) return dates;
  const list: string[] = [];
  // New Year: no draw on 1 Jan. Since the 2024/25 New Year the New Year draw is on 2 Jan
  // (2 Jan 2025 and 2 Jan 2026); up to 2023 it was on 30 Dec of the year before.
  if (year >= 2025) list.push(iso(year, 1, 2));
  // National Teacher's Day (16 Jan): drawn on 17 Jan since 2016, on 16 Jan before.
  list.push(iso(year, 1, year >= 2016 ? 17 : 16));
  for (let month = 2; month <= 12; month++) {
    // Labour Day (1 May): drawn on 2 May.
    list.push(iso(year, month, month === 5 ? 2 : 1), iso(year, month, 16));
  }
  if (year <= 2023) list.push(iso(year, 12, 30));
  dates = Object.freeze(list);
  regularCache.set(year, dates);
  return dates;
}

/**
 * The draw dates the standing rules give for a year (`YYYY-MM-DD`, Bangkok calendar), sorted:
 *
 * - the 1st and the 16th of every month, except
 * - 1 January: never drawn. The New Year draw was on 30 December up to and including 2023; since
 *   the 2024/25 New Year it is on 2 January (2 Jan 2025 replaced 30 Dec 2024; 2 Jan 2026 again,
 *   with no 30 Dec 2025), so 2024 has no New Year draw of its own (23 draws);
 * - 16 January: drawn on 17 January since 2016 (National Teacher's Day), on 16 January up to 2015;
 * - 1 May: drawn on 2 May (Labour Day).
 *
 * One-off changes (holiday moves, the 2020 cancellations) are not standing rules: they are in
 * {@link ONE_OFF_DRAW_CHANGES}, and {@link drawsBetween} applies them.
 *
 * @throws TypeError when `year` is not a number; RangeError when it is not a whole year from
 * 1990 to 9999.
 */
export function regularDrawDates(year: number): string[] {
  assertYear(year, 'year');
  return [...regularOf(year)];
}

/** Whether the standing rules give a draw on `date` (`YYYY-MM-DD`). Throws on a malformed date. */
export function isRegularDrawDate(date: string): boolean {
  parseDate(date, 'date');
  const year = Number(date.slice(0, 4));
  if (year < FIRST_CALENDAR_YEAR || year > LAST_CALENDAR_YEAR) return false;
  return regularOf(year).includes(date);
}

// ---------------------------------------------------------------------------------------------
// Draws: the standing rules, the one-off changes of the past, and the caller's overrides.

/** The past one-offs indexed by the regular date they changed, and the draws they added. */
const oneOffByRegular = new Map<string, OneOffDrawChange>();
for (const change of ONE_OFF_DRAW_CHANGES) {
  if (change.regular !== null) oneOffByRegular.set(change.regular, change);
}

/** A regular date the past one-offs leave in place: only these can be moved by an override. */
function isPlainRegularDate(date: string): boolean {
  return isRegularDrawDate(date) && !oneOffByRegular.has(date);
}

interface CheckedOverrides {
  /** By `from`: the overrides that move a plain regular draw. */
  byFrom: Map<string, DrawOverride>;
  /** Those same overrides, by the day number of `to`. */
  list: { override: DrawOverride; toDay: number }[];
}

function checkOverrides(overrides: unknown, strict: boolean): CheckedOverrides {
  const byFrom = new Map<string, DrawOverride>();
  const list: CheckedOverrides['list'] = [];
  if (overrides === undefined) return { byFrom, list };
  if (!Array.isArray(overrides)) {
    throw new TypeError(`Expected \`overrides\` to be an array, got ${typeName(overrides)}`);
  }
  const seenFrom = new Set<string>();
  overrides.forEach((item: unknown, index) => {
    const name = `overrides[${index}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new TypeError(`Expected \`${name}\` to be an object, got ${typeName(item)}`);
    }
    const { from, to, reason } = item as Record<string, unknown>;
    parseDate(from, `${name}.from`);
    const toDay = parseDate(to, `${name}.to`);
    assertString(reason, `${name}.reason`);
    const fromDate = from as string;
    if (from === to) {
      throw new RangeError(`\`${name}\` moves the draw of ${fromDate} to the same day`);
    }
    if (seenFrom.has(fromDate)) {
      throw new RangeError(`\`${name}\` moves the draw of ${fromDate} a second time`);
    }
    seenFrom.add(fromDate);
    const override = { from: fromDate, to: to as string, reason };
    if (!isPlainRegularDate(fromDate)) {
      if (strict) {
        const why = oneOffByRegular.has(fromDate)
          ? 'a past one-off change already moved or cancelled its draw'
          : 'it is not a regular draw date';
        throw new RangeError(
          `\`${name}.from\` is ${fromDate}: ${why}, so there is no draw to move`,
        );
      }
      return; // moves nothing: ignored (see drawsBetween)
    }
    byFrom.set(fromDate, override);
    list.push({ override, toDay });
  });
  // Two draws on one day: a moved draw landing on another draw's day, or on another moved one.
  const taken = new Map<string, string>();
  for (const { override } of list) {
    const other = taken.get(override.to);
    if (other !== undefined) {
      throw new RangeError(
        `Overrides move the draws of ${other} and ${override.from} both to ${override.to}`,
      );
    }
    taken.set(override.to, override.from);
    const stays =
      (isPlainRegularDate(override.to) && !byFrom.has(override.to)) || pastDrawOn(override.to);
    if (stays) {
      throw new RangeError(
        `An override moves the draw of ${override.from} to ${override.to}, which already has a draw`,
      );
    }
  }
  return { byFrom, list };
}

/** Whether a past one-off put a draw on `date`. */
function pastDrawOn(date: string): boolean {
  return ONE_OFF_DRAW_CHANGES.some((change) => change.actual === date);
}

/**
 * Checks a list of overrides as an admin would store it, throwing a clear error for the first
 * problem: a wrong type (TypeError), a malformed date, `to` equal to `from`, the same `from`
 * twice, a `from` that is not a regular draw date (or one a past one-off already changed), or
 * two draws on one day (RangeError). The calendar functions accept the same lists but ignore an
 * override whose `from` has no draw to move.
 */
export function assertDrawOverrides(overrides: readonly DrawOverride[]): void {
  checkOverrides(overrides, true);
}

function scheduled(dayNum: number, movedFrom?: string, reason?: string): ScheduledDraw {
  const draw: ScheduledDraw = {
    date: formatDay(dayNum),
    startsAt: instantOf(dayNum, STARTS_MIN),
    completeBy: instantOf(dayNum, COMPLETE_MIN),
  };
  if (movedFrom !== undefined) {
    draw.movedFrom = movedFrom;
    draw.reason = reason ?? '';
  }
  return draw;
}

function drawsInDays(fromDay: number, toDay: number, checked: CheckedOverrides): ScheduledDraw[] {
  const draws: ScheduledDraw[] = [];
  const firstYear = Math.max(FIRST_CALENDAR_YEAR, Number(formatDay(fromDay).slice(0, 4)));
  const lastYear = Math.min(LAST_CALENDAR_YEAR, Number(formatDay(toDay).slice(0, 4)));
  for (let year = firstYear; year <= lastYear; year++) {
    for (const date of regularOf(year)) {
      const day = parseDate(date, 'date');
      if (day < fromDay || day > toDay) continue;
      if (oneOffByRegular.has(date) || checked.byFrom.has(date)) continue; // moved or cancelled
      draws.push(scheduled(day));
    }
  }
  for (const change of ONE_OFF_DRAW_CHANGES) {
    if (change.actual === null) continue;
    const day = parseDate(change.actual, 'actual');
    if (day < fromDay || day > toDay) continue;
    draws.push(
      change.regular === null ? scheduled(day) : scheduled(day, change.regular, change.reason),
    );
  }
  for (const { override, toDay: day } of checked.list) {
    if (day < fromDay || day > toDay) continue;
    draws.push(scheduled(day, override.from, override.reason));
  }
  return draws.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The draws held on dates in [`fromDate`, `toDate`] (both `YYYY-MM-DD`, Bangkok, inclusive),
 * sorted: the standing rules ({@link regularDrawDates}), the past one-off changes of
 * {@link ONE_OFF_DRAW_CHANGES} (a moved draw appears on its new date with `movedFrom` and
 * `reason`; a cancelled one not at all), then `overrides`.
 *
 * An override moves the draw of a regular date that the past one-offs left in place; an override
 * whose `from` is not such a date has nothing to move and is ignored (so a stale override cannot
 * invent a draw). A moved draw is listed by its new date, even when its regular date lies
 * outside the range.
 *
 * @throws TypeError / RangeError for a malformed date, `fromDate` after `toDate`, or overrides
 * that contradict each other (see {@link assertDrawOverrides}).
 */
export function drawsBetween(
  fromDate: string,
  toDate: string,
  overrides?: readonly DrawOverride[],
): ScheduledDraw[] {
  const fromDay = parseDate(fromDate, 'fromDate');
  const toDay = parseDate(toDate, 'toDate');
  if (fromDay > toDay) {
    throw new RangeError(
      `Expected \`fromDate\` (${fromDate}) not to be after \`toDate\` (${toDate})`,
    );
  }
  return drawsInDays(fromDay, toDay, checkOverrides(overrides, false));
}

const FIRST_DAY = dayNumber(FIRST_CALENDAR_YEAR, 1, 1);
const LAST_DAY = dayNumber(LAST_CALENDAR_YEAR, 12, 31);
const WINDOW_DAYS = 62;

/** The Bangkok day number of `now`, which must lie in the calendar's years. */
function bangkokDayOf(now: unknown): number {
  assertInstant(now, 'now');
  const day = Math.floor((now.getTime() + BANGKOK_UTC_OFFSET_MINUTES * 60_000) / DAY_MS);
  if (day < FIRST_DAY || day > LAST_DAY) {
    throw new RangeError(
      `Expected \`now\` to fall in the calendar's years ${FIRST_CALENDAR_YEAR}–${LAST_CALENDAR_YEAR}, got ${now.toISOString()}`,
    );
  }
  return day;
}

/** Yields the draws not yet complete at `now`, in order, looking ahead window by window. */
function* drawsFrom(now: Date, overrides: unknown): Generator<ScheduledDraw> {
  const today = bangkokDayOf(now);
  const checked = checkOverrides(overrides, false);
  for (let start = today; start <= LAST_DAY; start += WINDOW_DAYS) {
    const end = Math.min(start + WINDOW_DAYS - 1, LAST_DAY);
    for (const draw of drawsInDays(start, end, checked)) {
      if (draw.completeBy.getTime() > now.getTime()) yield draw;
    }
  }
}

/**
 * The next draw at `now`: the first whose results are not complete, so from 14:30 to 16:00
 * Bangkok on a draw day it is that day's draw (under way), and from 16:00 the next one. The
 * Bangkok day is what counts, whatever the caller's zone: `now` is an instant.
 *
 * @throws TypeError / RangeError for an invalid `now` or contradicting overrides; RangeError
 * for a `now` outside the calendar's years (1990–9999) or with no draw left after it.
 */
export function nextDraw(now: Date, overrides?: readonly DrawOverride[]): ScheduledDraw {
  for (const draw of drawsFrom(now, overrides)) return draw;
  throw new RangeError(`There is no draw after ${now.toISOString()} in the calendar`);
}

/**
 * The next `count` draws, from {@link nextDraw}`(now)` on, in order.
 *
 * @throws RangeError when `count` is not a whole number from 0 to 1000, plus as {@link nextDraw}.
 */
export function upcomingDraws(
  now: Date,
  count: number,
  overrides?: readonly DrawOverride[],
): ScheduledDraw[] {
  if (typeof count !== 'number') {
    throw new TypeError(`Expected \`count\` to be a number, got ${typeName(count)}`);
  }
  if (!Number.isInteger(count) || count < 0 || count > 1000) {
    throw new RangeError(
      `Expected \`count\` to be a whole number from 0 to 1000, got ${String(count)}`,
    );
  }
  const draws: ScheduledDraw[] = [];
  if (count === 0) {
    bangkokDayOf(now);
    checkOverrides(overrides, false);
    return draws;
  }
  for (const draw of drawsFrom(now, overrides)) {
    draws.push(draw);
    if (draws.length === count) break;
  }
  return draws;
}

/** The draw under way at `now` (`startsAt <= now < completeBy`), or `null`. */
export function drawUnderWay(now: Date, overrides?: readonly DrawOverride[]): ScheduledDraw | null {
  const today = bangkokDayOf(now);
  const t = now.getTime();
  return (
    drawsInDays(today, today, checkOverrides(overrides, false)).find(
      (draw) => draw.startsAt.getTime() <= t && t < draw.completeBy.getTime(),
    ) ?? null
  );
}

function deepFreeze<T extends object[]>(rows: T): Readonly<T> {
  for (const row of rows) Object.freeze(row);
  return Object.freeze(rows);
}

/** The next draw at an instant and the one under way, and whether the announced changes applied. */
export interface DrawScheduleAt {
  next: ScheduledDraw;
  underWay: ScheduledDraw | null;
  /** False when `overrides` contradict each other: the standing calendar alone was used. */
  overridesApplied: boolean;
}

/**
 * {@link nextDraw} and {@link drawUnderWay} at `now` with `overrides`; announcements that contradict
 * each other (two draws on one day) cannot be applied, and the standing calendar still can: a
 * visitor is better served by it than by no next draw (Home's card, on the app and the server).
 */
export function drawScheduleAt(now: Date, overrides: readonly DrawOverride[] = []): DrawScheduleAt {
  try {
    return {
      next: nextDraw(now, overrides),
      underWay: drawUnderWay(now, overrides),
      overridesApplied: true,
    };
  } catch (error) {
    if (overrides.length === 0) throw error;
    return { next: nextDraw(now), underWay: drawUnderWay(now), overridesApplied: false };
  }
}

/** How long after a draw's complete-by time a draw not on file yet is still awaited (draw day). */
export const LIVE_AFTER_COMPLETE_MS = 2 * 3_600_000;

/**
 * The draw whose numbers may be coming in at `now`: from its start until
 * {@link LIVE_AFTER_COMPLETE_MS} after its results should be complete (Bangkok times, `overrides`
 * applied), else null. A draw page of it that has no numbers yet is awaited, not missing.
 */
export function liveDrawAt(now: Date, overrides?: readonly DrawOverride[]): ScheduledDraw | null {
  const today = bangkokDay(now);
  const draw = drawsBetween(today, today, overrides).find(
    (d) =>
      d.startsAt.getTime() <= now.getTime() &&
      now.getTime() < d.completeBy.getTime() + LIVE_AFTER_COMPLETE_MS,
  );
  return draw ?? null;
}

/**
 * Whether the period `date` (a draw page's) is the live draw's: its draw date, or the regular date
 * it was moved from (a moved draw may keep its regular period date).
 */
export function namesLiveDraw(date: string, live: ScheduledDraw | null): boolean {
  return live !== null && (live.date === date || live.movedFrom === date);
}
