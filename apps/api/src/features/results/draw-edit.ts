import {
  type DrawChange,
  type DrawNumbers,
  type DrawStatus,
  isCorrection,
  missingTiers,
  sameNumbers,
  setTierNumbers,
  type SourceCorrection,
  type StatedAmounts,
  type Tier,
  type TierDisagreement,
  TIERS,
  tierNumbers,
  VALUE_SOURCE_NAMES,
  type ValueSource,
} from '@lotto/contracts';

/** A draw with everything the service reasons about (no id): numbers, dates, status, history. */
export interface DrawState extends DrawNumbers {
  date: string;
  drawDate: string;
  status: DrawStatus;
  changes: DrawChange[];
  /** Time of the latest correction of a published number. */
  correctedAt?: string;
  /** Tiers the sources disagree on: absent from the numbers, every source's value kept. */
  disagreements?: TierDisagreement[];
  /** Amounts a source stated for this draw. */
  amounts?: StatedAmounts;
}

/** What a write asks to change on a stored draw (an admin's PATCH, or an imported row). */
export interface DrawEdit {
  /** Tiers to set: each replaces the stored tier. */
  numbers: DrawNumbers;
  remove?: readonly Tier[];
  drawDate?: string;
  status?: DrawStatus;
  /** Attached to every change this edit records. */
  note?: string;
  /** Fixes made to the source data (shipped history), each recorded once as a 'source' change. */
  sourceCorrections?: readonly SourceCorrection[];
  /**
   * Tiers the row's sources disagree on (shipped history): each replaces what the draw holds for
   * that tier (its number, or another disagreement). Tiers not listed keep theirs.
   */
  disagreements?: readonly TierDisagreement[];
  /** Amounts a source stated for the draw: replace the stored ones when they differ. */
  amounts?: StatedAmounts;
  /** Where the values come from, recorded on the changes about disputes (`admin`, `import`, a feed). */
  source?: ValueSource;
  /**
   * What happens to a value that differs from a **final** draw's (a number, a disputed tier's
   * settlement, the draw date, going back to provisional): `apply` (the admin's PATCH, an import
   * run with `--correct`), or `dispute`: not applied, recorded once as a 'disputed' change and
   * answered in `disputes` (an import's default). A provisional draw takes every value.
   */
  finalValues?: 'apply' | 'dispute';
  /** Attached to the 'corrected' changes only (an import's `--reason`); `note` goes on every change. */
  correctionNote?: string;
  /**
   * Values that disagree with the draw and are not applied (the results feed's disagreements):
   * each recorded once as a 'disputed' change, with the edit's source.
   */
  disputed?: readonly Pick<DrawChange, 'field' | 'from' | 'to' | 'note'>[];
}

/** Every source's value of a disputed tier, for notes and reports: `96 (GLO's table) / 06 (the Sanook archive)`. */
export function describeDisagreement(disagreement: TierDisagreement): string {
  return disagreement.values
    .map(
      (value) =>
        `${value.numbers.length > 6 ? `${value.numbers.length} numbers` : value.numbers.join(' ')} (${VALUE_SOURCE_NAMES[value.source]})`,
    )
    .join(' / ');
}

/** Two disagreements on a tier hold the same values from the same sources (lists as multisets). */
export function sameDisagreement(a: TierDisagreement, b: TierDisagreement): boolean {
  if (a.tier !== b.tier || a.values.length !== b.values.length) return false;
  return a.values.every((value) =>
    b.values.some(
      (other) => other.source === value.source && sameNumbers(other.numbers, value.numbers),
    ),
  );
}

/** Stated amounts as one line: `sanook: prize1 6000000, near1 100000`. */
function describeAmounts(amounts: StatedAmounts | undefined): string | null {
  if (amounts === undefined) return null;
  const parts = TIERS.filter((tier) => amounts.baht[tier] !== undefined).map(
    (tier) => `${tier} ${String(amounts.baht[tier])}`,
  );
  return `${amounts.source}: ${parts.join(', ')}`;
}

/** Stated amounts copied in sheet order (the answers' bytes do not depend on the input's key order). */
export function copyAmounts(amounts: StatedAmounts): StatedAmounts {
  const baht: StatedAmounts['baht'] = {};
  for (const tier of TIERS) {
    const value = amounts.baht[tier];
    if (value !== undefined) baht[tier] = value;
  }
  return { source: amounts.source, baht };
}

