import { constants as fsConstants } from 'node:fs';
import { access, open, readFile, truncate } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import nedbModule from '@seald-io/nedb';
import type { Logger } from 'pino';
import { acquireDataDirLock } from './data-dir-lock.js';
import {
  type Collection,
  type Doc,
  type DocumentStore,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type IndexSpec,
  StoreUnavailableError,
  type Update,
} from './collection.js';

// The package is CommonJS (`module.exports = Datastore`) while its types describe an ES default
// export, so under NodeNext the default import is the class at runtime but typed as the module.
type Nedb<T> = nedbModule.default<T>;
const Nedb = nedbModule as unknown as typeof nedbModule.default;

/**
 * The engine's own document matching and copying (`lib/model.js`, what its `find` uses), for the
 * walk of {@link EmbeddedCollection.findAfter}: the same query language, the same copies.
 */
const nedbModel = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as {
  match(doc: unknown, query: unknown): boolean;
  deepCopy<D>(doc: D): D;
};

/** A node of the engine's AVL tree of an index (`@seald-io/binary-search-tree`); no `key`: empty. */
interface IndexNode<T> {
  key?: unknown;
  data: T[];
  left?: IndexNode<T> | null;
  right?: IndexNode<T> | null;
}

/**
 * The root of the `_id` index of `db` (`db.indexes._id.tree.tree`, the engine's internals), or
 * undefined when they are not as this code knows them (another version): the caller then asks the
 * engine's `find`.
 */
function idIndexRoot<T>(db: unknown): IndexNode<T> | undefined {
  const root = (db as { indexes?: { _id?: { tree?: { tree?: unknown } } } }).indexes?._id?.tree
    ?.tree as IndexNode<T> | undefined;
  return root !== undefined && Array.isArray(root.data) ? root : undefined;
}

const COMPACTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Coalesces fsync calls: every caller gets a promise that resolves after an fsync that *started*
 * after the caller's append finished, while concurrent writers share one fsync.
 */
class FileSyncer {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  constructor(private readonly filename: string) {}

  sync(): Promise<void> {
    if (this.running === undefined) {
      this.running = this.fsync().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.sync();
      });
    return this.queued;
  }

  private async fsync(): Promise<void> {
    const handle = await open(this.filename, 'r+');
    try {
      await handle.datasync();
    } finally {
      await handle.close();
    }
  }
}

/**
 * A crash in the middle of an append can leave a half-written last line. That write was never
 * acknowledged (acknowledgement waits for the fsync), so dropping it loses nothing, and it keeps
 * the engine's corruption guard for real damage elsewhere in the file.
 */
