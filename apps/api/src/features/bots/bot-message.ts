import {
  BUDDHIST_ERA_OFFSET,
  ENGLISH_MONTHS,
  THAI_MONTHS,
  THAI_MONTHS_SHORT,
} from '@lotto/contracts';

/*
 * What a chat message to the bots asks, in Thai or English: ticket numbers (six digits, several
 * in one message) with or without a draw date (16/11/2569, 16/11/2026, 16 พ.ย. 69, 2026-11-16,
 * 16 Nov 2026: Buddhist or Western year), the latest draw ("ผลหวย", "result", /result), or
 * anything else, which gets the short help. Pure: no draw is looked up here.
 */

/** The longest message read, in characters; longer ones are refused unread. */
export const MAX_MESSAGE_LENGTH = 500;

/** The most ticket numbers checked from one message (the rest are named as left out). */
export const MAX_TICKETS = 10;

export type BotRequest =
  | {
      kind: 'check';
      /** Six-digit numbers, each once, in the order written; at most {@link MAX_TICKETS}. */
      tickets: string[];
      /** The draw's period date (YYYY-MM-DD) when the message names one; else the latest draw. */
      draw: string | undefined;
      /** How many more numbers the message held beyond {@link MAX_TICKETS}. */
      leftOut: number;
    }
  | { kind: 'result' }
  | { kind: 'help' }
  /** A date that is no calendar day (31/02/2569), or a date without a ticket number. */
  | { kind: 'badDate' }
  | { kind: 'tooLong' };

const THAI_DIGITS = /[๐-๙]/g;
const MONTH_WORDS: readonly (readonly [string, number])[] = [
  ...THAI_MONTHS.map((name, i) => [name, i + 1] as const),
  ...THAI_MONTHS_SHORT.map((name, i) => [name, i + 1] as const),
  // Written without the dots too: พย, ธค.
  ...THAI_MONTHS_SHORT.map((name, i) => [name.replace(/\./g, ''), i + 1] as const),
  ...ENGLISH_MONTHS.map((name, i) => [name.toLowerCase(), i + 1] as const),
  ...ENGLISH_MONTHS.map((name, i) => [name.slice(0, 3).toLowerCase(), i + 1] as const),
  ['sept', 9] as const,
]
  // Longest first: 'มี.ค.' before 'มี', 'september' before 'sep'.
  .sort((a, b) => b[0].length - a[0].length);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MONTH_PATTERN = MONTH_WORDS.map(([name]) => escape(name)).join('|');

/** `16/11/2569`, `16-11-2026`, `16.11.69` */
const NUMERIC_DATE = /(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?!\d)/gu;
/** `2026-11-16` */
const ISO_DATE = /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/gu;
/** `16 พ.ย. 69`, `16 พฤศจิกายน 2569`, `16 Nov 2026` (a "พ.ศ." before the year allowed). */
const NAMED_DATE = new RegExp(
  `(?<!\\d)(\\d{1,2})\\s*(${MONTH_PATTERN})\\s*(?:พ\\.?ศ\\.?\\s*)?(\\d{4}|\\d{2})(?!\\d)`,
  'giu',
);

const RESULT_WORDS =
  /^(?:ผลหวย|ผลสลาก|ผล|หวยออก|result|results|latest|परिणाम|नतीजा|نتیجہ|نتائج)$/iu;
const HELP_WORDS = /^(?:\/help|\/start|help|ช่วย|ช่วยด้วย|วิธีใช้)$/iu;
/** Words around a check that say nothing more: "ตรวจ 123456", "/check 123456", "check". */
const FILLER = /\/check(?:@\w+)?|ตรวจหวย|ตรวจสลาก|ตรวจ|หวย|check|งวด(?:วันที่)?|วันที่|draw|ticket/giu;

