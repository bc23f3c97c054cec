import {
  BUDDHIST_ERA_OFFSET,
  isSingleTier,
  type Tier,
  TIERS,
  type UnreadLine,
} from '@lotto/contracts';
import { isIsoDate } from '@lotto/number-tools';

/*
 * The third source table: the Sanook archive (../shared/data/sanook-archive-2006-2026-06.ndjson),
 * one JSON object a line, newest first, every value exactly as the archive holds it. This reads
 * the lines and checks their shape (keys, types, the id against the date); it fixes nothing. What
 * is wrong with a value is the converter's business (history-build.ts, with its tables in
 * source-fixes.ts).
 */

/** The keys of an archive line, in the order the file writes them. */
export const SANOOK_KEYS = ['date', 'id', ...TIERS, 'amounts'] as const;

/** One line of the archive, read but not fixed: numbers and amounts as written (untrimmed). */
export interface SanookRecord {
  line: number;
  ok: true;
  /** The period date as the archive has it (ISO, from Sanook's id). */
  date: string;
  /** Sanook's id of the draw: `DDMMYYYY` with a Buddhist-era year. */
  id: string;
  /** Every tier as written: prize1/last2 one string, the other tiers lists. */
  numbers: Record<Tier, string | string[]>;
  /** Baht per tier as the draw's page stated it, as written (`"6,000,000"`). */
  amounts: Partial<Record<Tier, string>>;
  /** The line's values without its date and id, to compare a row with another. */
  content: string;
}

/** Sanook's id of a period date: `DDMMYYYY`, Buddhist-era year. */
export function sanookIdOf(date: string): string {
  const [y, m, d] = date.split('-') as [string, string, string];
  return `${d}${m}${String(Number(y) + BUDDHIST_ERA_OFFSET)}`;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The lines of the archive, each with its line number: a record, or why the line cannot be read
 * (not JSON, other keys, a value of the wrong type, an id that does not name the date). A blank
 * line between lines is reported; the file's last newline is not.
 */
export function readSanookArchive(text: string): (SanookRecord | UnreadLine)[] {
  const rows: (SanookRecord | UnreadLine)[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const unread = (reason: string, date?: string) => rows.push({ line, date, ok: false, reason });
    if (raw.trim() === '') {
      if (index < lines.length - 1) unread('empty row');
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      unread(`not JSON (${(error as Error).message})`);
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      unread('not a JSON object');
      return;
    }
    const object = value as Record<string, unknown>;
    const date =
      typeof object.date === 'string' && isIsoDate(object.date) ? object.date : undefined;
    const keys = Object.keys(object);
    const unknown = keys.filter((key) => !(SANOOK_KEYS as readonly string[]).includes(key));
    const absent = SANOOK_KEYS.filter((key) => !keys.includes(key));
    if (unknown.length > 0 || absent.length > 0) {
      unread(
        [
          absent.length > 0 ? `lacks ${absent.join(', ')}` : '',
          unknown.length > 0 ? `unknown keys ${unknown.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; '),
        date,
      );
      return;
    }
    if (date === undefined) {
      unread(`date ${JSON.stringify(object.date)} is not a YYYY-MM-DD calendar day`);
      return;
    }
    if (object.id !== sanookIdOf(date)) {
      unread(
        `id ${JSON.stringify(object.id)} does not name ${date} (expected ${sanookIdOf(date)})`,
        date,
      );
      return;
    }
    const problems: string[] = [];
    const numbers = {} as Record<Tier, string | string[]>;
    for (const tier of TIERS) {
      const cell = object[tier];
      if (isSingleTier(tier) ? typeof cell === 'string' : isStringList(cell))
        numbers[tier] = cell as string | string[];
      else problems.push(`${tier} is not ${isSingleTier(tier) ? 'a string' : 'a list of strings'}`);
    }
    const amounts: Partial<Record<Tier, string>> = {};
    const stated = object.amounts;
    if (typeof stated !== 'object' || stated === null || Array.isArray(stated)) {
      problems.push('amounts is not an object');
    } else {
      for (const [tier, amount] of Object.entries(stated)) {
        if (!(TIERS as readonly string[]).includes(tier))
          problems.push(`amounts.${tier}: unknown tier`);
        else if (typeof amount !== 'string') problems.push(`amounts.${tier} is not a string`);
        else amounts[tier as Tier] = amount;
      }
    }
    if (problems.length > 0) {
      unread(problems.join('; '), date);
      return;
    }
    const { date: _date, id: _id, ...rest } = object;
    rows.push({
      line,
      ok: true,
      date,
      id: object.id,
      numbers,
      amounts,
      content: JSON.stringify(rest),
    });
  });
  return rows;
}

/** Whether `text` looks like the archive: its first line is a JSON object with Sanook's `id` and a `prize1`. */
export function isSanookArchive(text: string): boolean {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  try {
    const value = JSON.parse(first) as unknown;
    return (
      typeof value === 'object' &&
      value !== null &&
      'id' in value &&
      'prize1' in value &&
      'amounts' in value
    );
  } catch {
    return false;
  }
}

/** Baht as the archive writes it (`"6,000,000"`), or undefined when it is not such a number. */
export function readBaht(text: string): number | undefined {
  return /^\d{1,3}(?:,\d{3})*$/.test(text) ? Number(text.replaceAll(',', '')) : undefined;
}
