import {
  type DrawOverride,
  drawsBetween,
  formatDay,
  ONE_OFF_DRAW_CHANGES,
  parseDate,
  type ScheduledDraw,
} from './calendar.js';

/*
 * The 2D code printed on a 6-digit (L6) paper ticket, read strictly (shared/domain/ticket-codes.md):
 * a Data Matrix whose text is `YY-SS-CC-NNNNNN-XXXX` — the Buddhist-era year's last two digits, the
 * series (งวดที่, which names the draw), the set (ชุด), the ticket number and four digits of unknown
 * meaning (the same for every set of one number); an older reader accepts the first four groups,
 * `YY-SS-CC-NNNNNN`. No official specification is public: anything else is not turned into a
 * number — least of all "the first six digits", which are the year, series and set.
 */

/** What a ticket's code says. */
export interface TicketCode {
  /** The draw's year (CE), from the code's Buddhist-era year. */
  year: number;
  /** The series (1–48): four a month, which half of which month (see {@link ticketCodePeriod}). */
  series: number;
  /** The set (ชุด), 1–99. */
  set: number;
  /** The ticket number, six digits. */
  number: string;
  /** The code's last group (four digits; meaning unknown), or null in the older four-group form. */
  suffix: string | null;
}

/** Why a scanned text is not a ticket's code. */
export type TicketCodeProblem =
  /** Nothing was read. */
  | 'empty'
  /** The start of a ticket's code, cut short (a reader that stopped early). */
  | 'truncated'
  /** A code of the ticket's shape whose year, series or set no ticket has. */
  | 'out-of-range'
  /** Anything else: another kind of code, a product's barcode, the linear ITF's digits. */
  | 'foreign';

/** A scanned text, read: a ticket's code, a link to ignore (a seller's QR), or not a ticket. */
export type TicketCodeReading =
  | { kind: 'ticket'; code: TicketCode }
  | { kind: 'link' }
  | { kind: 'unreadable'; problem: TicketCodeProblem };

const CODE = /^(\d{2})-(\d{2})-(\d{2})-(\d{6})(?:-(\d{4}))?$/;
/** Any beginning of a five-group code that stops before its end. */
const CODE_START = /^\d{1,2}(?:-(?:\d{1,2}(?:-(?:\d{1,2}(?:-(?:\d{1,6}(?:-\d{0,3})?)?)?)?)?)?)?$/;
const LINK = /^[a-z][a-z\d+.-]*:\/\//i;

/** The Buddhist era is 543 years ahead of the Common Era. */
const BUDDHIST_ERA_OFFSET = 543;
/** `YY` is the last two digits of a year of the 2500s BE: 2533 (1990, our first year) to 2599. */
const FIRST_YY = 33;

/**
 * Reads the text a barcode reader returned for a ticket's 2D code. Strict: only the whole code, in
 * either form, gives a ticket (spaces around it are dropped); an http(s) or other link (a seller's
 * QR code on the ticket) is a `link`, to be ignored; a code cut short is `truncated`; anything else
 * is `foreign`. Never throws: any value may come out of a reader.
 */
export function readTicketCode(text: unknown): TicketCodeReading {
  if (typeof text !== 'string') return { kind: 'unreadable', problem: 'foreign' };
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'unreadable', problem: 'empty' };
  if (LINK.test(trimmed)) return { kind: 'link' };
  const match = CODE.exec(trimmed);
  if (match === null) {
    return { kind: 'unreadable', problem: CODE_START.test(trimmed) ? 'truncated' : 'foreign' };
  }
  const [, yy = '', ss = '', cc = '', number = '', suffix] = match;
  const series = Number(ss);
  const set = Number(cc);
  if (Number(yy) < FIRST_YY || series < 1 || series > 48 || set < 1) {
    return { kind: 'unreadable', problem: 'out-of-range' };
  }
  return {
    kind: 'ticket',
    code: {
      year: 2500 + Number(yy) - BUDDHIST_ERA_OFFSET,
      series,
      set,
      number,
      suffix: suffix ?? null,
    },
  };
}

/**
 * The period a series names in `year`: series 4m−3 and 4m−2 the draw of the 1st of month m, 4m−1
 * and 4m that of the 16th (`YYYY-MM-01` / `YYYY-MM-16`). Inferred from three data points of two
 * sources (1 Jul 2026: 25 and 26; 16 Jul 2026: 28; 16 Oct 2018: 39), moderate confidence: a
 * scanned ticket's draw is shown for the visitor to confirm or change, never trusted over them.
 *
 * @throws RangeError when `series` is not a whole number from 1 to 48.
 */
export function ticketCodePeriod(year: number, series: number): string {
  if (!Number.isInteger(series) || series < 1 || series > 48) {
    throw new RangeError(`Expected \`series\` to be a whole number from 1 to 48, got ${series}`);
  }
  const month = Math.ceil(series / 4);
  const day = (series - 1) % 4 < 2 ? '01' : '16';
  return `${year}-${String(month).padStart(2, '0')}-${day}`;
}

/*
 * Here, not in calendar.ts: the app's first paint carries calendar.ts (the next draw), and what a
 * module exports that another chunk uses stays with it; the ticket's draw is the checker's alone.
 */

/** How far a draw may stand from its period's date: 30 Dec for 1 Jan, 17 Jan, 2 May, a moved draw. */
const PERIOD_REACH_DAYS = 7;

/**
 * The draw of the period `period` (its regular date, `YYYY-MM-01` / `-16`) on the calendar: a
 * past one-off change of it (1 Apr 2020 was drawn on 16 May; a cancelled period gives null), else
 * the draw an override moved from it, else the draw nearest to its date within a week (16 Jan is
 * drawn on the 17th, 1 May on the 2nd, 1 Jan on 30 Dec).
 */
function drawOfPeriod(period: string, overrides?: readonly DrawOverride[]): ScheduledDraw | null {
  const day = parseDate(period, 'period');
  const oneOff = ONE_OFF_DRAW_CHANGES.find((change) => change.regular === period);
  if (oneOff !== undefined) {
    return oneOff.actual === null ? null : (drawsBetween(oneOff.actual, oneOff.actual)[0] ?? null);
  }
  const draws = drawsBetween(
    formatDay(day - PERIOD_REACH_DAYS),
    formatDay(day + PERIOD_REACH_DAYS),
    overrides,
  );
  const moved = draws.find((draw) => draw.movedFrom === period);
  if (moved) return moved;
  const distance = (draw: ScheduledDraw) => Math.abs(parseDate(draw.date, 'date') - day);
  let nearest: ScheduledDraw | null = null;
  for (const draw of draws)
    if (nearest === null || distance(draw) < distance(nearest)) nearest = draw;
  return nearest;
}

/**
 * The draw of a ticket's code on the calendar (the standing rules, the one-off changes, and the
 * announced `overrides`): the draw of the period its series names ({@link drawOfPeriod}). Null when
 * the calendar has none (a cancelled period).
 *
 * @throws RangeError when the year is outside the calendar's (a code read by `readTicketCode` never
 * is) or the series is not one (see {@link ticketCodePeriod}); as `drawsBetween` for bad overrides.
 */
export function drawOfTicketCode(
  code: Pick<TicketCode, 'year' | 'series'>,
  overrides?: readonly DrawOverride[],
): ScheduledDraw | null {
  return drawOfPeriod(ticketCodePeriod(code.year, code.series), overrides);
}
