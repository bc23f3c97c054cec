/**
 * Writes a backup of everything the product keeps, from the configured store (DATA_DIR or
 * MONGODB_URI), to one file, while the API keeps serving:
 *   pnpm --filter @lotto/api backup -- <file>
 * The file (gzip of NDJSON: a header, one line per document, a trailer with the SHA-256) appears
 * only once complete. The backup is recorded in the store (the admin dashboard shows the last one).
 * Exit codes: 0 written; 1 bad usage or the backup failed (nothing written).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, invocationDir, loadConfig } from '../config.js';
import { writeBackup } from '../features/backup/backup-service.js';
import { createLogger } from '../shared/logger.js';
import { fail, scriptArgs } from './args.js';

const USAGE = [
  'Usage: pnpm --filter @lotto/api backup -- <file>',
  '  Backs up the store DATA_DIR or MONGODB_URI/MONGODB_DB names (as the API reads them) to <file>.',
  'Exit codes: 0 written; 1 bad usage or failure (nothing written)',
].join('\n');

let parsed;
try {
  parsed = parseArgs({
    args: scriptArgs(),
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (parsed.values.help === true || parsed.positionals.length !== 1) fail(USAGE);
const file = resolve(invocationDir(), parsed.positionals[0] ?? '');

let config;
try {
  ({ config } = loadConfig());
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
const logger = createLogger('warn');
const mongodb = config.mongodb;

try {
  const started = performance.now();
  const written = await writeBackup(config, file, logger, async () => {
    const { openMongoStore } = await import('../store/mongo-store.js');
    if (mongodb === undefined) throw new Error('MONGODB_URI is not set');
    const store = openMongoStore(mongodb, logger);
    await store.ping();
    return store;
  });
  const counts = Object.entries(written.counts)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  process.stdout.write(
    `Backed up ${written.documents} documents (${counts}) from ` +
      `${mongodb === undefined ? config.dataDir : `MongoDB ${mongodb.db}`} to ${file} ` +
      `(${written.bytes} bytes) in ${((performance.now() - started) / 1000).toFixed(2)} s\n`,
  );
  process.exit(0);
} catch (error) {
  fail(`Backup failed, nothing written: ${(error as Error).message}`);
}
