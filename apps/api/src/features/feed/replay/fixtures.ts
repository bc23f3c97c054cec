import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseShippedDraws, TIERS, tierNumbers, setTierNumbers } from '@lotto/contracts';
import type { DrawNumbers } from '@lotto/contracts';
import type { ReplayDraw } from './replay-server.js';

/** `data/history/draws.ndjson` of this repository. */
export const SHIPPED_HISTORY = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../../data/history/draws.ndjson',
);

/**
 * The draw of `date` from the shipped history (NDJSON text), as the replay server serves it:
 * under `asDate` when given (a past draw replayed as today's). Throws, in plain words, when the
 * history has no valid draw of that date.
 */
export function replayDrawOf(historyText: string, date: string, asDate?: string): ReplayDraw {
  const row = parseShippedDraws(historyText).find((r) => r.date === date);
  if (row === undefined) throw new Error(`The shipped history has no draw of ${date}`);
  if (!row.ok) throw new Error(`The shipped draw of ${date} is not valid: ${row.reason}`);
  const numbers: DrawNumbers = {};
  for (const tier of TIERS) setTierNumbers(numbers, tier, tierNumbers(row.draw, tier));
  return { date: asDate ?? date, numbers };
}

/** Reads the shipped history file and picks the draw of `date` (see {@link replayDrawOf}). */
export async function loadReplayDraw(
  date: string,
  options: { asDate?: string; historyFile?: string } = {},
): Promise<ReplayDraw> {
  const text = await readFile(options.historyFile ?? SHIPPED_HISTORY, 'utf8');
  return replayDrawOf(text, date, options.asDate);
}
