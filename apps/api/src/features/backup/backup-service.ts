import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, open, rename, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { BackupRecord } from '@lotto/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Doc, DocumentStore } from '../../store/collection.js';
import { openEmbeddedStore } from '../../store/embedded-store.js';
import { embeddedRestoreTarget, type RestoreTarget } from '../../store/restore-switch.js';
import { BACKED_UP_COLLECTIONS, type BackedUpCollection } from './backup-collections.js';
import { type Backup, encodeBackup } from './backup-file.js';
import { fileBackupLog, storeBackupLog } from './backup-log.js';

type StoreConfig = Pick<Config, 'mongodb' | 'dataDir'>;

/** Every backed-up collection of `store`, each sorted by `_id`. */
async function readCollections(
  store: DocumentStore,
): Promise<Map<BackedUpCollection, readonly Doc[]>> {
  const documents = new Map<BackedUpCollection, readonly Doc[]>();
  for (const name of BACKED_UP_COLLECTIONS)
    documents.set(name, await store.collection<Doc>(name).find({}, { sort: { _id: 1 } }));
  return documents;
}

const UNFINISHED_RESTORE =
  'A restore into this store was committed but its switch is unfinished (it was interrupted). ' +
  'Start the API, or run the restore again, to finish it; then take the backup.';

/**
 * Reads the embedded folder while the API may be running in it: the API holds the folder's lock
 * and appends to the collections' files, so each file is copied (one read of a file that is only
 * ever appended to, or replaced whole by a rename when compacted) and the copies are opened as a
 * store of their own. A half-written last line (an append under way, not yet acknowledged) is
 * dropped as the engine drops it at start. Each collection is exact as of its copy; the copies are
 * taken one after the other, in a few milliseconds, not at one instant.
 */
async function readEmbedded(
  dataDir: string,
  logger: Logger,
): Promise<Map<BackedUpCollection, readonly Doc[]>> {
  if (!existsSync(dataDir))
    throw new Error(
      `DATA_DIR ${dataDir} does not exist: there is no embedded store to back up there`,
    );
  if (await embeddedRestoreTarget(dataDir).pending()) throw new Error(UNFINISHED_RESTORE);
  const copy = await mkdtemp(join(tmpdir(), 'lotto-backup-'));
  try {
    for (const name of BACKED_UP_COLLECTIONS) {
      try {
        await copyFile(join(dataDir, `${name}.db`), join(copy, `${name}.db`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    const store = openEmbeddedStore(copy, logger);
    try {
      return await readCollections(store);
    } finally {
      await store.close();
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

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
  let documents: Map<BackedUpCollection, readonly Doc[]>;
  let mongo: DocumentStore | undefined;
  try {
    if (config.mongodb === undefined) {
      documents = await readEmbedded(config.dataDir, logger);
    } else {
      mongo = await openMongo();
      const target = await mongoTargetOf(config);
      try {
        if (await target.target.pending()) throw new Error(UNFINISHED_RESTORE);
      } finally {
        await target.close();
      }
      documents = await readCollections(mongo);
    }
    const createdAt = now().toISOString();
    const { bytes, header } = encodeBackup(documents, {
      createdAt,
      source: config.mongodb === undefined ? 'embedded' : 'mongodb',
    });
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
    await (mongo === undefined ? fileBackupLog(config.dataDir) : storeBackupLog(mongo)).record(
      record,
    );
    return { ...record, documents: Object.values(counts).reduce((a, b) => a + b, 0) };
  } finally {
    await mongo?.close();
  }
}

/** The restore steps on the configured MongoDB database, over a client of their own. */
export async function mongoTargetOf(
  config: StoreConfig,
): Promise<{ target: RestoreTarget; close: () => Promise<void> }> {
  if (config.mongodb === undefined) throw new Error('MONGODB_URI is not set');
  const [{ MongoClient }, { mongoRestoreTarget }] = await Promise.all([
    import('mongodb'),
    import('../../store/restore-switch.js'),
  ]);
  const client = new MongoClient(config.mongodb.uri, {
    serverSelectionTimeoutMS: 5000,
    appName: 'lotto-restore',
  });
  return {
    target: mongoRestoreTarget(client.db(config.mongodb.db)),
    close: () => client.close(),
  };
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
