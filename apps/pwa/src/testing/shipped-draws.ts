import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type Draw,
  MAIN_TIERS,
  missingTiers,
  type Result,
  type ShippedDraw,
} from '@lotto/contracts';

/*
 * Real draws for the checker's tests, read at test time from the history the product ships
 * (data/history/draws.ndjson), never copied in: a draw that changes there changes here.
 */

// import.meta.url is an http URL under jsdom; the folder name is a file path.
const HISTORY = resolve(import.meta.dirname, '../../../../../../data/history/draws.ndjson');

let cache: Map<string, ShippedDraw> | undefined;

/** The shipped draw of a period date; throws naming the date when the history does not hold it. */
export function shippedDraw(date: string): ShippedDraw {
  cache ??= new Map(
    readFileSync(HISTORY, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const draw = JSON.parse(line) as ShippedDraw;
        return [draw.date, draw];
      }),
  );
  const draw = cache.get(date);
  if (!draw) throw new Error(`${HISTORY} has no draw of ${date}`);
  return draw;
}

/** A shipped draw as `GET /results/claimable` lists it. */
export function asDraw(date: string): Draw {
  const { sources: _s, corrections: _c, ...draw } = shippedDraw(date);
  return {
    _id: `t${date.replaceAll('-', '').padStart(23, '0')}`,
    ...draw,
    missing: missingTiers(draw),
  };
}

/** A shipped draw as the light list (`GET /results`) has it: the main tiers only. */
export function asLight(date: string): Result {
  const draw = asDraw(date);
  const light: Result = {
    _id: draw._id,
    date: draw.date,
    drawDate: draw.drawDate,
    status: draw.status,
    missing: draw.missing,
  };
  for (const tier of MAIN_TIERS)
    if (draw[tier] !== undefined) Object.assign(light, { [tier]: draw[tier] });
  return light;
}

/** The body of `POST /api/results/add` for a shipped draw (status kept: a draw with gaps is final). */
export function addBody(date: string): Record<string, unknown> {
  const { sources: _s, corrections: _c, ...draw } = shippedDraw(date);
  return draw;
}
