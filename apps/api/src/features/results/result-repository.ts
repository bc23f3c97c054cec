import {
  type DrawChange,
  type DrawNumbers,
  type DrawStatus,
  type StatedAmounts,
  type Tier,
  type TierDisagreement,
  TIERS,
} from '@lotto/contracts';
import type { DocumentStore, Filter } from '../../store/collection.js';
import type { DrawState } from './draw-edit.js';
import { type DrawRecord, LIST_OMITTED } from './draw-views.js';

/**
 * A draw as stored. Documents written before draw dates, statuses and histories existed lack
 * those fields (and may hold `front3: []` for draws before 2015-09-01): {@link fromDocument}
 * reads them as drawDate = date, status final, no changes, no empty tiers.
 */
interface DrawDocument extends DrawNumbers {
  _id: string;
  date: string;
  drawDate?: string;
  status?: DrawStatus;
  changes?: DrawChange[];
  /** Time of the latest correction (beside `changes`, so lists need not read the history). */
  correctedAt?: string;
  /** Tiers the sources disagree on (absent from the numbers); absent when none. */
  disagreements?: TierDisagreement[];
  /** Amounts a source stated for the draw; absent when none. */
  amounts?: StatedAmounts;
  /**
   * Write counter for optimistic concurrency (+1 a write); absent on documents older than it. A new
   * draw's starts at {@link firstRevision}.
   */
  rev?: number;
}

/**
 * A new draw's first revision: the time of its insert in ms, not 1, so that a draw removed and
 * entered again never takes a revision its removed self had — the push notices of a draw are keyed
 * and ordered by it (`<date>:<kind>:<revision>`: a reused one would count as already sent, or as
 * superseded by the removed draw's notices).
 */
export function firstRevision(): number {
  return Date.now();
}

/** A stored draw and the write counter its next update must match. */
export interface StoredDraw extends DrawRecord {
  rev: number | undefined;
}

function fromDocument(doc: DrawDocument): StoredDraw {
  const draw: StoredDraw = {
    _id: doc._id,
    date: doc.date,
    drawDate: doc.drawDate ?? doc.date,
    status: doc.status ?? 'final',
    changes: doc.changes ?? [],
    rev: doc.rev,
  };
  const target = draw as unknown as Record<Tier, unknown>;
  for (const tier of TIERS) {
    const value = doc[tier];
    if (value === undefined || value.length === 0) continue;
    target[tier] = value;
  }
  if (doc.correctedAt !== undefined) draw.correctedAt = doc.correctedAt;
  if (doc.disagreements !== undefined && doc.disagreements.length > 0)
    draw.disagreements = doc.disagreements;
  if (doc.amounts !== undefined) draw.amounts = doc.amounts;
  return draw;
}

function toDocument(id: string, draw: DrawState, rev: number): DrawDocument {
  const doc: DrawDocument = {
    _id: id,
    date: draw.date,
    drawDate: draw.drawDate,
    status: draw.status,
  };
  const target = doc as unknown as Record<Tier, unknown>;
  for (const tier of TIERS) {
    const value = (draw as Record<Tier, string | string[] | undefined>)[tier];
    if (value !== undefined) target[tier] = value;
  }
  doc.changes = draw.changes;
  if (draw.correctedAt !== undefined) doc.correctedAt = draw.correctedAt;
  if (draw.disagreements !== undefined) doc.disagreements = draw.disagreements;
  if (draw.amounts !== undefined) doc.amounts = draw.amounts;
  doc.rev = rev;
  return doc;
}

export interface ResultListQuery {
  limit?: number | undefined;
  /** Only draws strictly before this period date. */
  before?: string | undefined;
}

