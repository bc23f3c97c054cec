import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Doc, DocumentStore, StoreKind } from './collection.js';
import { openEmbeddedStore } from './embedded-store.js';
import { embeddedRestoreTarget, mongoTargetOf } from './restore-switch.js';

/*
 * What a backup reads from the configured store, engine by engine: the embedded folder through
 * copies of its files (the API may be running in it), MongoDB through a client of the backup's
 * own. The backup feature (features/backup/backup-service.ts) calls `readStoreForBackup` and never
 * sees which engine answered but for the `source` it writes in the file's header.
 */

type StoreConfig = Pick<Config, 'mongodb' | 'dataDir'>;

/** The named collections of `store`, each sorted by `_id`. */
async function readCollections<N extends string>(
  store: DocumentStore,
  names: readonly N[],
): Promise<Map<N, readonly Doc[]>> {
  const documents = new Map<N, readonly Doc[]>();
  for (const name of names)
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
async function readEmbedded<N extends string>(
  dataDir: string,
  names: readonly N[],
  logger: Logger,
): Promise<Map<N, readonly Doc[]>> {
  if (!existsSync(dataDir))
    throw new Error(
      `DATA_DIR ${dataDir} does not exist: there is no embedded store to back up there`,
    );
  if (await embeddedRestoreTarget(dataDir).pending()) throw new Error(UNFINISHED_RESTORE);
  const copy = await mkdtemp(join(tmpdir(), 'lotto-backup-'));
  try {
    for (const name of names) {
      try {
        await copyFile(join(dataDir, `${name}.db`), join(copy, `${name}.db`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    const store = openEmbeddedStore(copy, logger);
    try {
      return await readCollections(store, names);
    } finally {
      await store.close();
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/** What {@link readStoreForBackup} read. */
export interface BackupRead<N extends string> {
  /** The engine the documents were read from. */
  source: StoreKind;
  /** Each named collection's documents, sorted by `_id`. */
  documents: Map<N, readonly Doc[]>;
  /**
   * On MongoDB the store that was read, left open for the caller to record the backup in and then
   * close; undefined on the embedded engine (what was read was a copy, already closed).
   */
  store?: DocumentStore;
}

/**
 * Reads the collections `names` of the configured store (DATA_DIR, or MONGODB_URI through the store
 * `openMongo` opens) for a backup. Refuses a store whose committed restore is unfinished. On a
 * failure nothing is left open.
 */
export async function readStoreForBackup<N extends string>(
  config: StoreConfig,
  names: readonly N[],
  logger: Logger,
  openMongo: () => Promise<DocumentStore>,
): Promise<BackupRead<N>> {
  if (config.mongodb === undefined)
    return { source: 'embedded', documents: await readEmbedded(config.dataDir, names, logger) };
  const mongo = await openMongo();
  try {
    const target = await mongoTargetOf(config);
    try {
      if (await target.target.pending()) throw new Error(UNFINISHED_RESTORE);
    } finally {
      await target.close();
    }
    return { source: 'mongodb', documents: await readCollections(mongo, names), store: mongo };
  } catch (error) {
    await mongo.close();
    throw error;
  }
}
