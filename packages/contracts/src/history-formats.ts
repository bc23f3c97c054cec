import { isIsoDate } from '@lotto/number-tools';
import * as v from 'valibot';
import { BUDDHIST_ERA_OFFSET, thaiMonthNumber } from './calendar-names.js';
import { toFieldIssues } from './common.js';
import {
  type DrawNumbers,
  eraOf,
  type ShippedDraw,
  ShippedDrawSchema,
  type Tier,
  TIERS,
} from './draws.js';
import { type DrawInput, DrawInputSchema } from './results.js';

/*
 * The history file formats: the two source tables of ../shared/data (the GLO pipe-separated table
 * and the full-prize CSV) and the project's own shipped NDJSON (data/history/draws.ndjson).
 * Pure functions over text, so the API's import CLI, the history converter and the PWA's admin
 * paste all read a row the same way. Reading reports; it never guesses: a row that breaks a rule
 * comes back with its line and the reason.
 */

/** A source table format. */
export type HistoryFormat = 'glo-psv' | 'full-prizes-csv';

export const FORMAT_LABELS: Record<HistoryFormat, string> = {
  'glo-psv': 'GLO pipe-separated table (Thai dates, Buddhist-era years)',
  'full-prizes-csv': 'full-prize CSV (ISO dates, every prize tier)',
};

/** A line of a history file that could not be read, and why. */
export interface UnreadLine {
  line: number;
  date: string | undefined;
  ok: false;
  reason: string;
}

/** One data row of a source table: a valid draw (any subset of its era's tiers), or why not. */
export type HistoryRow =
  { line: number; date: string; ok: true; input: DrawInput; notes: string[] } | UnreadLine;

/** The columns of the full-prize CSV, in the order the file has them. */
export const FULL_PRIZE_COLUMNS = [
  'date',
  'prize_1st',
  'prize_pre_3digit',
  'prize_sub_3digits',
  'prize_2digits',
  'nearby_1st',
  'prize_2nd',
  'prize_3rd',
  'prize_4th',
  'prize_5th',
] as const;
export type FullPrizeColumn = (typeof FULL_PRIZE_COLUMNS)[number];

/** The list columns of the CSV and the tier each holds (when the row is not shifted). */
const CSV_LIST_TIERS = {
  prize_pre_3digit: 'front3',
  prize_sub_3digits: 'last3',
  nearby_1st: 'near1',
  prize_2nd: 'prize2',
  prize_3rd: 'prize3',
  prize_4th: 'prize4',
  prize_5th: 'prize5',
} as const satisfies Partial<Record<FullPrizeColumn, Tier>>;
type CsvListColumn = keyof typeof CSV_LIST_TIERS;

const BOM = /^\uFEFF/;

/**
 * Which source table `text` is: the GLO table (its header, or a 9-column pipe row) or the full-prize
 * CSV (its header, or a header-less row starting with an ISO date). Throws a `TypeError` otherwise.
 */
export function detectHistoryFormat(text: string): HistoryFormat {
  const firstLine = text.replace(BOM, '').split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.startsWith('|||') || firstLine.split('|').length === 9) return 'glo-psv';
  const firstCell = firstLine.split(',')[0]?.trim() ?? '';
  if ((firstCell === 'date' && firstLine.includes('prize_1st')) || isIsoDate(firstCell)) {
    return 'full-prizes-csv';
  }
  throw new TypeError(
    'Unknown history format: expected the GLO pipe-separated table (header "|||รางวัลที่ 1|…") ' +
      'or the full-prize CSV (header "date,prize_1st,…", or a row of it)',
  );
}

