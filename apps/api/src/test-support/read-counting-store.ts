import type { Collection, Doc, DocumentStore } from '../store/collection.js';

/** A store's reads, counted by collection: what one app asked of the database. */
export interface ReadCountingStore {
  /** The real store, every call passed on; the reads (`find`, `findOne`, `count`) counted. */
  store: DocumentStore;
  /** How many reads of `collection` went through {@link store} so far. */
  reads(collection: string): number;
}

/**
 * Counts the reads an app makes of a real store (tests of how often a cache goes to the database).
 * Several apps may each have their own counter over one store: their counts are their own.
 */
export function countingReads(store: DocumentStore): ReadCountingStore {
  const counts = new Map<string, number>();
  const count = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  const counted: DocumentStore = {
    kind: store.kind,
    dataDir: store.dataDir,
    collection<T extends Doc>(...args: Parameters<DocumentStore['collection']>): Collection<T> {
      const [name] = args;
      const real = store.collection<T>(...args);
      return {
        find(filter, options) {
          count(name);
          return real.find(filter, options);
        },
        findAfter(afterId, filter, limit) {
          count(name);
          return real.findAfter(afterId, filter, limit);
        },
        findOne(filter) {
          count(name);
          return real.findOne(filter);
        },
        count(filter) {
          count(name);
          return real.count(filter);
        },
        insertOne: (doc) => real.insertOne(doc),
        insertMany: (docs) => real.insertMany(docs),
        updateOne: (filter, update) => real.updateOne(filter, update),
        deleteOne: (filter) => real.deleteOne(filter),
        updateMany: (filter, update) => real.updateMany(filter, update),
        deleteMany: (filter) => real.deleteMany(filter),
      };
    },
    ping: () => store.ping(),
    warmUp: () => store.warmUp(),
    close: () => store.close(),
  };
  return { store: counted, reads: (name) => counts.get(name) ?? 0 };
}
