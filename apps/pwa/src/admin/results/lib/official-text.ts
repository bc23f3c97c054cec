import {
  detectHistoryFormat,
  ENGLISH_MONTHS,
  THAI_MONTHS,
  THAI_MONTHS_SHORT,
  DRAW_STATUSES,
  fullPrizesNumbers,
  gloDerivedColumnsAgree,
  gloNumbers,
  parseShippedDraws,
  readFullPrizesCsv,
  readGloPsv,
  type DrawNumbers,
  type DrawStatus,
  eraOf,
  type FieldIssue,
  TIER_NAMES,
  TIERS,
  type Tier,
} from '@lotto/contracts';

/*
 * Reads the numbers of one draw from what an admin pastes: the official result sheet as text
 * (digit groups in GLO's order, labels and amounts around them), a row of the full-prize CSV or of
 * GLO's table, or a shipped draw as JSON. Nothing is validated against the era's rules here beyond the digit count of
 * each slot: the preview runs `drawIssues` on the outcome.
 */

/** Which kind of text was pasted. */
export type PasteFormat = 'text' | 'csv' | 'glo' | 'json';

export interface OfficialText {
  format: PasteFormat;
  /** The period date the pasted row or object names (CSV, JSON); the text format names none. */
  date?: string;
  drawDate?: string;
  status?: DrawStatus;
  /** The numbers read, per tier (first prize and last 2 as single numbers). */
  numbers: DrawNumbers;
  /** Digit groups after the last tier of the era (text format). */
  extra: string[];
  /** How many digit groups the text format counted. */
  groups: number;
  /**
   * What is wrong with the text itself, on the same paths as `drawIssues` (`prize5.16`, `prize1`),
   * `extra` for groups past the draw's end and `` for the whole text.
   */
  problems: FieldIssue[];
}

const SINGLE_TIERS: ReadonlySet<Tier> = new Set(['prize1', 'last2']);
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** The era the groups are laid out by; an unreadable date reads as today's era. */
function eraFor(date: string) {
  return eraOf(DATE_SHAPE.test(date) ? date : LATEST);
}
/** A date in the current era, whatever it is. */
const LATEST = '9999-12-31';

/** The path of the `index`-th number of `tier`, as `drawIssues` names it. */
function pathOf(tier: Tier, index: number): string {
  return SINGLE_TIERS.has(tier) ? tier : `${tier}.${index}`;
}

function lengthMessage(tier: Tier, digits: number, number: string): string {
  // Word for word what drawIssues says, so the preview shows one message per number, not two.
  return `${TIER_NAMES[tier]} must be exactly ${digits} digits (got "${number}")`;
}

/** Flags every number whose digit count is not its era's. */
function lengthProblems(numbers: DrawNumbers, date: string): FieldIssue[] {
  const era = eraFor(date);
  const problems: FieldIssue[] = [];
  for (const tier of TIERS) {
    const rule = era.tiers[tier];
    const value = (numbers as Record<Tier, string | string[] | undefined>)[tier];
    if (rule === undefined || value === undefined) continue;
    (typeof value === 'string' ? [value] : value).forEach((number, index) => {
      if (number.length !== rule.digits) {
        problems.push({
          path: pathOf(tier, index),
          message: lengthMessage(tier, rule.digits, number),
        });
      }
    });
  }
  return problems;
}

function setTier(numbers: DrawNumbers, tier: Tier, list: string[]): void {
  const target = numbers as Record<Tier, string | string[]>;
  target[tier] = SINGLE_TIERS.has(tier) ? (list[0] ?? '') : list;
}

// ---------------------------------------------------------------------------------------------
// The text format: digit groups in order, labels ignored.

const THAI_DIGITS = /[\u0E50-\u0E59]/g;
/** Month names and era marks (lower-cased, as words are): a number next to one is part of a date. */
const MONTHS = new Set<string>([
  ...THAI_MONTHS,
  ...THAI_MONTHS_SHORT,
  'พ.ศ.',
  'ค.ศ.',
  ...ENGLISH_MONTHS.map((month) => month.toLowerCase()),
  ...ENGLISH_MONTHS.map((month) => month.slice(0, 3).toLowerCase()),
  'sept',
]);
/** Words that follow a count or an amount ("มี 5 รางวัล", "3 ตัว", "Last 2 digits", "200000 บาท"). */
const UNIT_WORD = /^(?:ตัว|บาท|รางวัล$|รางวัลๆ|รางวัลละ|baht|digits?$|prizes?$|numbers$)/;
/** Words after which a single digit is a tier's ordinal ("รางวัลที่ 1", "Prize 1", "No. 2"). */
const ORDINAL_WORD = /(?:ที่|^prize|^no\.?|^tier)$/;

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'skip' }
  | { kind: 'digits'; text: string; whole: boolean };

