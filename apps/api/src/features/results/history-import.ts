import type { ResultInput } from '@lotto/contracts';
import { type HistoryFormat, parseHistory } from './history-parsers.js';
import type { ResultService } from './result-service.js';

export interface SkippedRow {
  line: number;
  date: string | undefined;
  reason: string;
}

export interface ImportReport {
  format: HistoryFormat;
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  skipped: SkippedRow[];
  /** Remarks on rows that were imported (e.g. remapped tier columns), with how often each occurred. */
  notes: Record<string, number>;
  /** Stored draws whose main numbers this file changed (sources disagree), e.g. `2007-01-16: last2 55 → 54`. */
  corrections: string[];
}

/** Two real draws practically never share the first prize and the last-2 number. */
const numbersKey = (input: ResultInput) => `${input.prize1}|${input.last2}`;

/**
 * Imports a history file idempotently by draw date: new dates are added, known dates get the
 * file's fields (tiers the file lacks are kept), identical ones are left alone. Every row that
 * cannot be imported is reported with its line and reason; nothing is guessed. A row carrying the
 * numbers of a draw on another date (a copied row, as the full-prize CSV has for 2020-05-16, when
 * no draw took place) is refused: the stored date wins, and when neither is stored both are refused.
 */
export async function importHistory(text: string, results: ResultService): Promise<ImportReport> {
  const { format, rows } = parseHistory(text);
  const report: ImportReport = {
    format,
    rows: rows.length,
    added: 0,
    updated: 0,
    unchanged: 0,
    skipped: [],
    notes: {},
    corrections: [],
  };
  const firstLineOfDate = new Map<string, number>();
  const datesByNumbers = new Map<string, { date: string; line: number }[]>();
  for (const row of rows) {
    if (!row.ok) continue;
    const key = numbersKey(row.input);
    const dates = datesByNumbers.get(key) ?? [];
    if (!dates.some((d) => d.date === row.date)) dates.push({ date: row.date, line: row.line });
    datesByNumbers.set(key, dates);
  }

  for (const row of rows) {
    if (!row.ok) {
      report.skipped.push({ line: row.line, date: row.date, reason: row.reason });
      continue;
    }
    const earlier = firstLineOfDate.get(row.date);
    if (earlier !== undefined) {
      report.skipped.push({ line: row.line, date: row.date, reason: `same draw date as line ${earlier}` });
      continue;
    }
    firstLineOfDate.set(row.date, row.line);

    const stored = await results.datesWithSameNumbers(row.input);
    const storedElsewhere = stored.filter((date) => date !== row.date);
    if (!stored.includes(row.date) && storedElsewhere.length > 0) {
      report.skipped.push({
        line: row.line,
        date: row.date,
        reason: `same numbers as the stored draw of ${storedElsewhere.join(', ')}: a duplicated row`,
      });
      continue;
    }
    const twins = (datesByNumbers.get(numbersKey(row.input)) ?? []).filter((d) => d.date !== row.date);
    if (!stored.includes(row.date) && twins.length > 0) {
      report.skipped.push({
        line: row.line,
        date: row.date,
        reason: `same numbers as ${twins.map((t) => `line ${t.line} (${t.date})`).join(', ')}: cannot tell which date is right`,
      });
      continue;
    }

    const { outcome, corrections } = await results.upsertByDate(row.input);
    report[outcome] += 1;
    if (corrections.length > 0) report.corrections.push(`line ${row.line} (${row.date}): ${corrections.join(', ')}`);
    for (const note of row.notes) report.notes[note] = (report.notes[note] ?? 0) + 1;
  }
  return report;
}
