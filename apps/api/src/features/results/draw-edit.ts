import {
  type DrawChange,
  type DrawNumbers,
  type DrawStatus,
  isCorrection,
  missingTiers,
  setTierNumbers,
  type SourceCorrection,
  type Tier,
  TIERS,
  tierNumbers,
} from '@lotto/contracts';

/** A draw with everything the service reasons about (no id): numbers, dates, status, history. */
export interface DrawState extends DrawNumbers {
  date: string;
  drawDate: string;
  status: DrawStatus;
  changes: DrawChange[];
  /** Time of the latest correction of a published number. */
  correctedAt?: string;
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

/** Lists of prize numbers are compared as multisets: sources print them in different orders. */
export function sameNumbers(
  a: readonly string[] | undefined,
  b: readonly string[] | undefined,
): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a.length !== b.length) return false;
  const sortedB = [...b].sort();
  return [...a].sort().every((value, index) => value === sortedB[index]);
}

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
 * Applies `edit` to `current` and lists the changes it makes, each stamped with `by` and `at`:
 * a tier the draw lacked is 'added'; a tier whose numbers differ (as a multiset) or that is removed
 * is 'corrected' (old → new); the draw date and the status have their own kinds; source
 * corrections not yet on record become 'source' changes. Tiers given with the numbers already on
 * file change nothing. The result is not validated: the caller checks it with `drawIssues`.
 */
export function applyEdit(
  current: DrawState,
  edit: DrawEdit,
  by: string,
  at: string,
): { next: DrawState; changes: DrawChange[] } {
  const next: DrawState = { ...current, ...numbersOf(current), changes: [...current.changes] };
  const changes: DrawChange[] = [];
  const record = (change: Omit<DrawChange, 'at' | 'by'>) => {
    const full: DrawChange = { at, by, ...change };
    if (edit.note !== undefined && full.note === undefined) full.note = edit.note;
    changes.push(full);
  };

  for (const tier of TIERS) {
    const before = tierValue(current, tier);
    const given = tierValue(edit.numbers, tier);
    if (given !== undefined) {
      if (before === undefined) {
        record({ kind: 'added', field: tier, from: null, to: given });
        setTierNumbers(next, tier, tierNumbers(edit.numbers, tier));
      } else if (!sameNumbers(tierNumbers(current, tier), tierNumbers(edit.numbers, tier))) {
        record({ kind: 'corrected', field: tier, from: before, to: given });
        setTierNumbers(next, tier, tierNumbers(edit.numbers, tier));
      }
    } else if (edit.remove?.includes(tier) === true && before !== undefined) {
      record({ kind: 'corrected', field: tier, from: before, to: null });
      setTierNumbers(next, tier, undefined);
    }
  }
  if (edit.drawDate !== undefined && edit.drawDate !== current.drawDate) {
    record({ kind: 'drawDate', field: 'drawDate', from: current.drawDate, to: edit.drawDate });
    next.drawDate = edit.drawDate;
  }
  if (edit.status !== undefined && edit.status !== current.status) {
    record({ kind: 'status', field: 'status', from: current.status, to: edit.status });
    next.status = edit.status;
  }
  for (const fix of edit.sourceCorrections ?? []) {
    if (hasSourceChange(current.changes, fix)) continue;
    record({ kind: 'source', field: fix.field, from: fix.from, to: fix.to, note: fix.basis });
  }

  next.changes.push(...changes);
  const corrected = latestCorrection(next.changes);
  if (corrected !== undefined) next.correctedAt = corrected;
  return { next, changes };
}

/** What a new draw is made of: its numbers, the dates, and optionally its status. */
export interface NewDraw extends DrawNumbers {
  date: string;
  drawDate?: string | undefined;
  status?: DrawStatus | undefined;
  note?: string | undefined;
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
  },
): DrawState {
  const numbers = numbersOf(input);
  const draw: DrawState = {
    date: input.date,
    drawDate: input.drawDate ?? input.date,
    status:
      input.status ??
      (missingTiers({ ...numbers, date: input.date }).length === 0 ? 'final' : 'provisional'),
    ...numbers,
    changes: [],
  };
  if (origin.recordCreated) {
    draw.changes.push({
      at: origin.at,
      by: origin.by,
      kind: 'created',
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

/** One line per change, for reports: `corrected last2 55 → 54`, `added near1`, `status provisional → final`. */
export function describeChange(change: DrawChange): string {
  const field = change.field ?? '';
  if (change.kind === 'created') return 'created';
  if (change.kind === 'added') return `added ${field}`;
  const verb =
    change.kind === 'source' ? 'source fix' : change.kind === 'corrected' ? 'corrected' : 'set';
  if (Array.isArray(change.from) && Array.isArray(change.to) && change.to.length > 6) {
    return `${verb} ${field} (${listDifference(change.from, change.to)})`;
  }
  return `${verb} ${field} ${showValue(change.from)} → ${showValue(change.to)}`;
}
