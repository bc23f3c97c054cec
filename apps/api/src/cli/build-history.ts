/**
 * Builds the shipped draw history from the three source tables (the project's own converter):
 *   pnpm --filter @lotto/api history:build [-- --glo <psv> --csv <csv> --sanook <ndjson> --out <ndjson>]
 * Defaults, relative to the repository root: ../shared/data/glo-results-1990-2026.psv,
 * ../shared/data/full-prizes-2006-2024.csv, ../shared/data/sanook-archive-2006-2026-06.ndjson and
 * data/history/draws.ndjson. Paths given are relative to where the command is run. The fixes made
 * to the sources, and the disagreements left open, are listed in data/README.md.
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
import { isSanookArchive } from './history-build/sanook-archive.js';

const USAGE =
  'Usage: pnpm --filter @lotto/api history:build [-- --glo <GLO .psv> --csv <full-prize .csv> --sanook <Sanook archive .ndjson> --out <.ndjson>]';

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

let values: { glo?: string; csv?: string; sanook?: string; out?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    args: scriptArgs(),
    options: {
      glo: { type: 'string' },
      csv: { type: 'string' },
      sanook: { type: 'string' },
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
const sanookPath = pathOf(
  values.sanook,
  '../shared/data/sanook-archive-2006-2026-06.ndjson',
  'sanook',
);
const outPath = pathOf(values.out, 'data/history/draws.ndjson', 'out');

/** Reads a source file, refusing a missing file, a directory or an empty file. */
async function readText(path: string, option: string): Promise<string> {
  if (!existsSync(path)) fail(`--${option}: ${path} does not exist`);
  if (!statSync(path).isFile()) fail(`--${option}: ${path} is not a file`);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    fail(`--${option}: cannot read ${path} (${(error as Error).message})`);
  }
  if (text.trim() === '') fail(`--${option}: ${path} is empty`);
  return text;
}

/** Reads a source table, refusing what `readText` refuses and a file of the other format. */
async function readSource(path: string, option: string, expected: HistoryFormat): Promise<string> {
  const text = await readText(path, option);
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

if ([gloPath, csvPath, sanookPath].includes(outPath))
  fail('--out must not be one of the source files');
if (existsSync(outPath) && !statSync(outPath).isFile()) fail(`--out: ${outPath} is not a file`);
if (values.out !== undefined && !existsSync(dirname(outPath)))
  fail(`--out: the folder ${dirname(outPath)} does not exist`);

const gloText = await readSource(gloPath, 'glo', 'glo-psv');
const csvText = await readSource(csvPath, 'csv', 'full-prizes-csv');
const sanookText = await readText(sanookPath, 'sanook');
if (!isSanookArchive(sanookText))
  fail(
    `--sanook: ${sanookPath} is not the Sanook archive (one JSON object a line with "id", "prize1", …, "amounts")`,
  );

let built: ReturnType<typeof buildHistory>;
try {
  built = buildHistory({ glo: gloText, csv: csvText, sanook: sanookText });
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
    `  draws with numbers of the GLO table ${r.withSource.glo}, the full-prize CSV ${r.withSource.csv}, the Sanook archive ${r.withSource.sanook}; ${r.complete} hold every tier of their era`,
    `  missing: ${Object.entries(r.missing)
      .map(([tier, n]) => `${tier} ${n}`)
      .join(', ')} draws`,
    `  not in the CSV (within its dates): ${r.notInCsv.join(', ') || 'none'}; not in the archive: ${r.notInSanook.join(', ') || 'none'}`,
    `  ${count(r.corrections, 'corrections')} (${[...byField].map(([field, n]) => `${field} ${n}`).join('; ')})`,
    `  front-3/last-3 listed in another order: by the CSV ${r.reordered.csv} draws, by the archive ${r.reordered.sanook} (the GLO order is kept)`,
    `  the archive's amounts: ${r.amounts.confirmed} draws confirm the schedule; ${r.amounts.filled.length} amounts fill a gap of it, ${r.amounts.contradicted.length} contradict it (kept on the draws)`,
  ];
  for (const s of r.skipped)
    out.push(
      `  skipped ${s.source} line ${s.line}${s.date === undefined ? '' : ` (${s.date})`}: ${s.reason}`,
    );
  for (const d of r.disagreements) {
    const values = d.values.map((value) => `${value.source} ${value.numbers.join(' ')}`).join(', ');
    out.push(`  disagreement ${d.date} ${d.tier}: ${values} (tier left out, every value kept)`);
  }
  for (const c of r.amounts.contradicted) {
    out.push(
      `  amount ${c.date} ${c.tier}: the archive states ${c.stated}, the schedule ${String(c.scheduled)} (both kept)`,
    );
  }
  for (const u of r.unresolved)
    out.push(`  unresolved ${u.source} line ${u.line} (${u.date}): ${u.problem}`);
  return out;
}
process.stdout.write(`${summary(report).join('\n')}\n`);
