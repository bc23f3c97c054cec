/**
 * Imports draw history into the configured store (DATA_DIR or MONGODB_URI), idempotent by date:
 *   pnpm --filter @lotto/api import:history -- <file> [<file> …]
 * (not `import`: `pnpm import` is a pnpm command of its own).
 * Reads both formats of ../shared/data: the GLO pipe-separated table and the full-prize CSV.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createServices } from '../app.js';
import { ConfigError, invocationDir, loadConfig } from '../config.js';
import { openStore } from '../connect.js';
import { FORMAT_LABELS } from '../features/results/history-parsers.js';
import { importHistory } from '../features/results/history-import.js';
import { createMemorySessionStore } from '../sessions/memory-session-store.js';
import { createLogger } from '../shared/logger.js';
import { fail, scriptArgs } from './args.js';

const { positionals, values } = parseArgs({
  args: scriptArgs(),
  options: { help: { type: 'boolean', short: 'h' } },
  allowPositionals: true,
});
if (values.help === true || positionals.length === 0) {
  fail('Usage: pnpm --filter @lotto/api import:history -- <history file> [<history file> …]');
}

let config;
try {
  ({ config } = loadConfig());
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
const logger = createLogger('warn');
let store;
try {
  store = await openStore(config, logger);
} catch (error) {
  fail((error as Error).message);
}
const services = createServices({ config, store, sessions: createMemorySessionStore() });

let failed = false;
try {
  for (const file of positionals) {
    const path = resolve(invocationDir(), file);
    const report = await importHistory(await readFile(path, 'utf8'), services.results);
    const out: string[] = [
      path,
      `  format: ${FORMAT_LABELS[report.format]}; ${report.rows} rows`,
      `  added ${report.added}, updated ${report.updated}, unchanged ${report.unchanged}, skipped ${report.skipped.length}`,
    ];
    for (const [note, count] of Object.entries(report.notes)) out.push(`  note (${count} rows): ${note}`);
    if (report.corrections.length > 0) out.push('  stored draws corrected by this file (the sources disagree):');
    for (const correction of report.corrections) out.push(`    ${correction}`);
    if (report.skipped.length > 0) out.push('  skipped rows:');
    for (const row of report.skipped) {
      out.push(`    line ${row.line}${row.date === undefined ? '' : ` (${row.date})`}: ${row.reason}`);
    }
    process.stdout.write(`${out.join('\n')}\n`);
  }
  process.stdout.write(`store: ${store.kind === 'embedded' ? config.dataDir : `MongoDB ${config.mongodb?.db ?? ''}`}\n`);
} catch (error) {
  failed = true;
  process.stderr.write(`Import failed: ${(error as Error).message}\n`);
} finally {
  await store.close();
}
process.exit(failed ? 1 : 0);
