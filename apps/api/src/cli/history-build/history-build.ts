import {
  type DrawNumbers,
  drawIssues,
  type EraId,
  ERAS,
  eraOf,
  eraTiers,
  type FullPrizesRecord,
  fullPrizesNumbers,
  type GloRecord,
  gloDerivedColumnsAgree,
  gloNumbers,
  MAIN_TIERS,
  prizeAmount,
  readFullPrizesCsv,
  readGloPsv,
  type ShippedDraw,
  ShippedDrawSchema,
  type SourceCorrection,
  type StatedAmounts,
  type Tier,
  type TierDisagreement,
  TIERS,
  tierNumbers,
  type UnreadLine,
} from '@lotto/contracts';
import * as v from 'valibot';
import { readBaht, readSanookArchive, type SanookRecord } from './sanook-archive.js';
import {
  DUPLICATE_ROWS,
  type DuplicateRow,
  HISTORY_SOURCE_ORDER,
  type HistorySource,
  MISDATED_ROWS,
  type MisdatedRow,
  PERIOD_DRAW_DATES,
  SOURCE_DECISIONS,
  SOURCE_READINGS,
  SOURCE_RULES,
  type SourceDecision,
  type SourceReading,
  type SourceRule,
} from './source-fixes.js';

/*
 * The project's own converter: the three source tables of ../shared/data into the shipped history
 * (data/history/draws.ndjson). Every draw of the GLO table; each tier checked in every table that
 * has it and shipped when they agree (`sources` names the tables that gave the draw). Every fix
 * made to a source is a row of the tables of ./source-fixes.ts (what was wrong, what the fix is
 * based on), applied here, recorded on the draw's `corrections` and listed in data/README.md.
 * Where the tables disagree and nothing settles it, the tier is left out and every table's value
 * kept on the draw (`disagreements`): never a silent pick. Anything else that breaks a rule is
 * reported, never guessed: that table's tier is left out.
 */

/** The texts of the three source tables. */
export interface HistorySources {
  /** The GLO table (`glo-results-1990-2026.psv`). */
  glo: string;
  /** The full-prize CSV (`full-prizes-2006-2024.csv`). */
  csv: string;
  /** The Sanook archive (`sanook-archive-2006-2026-06.ndjson`). */
  sanook: string;
}

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

/** A tier the tables disagree on, as the report lists it (the draw keeps the same values). */
export interface BuildDisagreement {
  date: string;
  tier: Tier;
  values: { source: HistorySource; line: number; numbers: string[] }[];
}

/** An amount the Sanook archive states for a draw, beside the dated schedule's. */
export interface StatedAmount {
  date: string;
  tier: Tier;
  stated: number;
  /** The schedule's amount, null where it has none on file. */
  scheduled: number | null;
}

/** What the build made of the sources. */
export interface HistoryBuildReport {
  draws: number;
  byEra: Record<EraId, number>;
  /** Draws holding every tier of their era. */
  complete: number;
  /** How many draws miss each tier of their era (a disputed tier is not missing: it is disputed). */
  missing: Partial<Record<Tier, number>>;
  /** How many draws have a tier disputed, by tier. */
  disputed: Partial<Record<Tier, number>>;
  /** Draws with numbers of each table. */
  withSource: Record<HistorySource, number>;
  /** Draws of the CSV's range (2006-12-30..2024-12-16) that the CSV does not have. */
  notInCsv: string[];
  /** Draws of the archive's range (2006-12-30..2026-06-01) that the archive does not have. */
  notInSanook: string[];
  skipped: SkippedSourceLine[];
  corrections: BuildCorrection[];
  /** Tiers the tables disagree on and no decision settles: left out, every value kept on the draw. */
  disagreements: BuildDisagreement[];
  /** Draws whose front-3/last-3 numbers another table lists in another order (GLO's order is kept). */
  reordered: Record<Exclude<HistorySource, 'glo'>, number>;
  /** Rows read by each of `SOURCE_READINGS` (a source's way of writing a tier the draw lacks). */
  readings: Record<SourceReading['id'], number>;
  /** The archive's stated amounts: confirming the schedule, filling its gaps, contradicting it. */
  amounts: { confirmed: number; filled: StatedAmount[]; contradicted: StatedAmount[] };
  /** One number in two 6-digit tiers of a shipped draw (allowed, but worth knowing). */
  repeatedAcrossTiers: { date: string; number: string; tiers: Tier[] }[];
  /** Problems no decision covers: that table's tier is left out. */
  unresolved: { source: HistorySource; line: number; date: string; problem: string }[];
}