/** A disagreement copied field by field, in one order. */
export function copyDisagreement(disagreement: TierDisagreement): TierDisagreement {
  const copy: TierDisagreement = {
    tier: disagreement.tier,
    values: disagreement.values.map((value) => ({
      source: value.source,
      numbers: [...value.numbers],
    })),
  };
  if (disagreement.note !== undefined) copy.note = disagreement.note;
  return copy;
}

/** Disagreements in sheet order of their tiers, copied. */
function sortedDisagreements(list: readonly TierDisagreement[]): TierDisagreement[] {
  return TIERS.flatMap((tier) => list.filter((d) => d.tier === tier).map(copyDisagreement));
}

/** The tier's value as stored (a string for prize1/last2, a list otherwise). */
function tierValue(draw: DrawNumbers, tier: Tier): string | string[] | undefined {
  const value = (draw as Record<Tier, string | string[] | undefined>)[tier];
  return Array.isArray(value) ? [...value] : value;
}

/** Only the numbers of a draw, every tier in sheet order (absent tiers left out). */
export function numbersOf(draw: DrawNumbers): DrawNumbers {
  const numbers: DrawNumbers = {};
  for (const tier of TIERS) setTierNumbers(numbers, tier, tierNumbers(draw, tier));
  return numbers;
}

export { sameNumbers };

const sameValue = (a: DrawChange['from'], b: DrawChange['from']) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether `changes` already holds this source correction (so a re-import records it once). */
function hasSourceChange(changes: readonly DrawChange[], fix: SourceCorrection): boolean {
  return changes.some(
    (c) =>
      c.kind === 'source' &&
      c.field === fix.field &&
      sameValue(c.from, fix.from) &&
      sameValue(c.to, fix.to),
  );
}

/**
 * The newest `at` of an admin's correction of a published number ('Corrected on …'), or undefined
 * when the history holds none. The importer's source fixes are stamped with the import's time,
 * which says nothing about the draw: they are listed, never dated.
 */
export function latestCorrection(changes: readonly DrawChange[]): string | undefined {
  let latest: string | undefined;
  for (const change of changes)
    if (
      change.kind !== 'source' &&
      isCorrection(change) &&
      (latest === undefined || change.at > latest)
    )
      latest = change.at;
  return latest;
}

/**
 * Applies `edit` to `current` and lists the changes it makes, each stamped with `by`, `at` and the
 * edit's `source`: a tier the draw lacked is 'added'; a tier whose numbers differ (as a multiset)
 * or that is removed is 'corrected' (old → new); a disputed tier given a number is settled (its
 * disagreement dropped, 'corrected' from nothing); a tier the edit says is disputed loses its
 * number and keeps every source's value; the draw date and the status have their own kinds;
 * source corrections not yet on record become 'source' changes. Tiers given with the numbers
 * already on file change nothing. With `finalValues: 'dispute'`, what would change a final draw
 * is held back instead: answered in `disputes` and recorded (once) as 'disputed'. The result is
 * not validated: the caller checks it with `drawIssues`.
 */
