import {
  type Collection as MongoCollection,
  type Document,
  type Filter as MongoFilter,
  MongoClient,
  MongoServerError,
  type Sort as MongoSort,
  type UpdateFilter,
} from 'mongodb';
import type { Logger } from 'pino';
import {
  type Collection,
  type Doc,
  type DocumentStore,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type Sort,
  StoreUnavailableError,
  type Update,
} from './collection.js';

export interface MongoStoreOptions {
  uri: string;
  db: string;
  /** How long an operation waits for a reachable server before it fails with a 503. */
  serverSelectionTimeoutMs?: number;
}

/**
 * Whether a server error is a unique index refusing a write, and which field it names when it names
 * one. MongoDB always names it: `keyPattern` on single writes, the index in the message of a bulk
 * write (`index: date_1 dup key`). FerretDB 1.24 names none on inserts (code 11000, message
 * "E11000 duplicate key error collection: db.coll") and answers a findAndModify that breaks a unique
 * index with code 1 (InternalError) and its backend's message: SQLite's "UNIQUE constraint failed:
 * index '<table>_date_1'", PostgreSQL's "duplicate key value violates unique constraint".
 * `undefined`: not a duplicate key; `{ field: undefined }`: a duplicate key of an unnamed index.
 */
function duplicateKey(
  error: MongoServerError,
  uniqueFields: readonly string[],
): { field: string | undefined } | undefined {
  if (error.code === 11000) {
    const keyPattern = (error as { keyPattern?: Record<string, unknown> }).keyPattern;
    const fromPattern = Object.keys(keyPattern ?? {})[0];
    const fromMessage = /index: (\w+?)_-?1\b/.exec(error.message)?.[1];
    return { field: fromPattern ?? fromMessage };
  }
  const sqliteIndex = /UNIQUE constraint failed: index '([^']+)'/.exec(error.message)?.[1];
  if (sqliteIndex !== undefined)
    return { field: uniqueFields.find((field) => sqliteIndex.endsWith(`_${field}_1`)) };
  // FerretDB on PostgreSQL: its index names are mangled (`<table>_date___<hash>_idx`).
  if (error.message.includes('duplicate key value violates unique constraint'))
    return { field: undefined };
  return undefined;
}

/** Server answers (other than a duplicate key) are bugs; everything else means MongoDB is not reachable. */
function translate(error: unknown, what: string): Error {
  if (error instanceof MongoServerError) return error;
  return new StoreUnavailableError(
    'mongodb',
    `${what} failed (${(error as Error).message})`,
    error,
  );
}

/** The collection of FerretDB's update locks (see {@link DocumentLocks}); never backed up. */
export const LOCK_COLLECTION = 'storeLocks';
/** A lock older than this was left by a crashed process and may be taken over. */
export const LOCK_STALE_MS = 10_000;
/** How long an update waits for another one on the same document before it answers 503. */
const LOCK_WAIT_MS = 10_000;

/**
 * FerretDB (v1) runs a findAndModify as a read and then a write, without holding the document:
 * two updates of one document at once can both match a condition such as `{ _id, rev }` and one
 * change is lost (measured: 29 of 30 rounds of two such updates both matched). MongoDB updates a
 * document atomically. So on FerretDB every update first takes a lock document — an insert of
 * `{ _id: '<collection>/<document id>' }`, atomic because `_id` is its table's primary key, in the
 * database, so every API instance sees it — and removes it after. A lock left by a crashed process
 * is taken over once it is {@link LOCK_STALE_MS} old.
 */
class DocumentLocks {
  constructor(private readonly locks: MongoCollection) {}

  async hold<R>(key: string, work: () => Promise<R>): Promise<R> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.locks.insertOne({ _id: key as never, at: Date.now() });
        break;
      } catch (error) {
        if (!(error instanceof MongoServerError) || duplicateKey(error, ['_id']) === undefined)
          throw error;
        const held = await this.locks.findOne({ _id: key as never });
        if (held !== null && typeof held.at === 'number' && Date.now() - held.at > LOCK_STALE_MS)
          await this.locks.deleteOne({ _id: key as never, at: held.at });
        else if (Date.now() > deadline)
          throw new StoreUnavailableError(
            'mongodb',
            `another update of ${key} held it for over ${LOCK_WAIT_MS / 1000} s`,
          );
        else
          await new Promise((resolve) =>
            setTimeout(resolve, Math.min(5 * 2 ** attempt, 100) * (0.5 + Math.random())),
          );
      }
    }
    try {
      return await work();
    } finally {
      await this.locks.deleteOne({ _id: key as never }).catch(() => undefined);
    }
  }
}

