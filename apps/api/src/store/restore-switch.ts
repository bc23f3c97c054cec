import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  mkdirSync,
  unlinkSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Db } from 'mongodb';
import type { Config } from '../config.js';
import type { Doc } from './collection.js';

/*
 * How a restore replaces a store's collections so that a crash (kill -9, power loss) at any moment
 * leaves either the old content or the new, never a mix. Neither engine has a transaction over
 * several collections (FerretDB has none at all), so it is done in three steps:
 *
 *   1. stage   every collection of the backup is written beside the live ones (staging), the live
 *              ones untouched;
 *   2. commit  one marker is written in a single atomic step (a file renamed into place; one
 *              document inserted): from here on the restore counts as done;
 *   3. switch  each staged collection replaces its live one (a file rename; drop + renameCollection),
 *              then the staging and the marker are removed.
 *
 * Whoever opens the store next — the next restore, or the API's start (connect.ts) — first calls
 * `recover()`: a marker means a committed restore whose switch may be unfinished, so the switch is
 * rolled forward (each step is safe to repeat); staging without a marker is an unfinished restore,
 * thrown away. Until then nothing reads the live collections.
 */

/** What `recover()` found. */
export type RecoveryOutcome = 'finished' | 'discarded' | 'none';

export interface RestoreTarget {
  /** Rolls a committed restore forward, or throws away an uncommitted one's staging. */
  recover(): Promise<RecoveryOutcome>;
  /** Clears any staging and starts a new one. */
  begin(): Promise<void>;
  /** Writes one collection's documents into the staging (created even when empty). */
  stage(name: string, docs: readonly Doc[]): Promise<void>;
  /** The one atomic step after which the restore is done. */
  commit(names: readonly string[]): Promise<void>;
  /** Replaces each live collection by its staged one; `afterEach` runs after each (tests hold there). */
  switchOver(afterEach?: (name: string) => Promise<void>): Promise<void>;
  /** Whether a committed restore waits for its switch (a backup refuses to read a half-switched store). */
  pending(): Promise<boolean>;
}

// ---------------------------------------------------------------------------------------------
// The embedded engine: one file per collection (<name>.db) under DATA_DIR.

export const EMBEDDED_STAGING_DIR = 'restore-staging';
export const EMBEDDED_COMMIT_FILE = 'restore-commit.json';