/** The draws collection ('results', one document per period date). */
export function createResultRepository(store: DocumentStore) {
  const collection = store.collection<DrawDocument>('results', [{ field: 'date', unique: true }]);

  return {
    /** Newest first, without the histories. */
    async list(query: ResultListQuery): Promise<StoredDraw[]> {
      const filter: Filter<DrawDocument> =
        query.before === undefined ? {} : { date: { $lt: query.before } };
      const docs = await collection.find(filter, {
        sort: { date: -1 },
        limit: query.limit,
        omit: LIST_OMITTED,
      });
      return docs.map(fromDocument);
    },

    /** Draws of period dates from `from` to `to` (inclusive, each optional), newest first, without the histories. */
    async between(from: string | undefined, to: string | undefined): Promise<StoredDraw[]> {
      const date: { $gte?: string; $lte?: string } = {};
      if (from !== undefined) date.$gte = from;
      if (to !== undefined) date.$lte = to;
      const filter: Filter<DrawDocument> = from === undefined && to === undefined ? {} : { date };
      const docs = await collection.find(filter, { sort: { date: -1 }, omit: LIST_OMITTED });
      return docs.map(fromDocument);
    },

    async newestOnOrBefore(day: string): Promise<StoredDraw | null> {
      const [doc] = await collection.find(
        { date: { $lte: day } },
        { sort: { date: -1 }, limit: 1, omit: LIST_OMITTED },
      );
      return doc === undefined ? null : fromDocument(doc);
    },

    /** Draws drawn on or after `drawDate` (or of a period from then on, for documents without a draw date), newest first. */
    async drawnSince(drawDate: string): Promise<StoredDraw[]> {
      const docs = await collection.find(
        {
          $or: [
            { drawDate: { $gte: drawDate } },
            { drawDate: { $exists: false }, date: { $gte: drawDate } },
          ],
        },
        { sort: { date: -1 }, omit: LIST_OMITTED },
      );
      return docs.map(fromDocument);
    },

    async findByDate(date: string): Promise<StoredDraw | null> {
      const doc = await collection.findOne({ date });
      return doc === null ? null : fromDocument(doc);
    },

    /** Every draw with its history (for the import, which compares a whole file at once). */
    async all(): Promise<StoredDraw[]> {
      return (await collection.find({}, { sort: { date: -1 } })).map(fromDocument);
    },

    /** Throws DuplicateKeyError('date') when that period date is taken. */
    async insert(id: string, draw: DrawState): Promise<StoredDraw> {
      return fromDocument(await collection.insertOne(toDocument(id, draw, firstRevision())));
    },

    /** One write for many draws (embedded engine: all or none). */
    async insertMany(draws: readonly { id: string; draw: DrawState }[]): Promise<void> {
      const rev = firstRevision();
      await collection.insertMany(draws.map(({ id, draw }) => toDocument(id, draw, rev)));
    },

    /**
     * Replaces the draw `stored` with `next`, only if nobody wrote it since `stored` was read.
     * Null when it changed meanwhile (or is gone): read it again and redo the edit.
     */
    async replace(stored: StoredDraw, next: DrawState): Promise<StoredDraw | null> {
      const { _id: _unused, ...fields } = toDocument(stored._id, next, (stored.rev ?? 0) + 1);
      const removed: string[] = TIERS.filter(
        (tier) => stored[tier] !== undefined && next[tier] === undefined,
      );
      // A settled dispute, or amounts no longer stated, leave no field behind.
      for (const field of ['disagreements', 'amounts'] as const)
        if (stored[field] !== undefined && next[field] === undefined) removed.push(field);
      const doc = await collection.updateOne(
        { _id: stored._id, rev: stored.rev ?? { $exists: false } },
        {
          $set: fields,
          $unset: Object.fromEntries(removed.map((tier) => [tier, true])),
        },
      );
      return doc === null ? null : fromDocument(doc);
    },

    delete(id: string): Promise<boolean> {
      return collection.deleteOne({ _id: id });
    },

    count(): Promise<number> {
      return collection.count({});
    },
  };
}

export type ResultRepository = ReturnType<typeof createResultRepository>;
