/**
 * Imports draw history into the configured store (DATA_DIR or MONGODB_URI), idempotent by date:
 *   pnpm --filter @lotto/api import:history -- [--summary] <file or folder> […]
 * (not `import`: `pnpm import` is a pnpm command of its own).
 * Reads the shipped history (data/history/draws.ndjson, or the folder data/history) and both
 * source tables of ../shared/data: the GLO pipe-separated table and the full-prize CSV.
 * Prints, per file, the counts and every row (what it took, changed, or why it was skipped);
 * `--summary` lists the skipped rows only.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createServices } from '../app.js';
import { invocationDir } from '../config.js';
import { formatReport, importHistory } from '../features/results/history-import.js';
import { createMemorySessionStore } from '../sessions/memory-session-store.js';
import { fail, openCliStore, scriptArgs } from './args.js';

const USAGE =
  'Usage: pnpm --filter @lotto/api import:history -- [--summary] <history file or folder> […]';

const { positionals, values } = parseArgs({
  args: scriptArgs(),
  options: { help: { type: 'boolean', short: 'h' }, summary: { type: 'boolean' } },
  allowPositionals: true,
});
if (values.help === true || positionals.length === 0) fail(USAGE);

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
const started = performance.now();
try {
  for (const file of files) {
    const fileStarted = performance.now();
    const report = await importHistory(await readFile(file, 'utf8'), services.results);
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
process.exit(failed ? 1 : 0);
