/**
 * Restores a backup file into the configured store (DATA_DIR or MONGODB_URI) of either engine:
 *   pnpm --filter @lotto/api restore -- [--replace] <file>
 * The whole file is checked (gzip, checksum, every line, the counts) before anything is written.
 * The store must be empty unless --replace is given; the API must be stopped (the embedded store
 * refuses a second process by itself). A crash at any point leaves the old content or the new,
 * never a mix (store/restore-switch.ts; apps/api README, "Backups").
 * Exit codes: 0 restored; 1 bad usage or failure (store unreachable, folder in use);
 * 3 the file is damaged or not a Lotto backup; 4 the file is from a newer version;
 * 5 the store is not empty (and --replace was not given). Nothing is written on 1 (before the
 * commit), 3, 4 or 5.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { invocationDir } from '../config.js';
import { BACKED_UP_COLLECTIONS } from '../features/backup/backup-collections.js';
import { type Backup, BackupFileError, decodeBackup } from '../features/backup/backup-file.js';
import { restoreInto, TargetNotEmptyError } from '../features/backup/backup-service.js';
import {
  embeddedRestoreTarget,
  mongoTargetOf,
  type RestoreTarget,
} from '../store/restore-switch.js';
import { fail, openCliStore, scriptArgs } from './args.js';

const USAGE = [
  'Usage: pnpm --filter @lotto/api restore -- [--replace] <file>',
  '  Restores <file> into the store DATA_DIR or MONGODB_URI/MONGODB_DB names; stop the API first.',
  '  --replace  replace what the store holds (without it, a store that is not empty is refused)',
  'Exit codes: 0 restored; 1 bad usage or failure; 3 damaged or foreign file; 4 file from a newer version;',
  '            5 the store is not empty (use --replace)',
].join('\n');

const EXIT_BAD_FILE = 3;
const EXIT_NEWER = 4;
const EXIT_NOT_EMPTY = 5;

/**
 * For the process test only (backup-restore.test.ts): holds the restore at a known point so that
 * the test can kill -9 it there. `staged` holds after the first collection is staged, `switched`
 * after the first collection is switched.
 */
const HOLD_AT = process.env.LOTTO_TEST_RESTORE_HOLD;
let held = false;
async function holdIf(point: string): Promise<void> {
  if (HOLD_AT !== point || held) return;
  held = true;
  process.stdout.write(`holding at ${point}\n`);
  setInterval(() => undefined, 60_000);
  await new Promise<never>(() => undefined);
}

let parsed;
try {
  parsed = parseArgs({
    args: scriptArgs(),
    options: { help: { type: 'boolean', short: 'h' }, replace: { type: 'boolean' } },
    allowPositionals: true,
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (parsed.values.help === true || parsed.positionals.length !== 1) fail(USAGE);
const file = resolve(invocationDir(), parsed.positionals[0] ?? '');

let backup: Backup;
try {
  backup = decodeBackup(await readFile(file));
} catch (error) {
  if (error instanceof BackupFileError) {
    process.stderr.write(`${file}: ${error.message}\n`);
    process.exit(error.refusal === 'newer' ? EXIT_NEWER : EXIT_BAD_FILE);
  }
  fail(`Cannot read ${file}: ${(error as Error).message}`);
}

// Opening the store finishes or throws away an interrupted earlier restore (connect.ts).
const { config, store } = await openCliStore();
let target: RestoreTarget;
let closeTarget = () => Promise.resolve();
if (config.mongodb === undefined) {
  target = embeddedRestoreTarget(config.dataDir);
} else {
  ({ target, close: closeTarget } = await mongoTargetOf(config));
}

let code = 0;
try {
  const started = performance.now();
  await restoreInto(
    backup,
    store,
    target,
    { replace: parsed.values.replace === true },
    { afterStage: () => holdIf('staged'), afterSwitch: () => holdIf('switched') },
  );
  const counts = BACKED_UP_COLLECTIONS.map(
    (name) => `${name} ${backup.documents.get(name)?.length ?? 0}`,
  ).join(', ');
  process.stdout.write(
    `Restored ${file} (taken ${backup.header.createdAt} from ${backup.header.source}, ` +
      `${backup.header.app.name} ${backup.header.app.version}) into ` +
      `${config.mongodb === undefined ? config.dataDir : `MongoDB ${config.mongodb.db}`}: ${counts} ` +
      `in ${((performance.now() - started) / 1000).toFixed(2)} s\n`,
  );
} catch (error) {
  if (error instanceof TargetNotEmptyError) {
    process.stderr.write(`${error.message}\n`);
    code = EXIT_NOT_EMPTY;
  } else {
    process.stderr.write(
      `Restore failed: ${(error as Error).message}\n` +
        'The store holds what it held before, unless the restore had committed: then the next restore or ' +
        'API start finishes it.\n',
    );
    code = 1;
  }
} finally {
  await closeTarget();
  await store.close();
}
process.exit(code);
