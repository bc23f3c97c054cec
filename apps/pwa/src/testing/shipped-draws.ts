import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type Draw,
  MAIN_TIERS,
  missingTiers,
  parseShippedDraws,
  type Result,
  type ShippedDraw,
  type Tier,
} from '@lotto/contracts';
import type { FullTiers } from '@/features/history/lib/lookup';

/*
 * Real draws for tests, read at test time from the history the product ships
 * (data/history/draws.ndjson, format in data/README.md), never copied in: a draw that changes
 * there changes here. Shaped as the PWA receives them: a draw as `GET /results/claimable` lists
 * it, the light list of `GET /results` (main tiers only), the full tiers of `GET /results/tiers`.
 */

// import.meta.url is an http URL under jsdom; the folder name is a file path.
const HISTORY = resolve(import.meta.dirname, '../../../../data/history/draws.ndjson');

let all: ShippedDraw[] | undefined;
let byDate: Map<string, ShippedDraw> | undefined;

/** Every shipped draw, newest first (the file's order), each checked with `ShippedDrawSchema`. */
export function shippedDraws(): readonly ShippedDraw[] {
  all ??= parseShippedDraws(readFileSync(HISTORY, 'utf8')).map((row) => {
    if (!row.ok) throw new Error(`${HISTORY} line ${row.line}: ${row.reason}`);
    return row.draw;
  });
  return all;
}

/** The shipped draw of a period date; throws naming the date when the history does not hold it. */
export function shippedDraw(date: string): ShippedDraw {
  byDate ??= new Map(shippedDraws().map((draw) => [draw.date, draw]));
  const draw = byDate.get(date);
  if (!draw) throw new Error(`${HISTORY} has no draw of ${date}`);
  return draw;
}

/** A shipped draw as the API lists it (`GET /results/claimable`): every tier, `missing` derived. */
export function toDraw(shipped: ShippedDraw): Draw {
  const { sources: _s, corrections: _c, ...draw } = shipped;
  return {
    _id: `t${draw.date.replaceAll('-', '').padStart(23, '0')}`,
    ...draw,
    missing: missingTiers(draw),
  };
}

/**
 * A draw as the light list (`GET /results`) has it: the main tiers only, with the disagreements
 * and stated amounts on them.
 */
export function toLight(draw: Draw): Result {
  const light: Result = {
    _id: draw._id,
    date: draw.date,
    drawDate: draw.drawDate,
    status: draw.status,
    missing: draw.missing,
  };
  const main = MAIN_TIERS as readonly Tier[];
  for (const tier of main)
    if (draw[tier] !== undefined) Object.assign(light, { [tier]: draw[tier] });
  const disputed = draw.disagreements?.filter((d) => main.includes(d.tier));
  if (disputed !== undefined && disputed.length > 0) light.disagreements = disputed;
  if (draw.amounts !== undefined) {
    const baht = Object.fromEntries(
      Object.entries(draw.amounts.baht).filter(([tier]) => main.includes(tier as Tier)),
    );
    if (Object.keys(baht).length > 0) light.amounts = { source: draw.amounts.source, baht };
  }
  return light;
}

/** The shipped draw of a period date as `GET /results/claimable` lists it. */
export function asDraw(date: string): Draw {
  return toDraw(shippedDraw(date));
}

/** The shipped draw of a period date as the light list (`GET /results`) has it. */
export function asLight(date: string): Result {
  return toLight(asDraw(date));
}

/**
 * The body of `POST /api/results/add` for a shipped draw (status kept: a draw with gaps is final).
 * What the admin cannot enter stays behind: the sources' disagreements and stated amounts (only
 * the history import brings those).
 */
export function addBody(date: string): Record<string, unknown> {
  const {
    sources: _s,
    corrections: _c,
    disagreements: _d,
    amounts: _a,
    ...draw
  } = shippedDraw(date);
  return draw;
}

/** The light list of the whole shipped history, newest first, as `GET /results` sends it. */
export function shippedLight(): Result[] {
  return shippedDraws().map((draw) => toLight(toDraw(draw)));
}

/**
 * The near-first and 2nd–5th prizes of every shipped draw that has any, by period date, as the PWA
 * keeps `GET /results/tiers` of the whole history.
 */
export function shippedFull(): Map<string, FullTiers> {
  const map = new Map<string, FullTiers>();
  for (const { date, near1, prize2, prize3, prize4, prize5 } of shippedDraws()) {
    const tiers: FullTiers = {};
    if (near1) tiers.near1 = near1;
    if (prize2) tiers.prize2 = prize2;
    if (prize3) tiers.prize3 = prize3;
    if (prize4) tiers.prize4 = prize4;
    if (prize5) tiers.prize5 = prize5;
    if (Object.keys(tiers).length > 0) map.set(date, tiers);
  }
  return map;
}
