import { open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { BackupRecord } from '@lotto/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Doc, DocumentStore } from '../../store/collection.js';
import { readStoreForBackup } from '../../store/backup-reads.js';
import type { RestoreTarget } from '../../store/restore-switch.js';
import { BACKED_UP_COLLECTIONS } from './backup-collections.js';
import { type Backup, encodeBackup } from './backup-file.js';
import { fileBackupLog, storeBackupLog } from './backup-log.js';

type StoreConfig = Pick<Config, 'mongodb' | 'dataDir'>;

export interface BackupWritten extends BackupRecord {
  documents: number;
}

/**
 * Writes the backup of the configured store to `file` (complete or not at all: it is written
 * beside it and renamed into place) and records it in the store's backup log.
 */
export async function writeBackup(
  config: StoreConfig,
  file: string,
  logger: Logger,
  openMongo: () => Promise<DocumentStore>,
  now: () => Date = () => new Date(),
): Promise<BackupWritten> {
  const read = await readStoreForBackup(config, BACKED_UP_COLLECTIONS, logger, openMongo);
  try {
    const createdAt = now().toISOString();
    const { bytes, header } = encodeBackup(read.documents, { createdAt, source: read.source });
    const partial = join(dirname(file), `.${basename(file)}.partial-${process.pid}`);
    try {
      const handle = await open(partial, 'w', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(partial, file);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
    const counts = header.collections as Record<string, number>;
    const record: BackupRecord = { at: createdAt, file, bytes: bytes.length, counts };
    const log =
      read.store === undefined ? fileBackupLog(config.dataDir) : storeBackupLog(read.store);
    await log.record(record);
    return { ...record, documents: Object.values(counts).reduce((a, b) => a + b, 0) };
  } finally {
    await read.store?.close();
  }
}

/** The target is not empty and `replace` was not given. */
export class TargetNotEmptyError extends Error {
  constructor(readonly counts: Readonly<Record<string, number>>) {
    const held = Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([name, n]) => `${name}: ${n}`)
      .join(', ');
    super(
      `The target store is not empty (${held}). Nothing was written. ` +
        'To replace everything in it by the backup, run the restore again with --replace.',
    );
    this.name = 'TargetNotEmptyError';
  }
}

export interface RestoreHooks {
  /** After each collection is staged (tests hold a restore there to kill it). */
  afterStage?: (name: string) => Promise<void>;
  /** After each collection is switched. */
  afterSwitch?: (name: string) => Promise<void>;
}

/**
 * Restores a checked backup into `store` through `target` (the same place): refuses a non-empty
 * store unless `replace`, then stages, commits and switches (store/restore-switch.ts). `store` is
 * open (on the embedded engine it holds the folder's lock) and `target.recover()` has run.
 */
export async function restoreInto(
  backup: Backup,
  store: DocumentStore,
  target: RestoreTarget,
  options: { replace: boolean },
  hooks: RestoreHooks = {},
): Promise<void> {
  const counts: Record<string, number> = {};
  for (const name of BACKED_UP_COLLECTIONS)
    counts[name] = await store.collection<Doc>(name).count({});
  if (!options.replace && Object.values(counts).some((n) => n > 0))
    throw new TargetNotEmptyError(counts);

  await target.begin();
  for (const name of BACKED_UP_COLLECTIONS) {
    await target.stage(name, backup.documents.get(name) ?? []);
    await hooks.afterStage?.(name);
  }
  await target.commit(BACKED_UP_COLLECTIONS);
  await target.switchOver(hooks.afterSwitch);
}
