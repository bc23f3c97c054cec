/**
 * Builds the shipped draw history from the two source tables (the project's own converter):
 *   pnpm --filter @lotto/api history:build [-- --glo <psv> --csv <csv> --out <ndjson>]
 * Defaults, relative to the repository root: ../shared/data/glo-results-1990-2026.psv,
 * ../shared/data/full-prizes-2006-2024.csv and data/history/draws.ndjson. Paths given are relative
 * to where the command is run. The fixes made to the sources are listed in data/README.md.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  detectHistoryFormat,
  FORMAT_LABELS,
  formatShippedDraws,
  type HistoryFormat,
} from '@lotto/contracts';
import { invocationDir } from '../config.js';
import { fail, scriptArgs } from './args.js';
import { buildHistory, type HistoryBuildReport } from './history-build/history-build.js';

const USAGE =
  'Usage: pnpm --filter @lotto/api history:build [-- --glo <GLO .psv> --csv <full-prize .csv> --out <.ndjson>]';

function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir)
      fail('build-history must run inside the Lotto repository (no pnpm-workspace.yaml above it)');
    dir = parent;
  }
  return dir;
}

let values: { glo?: string; csv?: string; out?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    args: scriptArgs(),
    options: {
      glo: { type: 'string' },
      csv: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (values.help === true) fail(USAGE);

const root = repoRoot();
const here = invocationDir();
const pathOf = (given: string | undefined, fallback: string, option: string) => {
  if (given?.trim() === '') fail(`--${option} needs a path\n${USAGE}`);
  return given === undefined ? resolve(root, fallback) : resolve(here, given);
};
const gloPath = pathOf(values.glo, '../shared/data/glo-results-1990-2026.psv', 'glo');
const csvPath = pathOf(values.csv, '../shared/data/full-prizes-2006-2024.csv', 'csv');
const outPath = pathOf(values.out, 'data/history/draws.ndjson', 'out');

/** Reads a source table, refusing a missing file, a directory, an empty file or a file of the other format. */
async function readSource(path: string, option: string, expected: HistoryFormat): Promise<string> {
  if (!existsSync(path)) fail(`--${option}: ${path} does not exist`);
  if (!statSync(path).isFile()) fail(`--${option}: ${path} is not a file`);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    fail(`--${option}: cannot read ${path} (${(error as Error).message})`);
  }
  if (text.trim() === '') fail(`--${option}: ${path} is empty`);
  let format: HistoryFormat;
  try {
    format = detectHistoryFormat(text);
  } catch (error) {
    fail(`--${option}: ${path}: ${(error as Error).message}`);
  }
  if (format !== expected)
    fail(
      `--${option}: ${path} is the ${FORMAT_LABELS[format]}, expected the ${FORMAT_LABELS[expected]}`,
    );
  return text;
}

if (outPath === gloPath || outPath === csvPath) fail('--out must not be one of the source files');
if (existsSync(outPath) && !statSync(outPath).isFile()) fail(`--out: ${outPath} is not a file`);
if (values.out !== undefined && !existsSync(dirname(outPath)))
  fail(`--out: the folder ${dirname(outPath)} does not exist`);

const gloText = await readSource(gloPath, 'glo', 'glo-psv');
const csvText = await readSource(csvPath, 'csv', 'full-prizes-csv');

let built: ReturnType<typeof buildHistory>;
try {
  built = buildHistory(gloText, csvText);
} catch (error) {
  fail(`Build failed: ${(error as Error).message}`);
}
const { draws, report } = built;
const text = formatShippedDraws(draws);
await mkdir(dirname(outPath), { recursive: true });
const temporary = `${outPath}.${process.pid}.tmp`;
await writeFile(temporary, text, 'utf8');
await rename(temporary, outPath);

/** A path relative to where the command ran when it lies below it, else absolute. */
function shown(path: string): string {
  const rel = relative(here, path);
  return rel === '' || rel.startsWith('..') ? path : rel;
}

function summary(r: HistoryBuildReport): string[] {
  const count = (items: readonly unknown[], what: string) => `${items.length} ${what}`;
  const byField = new Map<string, number>();
  for (const c of r.corrections) byField.set(c.field, (byField.get(c.field) ?? 0) + 1);
  const out = [
    `wrote ${shown(outPath)}: ${r.draws} draws (${Object.entries(r.byEra)
      .map(([era, n]) => `${era} ${n}`)
      .join(', ')}), ${Buffer.byteLength(text)} bytes`,
    `  ${r.withCsv} draws with tiers of the full-prize CSV; ${r.complete} hold every tier of their era`,
    `  missing: ${Object.entries(r.missing)
      .map(([tier, n]) => `${tier} ${n}`)
      .join(', ')} draws`,
    `  not in the CSV (within its dates): ${r.notInCsv.join(', ') || 'none'}`,
    `  ${count(r.corrections, 'corrections')} (${[...byField].map(([field, n]) => `${field} ${n}`).join('; ')})`,
    `  front-3/last-3 listed in another order by the CSV: ${r.reordered} draws (the GLO order is kept)`,
  ];
  for (const s of r.skipped)
    out.push(
      `  skipped ${s.source} line ${s.line}${s.date === undefined ? '' : ` (${s.date})`}: ${s.reason}`,
    );
  for (const d of r.disagreements) {
    out.push(
      `  disagreement ${d.date} ${d.tier}: GLO ${JSON.stringify(d.glo)}, CSV ${JSON.stringify(d.csv)} (GLO kept)`,
    );
  }
  for (const u of r.unresolved)
    out.push(`  unresolved ${u.source} line ${u.line} (${u.date}): ${u.problem}`);
  return out;
}
process.stdout.write(`${summary(report).join('\n')}\n`);
