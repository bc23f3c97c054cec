import { isIsoDate } from '@lotto/number-tools';
import {
  type DrawInput,
  drawIssues,
  type DrawNumbers,
  type DrawPatch,
  type DrawStatus,
  eraOf,
  type FieldIssue,
  isSingleTier,
  missingTiers,
  setTierNumbers,
  type Tier,
  type TierDisagreement,
  TIER_NAMES,
  tierNumbers,
  TIERS,
} from '@lotto/contracts';
import type { OfficialText } from './official-text/types';

/*
 * What the preview shows and what Save sends: the pasted numbers merged with the stored draw (when
 * the date has one), every rule the result breaks (`drawIssues`, the parser's problems, the
 * server's 400 details) put on the number it is about, allowed repeats as warnings, corrections
 * as old → new, and the request body.
 */

/** One number in a tier's grid. */
export interface ReviewCell {
  /** `drawIssues` path of the number (`prize5.16`, or `prize1` for a single-number tier). */
  path: string;
  number: string;
  errors: string[];
  warnings: string[];
  /** The stored number this one replaces (a correction). */
  old?: string;
}

/**
 * - `new`: not on file, given now; `corrected`: on file, given with other numbers;
 * - `unchanged`: given, same numbers as on file; `kept`: on file, not in the text, stays;
 * - `removed`: on file, not in the text, to be removed; `absent`: in neither;
 * - `disputed`: its sources disagree (no number on file), not in the text: stays disputed;
 * - `settled`: disputed, given now: the numbers settle the disagreement.
 */
export type TierChange =
  'new' | 'corrected' | 'unchanged' | 'kept' | 'removed' | 'absent' | 'disputed' | 'settled';

export interface ReviewTier {
  tier: Tier;
  name: string;
  /** How many numbers the era's draw has in this tier (0: not a tier of the era). */
  expected: number;
  change: TierChange;
  cells: ReviewCell[];
  /** Problems of the tier as a whole (its count, a text that ends inside it). */
  errors: string[];
  /** Stored numbers that the correction drops without a replacement. */
  dropped: string[];
  /** Every source's value, when the tier is disputed on file. */
  disagreement?: TierDisagreement;
}

/** One line of the summary above the grids. */
export interface ReviewProblem {
  severity: 'error' | 'warning';
  /** Where: `5th prize #17`, `Draw date`, or '' for the whole draw. */
  where: string;
  message: string;
  /** The cell it is about, to move the focus there. */
  path?: string;
}

export type SaveBody =
  { kind: 'add'; input: DrawInput } | { kind: 'patch'; date: string; patch: DrawPatch };

export interface DrawReview {
  tiers: ReviewTier[];
  /** Groups past the end of the draw, each an error. */
  extra: ReviewCell[];
  /** Problems of the whole draw or of its dates. */
  general: string[];
  problems: ReviewProblem[];
  errorCount: number;
  warningCount: number;
  /** Tiers of the era that the saved draw will not hold. */
  missing: Tier[];
  /** What Save sends; null when there is nothing to send. */
  body: SaveBody | null;
}

/** A draw on file, as far as the review needs it. */
export type DrawOnFile = DrawNumbers & {
  date: string;
  drawDate: string;
  status: DrawStatus;
  /** Tiers its sources disagree on (absent from the numbers). */
  disagreements?: TierDisagreement[] | undefined;
};

