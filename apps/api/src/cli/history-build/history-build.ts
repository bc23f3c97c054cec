import {
  type DrawNumbers,
  drawIssues,
  type EraId,
  ERAS,
  eraOf,
  eraTiers,
  FULL_TIERS,
  type FullPrizesRecord,
  fullPrizesNumbers,
  type GloRecord,
  gloDerivedColumnsAgree,
  gloNumbers,
  MAIN_TIERS,
  readFullPrizesCsv,
  readGloPsv,
  type ShippedDraw,
  ShippedDrawSchema,
  type SourceCorrection,
  type Tier,
  TIERS,
  tierNumbers,
} from '@lotto/contracts';
import * as v from 'valibot';
import {
  DUPLICATE_ROWS,
  type DuplicateRow,
  type HistorySource,
  PERIOD_DRAW_DATES,
  SOURCE_DECISIONS,
  SOURCE_RULES,
  type SourceDecision,
  type SourceRule,
} from './source-fixes.js';

/*
 * The project's own converter: the two source tables of ../shared/data into the shipped history
 * (data/history/draws.ndjson). Every draw of the GLO table, merged with every tier of the
 * full-prize CSV where it has them. Every fix made to a source is a row of the tables of
 * ./source-fixes.ts (a decision with what was wrong and what the fix is based on), applied here,
 * recorded on the draw's `corrections` and listed in data/README.md. Anything else that breaks a
 * rule is reported, never guessed: the tier is left out.
 */

/** A correction as the build report lists it: which draw, which source, the recorded correction. */
export interface BuildCorrection extends SourceCorrection {
  date: string;
  source: HistorySource;
  line: number;
}

/** A source line the build could not use. */
export interface SkippedSourceLine {
  source: HistorySource;
  line: number;
  date: string | undefined;
  reason: string;
}

/** What the build made of the sources. */
export interface HistoryBuildReport {
  draws: number;
  byEra: Record<EraId, number>;
  /** Draws holding every tier of their era. */
  complete: number;
  /** How many draws miss each tier of their era. */
  missing: Partial<Record<Tier, number>>;
  /** Draws with tiers from the full-prize CSV. */
  withCsv: number;
  /** Draws of the CSV's range (2006-12-30..2024-12-16) that the CSV does not have. */
  notInCsv: string[];
  skipped: SkippedSourceLine[];
  corrections: BuildCorrection[];
  /** Main-tier numbers on which the sources disagree and no decision settles it: the GLO value is kept. */
  disagreements: { date: string; tier: Tier; glo: string | string[]; csv: string | string[] }[];
  /** Draws whose front-3/last-3 numbers the two sources list in a different order (GLO's order is kept). */
  reordered: number;
  /** Problems no decision covers: the tier is left out of the draw. */
  unresolved: { source: HistorySource; line: number; date: string; problem: string }[];
}

/** A row's numbers by field while fixes are applied (tiers, and GLO's "2 ตัวบน" cell). */
type Numbers = Map<string, string | string[]>;

/** A CSV row, with the rows that repeat it under another date. */
interface CsvEntry {
  record: FullPrizesRecord;
  also: { duplicate: DuplicateRow; line: number }[];
}

const toMap = (numbers: DrawNumbers): Numbers =>
  new Map(
    Object.entries(numbers).map(([key, value]) => [key, Array.isArray(value) ? [...value] : value]),
  );
const toNumbers = (numbers: Numbers): DrawNumbers =>
  Object.fromEntries(
    TIERS.flatMap((tier) => (numbers.has(tier) ? [[tier, numbers.get(tier)]] : [])),
  );
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedCopy = (list: readonly string[]) => [...list].sort();
const sourceLabel: Record<HistorySource, string> = { glo: 'GLO table', csv: 'full-prize CSV' };

function decisionKey(d: Pick<SourceDecision, 'source' | 'date' | 'field'>): string {
  return `${d.source}|${d.date}|${d.field}`;
}