/** A row's numbers by field while fixes are applied (tiers, and GLO's "2 ตัวบน" cell). */
type Numbers = Map<string, string | string[]>;

/** A row of the CSV or the archive, with the rows that repeat it or that date it otherwise. */
interface Entry<R> {
  record: R;
  line: number;
  /** Rows folded into this one: a duplicate of another date, or the row itself under another date. */
  dated: { from: string; line: number; wrong: string; basis: string }[];
}

/** One table's values for a draw, after its fixes and checks. */
interface SourceValues {
  source: HistorySource;
  line: number;
  numbers: Numbers;
}

/** The decision tables, replaceable for other inputs than ../shared/data. */
export interface HistoryTables {
  decisions?: readonly SourceDecision[];
  duplicates?: readonly DuplicateRow[];
  misdated?: readonly MisdatedRow[];
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
const asList = (value: string | string[]) => (typeof value === 'string' ? [value] : [...value]);
const sameAsSets = (a: string | string[], b: string | string[]) =>
  same(sortedCopy(asList(a)), sortedCopy(asList(b)));
const sourceLabel: Record<HistorySource, string> = {
  glo: 'GLO table',
  csv: 'full-prize CSV',
  sanook: 'Sanook archive',
};
const FIRST_FRONT3 = ERAS.find((era) => era.id === 'front3')?.from ?? '2015-09-01';
/** What a disputed tier's note tells the reader. */
const DISPUTE_NOTE =
  "The tables disagree and no source at hand settles it: check GLO's official results sheet of this draw";

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

/**
 * Indexes the rows of a table by period date: a row repeating another under a date with no draw
 * (`duplicates`) is folded into the row it repeats, a row dated otherwise than its period
 * (`misdated`) is moved to its period; each is recorded on the draw. Throws when such a decision
 * no longer fits the table. A second row for a date is reported.
 */
function indexRows<R extends { line: number; date: string; content: string; prize1: string }>(
  source: HistorySource,
  rows: readonly R[],
  duplicates: readonly DuplicateRow[],
  misdated: readonly MisdatedRow[],
  report: HistoryBuildReport,
): Map<string, Entry<R>> {
  const byDate = new Map<string, Entry<R>>();
  for (const record of rows) {
    if (byDate.has(record.date)) {
      report.unresolved.push({
        source,
        line: record.line,
        date: record.date,
        problem: 'a second row for this date',
      });
    } else byDate.set(record.date, { record, line: record.line, dated: [] });
  }
  for (const duplicate of duplicates.filter((d) => d.source === source)) {
    const copy = byDate.get(duplicate.date);
    const original = byDate.get(duplicate.sameAs);
    if (
      copy?.record.content !== original?.record.content ||
      copy === undefined ||
      original === undefined
    ) {
      throw new Error(
        `Duplicate row ${duplicate.date} → ${duplicate.sameAs}: the ${sourceLabel[source]} rows are not identical copies`,
      );
    }
    byDate.delete(duplicate.date);
    original.dated.push({ from: duplicate.date, line: copy.line, ...duplicate });
  }
  for (const moved of misdated.filter((d) => d.source === source)) {
    const entry = byDate.get(moved.date);
    if (entry?.record.prize1 !== moved.prize1 || byDate.has(moved.period)) {
      throw new Error(
        `Misdated row ${moved.date} → ${moved.period}: the ${sourceLabel[source]} has no such row with first prize ${moved.prize1}, or already has a ${moved.period} row`,
      );
    }
    byDate.delete(moved.date);
    entry.dated.push({ from: moved.date, line: entry.line, ...moved });
    byDate.set(moved.period, entry);
  }
  return byDate;
}

/** The dates of `all` within the first and last date of `rows` that `rows` does not hold. */
function gapsOf(all: Iterable<string>, rows: readonly { date: string }[], held: Set<string>) {
  const dates = rows.map((r) => r.date).sort();
  const [first, last] = [dates[0] ?? '', dates.at(-1) ?? ''];
  return [...all].filter((date) => date >= first && date <= last && !held.has(date)).sort();
}

/**
 * Builds the shipped history from the texts of the three source tables: the draws (valid by
 * `ShippedDrawSchema`, newest first) and a report. `tables` replaces the decision tables (for other
 * inputs than ../shared/data). Throws when a decision does not fit its source (a stale table), or
 * when a built draw breaks a rule (a bug).
 */
export function buildHistory(
  texts: HistorySources,
  tables: HistoryTables = {},
): { draws: ShippedDraw[]; report: HistoryBuildReport } {
  const {
    decisions: decisionTable = SOURCE_DECISIONS,
    duplicates = DUPLICATE_ROWS,
    misdated = MISDATED_ROWS,
  } = tables;
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
    disputed: {},
    withSource: { glo: 0, csv: 0, sanook: 0 },
    notInCsv: [],
    notInSanook: [],
    skipped: [],
    corrections: [],
    disagreements: [],
    reordered: { csv: 0, sanook: 0 },
    readings: Object.fromEntries(Object.keys(SOURCE_READINGS).map((id) => [id, 0])) as Record<
      SourceReading['id'],
      number
    >,
    amounts: { confirmed: 0, filled: [], contradicted: [] },
    repeatedAcrossTiers: [],
    unresolved: [],
  };
  const readable = <R extends { ok: true }>(source: HistorySource, rows: (R | UnreadLine)[]) =>
    rows.filter((row): row is R => {
      if (!row.ok)
        report.skipped.push({ source, line: row.line, date: row.date, reason: row.reason });
      return row.ok;
    });