export interface ReviewInput {
  /** The period date (the draw's key). */
  date: string;
  drawDate: string;
  status: DrawStatus;
  parsed: OfficialText;
  /** The draw on file for `date`, when editing one. */
  stored?: DrawOnFile | undefined;
  /** Whether tiers on file that the text lacks are removed (else kept). */
  removeMissing?: boolean;
  note?: string;
  /** The field problems of the server's last 400 answer for this text. */
  serverIssues?: readonly FieldIssue[];
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Indexes of the numbers of `from` not matched one for one in `other` (a multiset difference). */
function unmatched(from: readonly string[], other: readonly string[]): number[] {
  const left = [...other];
  const indexes: number[] = [];
  from.forEach((n, i) => {
    const at = left.indexOf(n);
    if (at === -1) indexes.push(i);
    else left.splice(at, 1);
  });
  return indexes;
}

function pushUnique(list: string[], message: string): void {
  if (!list.includes(message)) list.push(message);
}

/** Builds the preview of what Save would store, and the body it would send. */
export function reviewDraw(input: ReviewInput): DrawReview {
  const { date, drawDate, status, parsed, stored, removeMissing = false } = input;
  // An unreadable date is checked by the form; meanwhile read the numbers as today's era.
  const era = eraOf(isIsoDate(date) ? date : '9999-12-31');
  const merged: DrawNumbers = {};
  const tiers: ReviewTier[] = [];
  const patch: DrawPatch = {};
  const remove: Tier[] = [];

  const stillDisputed: TierDisagreement[] = [];
  for (const tier of TIERS) {
    const given = tierNumbers(parsed.numbers, tier);
    const onFile = stored ? tierNumbers(stored, tier) : undefined;
    const disagreement = stored?.disagreements?.find((d) => d.tier === tier);
    const rule = era.tiers[tier];
    let change: TierChange;
    let shown: readonly string[] = [];
    if (given !== undefined) {
      shown = given;
      change =
        disagreement !== undefined
          ? 'settled'
          : onFile === undefined
            ? 'new'
            : sameSet(given, onFile)
              ? 'unchanged'
              : 'corrected';
      setTierNumbers(merged, tier, given);
      if (change !== 'unchanged') setTierNumbers(patch, tier, given);
    } else if (disagreement !== undefined) {
      // Stays disputed: the text does not settle it, and "remove the tiers left out" leaves it be.
      change = 'disputed';
      stillDisputed.push(disagreement);
    } else if (onFile !== undefined) {
      shown = onFile;
      change = removeMissing ? 'removed' : 'kept';
      if (removeMissing) remove.push(tier);
      else setTierNumbers(merged, tier, onFile);
    } else {
      change = 'absent';
    }
    if (rule === undefined && change === 'absent') continue;

    const cells: ReviewCell[] = shown.map((number, index) => ({
      path: isSingleTier(tier) ? tier : `${tier}.${index}`,
      number,
      errors: [],
      warnings: [],
    }));
    let dropped: string[] = [];
    if (change === 'corrected' && onFile !== undefined) {
      // Lists are sets (sources print them in different orders): pair what left with what came.
      const left = new Set(unmatched(onFile, shown));
      const gone = onFile.filter((_, i) => left.has(i));
      const came = unmatched(shown, onFile);
      came.forEach((at, k) => {
        const cell = cells[at];
        if (cell && k < gone.length) cell.old = gone[k];
      });
      const next = Math.min(came.length, gone.length);
      dropped = gone.slice(next);
    }
    if (rule !== undefined && !rule.distinct && change !== 'removed') {
      const seen = new Map<string, number>();
      for (const cell of cells) {
        const times = (seen.get(cell.number) ?? 0) + 1;
        seen.set(cell.number, times);
        if (times > 1) {
          cell.warnings.push(
            `${cell.number} appears more than once in ${TIER_NAMES[tier]} (allowed: check the source)`,
          );
        }
      }
    }
    tiers.push({
      tier,
      name: TIER_NAMES[tier],
      expected: rule?.count ?? 0,
      change,
      cells,
      errors: [],
      dropped,
      ...(disagreement === undefined ? {} : { disagreement }),
    });
  }

  const extra: ReviewCell[] = parsed.extra.map((number, index) => ({
    path: `extra.${index}`,
    number,
    errors: [],
    warnings: [],
  }));
  const general: string[] = [];
  const hasNumbers = TIERS.some((tier) => tierNumbers(merged, tier) !== undefined);
  const issues: FieldIssue[] = [
    ...parsed.problems,
    ...(hasNumbers || parsed.problems.length > 0 ? drawIssues({ date, drawDate, ...merged }) : []),
    ...(input.serverIssues ?? []),
  ];

  const byPath = new Map(tiers.map((t) => [t.tier as string, t]));
  for (const issue of issues) {
    const [head = '', index] = issue.path.split('.');
    if (head === 'extra') {
      for (const cell of extra) pushUnique(cell.errors, issue.message);
      continue;
    }
    const tier = byPath.get(head);
    if (tier === undefined) {
      pushUnique(general, issue.message);
      continue;
    }
    const cell =
      index === undefined
        ? isSingleTier(tier.tier)
          ? tier.cells[0]
          : undefined
        : tier.cells[Number(index)];
    pushUnique(cell ? cell.errors : tier.errors, issue.message);
  }

  const missing =
    stored || hasNumbers ? missingTiers({ date, ...merged, disagreements: stillDisputed }) : [];
  const problems: ReviewProblem[] = [];
  for (const message of general) problems.push({ severity: 'error', where: '', message });
  for (const tier of tiers) {
    for (const message of tier.errors)
      problems.push({ severity: 'error', where: tier.name, message, path: tier.tier });
    tier.cells.forEach((cell, i) => {
      const where = tier.cells.length > 1 ? `${tier.name} #${i + 1}` : tier.name;
      for (const message of cell.errors)
        problems.push({ severity: 'error', where, message, path: cell.path });
      for (const message of cell.warnings)
        problems.push({ severity: 'warning', where, message, path: cell.path });
    });
  }
  extra.forEach((cell, i) => {
    // One line for all of them: the parser's message lists every extra group.
    if (i === 0)
      for (const message of cell.errors)
        problems.push({ severity: 'error', where: 'After the draw', message, path: cell.path });
  });
  if (status === 'final' && missing.length > 0 && (hasNumbers || stored)) {
    problems.push({
      severity: 'warning',
      where: '',
      message: `Marked final, but ${missing.map((t) => TIER_NAMES[t]).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not on file`,
    });
  }
  const errorCount = problems.filter((p) => p.severity === 'error').length;
  const warningCount = problems.length - errorCount;

  let body: SaveBody | null = null;
  const note = input.note?.trim();
  if (stored === undefined) {
    if (hasNumbers) {
      body = {
        kind: 'add',
        input: { date, drawDate, status, ...merged, ...(note ? { note } : {}) },
      };
    }
  } else {
    if (remove.length > 0) patch.remove = remove;
    if (drawDate !== stored.drawDate) patch.drawDate = drawDate;
    if (status !== stored.status) patch.status = status;
    if (Object.keys(patch).length > 0) {
      body = { kind: 'patch', date: stored.date, patch: { ...patch, ...(note ? { note } : {}) } };
    }
  }
  return { tiers, extra, general, problems, errorCount, warningCount, missing, body };
}

/** The status a draw gets unless the admin says otherwise: final once every tier of its era is in. */
export function defaultStatus(date: string, numbers: DrawNumbers): DrawStatus {
  return isIsoDate(date) && missingTiers({ date, ...numbers }).length === 0
    ? 'final'
    : 'provisional';
}