class MongoCollectionAdapter<T extends Doc> implements Collection<T> {
  private indexesReady: Promise<void> | undefined;

  constructor(
    private readonly collection: MongoCollection,
    private readonly indexes: IndexSpec[],
    /** Resolves to the locks when the server is FerretDB (its updates need them), else undefined. */
    private readonly locks: () => Promise<DocumentLocks | undefined>,
  ) {}

  /** Creates the indexes on first use; retried on the next call when MongoDB was down. */
  ready(): Promise<void> {
    this.indexesReady ??= (async () => {
      for (const index of this.indexes) {
        await this.collection.createIndex(
          { [index.field]: 1 },
          { unique: index.unique ?? false },
          undefined,
        );
      }
    })().catch((error: unknown) => {
      this.indexesReady = undefined;
      throw translate(error, `creating indexes of ${this.collection.collectionName}`);
    });
    return this.indexesReady;
  }

  /** `_id` and the fields of the unique indexes: what a duplicate key can be about. */
  private get uniqueFields(): string[] {
    return ['_id', ...this.indexes.filter((index) => index.unique === true).map((i) => i.field)];
  }

  /**
   * Runs a call; a unique index's refusal becomes a {@link DuplicateKeyError} naming the field. When
   * the server does not name it (FerretDB), `conflict` finds it by reading what the write collided with.
   */
  private async run<R>(
    what: string,
    op: () => Promise<R>,
    conflict?: (error: MongoServerError) => Promise<string | undefined>,
  ): Promise<R> {
    await this.ready();
    try {
      return await op();
    } catch (error) {
      const duplicate =
        error instanceof MongoServerError ? duplicateKey(error, this.uniqueFields) : undefined;
      if (duplicate === undefined)
        throw translate(error, `${what} on ${this.collection.collectionName}`);
      const named =
        duplicate.field ??
        (await conflict?.(error as MongoServerError).catch(() => undefined)) ??
        '_id';
      throw new DuplicateKeyError(named);
    }
  }

  /**
   * The first of `fields` (unique ones) whose value in `values` a stored document other than
   * `otherThan` already has (a missing value counts as null, as in a unique index).
   */
  private async collidingField(
    values: Record<string, unknown>,
    fields: readonly string[] = this.uniqueFields,
    otherThan?: unknown,
  ): Promise<string | undefined> {
    for (const field of fields) {
      const filter: Document = { [field]: values[field] ?? null };
      if (otherThan !== undefined) filter._id = { $ne: otherThan };
      if ((await this.collection.findOne(filter, { projection: { _id: 1 } })) !== null)
        return field;
    }
    return undefined;
  }

