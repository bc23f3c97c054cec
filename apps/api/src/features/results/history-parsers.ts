import { hasFront3Era, type ResultInput, ResultInputSchema, TIER_COUNTS } from '@lotto/contracts';
import * as v from 'valibot';

/** One data row of a history file: a valid draw, or why it cannot be imported. */
export type HistoryRow =
  | { line: number; date: string; ok: true; input: ResultInput; notes: string[] }
  | { line: number; date: string | undefined; ok: false; reason: string };

export type HistoryFormat = 'glo-psv' | 'full-prizes-csv';

export const FORMAT_LABELS: Record<HistoryFormat, string> = {
  'glo-psv': 'GLO pipe-separated table (Thai dates, Buddhist-era years)',
  'full-prizes-csv': 'full-prize CSV (ISO dates, every prize tier)',
};

const THAI_MONTHS: Record<string, number> = {
  มกราคม: 1,
  กุมภาพันธ์: 2,
  มีนาคม: 3,
  เมษายน: 4,
  พฤษภาคม: 5,
  มิถุนายน: 6,
  กรกฎาคม: 7,
  สิงหาคม: 8,
  กันยายน: 9,
  ตุลาคม: 10,
  พฤศจิกายน: 11,
  ธันวาคม: 12,
};

/** Buddhist-era years run 543 ahead of the Gregorian ones (2569 BE = 2026 CE). */
const BE_OFFSET = 543;

const FULL_PRIZE_COLUMNS = [
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

/** Which of the two known formats `text` is, from its header line. */
export function detectHistoryFormat(text: string): HistoryFormat {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.startsWith('|||') || firstLine.split('|').length === 9) return 'glo-psv';
  if (firstLine.split(',')[0]?.trim() === 'date' && firstLine.includes('prize_1st')) return 'full-prizes-csv';
  throw new Error(
    'Unknown history format: expected the GLO pipe-separated table (header "|||รางวัลที่ 1|…") ' +
      'or the full-prize CSV (header "date,prize_1st,…")',
  );
}

/** Validates with the contract's schema and names the offending values. */
function validateRow(line: number, candidate: unknown, date: string, notes: string[]): HistoryRow {
  const parsed = v.safeParse(ResultInputSchema, candidate);
  if (parsed.success) return { line, date, ok: true, input: parsed.output, notes };
  const reason = parsed.issues
    .map((issue) => {
      const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
      const got = typeof issue.input === 'string' ? ` (got "${issue.input}")` : '';
      return `${path === '' ? '' : `${path}: `}${issue.message}${got}`;
    })
    .join('; ');
  return { line, date, ok: false, reason };
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The GLO table: `day|Thai month|BE year|prize1|last2 of prize1|last3 of prize1|last2|front3|last3`.
 * Before 2015-09-01 there was no front-3 prize: the four last-3 numbers are split over the two
 * columns. Derived columns must agree with prize1; early 7-digit first prizes are refused.
 */
export function parseGloPsv(text: string): HistoryRow[] {
  const rows: HistoryRow[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (index === 0 && raw.startsWith('|||')) return;
    if (raw.trim() === '') {
      if (index < lines.length - 1) rows.push({ line, date: undefined, ok: false, reason: 'empty row' });
      return;
    }
    const cells = raw.split('|').map((cell) => cell.trim());
    if (cells.length !== 9) {
      rows.push({ line, date: undefined, ok: false, reason: `expected 9 columns, found ${cells.length}` });
      return;
    }
    const [dayText, monthName, yearText, prize1, top2, top3, last2, col8, col9] = cells as [
      string, string, string, string, string, string, string, string, string,
    ];
    const month = THAI_MONTHS[monthName];
    if (!/^\d{1,2}$/.test(dayText) || month === undefined || !/^\d{4}$/.test(yearText)) {
      rows.push({
        line,
        date: undefined,
        ok: false,
        reason: `unreadable date "${dayText} ${monthName} ${yearText}" (expected day, Thai month name, Buddhist-era year)`,
      });
      return;
    }
    const date = `${Number(yearText) - BE_OFFSET}-${pad2(month)}-${pad2(Number(dayText))}`;
    const left = col8 === '' ? [] : col8.split(/\s+/);
    const right = col9 === '' ? [] : col9.split(/\s+/);
    const candidate = hasFront3Era(date)
      ? { date, prize1, front3: left, last3: right, last2 }
      : { date, prize1, front3: [], last3: [...left, ...right], last2 };
    const row = validateRow(line, candidate, date, []);
    if (row.ok && (prize1.slice(-2) !== top2 || prize1.slice(-3) !== top3)) {
      rows.push({
        line,
        date,
        ok: false,
        reason: `the "2 ตัวบน"/"3 ตัวบน" columns (${top2}/${top3}) do not match prize1 ${prize1}`,
      });
      return;
    }
    rows.push(row);
  });
  return rows;
}

