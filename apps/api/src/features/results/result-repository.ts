import type { Result, ResultInput } from '@lotto/contracts';
import type { DocumentStore, Filter } from '../../store/collection.js';

const TIERS = ['near1', 'prize2', 'prize3', 'prize4', 'prize5'] as const;

/** Only the contract's fields leave the repository, in a fixed order on both engines. */
function toResult(doc: Result): Result {
  const result: Result = {
    _id: doc._id,
    date: doc.date,
    prize1: doc.prize1,
    front3: doc.front3,
    last3: doc.last3,
    last2: doc.last2,
  };
  for (const tier of TIERS) if (doc[tier] !== undefined) result[tier] = doc[tier];
  return result;
}

export interface ResultListQuery {
  limit?: number;
  /** Only draws strictly before this date. */
  before?: string;
}

/** The draw results collection (one document per draw date). */
export function createResultRepository(store: DocumentStore) {
  const collection = store.collection<Result>('results', [{ field: 'date', unique: true }]);

  return {
    async list(query: ResultListQuery): Promise<Result[]> {
      const filter: Filter<Result> = query.before === undefined ? {} : { date: { $lt: query.before } };
      const docs = await collection.find(filter, { sort: { date: -1 }, limit: query.limit });
      return docs.map(toResult);
    },

    async newestOnOrBefore(day: string): Promise<Result | null> {
      const [doc] = await collection.find({ date: { $lte: day } }, { sort: { date: -1 }, limit: 1 });
      return doc === undefined ? null : toResult(doc);
    },

    async findByDate(date: string): Promise<Result | null> {
      const doc = await collection.findOne({ date });
      return doc === null ? null : toResult(doc);
    },

    /** Draws with this first prize and last-2 number (two real draws practically never share both). */
    async findByNumbers(prize1: string, last2: string): Promise<Result[]> {
      return (await collection.find({ prize1, last2 }, { sort: { date: 1 } })).map(toResult);
    },

    /** Throws DuplicateKeyError('date') when that draw date is taken. */
    async insert(result: Result): Promise<Result> {
      return toResult(await collection.insertOne(result));
    },

    /** Sets the given fields of the draw with `id`; tiers absent from `input` are kept. */
    async update(id: string, input: ResultInput): Promise<Result | null> {
      const { date: _date, ...fields } = input;
      const doc = await collection.updateOne({ _id: id }, { $set: fields });
      return doc === null ? null : toResult(doc);
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
