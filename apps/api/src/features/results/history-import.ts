import {
  type DrawChange,
  FORMAT_LABELS as TABLE_FORMAT_LABELS,
  type HistoryFormat,
  parseHistory,
  missingTiers,
  parseShippedDraws,
  type SourceCorrection,
  type Tier,
  TIERS,
  tierNumbers,
} from '@lotto/contracts';
import { describeChange, type DrawEdit, type NewDraw, numbersOf } from './draw-edit.js';
import type { ResultService } from './result-service.js';

/** The formats the import reads: the shipped history, and the two source tables. */
export type ImportFormat = HistoryFormat | 'shipped-ndjson';

export const FORMAT_LABELS: Record<ImportFormat, string> = {
  ...TABLE_FORMAT_LABELS,
  'shipped-ndjson':
    'shipped history (data/history NDJSON: period and draw dates, every tier on file, status, source fixes)',
};

/** Who the changes of an import of the shipped history are recorded as made by. */
export const SHIPPED_HISTORY_AUTHOR = 'data/history';

/** One row of a history file, read: a draw to import, or why it cannot be. */
type Candidate =
  | {
      line: number;
      date: string;
      ok: true;
      draw: NewDraw;
      notes: string[];
      sourceCorrections: readonly SourceCorrection[];
    }
  | { line: number; date: string | undefined; ok: false; reason: string };

export interface SkippedRow {
  line: number;
  date: string | undefined;
  reason: string;
}

/** What the import did with one row. */
export interface RowReport {
  line: number;
  date: string | undefined;
  outcome: 'added' | 'updated' | 'unchanged' | 'skipped';
  /** The tiers the row holds (what it brought; on a stored draw, identical ones change nothing). */
  took: Tier[];
  /** Tiers of the draw's era on file neither in the row nor in the stored draw. */
  missing: Tier[];
  /** What the row changed on the stored draw, or the source fixes recorded with a new one. */
  changes: string[];
  /** Values the row holds that differ from the stored final draw's, not applied (`corrected` with --correct). */
  disputes: string[];
  /** Why the row was skipped. */
  reason?: string;
  /** Remarks on how the row was read (e.g. remapped tier columns). */
  notes: string[];
}

export interface ImportReport {
  format: ImportFormat;
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  skipped: SkippedRow[];
  /** Remarks on rows that were imported (e.g. remapped tier columns), with how often each occurred. */
  notes: Record<string, number>;
  /** Numbers of stored draws this file changed (the sources disagree), e.g. `line 429 (2007-01-16): corrected last2 55 → 54`. */
  corrections: string[];
  /**
   * Values of stored final draws this file disagrees with, not applied (each recorded once on the
   * draw as a 'disputed' change), e.g. `line 429 (2007-01-16): last2 55 → 54`. Empty when the
   * import ran with `correct`: such values are applied and listed in `corrections`.
   */
  disagreements: string[];
  /** Every row, in file order. */
  entries: RowReport[];
}

/** Whether `text` is the shipped NDJSON history (one JSON object a line) rather than a source table. */
export function isShippedHistory(text: string): boolean {
  const first = text.replace(/^\uFEFF/, '').trimStart();
  return first.startsWith('{');
}

/** Reads the shipped history: each line one `ShippedDraw`, checked with the contract's schema. */
function readShipped(text: string): Candidate[] {
  return parseShippedDraws(text).map((row): Candidate => {
    if (!row.ok) return row;
    const { draw } = row;
    return {
      line: row.line,
      date: draw.date,
      ok: true,
      draw: {
        ...numbersOf(draw),
        date: draw.date,
        drawDate: draw.drawDate,
        status: draw.status,
        disagreements: draw.disagreements,
        amounts: draw.amounts,
      },
      notes: [],
      sourceCorrections: draw.corrections ?? [],
    };
  });
}

/** Reads the GLO table or the full-prize CSV. Their draws are historic: final, drawn on their period date. */
function readTable(text: string): { format: HistoryFormat; rows: Candidate[] } {
  const { format, rows } = parseHistory(text);
  return {
    format,
    rows: rows.map((row): Candidate => {
      if (!row.ok) return row;
      // The source tables write an absent tier as an empty list (front-3 before 2015-09-01).
      const numbers = numbersOf(row.input);
      for (const tier of TIERS)
        if (tierNumbers(numbers, tier)?.length === 0) Reflect.deleteProperty(numbers, tier);
      return {
        line: row.line,
        date: row.date,
        ok: true,
        draw: {
          ...numbers,
          date: row.date,
          drawDate: row.input.drawDate,
          status: row.input.status ?? 'final',
        },
        notes: row.notes,
        sourceCorrections: [],
      };
    }),
  };
}

/** Two real draws practically never share the first prize and the last-2 number. */
const numbersKey = (draw: { prize1?: string | undefined; last2?: string | undefined }) =>
  draw.prize1 === undefined || draw.last2 === undefined
    ? undefined
    : `${draw.prize1}|${draw.last2}`;