/** The recorded form of a decision: the basis says what was wrong and what the fix rests on. */
function correctionOf(decision: SourceDecision, from: SourceCorrection['from']): SourceCorrection {
  return {
    field: decision.field,
    from,
    to:
      decision.to === null
        ? null
        : typeof decision.to === 'string'
          ? decision.to
          : [...decision.to],
    basis: `${sourceLabel[decision.source]}, row ${decision.date}: ${decision.wrong}. ${decision.basis}.`,
  };
}

/**
 * Applies a decision to a row's numbers (or the GLO record's "2 ตัวบน" cell). Throws when the
 * source does not say what the decision expects: the table must be brought up to date.
 */
function applyDecision(decision: SourceDecision, numbers: Numbers): SourceCorrection {
  const stale = (found: unknown) =>
    new Error(
      `Decision ${decisionKey(decision)} expects ${JSON.stringify(decision.from)} but the source has ${JSON.stringify(found)}`,
    );
  const current = numbers.get(decision.field);
  if (typeof decision.from === 'string') {
    if (current !== decision.from) throw stale(current);
    if (decision.to === null) numbers.delete(decision.field);
    else numbers.set(decision.field, decision.to as string);
    return correctionOf(decision, decision.from);
  }
  if (!Array.isArray(current)) throw stale(current);
  const next = [...current];
  for (const [i, wrong] of decision.from.entries()) {
    const at = next.indexOf(wrong);
    if (at === -1) throw stale(current);
    const replacement = decision.to === null ? undefined : (decision.to as readonly string[])[i];
    next[at] = replacement ?? '\u0000';
  }
  if (decision.to === null) {
    numbers.delete(decision.field);
    return correctionOf(decision, current);
  }
  numbers.set(decision.field, next);
  return correctionOf(decision, [...decision.from]);
}

/** A tier's numbers as a comparable value. */
const tierValue = (numbers: Numbers, tier: Tier) => numbers.get(tier);

/**
 * Builds the shipped history from the text of the GLO table and of the full-prize CSV: the draws
 * (valid by `ShippedDrawSchema`, newest first) and a report. `tables` replaces the decision tables
 * (for other inputs than ../shared/data). Throws when a decision does not fit its source (a stale
 * table), or when a built draw breaks a rule (a bug).
 */