export function applyEdit(
  current: DrawState,
  edit: DrawEdit,
  by: string,
  at: string,
): { next: DrawState; changes: DrawChange[]; disputes: DrawChange[] } {
  const next: DrawState = { ...current, ...numbersOf(current), changes: [...current.changes] };
  let disagreements = (current.disagreements ?? []).map(copyDisagreement);
  const changes: DrawChange[] = [];
  const disputes: DrawChange[] = [];
  const holdFinal = current.status === 'final' && edit.finalValues === 'dispute';
  const source = edit.source === undefined ? {} : { source: edit.source };
  const record = (change: Omit<DrawChange, 'at' | 'by'>) => {
    const full: DrawChange = { at, by, ...(change.kind === 'source' ? {} : source), ...change };
    const notes = [
      change.note,
      change.kind === 'corrected' ? edit.correctionNote : undefined,
      edit.note,
    ].filter((note) => note !== undefined);
    if (notes.length > 0) full.note = notes.join('; ');
    changes.push(full);
  };
  /** A value that differs from the final draw's, held back: answered every time, recorded once. */
  const dispute = (change: Pick<DrawChange, 'field' | 'from' | 'to' | 'note'>) => {
    const full: DrawChange = { at, by, kind: 'disputed', ...source, ...change };
    if (full.note === undefined) delete full.note;
    disputes.push(full);
    const onRecord = current.changes.some(
      (c) =>
        c.kind === 'disputed' &&
        c.field === change.field &&
        sameValue(c.from, change.from) &&
        sameValue(c.to, change.to),
    );
    if (!onRecord) changes.push(full);
  };

  for (const tier of TIERS) {
    const before = tierValue(current, tier);
    const given = tierValue(edit.numbers, tier);
    const stored = disagreements.find((d) => d.tier === tier);
    const asked = edit.disagreements?.find((d) => d.tier === tier);
    if (given !== undefined && stored !== undefined) {
      const why = describeDisagreement(stored);
      if (holdFinal) {
        dispute({ field: tier, from: null, to: given, note: `the draw has it disputed: ${why}` });
      } else {
        record({
          kind: 'corrected',
          field: tier,
          from: null,
          to: given,
          note: `settles the disagreement: ${why}`,
        });
        setTierNumbers(next, tier, tierNumbers(edit.numbers, tier));
        disagreements = disagreements.filter((d) => d.tier !== tier);
      }
    } else if (given !== undefined) {
      if (before === undefined) {
        record({ kind: 'added', field: tier, from: null, to: given });
        setTierNumbers(next, tier, tierNumbers(edit.numbers, tier));
      } else if (!sameNumbers(tierNumbers(current, tier), tierNumbers(edit.numbers, tier))) {
        if (holdFinal) dispute({ field: tier, from: before, to: given });
        else {
          record({ kind: 'corrected', field: tier, from: before, to: given });
          setTierNumbers(next, tier, tierNumbers(edit.numbers, tier));
        }
      }
    } else if (asked !== undefined) {
      const why = `sources disagree: ${describeDisagreement(asked)}`;
      if (stored !== undefined) {
        if (sameDisagreement(stored, asked)) continue;
        record({
          kind: 'corrected',
          field: tier,
          from: null,
          to: null,
          note: `${why} (was ${describeDisagreement(stored)})`,
        });
      } else if (before !== undefined) {
        if (holdFinal) {
          dispute({ field: tier, from: before, to: null, note: why });
          continue;
        }
        record({ kind: 'corrected', field: tier, from: before, to: null, note: why });
        setTierNumbers(next, tier, undefined);
      } else {
        record({ kind: 'added', field: tier, from: null, to: null, note: why });
      }
      disagreements = [...disagreements.filter((d) => d.tier !== tier), copyDisagreement(asked)];
    } else if (edit.remove?.includes(tier) === true) {
      if (stored !== undefined) {
        record({
          kind: 'corrected',
          field: tier,
          from: null,
          to: null,
          note: `disagreement dropped: ${describeDisagreement(stored)}`,
        });
        disagreements = disagreements.filter((d) => d.tier !== tier);
      } else if (before !== undefined) {
        record({ kind: 'corrected', field: tier, from: before, to: null });
        setTierNumbers(next, tier, undefined);
      }
    }
  }
  if (disagreements.length > 0) next.disagreements = sortedDisagreements(disagreements);
  else delete next.disagreements;

  if (edit.drawDate !== undefined && edit.drawDate !== current.drawDate) {
    if (holdFinal) dispute({ field: 'drawDate', from: current.drawDate, to: edit.drawDate });
    else {
      record({ kind: 'drawDate', field: 'drawDate', from: current.drawDate, to: edit.drawDate });
      next.drawDate = edit.drawDate;
    }
  }
  if (edit.status !== undefined && edit.status !== current.status) {
    if (holdFinal) dispute({ field: 'status', from: current.status, to: edit.status });
    else {
      record({ kind: 'status', field: 'status', from: current.status, to: edit.status });
      next.status = edit.status;
    }
  }
  if (edit.amounts !== undefined) {
    const from = describeAmounts(current.amounts);
    const to = describeAmounts(edit.amounts);
    if (from !== to) {
      record({ kind: from === null ? 'added' : 'corrected', field: 'amounts', from, to });
      next.amounts = copyAmounts(edit.amounts);
    }
  }
  for (const change of edit.disputed ?? []) dispute(change);
  for (const fix of edit.sourceCorrections ?? []) {
    if (hasSourceChange(current.changes, fix)) continue;
    record({ kind: 'source', field: fix.field, from: fix.from, to: fix.to, note: fix.basis });
  }

  next.changes.push(...changes);
  const corrected = latestCorrection(next.changes);
  if (corrected !== undefined) next.correctedAt = corrected;
  return { next, changes, disputes };
}