/**
 * A year as typed → the Gregorian year: four digits from 2400 up are Buddhist-era; two digits are
 * whichever of 25yy BE and 20yy CE lies nearer `thisYear` (69 → 2026 via 2569 BE; 26 → 2026).
 */
export function gregorianYear(typed: string, thisYear: number): number {
  const n = Number(typed);
  if (typed.length === 4) return n >= 2400 ? n - BUDDHIST_ERA_OFFSET : n;
  const buddhist = 2500 + n - BUDDHIST_ERA_OFFSET;
  const western = 2000 + n;
  return Math.abs(buddhist - thisYear) <= Math.abs(western - thisYear) ? buddhist : western;
}

/** The ISO day of year-month-day, or undefined when it is no calendar day (31 Feb). */
function isoDay(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2200) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

function monthOfWord(word: string): number | undefined {
  const lower = word.toLowerCase();
  return MONTH_WORDS.find(([name]) => name === lower)?.[1];
}

interface FoundDate {
  /** The ISO day, or undefined when the text looked like a date but is none. */
  iso: string | undefined;
  text: string;
}

/** Every date written in the text, in the three forms. */
function findDates(text: string, thisYear: number): FoundDate[] {
  const found: FoundDate[] = [];
  for (const m of text.matchAll(ISO_DATE)) {
    const [whole, y, mo, d] = m as unknown as [string, string, string, string];
    found.push({ text: whole, iso: isoDay(gregorianYear(y, thisYear), Number(mo), Number(d)) });
  }
  const rest = found.reduce((t, f) => t.replace(f.text, ' '), text);
  for (const m of rest.matchAll(NUMERIC_DATE)) {
    const [whole, d, mo, y] = m as unknown as [string, string, string, string];
    found.push({ text: whole, iso: isoDay(gregorianYear(y, thisYear), Number(mo), Number(d)) });
  }
  for (const m of rest.matchAll(NAMED_DATE)) {
    const [whole, d, word, y] = m as unknown as [string, string, string, string];
    const month = monthOfWord(word);
    found.push({
      text: whole,
      iso: month === undefined ? undefined : isoDay(gregorianYear(y, thisYear), month, Number(d)),
    });
  }
  return found;
}

/**
 * Reads a chat message. `thisYear` (Bangkok) settles two-digit years. Thai digits count as digits.
 */
export function readBotMessage(raw: string, thisYear: number): BotRequest {
  if (raw.length > MAX_MESSAGE_LENGTH) return { kind: 'tooLong' };
  const text = raw
    .normalize('NFKC')
    .replace(THAI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0e50))
    .trim();
  const bare = text.replace(/@\w+$/u, '').trim();
  if (RESULT_WORDS.test(bare) || /^\/result(?:@\w+)?$/iu.test(text)) return { kind: 'result' };
  if (HELP_WORDS.test(bare) || /^\/(?:help|start)(?:@\w+)?/iu.test(text)) return { kind: 'help' };

  const dates = findDates(text, thisYear);
  let rest = dates.reduce((t, d) => t.replace(d.text, ' '), text);
  rest = rest.replace(FILLER, ' ');
  // `123 456`, `123-456` as one ticket: three digits, one space or dash, three digits.
  rest = rest.replace(/(?<!\d)(\d{3})[ -](\d{3})(?!\d)/gu, '$1$2');
  const tickets = [...new Set([...rest.matchAll(/(?<!\d)\d{6}(?!\d)/gu)].map((m) => m[0]))];
  if (tickets.length === 0) return dates.length > 0 ? { kind: 'badDate' } : { kind: 'help' };
  const [date, ...more] = dates;
  if (date !== undefined && (date.iso === undefined || more.some((d) => d.iso !== date.iso)))
    return { kind: 'badDate' };
  return {
    kind: 'check',
    tickets: tickets.slice(0, MAX_TICKETS),
    draw: date?.iso,
    leftOut: Math.max(0, tickets.length - MAX_TICKETS),
  };
}
