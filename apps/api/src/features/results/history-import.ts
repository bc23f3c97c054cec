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
}

/**
 * Imports a history file idempotently by draw date: new dates are added, known dates get the
 * file's fields (tiers the file lacks are kept), identical ones are left alone. Every row that
 * cannot be imported is reported with its line and reason; nothing is guessed.
 */
export async function importHistory(text: string, results: ResultService): Promise<ImportReport> {
  const { format, rows } = parseHistory(text);
  const report: ImportReport = { format, rows: rows.length, added: 0, updated: 0, unchanged: 0, skipped: [], notes: {} };
  const seen = new Map<string, number>();

  for (const row of rows) {
    if (!row.ok) {
      report.skipped.push({ line: row.line, date: row.date, reason: row.reason });
      continue;
    }
    const earlier = seen.get(row.date);
    if (earlier !== undefined) {
      report.skipped.push({ line: row.line, date: row.date, reason: `same draw date as line ${earlier}` });
      continue;
    }
    seen.set(row.date, row.line);
    report[await results.upsertByDate(row.input)] += 1;
    for (const note of row.notes) report.notes[note] = (report.notes[note] ?? 0) + 1;
  }
  return report;
}