/** The reason text of valibot issues: `path: message` joined by `; `. */
function reasonOf(issues: readonly v.BaseIssue<unknown>[]): string {
  return toFieldIssues(issues)
    .map((issue) => (issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`))
    .join('; ');
}

/** Validates a row's draw with the contract's `DrawInputSchema` (every era rule). */
function validateRow(
  line: number,
  date: string,
  candidate: DrawNumbers & { date: string },
  notes: string[],
): HistoryRow {
  const parsed = v.safeParse(DrawInputSchema, candidate);
  if (parsed.success) return { line, date, ok: true, input: parsed.output, notes };
  return { line, date, ok: false, reason: reasonOf(parsed.issues) };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A digit group of a cell split on whitespace; an empty cell is no numbers. */
const splitNumbers = (cell: string) => (cell.trim() === '' ? [] : cell.trim().split(/\s+/));

/** One row of the GLO table, read but not validated. Cells are as written, trimmed. */
export interface GloRecord {
  line: number;
  ok: true;
  /** The period date, `YYYY-MM-DD` (from the Thai day, month name and BE year). */
  date: string;
  prize1: string;
  /** "2 ตัวบน": the last two digits of the first prize, as the table repeats them. */
  top2: string;
  /** "3 ตัวบน": the last three digits of the first prize. */
  top3: string;
  last2: string;
  /** The "3 ตัวหน้า" column: front-3 numbers (from 2015-09-01), else two of the four last-3 numbers. */
  left: string[];
  /** The "3 ตัวหลัง" column: last-3 numbers. */
  right: string[];
}

/**
 * The rows of the GLO table (`day|Thai month|BE year|prize1|2 ตัวบน|3 ตัวบน|last2|3 ตัวหน้า|3 ตัวหลัง`),
 * each with its line number; the header is skipped, a blank line between rows is reported.
 */
export function readGloPsv(text: string): (GloRecord | UnreadLine)[] {
  const rows: (GloRecord | UnreadLine)[] = [];
  const lines = text.replace(BOM, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (index === 0 && raw.startsWith('|||')) return;
    if (raw.trim() === '') {
      if (index < lines.length - 1)
        rows.push({ line, date: undefined, ok: false, reason: 'empty row' });
      return;
    }
    const cells = raw.split('|').map((cell) => cell.trim());
    if (cells.length !== 9) {
      rows.push({
        line,
        date: undefined,
        ok: false,
        reason: `expected 9 columns, found ${cells.length}`,
      });
      return;
    }
    const [dayText, monthName, yearText, prize1, top2, top3, last2, left, right] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const month = thaiMonthNumber(monthName);
    if (!/^\d{1,2}$/.test(dayText) || month === undefined || !/^\d{4}$/.test(yearText)) {
      rows.push({
        line,
        date: undefined,
        ok: false,
        reason: `unreadable date "${dayText} ${monthName} ${yearText}" (expected day, Thai month name, Buddhist-era year)`,
      });
      return;
    }
    const date = `${Number(yearText) - BUDDHIST_ERA_OFFSET}-${pad2(month)}-${pad2(Number(dayText))}`;
    rows.push({
      line,
      ok: true,
      date,
      prize1,
      top2,
      top3,
      last2,
      left: splitNumbers(left),
      right: splitNumbers(right),
    });
  });
  return rows;
}

/**
 * The numbers of a GLO row for its era: from 2015-09-01 the two columns are front-3 and last-3;
 * before, they hold the four last-3 numbers between them (there was no front-3 prize). Empty
 * columns give no tier.
 */
export function gloNumbers(
  record: Pick<GloRecord, 'date' | 'prize1' | 'last2' | 'left' | 'right'>,
): DrawNumbers {
  const numbers: DrawNumbers = {};
  if (record.prize1 !== '') numbers.prize1 = record.prize1;
  const hasFront3 = eraOf(record.date).tiers.front3 !== undefined;
  const front3 = hasFront3 ? record.left : [];
  const last3 = hasFront3 ? record.right : [...record.left, ...record.right];
  if (front3.length > 0) numbers.front3 = front3;
  if (last3.length > 0) numbers.last3 = last3;
  if (record.last2 !== '') numbers.last2 = record.last2;
  return numbers;
}

/** Whether the table's "2 ตัวบน"/"3 ตัวบน" columns repeat the end of its first prize. */
export function gloDerivedColumnsAgree(
  record: Pick<GloRecord, 'prize1' | 'top2' | 'top3'>,
): boolean {
  return record.prize1.slice(-2) === record.top2 && record.prize1.slice(-3) === record.top3;
}

/**
 * The GLO table as draws. Every era is read, the 7-digit first prizes of 1990–94 included; a row
 * whose derived "2 ตัวบน"/"3 ตัวบน" columns disagree with its first prize is refused, not guessed.
 */
export function parseGloPsv(text: string): HistoryRow[] {
  return readGloPsv(text).map((record) => {
    if (!record.ok) return record;
    const row = validateRow(
      record.line,
      record.date,
      { date: record.date, ...gloNumbers(record) },
      [],
    );
    if (row.ok && !gloDerivedColumnsAgree(record)) {
      return {
        line: record.line,
        date: record.date,
        ok: false,
        reason: `the "2 ตัวบน"/"3 ตัวบน" columns (${record.top2}/${record.top3}) do not match prize1 ${record.prize1}`,
      };
    }
    return row;
  });
}

/** RFC 4180 records of a CSV text (quotes, doubled quotes, newlines inside quotes), with line numbers. */
function csvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line += 1;
      recordLine = line;
    } else {
      field += c;
    }
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records;
}

/** A Python-style list of strings: `[]` or `['290', '742']`; undefined when the text is not one. */
function pythonList(text: string): string[] | undefined {
  const trimmed = text.trim();
  if (!/^\[\s*(?:'[^']*'\s*(?:,\s*'[^']*'\s*)*)?\]$/.test(trimmed)) return undefined;
  return [...trimmed.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
}

/** One row of the full-prize CSV, read but not interpreted: every cell as written (untrimmed). */
export interface FullPrizesRecord {
  line: number;
  ok: true;
  /** The `date` cell, trimmed. */
  date: string;
  cells: Record<FullPrizeColumn, string>;
}

/**
 * The rows of the full-prize CSV, each with its line number. The header is optional (a pasted row
 * has none: the columns are then taken in the file's order); a header lacking a column throws a
 * `TypeError` naming it. Empty rows and rows of the wrong width are reported.
 */
export function readFullPrizesCsv(text: string): (FullPrizesRecord | UnreadLine)[] {
  const records = csvRecords(text.replace(BOM, ''));
  let columns: readonly string[] = FULL_PRIZE_COLUMNS;
  if (records[0]?.fields[0]?.trim() === 'date') {
    columns = (records.shift()?.fields ?? []).map((name) => name.trim());
    const missing = FULL_PRIZE_COLUMNS.filter((name) => !columns.includes(name));
    if (missing.length > 0) throw new TypeError(`The CSV header lacks ${missing.join(', ')}`);
  }
  return records.map(({ line, fields }): FullPrizesRecord | UnreadLine => {
    if (fields.every((cell) => cell.trim() === ''))
      return { line, date: undefined, ok: false, reason: 'empty row' };
    if (fields.length !== columns.length) {
      return {
        line,
        date: undefined,
        ok: false,
        reason: `expected ${columns.length} columns, found ${fields.length}`,
      };
    }
    const cells = Object.fromEntries(
      FULL_PRIZE_COLUMNS.map((name) => [name, fields[columns.indexOf(name)] ?? '']),
    ) as Record<FullPrizeColumn, string>;
    return { line, ok: true, date: cells.date.trim(), cells };
  });
}

/** What a full-prize CSV row holds, read: its numbers (tier columns remapped when shifted). */
export type FullPrizesNumbers =
  | {
      ok: true;
      numbers: DrawNumbers;
      /** The row's tier columns were shifted by one and have been remapped. */
      shifted: boolean;
      notes: string[];
    }
  | { ok: false; reason: string };

export const SHIFTED_COLUMNS_NOTE =
  'tier columns shifted by one: remapped (the 5th prize is not in the source)';

/**
 * The numbers of a full-prize CSV row. Lists are Python-style strings; an empty list is no tier;
 * first prize and last-2 are trimmed. In old rows the tier columns may be shifted by one
 * (`prize_2nd` empty, the 2nd prize under `prize_3rd`, …, the 5th prize missing): such a row is
 * remapped only when every count matches that shift exactly for the row's era.
 */
export function fullPrizesNumbers(
  record: Pick<FullPrizesRecord, 'date' | 'cells'>,
): FullPrizesNumbers {
  const lists: Partial<Record<CsvListColumn, string[]>> = {};
  const unreadable: string[] = [];
  for (const column of Object.keys(CSV_LIST_TIERS) as CsvListColumn[]) {
    const cell = record.cells[column];
    const list = cell.trim() === '' ? [] : pythonList(cell);
    if (list === undefined) unreadable.push(`${column} is not a list of quoted numbers`);
    else lists[column] = list;
  }
  if (unreadable.length > 0) return { ok: false, reason: unreadable.join('; ') };

  const list = (column: CsvListColumn) => lists[column] ?? [];
  const rules = eraOf(record.date).tiers;
  const shifted =
    list('prize_2nd').length === 0 &&
    list('prize_3rd').length === rules.prize2?.count &&
    list('prize_4th').length === rules.prize3?.count &&
    list('prize_5th').length === rules.prize4?.count;
  const tierLists: Partial<Record<Tier, string[]>> = {};
  for (const [column, tier] of Object.entries(CSV_LIST_TIERS) as [CsvListColumn, Tier][])
    tierLists[tier] = list(column);
  if (shifted) {
    tierLists.prize2 = list('prize_3rd');
    tierLists.prize3 = list('prize_4th');
    tierLists.prize4 = list('prize_5th');
    tierLists.prize5 = [];
  }

  const numbers: Record<string, string | string[]> = {};
  for (const tier of TIERS) {
    if (tier === 'prize1' || tier === 'last2') {
      const value = record.cells[tier === 'prize1' ? 'prize_1st' : 'prize_2digits'].trim();
      if (value !== '') numbers[tier] = value;
    } else {
      const value = tierLists[tier] ?? [];
      if (value.length > 0) numbers[tier] = value;
    }
  }
  return { ok: true, numbers, shifted, notes: shifted ? [SHIFTED_COLUMNS_NOTE] : [] };
}

/** The full-prize CSV (or a pasted row of it) as draws, every tier the row holds checked against its era. */
export function parseFullPrizesCsv(text: string): HistoryRow[] {
  return readFullPrizesCsv(text).map((record) => {
    if (!record.ok) return record;
    const read = fullPrizesNumbers(record);
    if (!read.ok) return { line: record.line, date: record.date, ok: false, reason: read.reason };
    const row = validateRow(
      record.line,
      record.date,
      { date: record.date, ...read.numbers },
      read.notes,
    );
    if (!row.ok && read.shifted) {
      row.reason +=
        ' (the tier columns of this row are shifted by one: prize_3rd…prize_5th read as prize 2…4)';
    }
    return row;
  });
}

/** Parses a source table of either format. */
export function parseHistory(text: string): { format: HistoryFormat; rows: HistoryRow[] } {
  const format = detectHistoryFormat(text);
  return { format, rows: format === 'glo-psv' ? parseGloPsv(text) : parseFullPrizesCsv(text) };
}

/** One line of the shipped NDJSON: a draw that passes `ShippedDrawSchema`, or why not. */
export type ShippedRow = { line: number; date: string; ok: true; draw: ShippedDraw } | UnreadLine;

/**
 * The shipped history (`data/history/draws.ndjson`): one JSON object a line, each checked with
 * `ShippedDrawSchema` (every era rule). Bad lines, blank lines between rows and a second line for
 * the same period date are reported with their line number and reason.
 */
export function parseShippedDraws(text: string): ShippedRow[] {
  const rows: ShippedRow[] = [];
  const lineOfDate = new Map<string, number>();
  const lines = text.replace(BOM, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') {
      if (index < lines.length - 1)
        rows.push({ line, date: undefined, ok: false, reason: 'empty row' });
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      rows.push({
        line,
        date: undefined,
        ok: false,
        reason: `not JSON (${(error as Error).message})`,
      });
      return;
    }
    const date =
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { date?: unknown }).date === 'string'
        ? (value as { date: string }).date
        : undefined;
    const parsed = v.safeParse(ShippedDrawSchema, value);
    if (!parsed.success) {
      rows.push({ line, date, ok: false, reason: reasonOf(parsed.issues) });
      return;
    }
    const earlier = lineOfDate.get(parsed.output.date);
    if (earlier !== undefined) {
      rows.push({ line, date, ok: false, reason: `same period date as line ${earlier}` });
      return;
    }
    lineOfDate.set(parsed.output.date, line);
    rows.push({ line, date: parsed.output.date, ok: true, draw: parsed.output });
  });
  return rows;
}

/** The keys of a shipped draw, in the order every line writes them. */
export const SHIPPED_DRAW_KEYS = [
  'date',
  'drawDate',
  ...TIERS,
  'status',
  'sources',
  'disagreements',
  'amounts',
  'corrections',
] as const satisfies readonly (keyof ShippedDraw)[];

/** One shipped draw as its NDJSON line (keys in `SHIPPED_DRAW_KEYS` order, absent ones left out). */
export function formatShippedDraw(draw: ShippedDraw): string {
  const ordered: Record<string, unknown> = {};
  for (const key of SHIPPED_DRAW_KEYS) if (draw[key] !== undefined) ordered[key] = draw[key];
  return JSON.stringify(ordered);
}

/** The shipped history file: one line per draw, newest period first, ending with a newline. */
export function formatShippedDraws(draws: readonly ShippedDraw[]): string {
  const sorted = [...draws].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return sorted.map((draw) => `${formatShippedDraw(draw)}\n`).join('');
}