export function buildHistory(
  gloText: string,
  csvText: string,
  tables: { decisions?: readonly SourceDecision[]; duplicates?: readonly DuplicateRow[] } = {},
): { draws: ShippedDraw[]; report: HistoryBuildReport } {
  const { decisions: decisionTable = SOURCE_DECISIONS, duplicates = DUPLICATE_ROWS } = tables;
  const decisions = new Map(decisionTable.map((d) => [decisionKey(d), d]));
  const used = new Set<string>();
  const take = (source: HistorySource, date: string, field: SourceDecision['field']) => {
    const key = decisionKey({ source, date, field });
    const decision = decisions.get(key);
    if (decision !== undefined) used.add(key);
    return decision;
  };

  const report: HistoryBuildReport = {
    draws: 0,
    byEra: Object.fromEntries(ERAS.map((era) => [era.id, 0])) as Record<EraId, number>,
    complete: 0,
    missing: {},
    withCsv: 0,
    notInCsv: [],
    skipped: [],
    corrections: [],
    disagreements: [],
    reordered: 0,
    unresolved: [],
  };

  // The full-prize CSV by period date, its duplicated rows folded into the period they repeat.
  const csvByDate = new Map<string, CsvEntry>();
  const csvRecords: FullPrizesRecord[] = [];
  for (const row of readFullPrizesCsv(csvText)) {
    if (!row.ok)
      report.skipped.push({ source: 'csv', line: row.line, date: row.date, reason: row.reason });
    else if (csvByDate.has(row.date)) {
      report.unresolved.push({
        source: 'csv',
        line: row.line,
        date: row.date,
        problem: 'a second row for this date',
      });
    } else {
      csvByDate.set(row.date, { record: row, also: [] });
      csvRecords.push(row);
    }
  }
  for (const duplicate of duplicates.filter((d) => d.source === 'csv')) {
    const copy = csvByDate.get(duplicate.date);
    const original = csvByDate.get(duplicate.sameAs);
    const { date: _copyDate, ...copyCells } = copy?.record.cells ?? {};
    const { date: _originalDate, ...originalCells } = original?.record.cells ?? {};
    if (copy === undefined || original === undefined || !same(copyCells, originalCells)) {
      throw new Error(
        `Duplicate row ${duplicate.date} → ${duplicate.sameAs}: the CSV rows are not identical copies`,
      );
    }
    csvByDate.delete(duplicate.date);
    original.also.push({ duplicate, line: copy.record.line });
  }

  const gloDates = new Set<string>();
  const draws: ShippedDraw[] = [];
  for (const row of readGloPsv(gloText)) {
    if (!row.ok) {
      report.skipped.push({ source: 'glo', line: row.line, date: row.date, reason: row.reason });
      continue;
    }
    if (gloDates.has(row.date)) {
      report.unresolved.push({
        source: 'glo',
        line: row.line,
        date: row.date,
        problem: 'a second row for this date',
      });
      continue;
    }
    gloDates.add(row.date);
    draws.push(buildDraw(row, csvByDate.get(row.date), take, report));
  }

  for (const record of csvRecords) {
    if (!gloDates.has(record.date) && csvByDate.has(record.date)) {
      report.unresolved.push({
        source: 'csv',
        line: record.line,
        date: record.date,
        problem: 'no draw of this date in the GLO table',
      });
    }
  }
  const [firstCsv, lastCsv] = [csvRecords.at(-1)?.date ?? '', csvRecords[0]?.date ?? ''];
  report.notInCsv = [...gloDates]
    .filter((date) => date >= firstCsv && date <= lastCsv && !csvByDate.has(date))
    .sort();

  const unused = decisionTable.filter((d) => !used.has(decisionKey(d)));
  if (unused.length > 0)
    throw new Error(`Decisions that fit no source row: ${unused.map(decisionKey).join(', ')}`);

  draws.sort((a, b) => (a.date < b.date ? 1 : -1));
  for (const draw of draws) {
    report.draws += 1;
    report.byEra[eraOf(draw.date).id] += 1;
    const missing = eraTiers(draw.date).filter((tier) => tierNumbers(draw, tier) === undefined);
    if (missing.length === 0) report.complete += 1;
    for (const tier of missing) report.missing[tier] = (report.missing[tier] ?? 0) + 1;
    if (draw.sources.includes('csv')) report.withCsv += 1;
  }
  return { draws, report };
}