/** RFC 4180 fields of one CSV text (quotes, doubled quotes, newlines inside quotes). */
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

/** A Python-style list of strings: `[]` or `['290', '742']`; undefined when it is not one. */
function pythonList(text: string): string[] | undefined {
  const trimmed = text.trim();
  if (!/^\[\s*(?:'[^']*'\s*(?:,\s*'[^']*'\s*)*)?\]$/.test(trimmed)) return undefined;
  return [...trimmed.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
}

/**
 * The full-prize CSV. Lists are Python-style strings. In rows before 2015-09-01 the front-3 column
 * is empty and the tier columns may be shifted by one (2nd prize empty, its numbers under 3rd, …,
 * 5th missing): such a row is remapped only when every count matches that documented shift exactly.
 */
export function parseFullPrizesCsv(text: string): HistoryRow[] {
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  const header = records.shift();
  const columns = header?.fields.map((name) => name.trim()) ?? [];
  const missing = FULL_PRIZE_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) throw new Error(`The CSV header lacks ${missing.join(', ')}`);

  const rows: HistoryRow[] = [];
  for (const { line, fields } of records) {
    if (fields.every((cell) => cell.trim() === '')) {
      rows.push({ line, date: undefined, ok: false, reason: 'empty row' });
      continue;
    }
    if (fields.length !== columns.length) {
      rows.push({ line, date: undefined, ok: false, reason: `expected ${columns.length} columns, found ${fields.length}` });
      continue;
    }
    const cell = (name: (typeof FULL_PRIZE_COLUMNS)[number]) => (fields[columns.indexOf(name)] ?? '').trim();
    const date = cell('date');
    const lists: Partial<Record<(typeof FULL_PRIZE_COLUMNS)[number], string[]>> = {};
    const unreadable: string[] = [];
    for (const name of FULL_PRIZE_COLUMNS.slice(2)) {
      if (name === 'prize_2digits') continue;
      const list = cell(name) === '' ? [] : pythonList(cell(name));
      if (list === undefined) unreadable.push(`${name} is not a list of quoted numbers`);
      else lists[name] = list;
    }
    if (unreadable.length > 0) {
      rows.push({ line, date, ok: false, reason: unreadable.join('; ') });
      continue;
    }
    const list = (name: keyof typeof lists) => lists[name] ?? [];

    const notes: string[] = [];
    let tiers = {
      prize2: list('prize_2nd'),
      prize3: list('prize_3rd'),
      prize4: list('prize_4th'),
      prize5: list('prize_5th'),
    };
    const shifted =
      tiers.prize2.length === 0 &&
      tiers.prize3.length === TIER_COUNTS.prize2 &&
      tiers.prize4.length === TIER_COUNTS.prize3 &&
      tiers.prize5.length === TIER_COUNTS.prize4;
    if (shifted) {
      tiers = { prize2: tiers.prize3, prize3: tiers.prize4, prize4: tiers.prize5, prize5: [] };
      notes.push('tier columns shifted by one: remapped (the 5th prize is not in the source)');
    }

    const candidate: Record<string, unknown> = {
      date,
      prize1: cell('prize_1st'),
      front3: list('prize_pre_3digit'),
      last3: list('prize_sub_3digits'),
      last2: cell('prize_2digits'),
    };
    const near1 = list('nearby_1st');
    if (near1.length > 0) candidate.near1 = near1;
    for (const [tier, numbers] of Object.entries(tiers)) if (numbers.length > 0) candidate[tier] = numbers;
    const row = validateRow(line, candidate, date, notes);
    if (!row.ok && shifted) {
      row.reason += ' (the tier columns of this row are shifted by one: prize_3rd…prize_5th read as prize 2…4)';
    }
    rows.push(row);
  }
  return rows;
}

/** Parses a history file of either format. */
export function parseHistory(text: string): { format: HistoryFormat; rows: HistoryRow[] } {
  const format = detectHistoryFormat(text);
  return { format, rows: format === 'glo-psv' ? parseGloPsv(text) : parseFullPrizesCsv(text) };
}