/** Letters (Thai or Latin, with Thai vowel and tone marks) and the dots of abbreviations. */
const LETTER = /[\p{L}\p{M}]/u;

function tokensOf(line: string): Token[] {
  const tokens: Token[] = [];
  for (const raw of line.split(/\s+/)) {
    // Brackets, colons, dashes and the like around a group are not part of it; words keep their
    // dots ("no.", "ธ.ค."), numbers lose a sentence's full stop.
    let core = raw.replace(/^[^\p{L}\p{M}\p{N}]+/u, '').replace(/[^\p{L}\p{M}\p{N}.]+$/u, '');
    if (/\d\.+$/.test(core)) core = core.replace(/\.+$/, '');
    if (core === '') continue;
    const hasDigit = /\d/.test(core);
    if (!hasDigit) {
      tokens.push({ kind: 'word', text: core.toLowerCase() });
    } else if (LETTER.test(core)) {
      // "1st", "2nd", "รางวัลที่1", "3ตัว": a label, never a prize number.
      tokens.push({ kind: 'word', text: core.toLowerCase() });
    } else if (
      /^\d{1,2}[/.:-]\d{1,2}(?:[/.:-]\d{2,4})?$/.test(core) ||
      /^\d{4}-\d{2}-\d{2}$/.test(core)
    ) {
      // A date (16/12/2567, 2024-12-16) or a time (15:00).
      tokens.push({ kind: 'skip' });
    } else if (/^\d{1,3}(?:,\d{3})*,000(?:\.\d+)?$/.test(core) || /^\d+\.\d{2}$/.test(core)) {
      // An amount: every prize is a whole number of thousands (6,000,000; 200,000.00).
      tokens.push({ kind: 'skip' });
    } else {
      const parts = core.split(/\D+/).filter((part) => part !== '');
      for (const part of parts)
        tokens.push({ kind: 'digits', text: part, whole: parts.length === 1 });
    }
  }
  return tokens;
}

/** The prize-number groups of one line: digits that are not a label's count, ordinal or date. */
function groupsOf(line: string): string[] {
  const tokens = tokensOf(line);
  const wordAt = (i: number) => {
    const token = tokens[i];
    return token?.kind === 'word' ? token.text : undefined;
  };
  const nearMonth = (i: number) =>
    [i - 2, i - 1, i + 1, i + 2].some((j) => {
      const word = wordAt(j);
      return word !== undefined && MONTHS.has(word);
    });
  const groups: string[] = [];
  tokens.forEach((token, i) => {
    if (token.kind !== 'digits') return;
    if (token.whole) {
      const next = wordAt(i + 1);
      const previous = wordAt(i - 1);
      // Only short numbers are counts ("มี 100 รางวัล"); amounts may be long ("6000000 บาท").
      if (
        next !== undefined &&
        UNIT_WORD.test(next) &&
        (token.text.length <= 3 || /^(?:บาท|baht)/.test(next))
      )
        return;
      if (token.text.length === 1 && previous !== undefined && ORDINAL_WORD.test(previous)) return;
      if (token.text.length <= 4 && nearMonth(i)) return;
    }
    groups.push(token.text);
  });
  return groups;
}

/** Every prize-number group of `text`, in order (Thai digits read as Arabic ones). */
export function digitGroups(text: string): string[] {
  const normal = text.replace(THAI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0e50));
  return normal.split(/\r?\n/).flatMap(groupsOf);
}

function readGroups(text: string, date: string): OfficialText {
  const groups = digitGroups(text);
  const era = eraFor(date);
  const numbers: DrawNumbers = {};
  const problems: FieldIssue[] = [];
  let next = 0;
  for (const tier of TIERS) {
    const rule = era.tiers[tier];
    if (rule === undefined || next >= groups.length) continue;
    const list = groups.slice(next, next + rule.count);
    next += list.length;
    setTier(numbers, tier, list);
    if (list.length < rule.count) {
      const missing = rule.count - list.length;
      problems.push({
        path: tier,
        message: `The text ends inside ${TIER_NAMES[tier]}: ${list.length} of ${rule.count} numbers (${missing} missing)`,
      });
    }
  }
  const extra = groups.slice(next);
  if (extra.length > 0) {
    problems.push({
      path: 'extra',
      message: `${extra.length} digit group${extra.length === 1 ? '' : 's'} more than a draw of this period has (${next}): ${extra.join(' ')}`,
    });
  }
  if (groups.length === 0 && text.trim() !== '') {
    problems.push({ path: '', message: 'No prize numbers found in the text' });
  }
  return {
    format: 'text',
    numbers,
    extra,
    groups: groups.length,
    problems: [...lengthProblems(numbers, date), ...problems],
  };
}