function buildDraw(
  glo: GloRecord,
  csv: CsvEntry | undefined,
  take: (
    source: HistorySource,
    date: string,
    field: SourceDecision['field'],
  ) => SourceDecision | undefined,
  report: HistoryBuildReport,
): ShippedDraw {
  const { date } = glo;
  const corrections: SourceCorrection[] = [];
  const record = (source: HistorySource, line: number, correction: SourceCorrection) => {
    corrections.push(correction);
    report.corrections.push({ date, source, line, ...correction });
  };

  // The GLO table: the main tiers.
  const gloCells = toMap(gloNumbers(glo)).set('2 ตัวบน', glo.top2);
  for (const field of [...MAIN_TIERS, '2 ตัวบน'] as const) {
    const decision = take('glo', date, field);
    if (decision !== undefined) record('glo', glo.line, applyDecision(decision, gloCells));
  }
  const top2 = gloCells.get('2 ตัวบน');
  gloCells.delete('2 ตัวบน');
  const main = gloCells;
  if (
    !gloDerivedColumnsAgree({
      prize1: String(main.get('prize1') ?? ''),
      top2: String(top2),
      top3: glo.top3,
    })
  ) {
    report.unresolved.push({
      source: 'glo',
      line: glo.line,
      date,
      problem: `the "2 ตัวบน"/"3 ตัวบน" columns (${String(top2)}/${glo.top3}) do not match prize1 ${String(main.get('prize1'))} (prize1 kept)`,
    });
  }
  for (const issue of drawIssues({ date, ...toNumbers(main) })) {
    const tier = issue.path.split('.')[0] as Tier;
    report.unresolved.push({
      source: 'glo',
      line: glo.line,
      date,
      problem: `${issue.path}: ${issue.message} (tier left out)`,
    });
    main.delete(tier);
  }

  const numbers: Numbers = new Map(main);
  const sources: HistorySource[] = ['glo'];

  // The full-prize CSV: every other tier, and a check of the main tiers.
  if (csv !== undefined) {
    const { record: row } = csv;
    for (const { duplicate, line } of csv.also) {
      record('csv', line, {
        field: 'date',
        from: duplicate.date,
        to: duplicate.sameAs,
        basis: `${sourceLabel[duplicate.source]}, row ${duplicate.date}: ${duplicate.wrong}. ${duplicate.basis}.`,
      });
    }
    const read = fullPrizesNumbers(row);
    if (!read.ok) {
      report.unresolved.push({ source: 'csv', line: row.line, date, problem: read.reason });
    } else {
      const cells = toMap(read.numbers);
      const rule = (id: SourceRule['id'], correction: Omit<SourceCorrection, 'basis'>) => {
        const r = SOURCE_RULES[id];
        record('csv', row.line, {
          ...correction,
          basis: `${sourceLabel[r.source]}, row ${date}: ${r.wrong}; ${r.fix}. ${r.basis}.`,
        });
      };
      if (read.shifted) {
        rule('csv-shifted-tiers', {
          field: 'prize2, prize3, prize4',
          from: 'columns prize_3rd, prize_4th, prize_5th',
          to: 'prize2, prize3, prize4 (prize5 missing)',
        });
      }
      for (const [tier, column] of [
        ['prize1', 'prize_1st'],
        ['last2', 'prize_2digits'],
      ] as const) {
        const raw = row.cells[column];
        if (raw !== raw.trim()) rule('csv-whitespace', { field: tier, from: raw, to: raw.trim() });
      }
      for (const tier of TIERS) {
        const decision = take('csv', date, tier);
        if (decision !== undefined) record('csv', row.line, applyDecision(decision, cells));
      }

      // The main tiers must agree with the GLO table; where they do not and no decision settles it,
      // the GLO value is kept and the disagreement listed.
      for (const tier of MAIN_TIERS) {
        const fromGlo = tierValue(numbers, tier);
        const fromCsv = tierValue(cells, tier);
        if (fromGlo === undefined || fromCsv === undefined || same(fromGlo, fromCsv)) continue;
        if (
          Array.isArray(fromGlo) &&
          Array.isArray(fromCsv) &&
          same(sortedCopy(fromGlo), sortedCopy(fromCsv))
        ) {
          continue;
        }
        report.disagreements.push({ date, tier, glo: fromGlo, csv: fromCsv });
      }
      const reordered = (['front3', 'last3'] as const).some((tier) => {
        const a = tierValue(numbers, tier);
        const b = tierValue(cells, tier);
        return (
          Array.isArray(a) && Array.isArray(b) && !same(a, b) && same(sortedCopy(a), sortedCopy(b))
        );
      });
      if (reordered) report.reordered += 1;

      // Every other tier, checked against the era's rules with the GLO first prize.
      const full: Numbers = new Map(
        FULL_TIERS.flatMap((tier) => {
          const value = cells.get(tier);
          return value === undefined ? [] : [[tier, value] as const];
        }),
      );
      const issues = drawIssues({ date, prize1: toNumbers(numbers).prize1, ...toNumbers(full) });
      for (const issue of issues) {
        const tier = issue.path.split('.')[0] as Tier;
        report.unresolved.push({
          source: 'csv',
          line: row.line,
          date,
          problem: `${issue.path}: ${issue.message} (tier left out)`,
        });
        full.delete(tier);
      }
      sources.push('csv');
      for (const [tier, value] of full) numbers.set(tier, value);
    }
  }

  const ordered = toNumbers(numbers);
  const drawDate = PERIOD_DRAW_DATES.find((p) => p.date === date)?.drawDate ?? date;
  const candidate = {
    date,
    drawDate,
    ...ordered,
    status: 'final',
    sources,
    ...(corrections.length > 0 ? { corrections } : {}),
  };
  const parsed = v.safeParse(ShippedDrawSchema, candidate);
  if (!parsed.success) {
    throw new Error(
      `Built draw ${date} breaks a rule: ${parsed.issues.map((i) => i.message).join('; ')}`,
    );
  }
  return parsed.output;
}
