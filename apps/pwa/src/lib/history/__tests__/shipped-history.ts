import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { missingTiers, ShippedDrawSchema, type Result, type ShippedDraw } from '@lotto/contracts';
import * as v from 'valibot';
import type { FullTiers } from '../lookup';

/*
 * The project's shipped history (data/history/draws.ndjson, built from ../shared/data; format in
 * data/README.md) as the PWA holds it: the light list the API's `GET /results` sends (main tiers,
 * `missing` from the era rules) and the full tiers `GET /results/tiers` sends, by period date.
 */

const FILE = resolve(import.meta.dirname, '../../../../../../data/history/draws.ndjson');

let cached: ShippedDraw[] | undefined;

/** Every shipped draw, newest first, each checked against the contract. */
export function shippedDraws(): ShippedDraw[] {
  cached ??= readFileSync(FILE, 'utf8')
    .trim()
    .split('\n')
    .map((line) => v.parse(ShippedDrawSchema, JSON.parse(line)));
  return cached;
}

/** The light list item of a shipped draw, as the API builds it. */
export function toLight(draw: ShippedDraw): Result {
  const light: Result = {
    _id: draw.date,
    date: draw.date,
    drawDate: draw.drawDate,
    status: draw.status,
    missing: missingTiers(draw),
  };
  if (draw.prize1 !== undefined) light.prize1 = draw.prize1;
  if (draw.front3 !== undefined) light.front3 = draw.front3;
  if (draw.last3 !== undefined) light.last3 = draw.last3;
  if (draw.last2 !== undefined) light.last2 = draw.last2;
  return light;
}

export function shippedLight(): Result[] {
  return shippedDraws().map(toLight);
}

/** The full tiers of every shipped draw that has any, by period date. */
export function shippedFull(): Map<string, FullTiers> {
  const map = new Map<string, FullTiers>();
  for (const draw of shippedDraws()) {
    const tiers: FullTiers = {};
    if (draw.near1) tiers.near1 = draw.near1;
    if (draw.prize2) tiers.prize2 = draw.prize2;
    if (draw.prize3) tiers.prize3 = draw.prize3;
    if (draw.prize4) tiers.prize4 = draw.prize4;
    if (draw.prize5) tiers.prize5 = draw.prize5;
    if (Object.keys(tiers).length > 0) map.set(draw.date, tiers);
  }
  return map;
}