interface CommitMarker {
  collections: string[];
  committedAt: string;
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes a file and flushes it (and its folder, so that the name is durable too). */
function writeDurably(path: string, content: string): void {
  const fd = openSync(path, 'w', 0o644);
  try {
    writeFileSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * The restore steps on an embedded folder. The caller holds the folder's lock (an open embedded
 * store on it), so no API process reads the files meanwhile.
 */
export function embeddedRestoreTarget(dataDir: string): RestoreTarget {
  const stagingDir = join(dataDir, EMBEDDED_STAGING_DIR);
  const marker = join(dataDir, EMBEDDED_COMMIT_FILE);

  const committedNames = () => {
    const { collections } = JSON.parse(readFileSync(marker, 'utf8')) as CommitMarker;
    return collections;
  };
  const switchOne = (name: string) => {
    const staged = join(stagingDir, `${name}.db`);
    // Already switched when a crash came after this rename: nothing left to do for it.
    if (existsSync(staged)) renameSync(staged, join(dataDir, `${name}.db`));
  };
  const finish = () => {
    fsyncPath(dataDir);
    rmSync(stagingDir, { recursive: true, force: true });
    unlinkSync(marker);
    fsyncPath(dataDir);
  };

  const target: RestoreTarget = {
    recover() {
      if (existsSync(marker)) {
        for (const name of committedNames()) switchOne(name);
        finish();
        return Promise.resolve('finished');
      }
      if (existsSync(stagingDir)) {
        rmSync(stagingDir, { recursive: true, force: true });
        return Promise.resolve('discarded');
      }
      return Promise.resolve('none');
    },
    begin() {
      rmSync(stagingDir, { recursive: true, force: true });
      mkdirSync(stagingDir);
      return Promise.resolve();
    },
    stage(name, docs) {
      // The engine's own file format: one JSON document per line (collection.ts keeps documents
      // to plain JSON values).
      writeDurably(
        join(stagingDir, `${name}.db`),
        docs.map((doc) => `${JSON.stringify(doc)}\n`).join(''),
      );
      return Promise.resolve();
    },
    commit(names) {
      fsyncPath(stagingDir);
      const marker_: CommitMarker = {
        collections: [...names],
        committedAt: new Date().toISOString(),
      };
      const temporary = `${marker}.tmp`;
      writeDurably(temporary, JSON.stringify(marker_));
      renameSync(temporary, marker);
      fsyncPath(dataDir);
      return Promise.resolve();
    },
    async switchOver(afterEach) {
      for (const name of committedNames()) {
        switchOne(name);
        await afterEach?.(name);
      }
      finish();
    },
    pending() {
      return Promise.resolve(existsSync(marker));
    },
  };
  return target;
}

// ---------------------------------------------------------------------------------------------
// MongoDB (and FerretDB): staging collections in the same database, a marker document.

export const MONGO_STAGING_PREFIX = 'restoreStaging_';
export const MONGO_COMMIT_COLLECTION = 'restoreCommit';
const MARKER_ID = 'restore';
const INSERT_BATCH = 1000;

/** The restore steps on a MongoDB database (the caller keeps the API instances stopped). */
export function mongoRestoreTarget(db: Db): RestoreTarget {
  const staged = (name: string) => `${MONGO_STAGING_PREFIX}${name}`;
  const namesNow = async () =>
    new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  const markerOf = () =>
    db
      .collection<{ _id: string; collections: string[]; committedAt: string }>(
        MONGO_COMMIT_COLLECTION,
      )
      .findOne({ _id: MARKER_ID });

  const switchOne = async (name: string, existing: Set<string>) => {
    if (!existing.has(staged(name))) return;
    // FerretDB has no `dropTarget` on renameCollection: the live one is dropped first. A crash
    // between the two leaves the staged one, which the next recovery renames.
    if (existing.has(name)) await db.collection(name).drop();
    await db.renameCollection(staged(name), name);
  };
  const finish = async () => {
    for (const name of await namesNow())
      if (name.startsWith(MONGO_STAGING_PREFIX)) await db.collection(name).drop();
    await db.collection(MONGO_COMMIT_COLLECTION).deleteOne({ _id: MARKER_ID } as never);
  };
  const dropStaging = async () => {
    let dropped = false;
    for (const name of await namesNow()) {
      if (name.startsWith(MONGO_STAGING_PREFIX)) {
        await db.collection(name).drop();
        dropped = true;
      }
    }
    return dropped;
  };

  return {
    async recover() {
      const marker = await markerOf();
      if (marker !== null) {
        const existing = await namesNow();
        for (const name of marker.collections) await switchOne(name, existing);
        await finish();
        return 'finished';
      }
      return (await dropStaging()) ? 'discarded' : 'none';
    },
    async begin() {
      await dropStaging();
    },
    async stage(name, docs) {
      await db.createCollection(staged(name));
      const collection = db.collection(staged(name));
      for (let start = 0; start < docs.length; start += INSERT_BATCH) {
        // Copies: the driver writes into the objects it is given.
        await collection.insertMany(
          docs.slice(start, start + INSERT_BATCH).map((doc) => ({ ...doc })) as never[],
          { ordered: true },
        );
      }
    },
    async commit(names) {
      await db.collection(MONGO_COMMIT_COLLECTION).insertOne({
        _id: MARKER_ID,
        collections: [...names],
        committedAt: new Date().toISOString(),
      } as never);
    },
    async switchOver(afterEach) {
      const marker = await markerOf();
      if (marker === null) throw new Error('No committed restore to switch to');
      for (const name of marker.collections) {
        await switchOne(name, await namesNow());
        await afterEach?.(name);
      }
      await finish();
    },
    async pending() {
      return (await markerOf()) !== null;
    },
  };
}

/** The restore steps on the configured MongoDB database, over a client of their own. */
export async function mongoTargetOf(
  config: Pick<Config, 'mongodb'>,
): Promise<{ target: RestoreTarget; close: () => Promise<void> }> {
  if (config.mongodb === undefined) throw new Error('MONGODB_URI is not set');
  const { MongoClient } = await import('mongodb');
  const client = new MongoClient(config.mongodb.uri, {
    serverSelectionTimeoutMS: 5000,
    appName: 'lotto-restore',
  });
  return {
    target: mongoRestoreTarget(client.db(config.mongodb.db)),
    close: () => client.close(),
  };
}
