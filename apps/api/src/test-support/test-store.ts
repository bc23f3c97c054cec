import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { pino } from 'pino';
import type { DocumentStore, StoreKind } from '../store/collection.js';
import { openEmbeddedStore } from '../store/embedded-store.js';
import { openMongoStore } from '../store/mongo-store.js';
import { tempDir } from './services.js';

/**
 * The engine this test run's store and API suites use. `LOTTO_TEST_STORE=mongodb` (with
 * `MONGODB_TEST_URI`, a MongoDB-protocol server: FerretDB in `npm test`) runs them on MongoDB;
 * anything else (or nothing) on the embedded store. `pnpm --filter @lotto/api test` runs both.
 */
export function testEngine(): StoreKind {
  const value = process.env.LOTTO_TEST_STORE;
  if (value === undefined || value === '' || value === 'embedded') return 'embedded';
  if (value === 'mongodb') return 'mongodb';
  throw new Error(`LOTTO_TEST_STORE must be "embedded" or "mongodb", not "${value}".`);
}

/** The MongoDB-protocol server of the mongodb run; fails with instructions when it is not set. */
export function requireMongoUrl(): string {
  const url = process.env.MONGODB_TEST_URI;
  if (url === undefined || url === '') {
    throw new Error(
      'MONGODB_TEST_URI is not set: the MongoDB run of the API suites needs a MongoDB-protocol server. Run ' +
        'them with `npm test` from the repository root (it builds and starts a throw-away FerretDB), or start ' +
        'one with `bash scripts/ferretdb.sh start /tmp/ferretdb` (it prints the URI) and `export MONGODB_TEST_URI=mongodb://127.0.0.1:<port>/`.',
    );
  }
  return url;
}

/** A database name no other test uses (FerretDB on SQLite keeps one file per database). */
export function uniqueDbName(label: string): string {
  return `lotto_test_${label.replace(/[^a-z0-9]/giu, '_').slice(0, 20)}_${randomBytes(4).toString('hex')}`;
}

/**
 * Where a test's documents live, for this run's engine: a temp `DATA_DIR`, or a database of its
 * own on the test server. `env` is what a spawned API process or CLI needs to use the same place.
 */
export interface TestStorePlace {
  kind: StoreKind;
  env: { DATA_DIR: string } | { MONGODB_URI: string; MONGODB_DB: string };
  /** The temp folder of the embedded engine (undefined on MongoDB). */
  dataDir: string | undefined;
  /** Opens a store on this place (the embedded engine allows one open store per folder). */
  open: (logger?: Logger) => DocumentStore;
  /** Deletes the folder or drops the database (a function of its own: cleanups keep it). */
  remove: () => Promise<void>;
}

/** A place on this run's engine, or on `kind` (a suite that needs both engines at once names it). */
export async function testStorePlace(
  label: string,
  kind: StoreKind = testEngine(),
): Promise<TestStorePlace> {
  if (kind === 'embedded') {
    const dir = await tempDir(label);
    return {
      kind,
      env: { DATA_DIR: dir.path },
      dataDir: dir.path,
      open: (logger = pino({ level: 'silent' })) => openEmbeddedStore(dir.path, logger),
      remove: dir.remove,
    };
  }
  const uri = requireMongoUrl();
  const db = uniqueDbName(label);
  return {
    kind,
    env: { MONGODB_URI: uri, MONGODB_DB: db },
    dataDir: undefined,
    open: (logger = pino({ level: 'silent' })) => openMongoStore({ uri, db }, logger),
    async remove() {
      const { MongoClient } = await import('mongodb');
      const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
      try {
        await client.db(db).dropDatabase();
      } finally {
        await client.close();
      }
    },
  };
}

/** A store of this run's engine on a place of its own; `close` closes it and removes the place. */
export async function openTestStore(
  label: string,
  logger?: Logger,
): Promise<{ store: DocumentStore; place: TestStorePlace; close(): Promise<void> }> {
  const place = await testStorePlace(label);
  const store = place.open(logger);
  return {
    store,
    place,
    async close() {
      await store.close();
      await place.remove();
    },
  };
}
