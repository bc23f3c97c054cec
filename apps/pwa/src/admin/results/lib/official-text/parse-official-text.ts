import { isIsoDate } from '@lotto/number-tools';
import { detectHistoryFormat, type FieldIssue } from '@lotto/contracts';
import { readCsv } from './read-csv';
import { readFreeText } from './read-free-text';
import { readGlo } from './read-glo';
import { readJson } from './read-json';
import { lengthProblems, wholeText } from './slots';
import type { Candidate, OfficialText, PasteFormat } from './types';

/*
 * Reads the numbers of one draw from what an admin pastes: the official result sheet as text, a
 * row of the full-prize CSV or of GLO's table, or a shipped draw as JSON. Nothing is checked
 * against the era's rules here beyond the digit count of each slot: the preview runs `drawIssues`
 * on the outcome.
 */

const READERS: Record<Exclude<PasteFormat, 'text'>, (text: string) => Candidate[] | FieldIssue> = {
  csv: readCsv,
  glo: readGlo,
  json: readJson,
};

/** The draw of period `date` among those a CSV, GLO or JSON reader found (else the only one). */
function readStructured(
  format: Exclude<PasteFormat, 'text'>,
  text: string,
  date: string,
): OfficialText {
  const found = READERS[format](text);
  const empty = { format, numbers: {}, extra: [], groups: 0 };
  if (!Array.isArray(found)) return { ...empty, problems: [found] };
  // Several rows or lines: the one of this period, else the only one.
  const chosen = found.find((c) => c.date === date) ?? (found.length === 1 ? found[0] : undefined);
  if (chosen === undefined) {
    return {
      ...empty,
      problems: [wholeText(`None of the ${found.length} pasted draws is of ${date}`)],
    };
  }
  const problems = [...chosen.problems];
  if (chosen.date !== undefined && isIsoDate(date) && chosen.date !== date) {
    problems.push({
      path: 'date',
      message: `The pasted draw is of ${chosen.date}, not of ${date}`,
    });
  }
  const eraDate = chosen.date !== undefined && isIsoDate(chosen.date) ? chosen.date : date;
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
  if (format === 'text') return readFreeText(text, date);
  return readStructured(format, text.replace(/^\uFEFF/, '').trim(), date);
}
