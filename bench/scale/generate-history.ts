/**
 * A synthetic draw history `copies` times the real one (default 10: ≈ 8,750 draws), in the shipped
 * format of data/history/draws.ndjson (see data/README.md), for the scale run of `pnpm bench`.
 * Never written into data/: by default into a new temp folder.
 *
 * The calendar: shifted copies of the real one. Copy k (k = 0 … copies−1) takes every real period
 * date and draw date k days later (1 Aug 2026 → 1, 2, … 10 Aug 2026); a shifted date that another
 * draw already has is left out (none with the shipped history). So the 10× history spans the same
 * 1990–2026 as the real one, ten times as dense, every draw in the past. Why not twice a month for
 * ~375 years: the eras are by period date (`eraOf` in packages/contracts/src/draws.ts) and every
 * date before 1995 is the 7-digit era, whose draws hold only the first prize, four last-3 numbers
 * and the last-2 — nine draws in ten would be three-tier draws; forward in time they would be
 * future draws (not yet drawn, all claimable). Consequence of the density: the claimable window
 * (the last two years) holds ten times as many draws too — an upper bound of that answer's growth,
 * which a longer real history would not have.
 *
 * The numbers: random from a seeded generator (mulberry32; the same seed writes the same file),
 * every tier of the draw's era complete (the real history misses many tiers; this one none), near-
 * first = first prize ± 1, distinct where the era rule says so, and no two draws sharing the first
 * prize and the last-2 (the importer refuses such a pair as a duplicated row). Every line is
 * checked with the contracts' `parseShippedDraws` (ShippedDrawSchema, `drawIssues`) before the file
 * is written. Status `final`, sources `[]` (no public table gave these numbers: `sources` names only
 * `VALUE_SOURCES` of the contracts).
 *
 *   pnpm --filter @lotto/bench exec tsx scale/generate-history.ts [--copies 10] [--seed 15] [--out <file>]
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  eraOf,
  type EraId,
  nearFirstOf,
  parseShippedDraws,
  type ShippedDraw,
  TIERS,
  type TierRule,
} from '@lotto/contracts';
import { seededRandom } from '@lotto/test-kit';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_DIR = resolve(here, '../..');
export const REAL_HISTORY = join(REPO_DIR, 'data/history/draws.ndjson');
export const DEFAULT_COPIES = 10;
export const DEFAULT_SEED = 15;

/** `date` (YYYY-MM-DD) plus `days` on the calendar. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y, m - 1, d + days));
  return `${String(shifted.getUTCFullYear()).padStart(4, '0')}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}-${String(shifted.getUTCDate()).padStart(2, '0')}`;
}

export interface SyntheticHistory {
  /** The NDJSON text, newest period first, a newline after the last line. */
  text: string;
  draws: number;
  /** Draws by era. */
  eras: Record<EraId, number>;
  /** Shifted dates left out because another draw had them. */
  collisions: number;
  newest: string;
  oldest: string;
}

/** Generates the history from the real one's calendar (`realText`: the shipped NDJSON). */
export function generateHistory(
  realText: string,
  options: { copies?: number; seed?: number } = {},
): SyntheticHistory {
  const copies = options.copies ?? DEFAULT_COPIES;
  const random = seededRandom(options.seed ?? DEFAULT_SEED);
  if (!Number.isInteger(copies) || copies < 1 || copies > 30)
    throw new Error(`copies must be a whole number from 1 to 30 (got ${copies})`);

  const calendar: { date: string; drawDate: string }[] = [];
  for (const row of parseShippedDraws(realText)) {
    if (!row.ok) throw new Error(`real history, line ${row.line}: ${row.reason}`);
    calendar.push({ date: row.draw.date, drawDate: row.draw.drawDate });
  }

  const digits = (n: number) => String(Math.floor(random() * 10 ** n)).padStart(n, '0');
  const tier = (rule: TierRule): string[] => {
    const numbers: string[] = [];
    while (numbers.length < rule.count) {
      const number = digits(rule.digits);
      if (!rule.distinct || !numbers.includes(number)) numbers.push(number);
    }
    return numbers;
  };

  const taken = new Set<string>();
  const pairs = new Set<string>();
  const draws: ShippedDraw[] = [];
  const eras: Record<EraId, number> = { 'seven-digit': 0, 'four-last3': 0, front3: 0 };
  let collisions = 0;
  for (let k = 0; k < copies; k++) {
    for (const real of calendar) {
      const date = addDays(real.date, k);
      if (taken.has(date)) {
        collisions += 1;
        continue;
      }
      taken.add(date);
      const era = eraOf(date);
      const rules = era.tiers;
      let prize1: string;
      let last2: string;
      do {
        prize1 = digits(rules.prize1?.digits ?? 6);
        last2 = digits(2);
      } while (pairs.has(`${prize1}|${last2}`));
      pairs.add(`${prize1}|${last2}`);
      // Keys in the shipped order (data/README.md "Format"), absent tiers left out.
      const draw: Record<string, unknown> = { date, drawDate: addDays(real.drawDate, k) };
      for (const name of TIERS) {
        const rule = rules[name];
        if (rule === undefined) continue;
        if (name === 'prize1') draw.prize1 = prize1;
        else if (name === 'last2') draw.last2 = last2;
        else if (name === 'near1') draw.near1 = nearFirstOf(prize1);
        else draw[name] = tier(rule);
      }
      draw.status = 'final';
      draw.sources = [];
      draws.push(draw as ShippedDraw);
      eras[era.id] += 1;
    }
  }
  draws.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const text = draws.map((draw) => JSON.stringify(draw)).join('\n') + '\n';

  // The same check the importer makes: every line a valid shipped draw.
  const bad = parseShippedDraws(text).filter((row) => !row.ok);
  if (bad.length > 0)
    throw new Error(
      `generated ${bad.length} invalid lines, e.g. ${JSON.stringify(bad.slice(0, 3))}`,
    );
  return {
    text,
    draws: draws.length,
    eras,
    collisions,
    newest: draws[0]?.date ?? '',
    oldest: draws.at(-1)?.date ?? '',
  };
}

/** Writes the history to `out` (default: draws.ndjson in a new temp folder); never into data/. */
export async function writeHistory(history: SyntheticHistory, out?: string): Promise<string> {
  const file = out ?? join(await mkdtemp(join(tmpdir(), 'lotto-scale-')), 'draws.ndjson');
  const inData = relative(join(REPO_DIR, 'data'), resolve(file));
  if (!inData.startsWith('..') && !inData.startsWith('/'))
    throw new Error(`${file} is inside data/: the synthetic history never goes there`);
  await writeFile(file, history.text);
  return file;
}

async function main() {
  const { values } = parseArgs({
    options: {
      copies: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
      from: { type: 'string' },
    },
  });
  const history = generateHistory(await readFile(values.from ?? REAL_HISTORY, 'utf8'), {
    copies: values.copies === undefined ? undefined : Number(values.copies),
    seed: values.seed === undefined ? undefined : Number(values.seed),
  });
  const file = await writeHistory(history, values.out);
  console.log(
    `${file}: ${history.draws} draws (${history.oldest} – ${history.newest}; ` +
      `${Object.entries(history.eras)
        .map(([era, n]) => `${era} ${n}`)
        .join(', ')}; ${history.collisions} shifted dates left out), ` +
      `${(Buffer.byteLength(history.text) / 1024 / 1024).toFixed(1)} MB`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