const tiersOf = (draw: object) => TIERS.filter((tier) => tierNumbers(draw, tier) !== undefined);

/**
 * How an import treats a value that differs from a stored **final** draw's. By default it is a
 * disagreement: reported, recorded once on the draw ('disputed', source `import`), not applied.
 * With `correct`, it is applied as a 'corrected' change by `correct.by` with the reason as its note.
 */
export interface ImportOptions {
  /** Who the changes are recorded as made by (default: `data/history` or `history import`). */
  by?: string;
  correct?: { by: string; reason: string };
}

/**
 * Imports a history file idempotently by period date: the shipped NDJSON history (recognised by its
 * content) or either source table. New dates are added in one write; a stored draw gets the
 * row's tiers (tiers the row lacks are kept), its disputed tiers and stated amounts, its draw
 * date and status when the row has them, and the source fixes not yet on record, each recorded
 * as a change by `by`; identical rows change nothing. A value that differs from a stored final
 * draw's is a disagreement, not a correction (see {@link ImportOptions}). Every row that cannot
 * be imported is reported with its line and reason; nothing is guessed. A row carrying the
 * numbers of a draw on another date (a copied row, as the full-prize CSV has for 2020-05-16, when
 * no draw took place) is refused: the stored date wins, and when neither is stored both are refused.
 */
export async function importHistory(
  text: string,
  results: ResultService,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const shipped = isShippedHistory(text);
  const { format, rows } = shipped
    ? { format: 'shipped-ndjson' as const, rows: readShipped(text) }
    : readTable(text);
  const by =
    options.correct?.by ?? options.by ?? (shipped ? SHIPPED_HISTORY_AUTHOR : 'history import');
  const report: ImportReport = {
    format,
    rows: rows.length,
    added: 0,
    updated: 0,
    unchanged: 0,
    skipped: [],
    notes: {},
    corrections: [],
    disagreements: [],
    entries: [],
  };
  const skip = (row: { line: number; date: string | undefined }, reason: string) => {
    report.skipped.push({ line: row.line, date: row.date, reason });
    report.entries.push({
      line: row.line,
      date: row.date,
      outcome: 'skipped',
      took: [],
      missing: [],
      changes: [],
      disputes: [],
      reason,
      notes: [],
    });
  };

  const stored = new Map((await results.all()).map((draw) => [draw.date, draw]));
  const storedDatesByNumbers = new Map<string, string[]>();
  for (const draw of stored.values()) {
    const key = numbersKey(draw);
    if (key !== undefined)
      storedDatesByNumbers.set(key, [...(storedDatesByNumbers.get(key) ?? []), draw.date]);
  }
  const fileDatesByNumbers = new Map<string, { date: string; line: number }[]>();
  for (const row of rows) {
    const key = row.ok ? numbersKey(row.draw) : undefined;
    if (!row.ok || key === undefined) continue;
    const dates = fileDatesByNumbers.get(key) ?? [];
    if (!dates.some((d) => d.date === row.date)) dates.push({ date: row.date, line: row.line });
    fileDatesByNumbers.set(key, dates);
  }

  const firstLineOfDate = new Map<string, number>();
  const added: {
    entry: RowReport;
    draw: NewDraw;
    sourceCorrections: readonly SourceCorrection[];
  }[] = [];
  const count = (
    entry: RowReport,
    changes: readonly DrawChange[],
    notes: readonly string[],
    disputes: readonly DrawChange[] = [],
  ) => {
    const where = `line ${entry.line} (${entry.date ?? ''})`;
    entry.changes = changes.filter((c) => c.kind !== 'disputed').map(describeChange);
    for (const change of changes) {
      if (change.kind === 'corrected')
        report.corrections.push(`${where}: ${describeChange(change)}`);
    }
    entry.disputes = disputes.map(describeDispute);
    for (const line of entry.disputes) report.disagreements.push(`${where}: ${line}`);
    report[entry.outcome as 'added' | 'updated' | 'unchanged'] += 1;
    for (const note of notes) report.notes[note] = (report.notes[note] ?? 0) + 1;
  };
  for (const row of rows) {
    if (!row.ok) {
      skip(row, row.reason);
      continue;
    }
    const earlier = firstLineOfDate.get(row.date);
    if (earlier !== undefined) {
      skip(row, `same draw date as line ${earlier}`);
      continue;
    }
    firstLineOfDate.set(row.date, row.line);

    const existing = stored.get(row.date);
    const key = numbersKey(row.draw);
    if (existing === undefined && key !== undefined) {
      const storedElsewhere = storedDatesByNumbers.get(key) ?? [];
      if (storedElsewhere.length > 0) {
        skip(
          row,
          `same numbers as the stored draw of ${storedElsewhere.join(', ')}: a duplicated row`,
        );
        continue;
      }
      const twins = (fileDatesByNumbers.get(key) ?? []).filter((d) => d.date !== row.date);
      if (twins.length > 0) {
        skip(
          row,
          `same numbers as ${twins.map((t) => `line ${t.line} (${t.date})`).join(', ')}: cannot tell which date is right`,
        );
        continue;
      }
    }

    const entry: RowReport = {
      line: row.line,
      date: row.date,
      outcome: 'added',
      took: tiersOf(row.draw),
      missing: [],
      changes: [],
      disputes: [],
      notes: row.notes,
    };
    report.entries.push(entry);
    if (existing === undefined) {
      entry.missing = missingTiers(row.draw);
      added.push({ entry, draw: row.draw, sourceCorrections: row.sourceCorrections });
      continue;
    }
    const { drawDate, status, disagreements, amounts, ...rest } = row.draw;
    const edit: DrawEdit = {
      numbers: numbersOf(rest),
      drawDate,
      status,
      sourceCorrections: row.sourceCorrections,
      disagreements,
      amounts,
      source: 'import',
      finalValues: options.correct === undefined ? 'dispute' : 'apply',
      correctionNote: options.correct?.reason,
    };
    const merged = await results.merge(existing, edit, by);
    if (merged.issues.length > 0) {
      entry.outcome = 'skipped';
      entry.took = [];
      entry.reason = `merged with the stored draw it would break the era rules: ${merged.issues
        .map((issue) => `${issue.path}: ${issue.message}`)
        .join('; ')}`;
      report.skipped.push({ line: row.line, date: row.date, reason: entry.reason });
      continue;
    }
    entry.outcome = merged.changes.some((c) => c.kind !== 'disputed') ? 'updated' : 'unchanged';
    entry.missing = missingTiers({
      ...existing,
      ...edit.numbers,
      disagreements: [...(existing.disagreements ?? []), ...(disagreements ?? [])],
    });
    count(entry, merged.changes, row.notes, merged.disputes);
  }

  const drafts = await results.createMany(added, by);
  added.forEach(({ entry }, index) => count(entry, drafts[index]?.changes ?? [], entry.notes));
  return report;
}

