import type { DrawOverrideRecord } from '@lotto/contracts';
import type { DocumentStore } from '../../store/collection.js';

/** An override as stored: one document per regular draw date (`from`). */
interface DrawOverrideDocument extends DrawOverrideRecord {
  _id: string;
}

function toRecord(doc: DrawOverrideDocument): DrawOverrideRecord {
  return {
    from: doc.from,
    to: doc.to,
    reason: doc.reason,
    changedBy: doc.changedBy,
    changedAt: doc.changedAt,
  };
}

/** The admin's announced one-off draw changes ('drawOverrides', unique by regular date). */
export function createDrawOverrideRepository(store: DocumentStore) {
  const collection = store.collection<DrawOverrideDocument>('drawOverrides', [
    { field: 'from', unique: true },
  ]);
  return {
    /** Every override, the newest change first. */
    async listNewestFirst(): Promise<DrawOverrideRecord[]> {
      return (await collection.find({}, { sort: { changedAt: -1, from: -1 } })).map(toRecord);
    },
    async findByFrom(from: string): Promise<DrawOverrideRecord | null> {
      const doc = await collection.findOne({ from });
      return doc === null ? null : toRecord(doc);
    },
    /** Throws DuplicateKeyError('from') when `from` already has an override. */
    async insert(id: string, record: DrawOverrideRecord): Promise<DrawOverrideRecord> {
      return toRecord(await collection.insertOne({ _id: id, ...record }));
    },
    /** Replaces the override of `record.from`; null when it has none. */
    async replace(record: DrawOverrideRecord): Promise<DrawOverrideRecord | null> {
      const { from, ...rest } = record;
      const doc = await collection.updateOne({ from }, { $set: rest });
      return doc === null ? null : toRecord(doc);
    },
    delete(from: string): Promise<boolean> {
      return collection.deleteOne({ from });
    },
  };
}

export type DrawOverrideRepository = ReturnType<typeof createDrawOverrideRepository>;