  find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    return this.run('find', async () => {
      const projection = Object.fromEntries((options.omit ?? []).map((field) => [field, 0]));
      let cursor = this.collection.find(filter as MongoFilter<Document>, { projection });
      if (options.sort !== undefined) cursor = cursor.sort(options.sort as MongoSort);
      if (options.limit !== undefined) cursor = cursor.limit(options.limit);
      return (await cursor.toArray()) as unknown as T[];
    });
  }

  findAfter(afterId: string, filter: Filter<T>, limit: number): Promise<T[]> {
    // MongoDB answers this from its _id index (a range scan that stops at the limit).
    return this.find({ ...filter, _id: { $gt: afterId } }, { sort: { _id: 1 } as Sort<T>, limit });
  }

  findOne(filter: Filter<T>): Promise<T | null> {
    return this.run(
      'findOne',
      async () => (await this.collection.findOne(filter as MongoFilter<Document>)) as T | null,
    );
  }

  count(filter: Filter<T>): Promise<number> {
    return this.run('count', () => this.collection.countDocuments(filter as MongoFilter<Document>));
  }

  insertOne(doc: T): Promise<T> {
    return this.run(
      'insertOne',
      async () => {
        // The driver writes the _id it is given; a copy keeps the caller's object untouched.
        await this.collection.insertOne({ ...doc } as unknown as Document);
        return doc;
      },
      () => this.collidingField(doc as unknown as Record<string, unknown>),
    );
  }

  insertMany(docs: readonly T[]): Promise<T[]> {
    if (docs.length === 0) return Promise.resolve([]);
    return this.run(
      'insertMany',
      async () => {
        // Copies: the driver writes into the objects it is given.
        await this.collection.insertMany(
          docs.map((doc): Document => ({ ...doc })),
          { ordered: true },
        );
        return [...docs];
      },
      async (error) => {
        // An ordered insertMany stops at the refused document: the bulk error says which one.
        const index = (error as { writeErrors?: { index: number }[] }).writeErrors?.[0]?.index ?? 0;
        const refused = docs[index];
        return refused === undefined
          ? undefined
          : this.collidingField(refused as unknown as Record<string, unknown>);
      },
    );
  }

  updateOne(filter: Filter<T>, update: Update<T>): Promise<T | null> {
    const modifier = modifierOf(update);
    if (modifier === undefined) return this.findOne(filter);
    const update1 = async (where: MongoFilter<Document>) =>
      (await this.collection.findOneAndUpdate(where, modifier, {
        returnDocument: 'after',
      })) as T | null;
    return this.run(
      'updateOne',
      async () => {
        const locks = await this.locks();
        if (locks === undefined) return update1(filter as MongoFilter<Document>);
        // FerretDB: lock the document the filter names (or finds), then update it under the filter.
        const id =
          typeof filter._id === 'string'
            ? filter._id
            : (
                await this.collection.findOne(filter as MongoFilter<Document>, {
                  projection: { _id: 1 },
                })
              )?._id;
        if (typeof id !== 'string') return null;
        return locks.hold(`${this.collection.collectionName}/${id}`, () =>
          update1({ ...(filter as MongoFilter<Document>), _id: id as never }),
        );
      },
      async () => {
        // The refused update changed nothing: the target still has its old values.
        const target = await this.collection.findOne(filter as MongoFilter<Document>, {
          projection: { _id: 1 },
        });
        const set = (update.$set ?? {}) as Record<string, unknown>;
        const changed = this.uniqueFields.filter((field) => field !== '_id' && field in set);
        return this.collidingField(set, changed, target?._id);
      },
    );
  }

  updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    const modifier = modifierOf(update);
    if (modifier === undefined) return this.count(filter);
    // No lock on FerretDB: these updates carry no condition on what they change (the race the
    // locks close, two conditional updates of one document, needs one).
    return this.run(
      'updateMany',
      async () =>
        (await this.collection.updateMany(filter as MongoFilter<Document>, modifier)).matchedCount,
    );
  }

  deleteOne(filter: Filter<T>): Promise<boolean> {
    return this.run(
      'deleteOne',
      async () =>
        (await this.collection.deleteOne(filter as MongoFilter<Document>)).deletedCount > 0,
    );
  }

  deleteMany(filter: Filter<T>): Promise<number> {
    return this.run(
      'deleteMany',
      async () => (await this.collection.deleteMany(filter as MongoFilter<Document>)).deletedCount,
    );
  }
}

/** The driver's modifier for an update (undefined: nothing to change). */
function modifierOf<T>(update: Update<T>): UpdateFilter<Document> | undefined {
  const modifier: UpdateFilter<Document> = {};
  if (update.$set !== undefined && Object.keys(update.$set).length > 0) modifier.$set = update.$set;
  if (update.$unset !== undefined && Object.keys(update.$unset).length > 0)
    modifier.$unset = update.$unset as Record<string, true>;
  return Object.keys(modifier).length === 0 ? undefined : modifier;
}

/**
 * MongoDB through the official driver. Connecting is lazy: calls made while MongoDB is down fail
 * with a 503, and the driver reconnects by itself when the server is back. (The API's start waits
 * for the server first: `openStore` in connect.ts.)
 */
export function openMongoStore(options: MongoStoreOptions, logger: Logger): DocumentStore {
  const client = new MongoClient(options.uri, {
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 5000,
    appName: 'lotto-api',
  });
  client.on('serverHeartbeatFailed', (event) => {
    logger.debug({ connectionId: event.connectionId }, 'mongodb heartbeat failed');
  });
  const db = client.db(options.db);
  const collections = new Map<string, MongoCollectionAdapter<Doc>>();
  // Asked once the server answers (a failed ask is asked again on the next update).
  let locks: Promise<DocumentLocks | undefined> | undefined;
  const locksOf = () => {
    locks ??= db
      .command({ buildInfo: 1 })
      .then((info) =>
        'ferretdbVersion' in info ? new DocumentLocks(db.collection(LOCK_COLLECTION)) : undefined,
      )
      .catch((error: unknown) => {
        locks = undefined;
        throw error;
      });
    return locks;
  };

  return {
    kind: 'mongodb',
    collection<T extends Doc>(name: string, indexes: IndexSpec[] = []): Collection<T> {
      let existing = collections.get(name);
      if (existing === undefined) {
        existing = new MongoCollectionAdapter<Doc>(db.collection(name), indexes, locksOf);
        collections.set(name, existing);
      }
      return existing as unknown as Collection<T>;
    },
    async ping() {
      try {
        await db.command({ ping: 1 });
      } catch (error) {
        throw translate(error, 'ping');
      }
    },
    async warmUp() {
      await Promise.all([...collections.values()].map((c) => c.ready()));
    },
    async close() {
      await client.close();
    },
  };
}