/** A held-back value as a report line: `prize1 123456 → 123457` (stored → file), with why when it needs saying. */
function describeDispute(change: DrawChange): string {
  const show = (value: DrawChange['from']) =>
    value === null || value === undefined
      ? '—'
      : Array.isArray(value)
        ? value.length > 6
          ? `${value.length} numbers`
          : value.join(' ')
        : value;
  const note = change.note === undefined ? '' : ` (${change.note})`;
  return `${change.field ?? ''} ${show(change.from)} → ${show(change.to)}${note}`;
}

/** The report as lines of text: a summary, then every row (or, with `rows: 'problems'`, the skipped ones). */
export function formatReport(
  report: ImportReport,
  options: { rows: 'all' | 'problems' } = { rows: 'all' },
): string[] {
  const out = [
    `  format: ${FORMAT_LABELS[report.format]}; ${report.rows} rows`,
    `  added ${report.added}, updated ${report.updated}, unchanged ${report.unchanged}, skipped ${report.skipped.length}`,
  ];
  for (const [note, count] of Object.entries(report.notes))
    out.push(`  note (${count} rows): ${note}`);
  if (report.corrections.length > 0)
    out.push('  stored draws corrected by this file (the sources disagree):');
  for (const correction of report.corrections) out.push(`    ${correction}`);
  if (report.disagreements.length > 0)
    out.push(
      `  Disagreements (not applied): ${report.disagreements.length} value(s) of stored final draws differ from this file (stored → file); to apply them: --correct --by <name> --reason <text>`,
    );
  for (const disagreement of report.disagreements) out.push(`    ${disagreement}`);
  const listed =
    options.rows === 'all' ? report.entries : report.entries.filter((e) => e.outcome === 'skipped');
  if (listed.length > 0) out.push(options.rows === 'all' ? '  rows:' : '  skipped rows:');
  for (const entry of listed) {
    const where = `line ${entry.line}${entry.date === undefined ? '' : ` (${entry.date})`}`;
    if (entry.outcome === 'skipped') {
      out.push(`    ${where}: ${options.rows === 'all' ? 'skipped — ' : ''}${entry.reason ?? ''}`);
      continue;
    }
    const held = entry.disputes.length === 0 ? '' : `not applied: ${entry.disputes.join('; ')}`;
    if (entry.outcome === 'unchanged') {
      out.push(`    ${where}: unchanged${held === '' ? '' : ` — ${held}`}`);
      continue;
    }
    const parts = [`took ${entry.took.join(', ')}`];
    if (entry.missing.length > 0) parts.push(`missing ${entry.missing.join(', ')}`);
    if (entry.changes.length > 0) parts.push(entry.changes.join('; '));
    if (held !== '') parts.push(held);
    out.push(`    ${where}: ${entry.outcome} — ${parts.join('; ')}`);
  }
  return out;
}