  const csvRows = readable('csv', readFullPrizesCsv(texts.csv)).map((record) => {
    const { date: _date, ...cells } = record.cells;
    return { ...record, content: JSON.stringify(cells), prize1: record.cells.prize_1st.trim() };
  });
  const csvByDate = indexRows('csv', csvRows, duplicates, misdated, report);
  const sanookRows = readable('sanook', readSanookArchive(texts.sanook)).map((record) => ({
    ...record,
    prize1: String(record.numbers.prize1).trim(),
  }));
  const sanookByDate = indexRows('sanook', sanookRows, duplicates, misdated, report);

  const gloDates = new Set<string>();
  const draws: ShippedDraw[] = [];
  for (const row of readable('glo', readGloPsv(texts.glo))) {
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
    draws.push(buildDraw(row, csvByDate.get(row.date), sanookByDate.get(row.date), take, report));
  }

  for (const [source, byDate] of [
    ['csv', csvByDate],
    ['sanook', sanookByDate],
  ] as const) {
    for (const [date, entry] of byDate) {
      if (!gloDates.has(date)) {
        report.unresolved.push({
          source,
          line: entry.line,
          date,
          problem: 'no draw of this date in the GLO table',
        });
      }
    }
  }
  report.notInCsv = gapsOf(gloDates, csvRows, new Set(csvByDate.keys()));
  report.notInSanook = gapsOf(gloDates, sanookRows, new Set(sanookByDate.keys()));

  const unused = decisionTable.filter((d) => !used.has(decisionKey(d)));
  if (unused.length > 0)
    throw new Error(`Decisions that fit no source row: ${unused.map(decisionKey).join(', ')}`);

  draws.sort((a, b) => (a.date < b.date ? 1 : -1));
  for (const draw of draws) {
    report.draws += 1;
    report.byEra[eraOf(draw.date).id] += 1;
    const disputed = (draw.disagreements ?? []).map((d) => d.tier);
    const missing = eraTiers(draw.date).filter(
      (tier) => tierNumbers(draw, tier) === undefined && !disputed.includes(tier),
    );
    if (missing.length === 0 && disputed.length === 0) report.complete += 1;
    for (const tier of missing) report.missing[tier] = (report.missing[tier] ?? 0) + 1;
    for (const tier of disputed) report.disputed[tier] = (report.disputed[tier] ?? 0) + 1;
    for (const source of draw.sources)
      if (source in report.withSource) report.withSource[source as HistorySource] += 1;
    const tiersOf = new Map<string, Tier[]>();
    for (const tier of ['prize1', 'near1', 'prize2', 'prize3', 'prize4', 'prize5'] as const) {
      for (const number of new Set(tierNumbers(draw, tier) ?? []))
        tiersOf.set(number, [...(tiersOf.get(number) ?? []), tier]);
    }
    for (const [number, tiers] of tiersOf)
      if (tiers.length > 1) report.repeatedAcrossTiers.push({ date: draw.date, number, tiers });
  }
  return { draws, report };
}

type Take = (
  source: HistorySource,
  date: string,
  field: SourceDecision['field'],
) => SourceDecision | undefined;

