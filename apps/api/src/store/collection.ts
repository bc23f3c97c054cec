import { randomBytes } from 'node:crypto';
import { ServiceUnavailableError } from '../shared/errors.js';

/** Every stored document has an app-made string id. */
export interface Doc {
  _id: string;
}

type Scalar = string | number | boolean | null;

/** The field conditions both engines understand the same way. */
export interface FieldCondition<V> {
  $ne?: V;
  $lt?: V;
  $lte?: V;
  $gt?: V;
  $gte?: V;
  $in?: V[];
  $regex?: RegExp;
  $exists?: boolean;
}

type FieldValue<V> = V extends Scalar ? V : V extends (infer E)[] ? E : never;

/**
 * The MongoDB query subset shared by the embedded engine and MongoDB: equality, comparison,
 * `$in`, `$regex`, `$exists` on top-level fields, and `$or` of such filters.
 */
export type Filter<T> = {
  [K in keyof T]?: FieldValue<T[K]> | FieldCondition<FieldValue<T[K]>>;
} & { $or?: Filter<T>[] };

export type Sort<T> = Partial<Record<keyof T & string, 1 | -1>>;

export interface FindOptions<T> {
  sort?: Sort<T>;
  limit?: number;
  /** Top-level fields left out of the returned documents (never `_id`): big fields a list does not show. */
  omit?: readonly Exclude<keyof T & string, '_id'>[];
}

export interface Update<T> {
  $set?: Partial<Omit<T, '_id'>>;
  $unset?: Partial<Record<Exclude<keyof T, '_id'>, true>>;
}

export interface IndexSpec {
  field: string;
  unique?: boolean;
}

/**
 * The port every repository is written against. Adapters: the embedded engine and MongoDB.
 * Every method may throw {@link StoreUnavailableError}; writes may throw {@link DuplicateKeyError}.
 */
export interface Collection<T extends Doc> {
  find(filter: Filter<T>, options?: FindOptions<T>): Promise<T[]>;
  findOne(filter: Filter<T>): Promise<T | null>;
  /**
   * A page of a walk through a large collection in `_id` order: the first `limit` matches of
   * `filter` whose `_id` is after `afterId` (`''`: from the start). The same answer as
   * `find({ ...filter, _id: { $gt: afterId } }, { sort: { _id: 1 }, limit })`, at the cost of the
   * page: the embedded engine's `find` gathers and sorts every later match first (seconds on the
   * API's thread at a million documents), so it walks its `_id` index from `afterId` instead.
   */
  findAfter(afterId: string, filter: Filter<T>, limit: number): Promise<T[]>;
  insertOne(doc: T): Promise<T>;
  /**
   * Inserts many documents in one write (one append and one fsync on the embedded engine). The
   * embedded engine stores all or none; MongoDB (ordered) keeps those before a refused one.
   */
  insertMany(docs: readonly T[]): Promise<T[]>;
  /** Applies `update` to the first match and returns the document after the update (null when none). */
  updateOne(filter: Filter<T>, update: Update<T>): Promise<T | null>;
  deleteOne(filter: Filter<T>): Promise<boolean>;
  /**
   * Applies `update` to every match in one write (no document is returned); answers how many
   * matched. Not atomic across documents: each document is updated or not on its own.
   */
  updateMany(filter: Filter<T>, update: Update<T>): Promise<number>;
  /** Deletes every match in one write; answers how many went. */
  deleteMany(filter: Filter<T>): Promise<number>;
  count(filter: Filter<T>): Promise<number>;
}

export type StoreKind = 'embedded' | 'mongodb';

/** A document database: hands out collections, reports health, closes. */
export interface DocumentStore {
  readonly kind: StoreKind;
  /** The embedded engine's folder (DATA_DIR); undefined on MongoDB. */
  readonly dataDir?: string | undefined;
  collection<T extends Doc>(name: string, indexes?: IndexSpec[]): Collection<T>;
  /** Resolves when the store answers; throws {@link StoreUnavailableError} otherwise. */
  ping(): Promise<void>;
  /** Loads (embedded) or checks (MongoDB) every collection handed out so far. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** A unique index refused the write. `field` names the index's field. */
export class DuplicateKeyError extends Error {
  constructor(readonly field: string) {
    super(`Duplicate value for unique field "${field}"`);
    this.name = 'DuplicateKeyError';
  }
}

/** The document store cannot be reached or cannot write; becomes a 503. */
export class StoreUnavailableError extends ServiceUnavailableError {
  constructor(kind: StoreKind, reason: string, cause?: unknown) {
    super(
      'store',
      `The document store (${kind}) is unavailable: ${reason}. Try again shortly.`,
      cause,
    );
  }
}

const processUnique = randomBytes(5);
let counter = randomBytes(3).readUIntBE(0, 3);

/**
 * A new document id: 24 hex characters laid out like a MongoDB ObjectId (seconds, process-unique
 * bytes, counter), so ids sort roughly by creation time and both engines store plain strings.
 */
export function newId(now: number = Date.now()): string {
  const id = Buffer.alloc(12);
  id.writeUInt32BE(Math.floor(now / 1000) >>> 0, 0);
  processUnique.copy(id, 4);
  counter = (counter + 1) % 0xffffff;
  id.writeUIntBE(counter, 9, 3);
  return id.toString('hex');
}

/** Escapes text for use inside a RegExp (user search strings are never patterns). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