/** What a new draw is made of: its numbers, the dates, and optionally its status. */
export interface NewDraw extends DrawNumbers {
  date: string;
  drawDate?: string | undefined;
  status?: DrawStatus | undefined;
  note?: string | undefined;
  disagreements?: readonly TierDisagreement[] | undefined;
  amounts?: StatedAmounts | undefined;
}

/**
 * A new draw: the draw date defaults to the period date, the status to `final` when every tier of
 * its era is given and `provisional` otherwise. An admin's draw records a 'created' change; an
 * imported one starts with its source corrections only (its history before the import is not ours).
 */
export function createDraw(
  input: NewDraw,
  origin: {
    by: string;
    at: string;
    recordCreated: boolean;
    sourceCorrections?: readonly SourceCorrection[];
    /** Recorded on the 'created' change. */
    source?: ValueSource;
  },
): DrawState {
  const numbers = numbersOf(input);
  const disagreements =
    input.disagreements === undefined || input.disagreements.length === 0
      ? undefined
      : sortedDisagreements(input.disagreements);
  const draw: DrawState = {
    date: input.date,
    drawDate: input.drawDate ?? input.date,
    status:
      input.status ??
      (missingTiers({ ...numbers, date: input.date, disagreements }).length === 0
        ? 'final'
        : 'provisional'),
    ...numbers,
    changes: [],
  };
  if (disagreements !== undefined) draw.disagreements = disagreements;
  if (input.amounts !== undefined) draw.amounts = copyAmounts(input.amounts);
  if (origin.recordCreated) {
    draw.changes.push({
      at: origin.at,
      by: origin.by,
      kind: 'created',
      ...(origin.source === undefined ? {} : { source: origin.source }),
      ...(input.note === undefined ? {} : { note: input.note }),
    });
  }
  for (const fix of origin.sourceCorrections ?? []) {
    draw.changes.push({
      at: origin.at,
      by: origin.by,
      kind: 'source',
      field: fix.field,
      from: fix.from,
      to: fix.to,
      note: fix.basis,
    });
  }
  const corrected = latestCorrection(draw.changes);
  if (corrected !== undefined) draw.correctedAt = corrected;
  return draw;
}

/** A value of a change, short enough for a report line (long lists show what differs). */
function showValue(value: DrawChange['from']): string {
  if (value === null || value === undefined) return '—';
  return Array.isArray(value)
    ? value.length > 6
      ? `${value.length} numbers`
      : value.join(' ')
    : value;
}

function listDifference(from: readonly string[], to: readonly string[]): string {
  const left = [...to];
  const removed: string[] = [];
  for (const value of from) {
    const index = left.indexOf(value);
    if (index === -1) removed.push(value);
    else left.splice(index, 1);
  }
  return [...removed.map((value) => `−${value}`), ...left.map((value) => `+${value}`)].join(' ');
}

/**
 * One line per change, for reports: `corrected last2 55 → 54`, `added near1`, `status provisional
 * → final`; a change's note follows in brackets (a source fix's basis is the data README's).
 */
export function describeChange(change: DrawChange): string {
  const field = change.field ?? '';
  const note = change.kind === 'source' || change.note === undefined ? '' : ` (${change.note})`;
  if (change.kind === 'created') return `created${note}`;
  if (change.kind === 'added') return `added ${field}${note}`;
  const verb =
    change.kind === 'source'
      ? 'source fix'
      : change.kind === 'corrected'
        ? 'corrected'
        : change.kind === 'disputed'
          ? 'disputed'
          : 'set';
  if (Array.isArray(change.from) && Array.isArray(change.to) && change.to.length > 6) {
    return `${verb} ${field} (${listDifference(change.from, change.to)})${note}`;
  }
  return `${verb} ${field} ${showValue(change.from)} → ${showValue(change.to)}${note}`;
}