// ---------------------------------------------------------------------------------------------
// The importer's formats, read with its own readers (`@lotto/contracts` history formats), without
// their validation: a wrong number must reach the preview to be marked, not refuse the whole row.

interface Candidate {
  date?: string;
  drawDate?: string;
  status?: DrawStatus;
  numbers: DrawNumbers;
  problems: FieldIssue[];
}

const whole = (message: string): FieldIssue => ({ path: '', message });

function csvCandidates(text: string): Candidate[] | FieldIssue {
  let records: ReturnType<typeof readFullPrizesCsv>;
  try {
    records = readFullPrizesCsv(text);
  } catch (error) {
    return whole(error instanceof Error ? error.message : String(error));
  }
  if (records.length === 0) return whole('The CSV has a header but no row');
  return records.map((record) => {
    if (!record.ok)
      return { numbers: {}, problems: [whole(`Line ${record.line}: ${record.reason}`)] };
    const read = fullPrizesNumbers(record);
    if (!read.ok) return { date: record.date, numbers: {}, problems: [whole(read.reason)] };
    return { date: record.date, numbers: read.numbers, problems: [] };
  });
}

function gloCandidates(text: string): Candidate[] | FieldIssue {
  const records = readGloPsv(text);
  if (records.length === 0) return whole('The GLO table has a header but no row');
  return records.map((record) => {
    if (!record.ok)
      return { numbers: {}, problems: [whole(`Line ${record.line}: ${record.reason}`)] };
    const problems = gloDerivedColumnsAgree(record)
      ? []
      : [
          {
            path: 'prize1',
            message: `The "2 ตัวบน"/"3 ตัวบน" columns (${record.top2}/${record.top3}) do not match the first prize ${record.prize1}`,
          },
        ];
    return { date: record.date, numbers: gloNumbers(record), problems };
  });
}

/** A JSON draw of any shape: its tiers where they have the right types, a problem where not. */
function jsonCandidate(value: unknown): Candidate {
  const candidate: Candidate = { numbers: {}, problems: [] };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    candidate.problems.push(whole('The JSON is not a draw object'));
    return candidate;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.date === 'string') candidate.date = record.date;
  if (typeof record.drawDate === 'string') candidate.drawDate = record.drawDate;
  const status = record.status;
  if (typeof status === 'string' && (DRAW_STATUSES as readonly string[]).includes(status)) {
    candidate.status = status as DrawStatus;
  }
  for (const tier of TIERS) {
    const field = record[tier];
    if (field === undefined || field === null) continue;
    const single = SINGLE_TIERS.has(tier);
    const list: unknown[] = Array.isArray(field) ? field : [field];
    if (list.every((n): n is string => typeof n === 'string') && single !== Array.isArray(field)) {
      setTier(candidate.numbers, tier, list);
    } else {
      candidate.problems.push({
        path: tier,
        message: `${TIER_NAMES[tier]} must be ${single ? 'one number as text' : 'a list of numbers as text'}`,
      });
    }
  }
  return candidate;
}

function jsonCandidates(text: string): Candidate[] | FieldIssue {
  try {
    // One object (or a list of them), possibly spread over several lines.
    const value: unknown = JSON.parse(text);
    return (Array.isArray(value) ? value : [value]).map(jsonCandidate);
  } catch {
    // Not one JSON value: NDJSON, one shipped draw a line.
  }
  const rows = parseShippedDraws(text);
  const lines = text.split(/\r?\n/);
  const candidates: Candidate[] = [];
  for (const row of rows) {
    if (row.ok) {
      const {
        date,
        drawDate,
        status,
        sources: _sources,
        corrections: _corrections,
        ...numbers
      } = row.draw;
      candidates.push({ date, drawDate, status, numbers, problems: [] });
      continue;
    }
    // A line the shipped schema refuses may still be a draw whose numbers the preview should mark.
    try {
      candidates.push(jsonCandidate(JSON.parse(lines[row.line - 1] ?? '')));
    } catch {
      return whole(`Line ${row.line} is not valid JSON`);
    }
  }
  return candidates;
}

