import {
  type Draw,
  type DrawChange,
  type DrawDetail,
  type DrawTiers,
  drawDetailOf,
  FULL_TIERS,
  MAIN_TIERS,
  missingTiers,
  type Result,
  type Tier,
  TIERS,
} from '@lotto/contracts';
import { copyAmounts, copyDisagreement, type DrawState } from './draw-edit.js';

/** A stored draw: its id and state. */
export interface DrawRecord extends DrawState {
  _id: string;
}

type Shape<T> = Record<string, unknown> & T;

/**
 * The answers' shapes, built field by field in one order so that both engines (which store keys in
 * different orders) send identical bytes and ETags, and no stored field leaks out.
 */
function meta(
  draw: Omit<DrawRecord, 'changes'>,
): Shape<Pick<Result, '_id' | 'date' | 'drawDate' | 'status'>> {
  return { _id: draw._id, date: draw.date, drawDate: draw.drawDate, status: draw.status };
}

function copyTiers(
  target: Record<string, unknown>,
  draw: Omit<DrawRecord, 'changes'>,
  tiers: readonly Tier[],
): void {
  for (const tier of tiers) {
    const value = (draw as Record<Tier, string | string[] | undefined>)[tier];
    if (value !== undefined) target[tier] = value;
  }
}

/** The draw's disagreements on `tiers` (copied, in sheet order), when it has any. */
function copyDisagreements(
  target: Record<string, unknown>,
  draw: Omit<DrawRecord, 'changes'>,
  tiers: readonly Tier[],
): void {
  const disputed = (draw.disagreements ?? []).filter((d) => tiers.includes(d.tier));
  if (disputed.length > 0) target.disagreements = disputed.map(copyDisagreement);
}

/** The amounts a source stated for `tiers`, when it stated any. */
function copyStatedAmounts(
  target: Record<string, unknown>,
  draw: Omit<DrawRecord, 'changes'>,
  tiers: readonly Tier[],
): void {
  if (draw.amounts === undefined) return;
  const { source, baht } = copyAmounts(draw.amounts);
  const kept = Object.fromEntries(
    Object.entries(baht).filter(([tier]) => (tiers as readonly string[]).includes(tier)),
  );
  if (Object.keys(kept).length > 0) target.amounts = { source, baht: kept };
}

function finish(
  target: Record<string, unknown>,
  draw: Omit<DrawRecord, 'changes'>,
  tiers: readonly Tier[],
): Record<string, unknown> {
  target.missing = missingTiers(draw);
  if (draw.correctedAt !== undefined) target.correctedAt = draw.correctedAt;
  copyDisagreements(target, draw, tiers);
  copyStatedAmounts(target, draw, tiers);
  return target;
}

/** The light list item: the main tiers only, with their disagreements and stated amounts. */
export function toResult(draw: Omit<DrawRecord, 'changes'>): Result {
  const result = meta(draw);
  copyTiers(result, draw, MAIN_TIERS);
  return finish(result, draw, MAIN_TIERS) as Result;
}

/** The draw with every tier on file, its disagreements and stated amounts, without its history. */
export function toDraw(draw: Omit<DrawRecord, 'changes'>): Draw {
  const result = meta(draw);
  copyTiers(result, draw, TIERS);
  return finish(result, draw, TIERS) as Draw;
}

/**
 * The near-first and 2nd–5th prizes on file and the disagreements on them (`GET /results/tiers`
 * item), or null when it has neither: a draw whose full tier is disputed is listed.
 */
export function toTiers(draw: Omit<DrawRecord, 'changes'>): DrawTiers | null {
  const tiers: Shape<Pick<DrawTiers, 'date'>> = { date: draw.date };
  copyTiers(tiers, draw, FULL_TIERS);
  copyDisagreements(tiers, draw, FULL_TIERS);
  return Object.keys(tiers).length === 1 ? null : tiers;
}

/** A change as the public sees it: without who made it. */
function publicChange({ by: _by, ...change }: DrawChange): DrawChange {
  return change;
}

/**
 * The draw page's answer: every tier, the era, the prize schedule of its period (or null), and its
 * history. `withAuthors` keeps who made each change (admin answers only).
 */
export function toDetail(draw: DrawRecord, withAuthors: boolean): DrawDetail {
  const changes = withAuthors
    ? draw.changes.map((change) => ({ ...change }))
    : draw.changes.map(publicChange);
  return drawDetailOf(toDraw(draw), changes);
}

/**
 * What list queries leave out: the history. The full tiers stay in, because `missing` is computed
 * from them (the era rules live in the contracts, so a stored copy could go stale).
 */
export const LIST_OMITTED = ['changes'] as const;