function buildDraw(
  glo: GloRecord,
  csv: Entry<FullPrizesRecord> | undefined,
  sanook: Entry<SanookRecord> | undefined,
  take: Take,
  report: HistoryBuildReport,
): ShippedDraw {
  const { date } = glo;
  const corrections: SourceCorrection[] = [];
  const record = (source: HistorySource, line: number, correction: SourceCorrection) => {
    corrections.push(correction);
    report.corrections.push({ date, source, line, ...correction });
  };
  const rule = (
    id: SourceRule['id'],
    line: number,
    correction: Omit<SourceCorrection, 'basis'>,
  ) => {
    const r = SOURCE_RULES[id];
    record(r.source, line, {
      ...correction,
      basis: `${sourceLabel[r.source]}, row ${date}: ${r.wrong}; ${r.fix}. ${r.basis}.`,
    });
  };
  const applyDecisions = (source: HistorySource, line: number, numbers: Numbers) => {
    for (const tier of TIERS) {
      const decision = take(source, date, tier);
      if (decision !== undefined) record(source, line, applyDecision(decision, numbers));
    }
  };
  /** Leaves out every tier of `numbers` that breaks a rule of the era, reporting it. */
  const checked = (source: HistorySource, line: number, numbers: Numbers): Numbers => {
    for (const issue of drawIssues({ date, ...toNumbers(numbers) })) {
      const tier = issue.path.split('.')[0] as Tier;
      report.unresolved.push({
        source,
        line,
        date,
        problem: `${issue.path}: ${issue.message} (tier left out)`,
      });
      numbers.delete(tier);
    }
    return numbers;
  };
  const foldDated = (source: HistorySource, entry: Entry<unknown>) => {
    for (const dated of entry.dated) {
      record(source, dated.line, {
        field: 'date',
        from: dated.from,
        to: date,
        basis: `${sourceLabel[source]}, row ${dated.from}: ${dated.wrong}. ${dated.basis}.`,
      });
    }
  };
  const values: SourceValues[] = [];

  // The GLO table: the main tiers.
  const gloCells = toMap(gloNumbers(glo)).set('2 ตัวบน', glo.top2);
  for (const field of [...MAIN_TIERS, '2 ตัวบน'] as const) {
    const decision = take('glo', date, field);
    if (decision !== undefined) record('glo', glo.line, applyDecision(decision, gloCells));
  }
  const top2 = gloCells.get('2 ตัวบน');
  gloCells.delete('2 ตัวบน');
  if (
    !gloDerivedColumnsAgree({
      prize1: String(gloCells.get('prize1') ?? ''),
      top2: String(top2),
      top3: glo.top3,
    })
  ) {
    report.unresolved.push({
      source: 'glo',
      line: glo.line,
      date,
      problem: `the "2 ตัวบน"/"3 ตัวบน" columns (${String(top2)}/${glo.top3}) do not match prize1 ${String(gloCells.get('prize1'))} (prize1 kept)`,
    });
  }
  values.push({ source: 'glo', line: glo.line, numbers: checked('glo', glo.line, gloCells) });

  // The full-prize CSV: every tier it has.
  if (csv !== undefined) {
    const { record: row } = csv;
    foldDated('csv', csv);
    const read = fullPrizesNumbers(row);
    if (!read.ok) {
      report.unresolved.push({ source: 'csv', line: row.line, date, problem: read.reason });
    } else {
      const cells = toMap(read.numbers);
      if (read.shifted) {
        rule('csv-shifted-tiers', row.line, {
          field: 'prize2, prize3, prize4',
          from: 'columns prize_3rd, prize_4th, prize_5th',
          to: 'prize2, prize3, prize4 (prize5 not in the CSV)',
        });
      }
      for (const [tier, column] of [
        ['prize1', 'prize_1st'],
        ['last2', 'prize_2digits'],
      ] as const) {
        const raw = row.cells[column];
        if (raw !== raw.trim())
          rule('csv-whitespace', row.line, { field: tier, from: raw, to: raw.trim() });
      }
      applyDecisions('csv', row.line, cells);
      values.push({ source: 'csv', line: row.line, numbers: checked('csv', row.line, cells) });
    }
  }

  // The Sanook archive: every tier, and the amounts the draw's page stated.
  let amounts: StatedAmounts | undefined;
  if (sanook !== undefined) {
    const { record: row } = sanook;
    foldDated('sanook', sanook);
    const cells: Numbers = new Map();
    for (const tier of TIERS) {
      const raw = row.numbers[tier];
      const trimmed = typeof raw === 'string' ? raw.trim() : raw.map((n) => n.trim());
      if (!same(raw, trimmed)) {
        const changed = asList(raw).flatMap((n, i) => (n === asList(trimmed)[i] ? [] : [i]));
        rule('sanook-whitespace', row.line, {
          field: tier,
          from: typeof raw === 'string' ? raw : changed.map((i) => raw[i] ?? ''),
          to: typeof trimmed === 'string' ? trimmed : changed.map((i) => trimmed[i] ?? ''),
        });
      }
      cells.set(tier, trimmed);
    }
    // No front-3 prize before 2015-09-01: the archive writes ["xxx", "xxx"].
    if (date < FIRST_FRONT3) {
      const front3 = cells.get('front3');
      if (same(front3, ['xxx', 'xxx'])) report.readings['sanook-no-front3'] += 1;
      else {
        report.unresolved.push({
          source: 'sanook',
          line: row.line,
          date,
          problem: `front3 is ${JSON.stringify(front3)} before ${FIRST_FRONT3} (expected the placeholders ["xxx", "xxx"]; left out)`,
        });
      }
      cells.delete('front3');
    }
    applyDecisions('sanook', row.line, cells);
    values.push({ source: 'sanook', line: row.line, numbers: checked('sanook', row.line, cells) });
    amounts = statedAmounts(date, row, report);
  }

  // Reconcile, tier by tier: the tier is shipped when every table holding it agrees (lists as
  // sets, in the order of the first table), else left out with every table's value kept.
  const numbers: Numbers = new Map();
  const contributed = new Set<HistorySource>();
  const disagreements: TierDisagreement[] = [];
  for (const tier of TIERS) {
    const holding = values.flatMap(({ source, line, numbers: n }) => {
      const value = n.get(tier);
      return value === undefined ? [] : [{ source, line, value }];
    });
    const [first] = holding;
    if (first === undefined) continue;
    if (holding.every(({ value }) => sameAsSets(value, first.value))) {
      numbers.set(tier, first.value);
      for (const { source } of holding) contributed.add(source);
      continue;
    }
    const disputed = holding.map(({ source, line, value }) => ({
      source,
      line,
      numbers: asList(value),
    }));
    report.disagreements.push({ date, tier, values: disputed });
    disagreements.push({
      tier,
      values: disputed.map(({ source, numbers: n }) => ({ source, numbers: n })),
      note: DISPUTE_NOTE,
    });
  }
  const reorderedBy = (source: 'csv' | 'sanook') =>
    (['front3', 'last3'] as const).some((tier) => {
      const shipped = numbers.get(tier);
      const theirs = values.find((s) => s.source === source)?.numbers.get(tier);
      return shipped !== undefined && theirs !== undefined && !same(shipped, theirs);
    });
  if (reorderedBy('csv')) report.reordered.csv += 1;
  if (reorderedBy('sanook')) report.reordered.sanook += 1;

  const drawDate = PERIOD_DRAW_DATES.find((p) => p.date === date)?.drawDate ?? date;
  const candidate = {
    date,
    drawDate,
    ...toNumbers(numbers),
    status: 'final',
    sources: HISTORY_SOURCE_ORDER.filter((source) => contributed.has(source)),
    ...(disagreements.length > 0 ? { disagreements } : {}),
    ...(amounts !== undefined ? { amounts } : {}),
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

/**
 * The amounts the archive states for a draw, read against the dated schedule (`PRIZE_SCHEDULES`):
 * each equal one confirms it (counted), each the schedule lacks fills it, each other one
 * contradicts it. The draw keeps those that fill or contradict (`drawAmount` shows a
 * contradiction as such); an amount the archive writes unreadably is reported and not kept.
 */
function statedAmounts(
  date: string,
  row: SanookRecord,
  report: HistoryBuildReport,
): StatedAmounts | undefined {
  const baht: Partial<Record<Tier, number>> = {};
  const tiers = eraTiers(date);
  let confirms = true;
  for (const tier of TIERS) {
    const text = row.amounts[tier];
    if (!tiers.includes(tier)) {
      if (tier === 'front3' && text !== undefined && date < FIRST_FRONT3)
        report.readings['sanook-no-front3-amount'] += 1;
      else if (text !== undefined) {
        report.unresolved.push({
          source: 'sanook',
          line: row.line,
          date,
          problem: `amounts.${tier}: an amount for a prize the draw does not have (not kept)`,
        });
      }
      continue;
    }
    const stated = text === undefined ? undefined : readBaht(text);
    if (stated === undefined) {
      confirms = false;
      report.unresolved.push({
        source: 'sanook',
        line: row.line,
        date,
        problem: `amounts.${tier} is ${text === undefined ? 'not stated' : `"${text}", not an amount in baht`} (not kept)`,
      });
      continue;
    }
    const scheduled = prizeAmount(date, tier);
    if (scheduled === stated) continue;
    confirms = false;
    baht[tier] = stated;
    const entry = { date, tier, stated, scheduled };
    if (scheduled === null) report.amounts.filled.push(entry);
    else report.amounts.contradicted.push(entry);
  }
  if (confirms) report.amounts.confirmed += 1;
  return Object.keys(baht).length > 0 ? { source: 'sanook', baht } : undefined;
}