function readStructured(
  format: Exclude<PasteFormat, 'text'>,
  text: string,
  date: string,
): OfficialText {
  const found =
    format === 'csv'
      ? csvCandidates(text)
      : format === 'glo'
        ? gloCandidates(text)
        : jsonCandidates(text);
  const empty = { format, numbers: {}, extra: [], groups: 0 };
  if (!Array.isArray(found)) return { ...empty, problems: [found] };
  // Several rows or lines: the one of this period, else the only one.
  const chosen = found.find((c) => c.date === date) ?? (found.length === 1 ? found[0] : undefined);
  if (chosen === undefined) {
    return {
      ...empty,
      problems: [{ path: '', message: `None of the ${found.length} pasted draws is of ${date}` }],
    };
  }
  const problems = [...chosen.problems];
  if (chosen.date !== undefined && DATE_SHAPE.test(date) && chosen.date !== date) {
    problems.push({
      path: 'date',
      message: `The pasted draw is of ${chosen.date}, not of ${date}`,
    });
  }
  const eraDate = chosen.date !== undefined && DATE_SHAPE.test(chosen.date) ? chosen.date : date;
  return {
    ...empty,
    ...(chosen.date === undefined ? {} : { date: chosen.date }),
    ...(chosen.drawDate === undefined ? {} : { drawDate: chosen.drawDate }),
    ...(chosen.status === undefined ? {} : { status: chosen.status }),
    numbers: chosen.numbers,
    problems: [...lengthProblems(chosen.numbers, eraDate), ...problems],
  };
}

/** Which format `text` is in: JSON (starts with `{` or `[`), a full-prize CSV row, else the official text. */
export function pasteFormatOf(text: string): PasteFormat {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[{')) return 'json';
  try {
    return detectHistoryFormat(trimmed) === 'glo-psv' ? 'glo' : 'csv';
  } catch {
    return 'text';
  }
}

/**
 * Reads the numbers of the draw of period `date` from pasted text.
 *
 * - The official text: every whitespace-separated digit group, in GLO's order (first prize, the
 *   two next to it, front-3, last-3, last-2, then the 2nd–5th prizes; for older periods the
 *   tiers of `eraOf(date)`), is given to the next slot. Labels, counts, amounts and dates between
 *   the groups ('รางวัลที่ 1', '1st prize', 'มี 5 รางวัล', '6,000,000 บาท') are ignored; a group with
 *   the wrong digit count keeps its slot and is flagged. A text may stop after any complete tier
 *   (a provisional draw); stopping inside a tier, or groups past the last tier, are problems.
 * - The importer's formats, read by its readers: a full-prize CSV row (with or without its header;
 *   old rows with shifted tier columns remapped), a row of GLO's pipe-separated table, or a shipped
 *   draw (a JSON object or NDJSON lines): its tiers as given, and its date (draw date and status
 *   from JSON). Of several rows or lines, the one of `date` is taken.
 */
export function parseOfficialText(text: string, date: string): OfficialText {
  const format = pasteFormatOf(text);
  if (format === 'text') return readGroups(text, date);
  return readStructured(format, text.replace(/^\uFEFF/, '').trim(), date);
}

/**
 * The numbers of a stored draw as text to edit where the admin pastes, which `parseOfficialText`
 * reads back: one tier a line in GLO's order with its English name in front (the parser ignores
 * labels), long tiers wrapped every 10 numbers as on the printed sheet. A draw with a gap (a
 * tier missing before one it holds) cannot be told by position, so it comes as JSON instead.
 */
export function pasteTextOf(numbers: DrawNumbers, date: string): string {
  const era = eraFor(date);
  const held = TIERS.filter(
    (tier) => era.tiers[tier] !== undefined && tierValue(numbers, tier) !== undefined,
  );
  const prefix = TIERS.filter((tier) => era.tiers[tier] !== undefined).slice(0, held.length);
  const foreign = TIERS.some(
    (tier) => era.tiers[tier] === undefined && tierValue(numbers, tier) !== undefined,
  );
  if (foreign || held.some((tier, i) => prefix[i] !== tier)) {
    const lines = TIERS.flatMap((tier) => {
      const value = tierValue(numbers, tier);
      return value === undefined ? [] : [`  ${JSON.stringify(tier)}: ${JSON.stringify(value)}`];
    });
    return `{\n  "date": ${JSON.stringify(date)},\n${lines.join(',\n')}\n}`;
  }
  const lines: string[] = [];
  for (const tier of held) {
    const value = tierValue(numbers, tier) ?? [];
    const list = typeof value === 'string' ? [value] : value;
    lines.push(`${TIER_NAMES[tier]}: ${list.slice(0, 10).join(' ')}`);
    for (let i = 10; i < list.length; i += 10) lines.push(list.slice(i, i + 10).join(' '));
  }
  return lines.join('\n');
}

function tierValue(numbers: DrawNumbers, tier: Tier): string | readonly string[] | undefined {
  return (numbers as Record<Tier, string | readonly string[] | undefined>)[tier];
}