async function dropIncompleteLastLine(filename: string, logger: Logger): Promise<void> {
  let content: Buffer;
  try {
    content = await readFile(filename);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (content.length === 0 || content[content.length - 1] === 0x0a) return;
  const keep = content.lastIndexOf(0x0a) + 1;
  logger.warn(
    { filename, droppedBytes: content.length - keep },
    'embedded store: dropping an incomplete last line left by a crash during an unacknowledged write',
  );
  await truncate(filename, keep);
}

function isUniqueViolation(error: unknown): error is Error & { key?: unknown } {
  return (error as { errorType?: string } | null)?.errorType === 'uniqueViolated';
}

class EmbeddedCollection<T extends Doc> implements Collection<T> {
  private db: Nedb<T> | undefined;
  private loading: Promise<Nedb<T>> | undefined;
  private readonly filename: string;
  private readonly syncer: FileSyncer;

  constructor(
    dataDir: string,
    readonly name: string,
    private readonly indexes: IndexSpec[],
    private readonly logger: Logger,
  ) {
    this.filename = join(dataDir, `${name}.db`);
    this.syncer = new FileSyncer(this.filename);
  }

  /** Loads the file (which also compacts it) once; after a failed write it reloads from disk. */
  ready(): Promise<Nedb<T>> {
    if (this.db !== undefined) return Promise.resolve(this.db);
    this.loading ??= this.load().then(
      (db) => {
        this.db = db;
        this.loading = undefined;
        return db;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw new StoreUnavailableError(
          'embedded',
          `cannot load ${this.filename} (${(error as Error).message})`,
          error,
        );
      },
    );
    return this.loading;
  }

  private async load(): Promise<Nedb<T>> {
    await dropIncompleteLastLine(this.filename, this.logger);
    const db = new Nedb<T>({ filename: this.filename });
    await db.loadDatabaseAsync();
    for (const index of this.indexes) {
      await db.ensureIndexAsync({ fieldName: index.field, unique: index.unique ?? false });
    }
    db.setAutocompactionInterval(COMPACTION_INTERVAL_MS);
    return db;
  }

  get broken(): boolean {
    return this.db === undefined && this.loading === undefined;
  }

  stop(): void {
    this.db?.stopAutocompaction();
  }

  private async read<R>(op: (db: Nedb<T>) => Promise<R>): Promise<R> {
    const db = await this.ready();
    try {
      return await op(db);
    } catch (error) {
      throw new StoreUnavailableError('embedded', `cannot read ${this.name}`, error);
    }
  }

  private async write<R>(
    op: (db: Nedb<T>) => Promise<R>,
    doc?: Partial<T> | readonly Partial<T>[],
  ): Promise<R> {
    const db = await this.ready();
    let result: R;
    try {
      result = await op(db);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateKeyError(this.uniqueFieldOf(error.key, doc));
      this.forget(db);
      throw new StoreUnavailableError(
        'embedded',
        `cannot write ${this.name} (${(error as Error).message})`,
        error,
      );
    }
    try {
      await this.syncer.sync();
    } catch (error) {
      this.forget(db);
      throw new StoreUnavailableError(
        'embedded',
        `cannot flush ${this.name} to disk (${(error as Error).message})`,
        error,
      );
    }
    return result;
  }

  /**
   * The engine applies a change in memory before appending it to the file; when the append or the
   * fsync fails the memory is ahead of the disk. Dropping the instance makes the next call reload
   * what is really on disk (and report 503 until the disk works again).
   */
  private forget(db: Nedb<T>): void {
    if (this.db === db) {
      db.stopAutocompaction();
      this.db = undefined;
    }
  }

  private uniqueFieldOf(key: unknown, doc?: Partial<T> | readonly Partial<T>[]): string {
    const fields = ['_id', ...this.indexes.filter((i) => i.unique).map((i) => i.field)];
    const docs = (doc === undefined ? [] : Array.isArray(doc) ? doc : [doc]) as readonly Record<
      string,
      unknown
    >[];
    const match = fields.find((field) => docs.some((d) => d[field] === key));
    return match ?? fields[fields.length - 1] ?? '_id';
  }

  find(filter: Filter<T>, options: FindOptions<T> = {}): Promise<T[]> {
    return this.read(async (db) => {
      let cursor = db.findAsync(filter);
      if (options.sort !== undefined) cursor = cursor.sort(options.sort);
      if (options.limit !== undefined) cursor = cursor.limit(options.limit);
      const docs = await cursor;
      // The engine's own projection is several times slower than deleting from the copies it returns.
      const omit = options.omit ?? [];
      if (omit.length > 0)
        for (const doc of docs) for (const field of omit) Reflect.deleteProperty(doc, field);
      return docs;
    });
  }

  findAfter(afterId: string, filter: Filter<T>, limit: number): Promise<T[]> {
    return this.read(async (db) => {
      const root = idIndexRoot<T>(db);
      if (root === undefined)
        return db
          .findAsync({ ...filter, _id: { $gt: afterId } })
          .sort({ _id: 1 })
          .limit(limit);
      // In-order through the _id tree from the first key after afterId, until the page is full:
      // the cost of the page and the tree's depth, not of every later document.
      const page: T[] = [];
      const path: IndexNode<T>[] = [];
      const descendLeft = (from: IndexNode<T> | null | undefined, after?: string) => {
        for (let node = from; node !== null && node !== undefined;) {
          if (!('key' in node)) return;
          if (after !== undefined && !((node.key as string) > after)) node = node.right;
          else {
            path.push(node);
            node = node.left;
          }
        }
      };
      descendLeft(root, afterId);
      while (page.length < limit) {
        const node = path.pop();
        if (node === undefined) break;
        for (const doc of node.data)
          if (page.length < limit && nedbModel.match(doc, filter))
            page.push(nedbModel.deepCopy(doc));
        descendLeft(node.right);
      }
      return page;
    });
  }

  findOne(filter: Filter<T>): Promise<T | null> {
    // The typings say a document; at runtime no match resolves to null.
    return this.read((db): Promise<T | null> => db.findOneAsync(filter));
  }

  count(filter: Filter<T>): Promise<number> {
    return this.read(async (db) => (await db.countAsync(filter)) as unknown as number);
  }

  insertOne(doc: T): Promise<T> {
    return this.write(async (db) => (await db.insertAsync(doc)) as T, doc);
  }

  insertMany(docs: readonly T[]): Promise<T[]> {
    if (docs.length === 0) return Promise.resolve([]);
    return this.write(async (db) => (await db.insertAsync([...docs])) as unknown as T[], docs);
  }

  updateOne(filter: Filter<T>, update: Update<T>): Promise<T | null> {
    const modifier = modifierOf(update);
    if (modifier === undefined) return this.findOne(filter);
    return this.write(
      async (db) => {
        const { affectedDocuments } = await db.updateAsync(filter, modifier, {
          returnUpdatedDocs: true,
        });
        return affectedDocuments ?? null;
      },
      update.$set as Partial<T> | undefined,
    );
  }

  updateMany(filter: Filter<T>, update: Update<T>): Promise<number> {
    const modifier = modifierOf(update);
    if (modifier === undefined) return this.count(filter);
    return this.write(
      async (db) => (await db.updateAsync(filter, modifier, { multi: true })).numAffected,
      update.$set as Partial<T> | undefined,
    );
  }

  deleteOne(filter: Filter<T>): Promise<boolean> {
    return this.write(async (db) => (await db.removeAsync(filter, { multi: false })) > 0);
  }

  deleteMany(filter: Filter<T>): Promise<number> {
    return this.write((db) => db.removeAsync(filter, { multi: true }));
  }
}

/** The engine's modifier for an update (undefined: nothing to change). */
function modifierOf<T>(update: Update<T>): Record<string, unknown> | undefined {
  const modifier: Record<string, unknown> = {};
  if (update.$set !== undefined && Object.keys(update.$set).length > 0) modifier.$set = update.$set;
  if (update.$unset !== undefined && Object.keys(update.$unset).length > 0)
    modifier.$unset = update.$unset;
  return Object.keys(modifier).length === 0 ? undefined : modifier;
}

/**
 * The embedded document store: one append-only file per collection under `dataDir`, loaded into
 * memory (and compacted) on first use. Every write is fsynced before it is acknowledged. Only one
 * process may open a folder: a second one fails with {@link DataDirLockedError}.
 */
export function openEmbeddedStore(dataDir: string, logger: Logger): DocumentStore {
  const release = acquireDataDirLock(dataDir);
  const collections = new Map<string, EmbeddedCollection<Doc>>();

  return {
    kind: 'embedded',
    dataDir,
    collection<T extends Doc>(name: string, indexes: IndexSpec[] = []): Collection<T> {
      if (!/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(name))
        throw new TypeError(`Bad collection name "${name}"`);
      let existing = collections.get(name);
      if (existing === undefined) {
        existing = new EmbeddedCollection<Doc>(dataDir, name, indexes, logger);
        collections.set(name, existing);
      }
      return existing as unknown as Collection<T>;
    },
    async ping() {
      try {
        await access(dataDir, fsConstants.W_OK);
      } catch (error) {
        throw new StoreUnavailableError('embedded', `${dataDir} is not writable`, error);
      }
      await Promise.all([...collections.values()].filter((c) => c.broken).map((c) => c.ready()));
    },
    async warmUp() {
      await Promise.all([...collections.values()].map((c) => c.ready()));
    },
    close() {
      for (const collection of collections.values()) collection.stop();
      release();
      return Promise.resolve();
    },
  };
}
