/**
 * Imports draw history into the configured store (DATA_DIR or MONGODB_URI), idempotent by date:
 *   pnpm --filter @lotto/api import:history -- [--summary] [--correct --by <name> --reason <text>] <file or folder> […]
 * (not `import`: `pnpm import` is a pnpm command of its own).
 * Reads the shipped history (data/history/draws.ndjson, or the folder data/history) and both
 * source tables of ../shared/data: the GLO pipe-separated table and the full-prize CSV.
 * Prints, per file, the counts and every row (what it took, changed, or why it was skipped);
 * `--summary` lists the skipped rows only.
 * A value that differs from a stored final draw's is a disagreement: listed under "Disagreements
 * (not applied)", recorded on the draw, not applied, and the exit code is 3. `--correct` applies
 * such values, each recorded as corrected by `--by` with `--reason` as its note.
 * Exit codes: 0 done; 1 bad usage or the import failed; 3 done, but a file disagrees with stored
 * final draws (nothing of that applied).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createServices } from '../app.js';
import { invocationDir } from '../config.js';
import { formatReport, importHistory } from '../features/results/history-import.js';
import { createMemorySessionStore } from '../sessions/memory-session-store.js';
import { fail, openCliStore, scriptArgs } from './args.js';

const USAGE = [
  'Usage: pnpm --filter @lotto/api import:history -- [--summary] [--correct --by <name> --reason <text>] <history file or folder> […]',
  '  --correct  apply the values that differ from stored final draws (recorded as corrected by <name>, with <text> as the reason)',
  'Exit codes: 0 done; 1 bad usage or failure; 3 the files disagree with stored final draws (those values not applied)',
].join('\n');

/** The import ran, but a file disagrees with stored final draws: those values were not applied. */
const EXIT_DISAGREEMENTS = 3;

let parsed;
try {
  parsed = parseArgs({
    args: scriptArgs(),
    options: {
      help: { type: 'boolean', short: 'h' },
      summary: { type: 'boolean' },
      correct: { type: 'boolean' },
      by: { type: 'string' },
      reason: { type: 'string' },
    },
    allowPositionals: true,
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const { positionals, values } = parsed;
if (values.help === true || positionals.length === 0) fail(USAGE);
const by = values.by?.trim() ?? '';
const reason = values.reason?.trim() ?? '';
if (values.correct === true && (by === '' || reason === ''))
  fail(`--correct needs --by <name> and --reason <text> (who corrects, and why)\n${USAGE}`);
if (values.correct !== true && (values.by !== undefined || values.reason !== undefined))
  fail(`--by and --reason go with --correct\n${USAGE}`);
const correct = values.correct === true ? { by, reason } : undefined;

/** A folder stands for the shipped history files in it (`*.ndjson`, in name order). */
async function filesOf(path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path];
  const names = (await readdir(path)).filter((name) => name.endsWith('.ndjson')).sort();
  if (names.length === 0) throw new Error(`${path} holds no .ndjson history file`);
  return names.map((name) => join(path, name));
}

const files: string[] = [];
try {
  for (const positional of positionals)
    files.push(...(await filesOf(resolve(invocationDir(), positional))));
} catch (error) {
  fail((error as Error).message);
}

const { config, store } = await openCliStore();
const services = createServices({ config, store, sessions: createMemorySessionStore() });

let failed = false;
let disagreements = 0;
const started = performance.now();
try {
  for (const file of files) {
    const fileStarted = performance.now();
    const report = await importHistory(await readFile(file, 'utf8'), services.results, {
      correct,
    });
    disagreements += report.disagreements.length;
    const seconds = ((performance.now() - fileStarted) / 1000).toFixed(2);
    const lines = [
      file,
      ...formatReport(report, { rows: values.summary === true ? 'problems' : 'all' }),
      `  took ${seconds} s`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  process.stdout.write(
    `store: ${store.kind === 'embedded' ? config.dataDir : `MongoDB ${config.mongodb?.db ?? ''}`}; ` +
      `done in ${((performance.now() - started) / 1000).toFixed(2)} s\n`,
  );
} catch (error) {
  failed = true;
  process.stderr.write(`Import failed: ${(error as Error).message}\n`);
} finally {
  await store.close();
}
if (!failed && disagreements > 0) {
  process.stderr.write(
    `${disagreements} value(s) disagree with stored final draws and were not applied (see "Disagreements (not applied)"); ` +
      'to apply them: --correct --by <name> --reason <text>\n',
  );
}
process.exit(failed ? 1 : disagreements > 0 ? EXIT_DISAGREEMENTS : 0);
