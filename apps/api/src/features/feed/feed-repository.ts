import {
  type FeedAnswer,
  type FeedSource,
  type FeedSourceStatus,
  type Tier,
} from '@lotto/contracts';
import {
  type Collection,
  type Doc,
  DuplicateKeyError,
  type DocumentStore,
} from '../../store/collection.js';
import type { KeptDisagreement } from './publish-rules.js';

/*
 * The feed's state in the document store (embedded or MongoDB): how each source last did, what
 * each last answered per draw, and the disagreements it found (open, and closed ones kept so that
 * an admin's decision is not reopened by the same answers).
 */

interface SourceDoc extends Doc {
  source: FeedSource;
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
}

interface AnswerDoc extends Doc {
  date: string;
  source: FeedSource;
  answer: FeedAnswer;
}

interface DisagreementDoc extends Doc, KeptDisagreement {
  open: boolean;
}

/** Writes `doc` whole, whether or not it exists (a lost insert race becomes an update). */
async function put<T extends Doc>(collection: Collection<T>, doc: T): Promise<void> {
  const { _id, ...fields } = doc;
  const filter = { _id } as Parameters<Collection<T>['updateOne']>[0];
  const update = { $set: fields as unknown as Partial<Omit<T, '_id'>> };
  if ((await collection.updateOne(filter, update)) !== null) return;
  try {
    await collection.insertOne(doc);
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    await collection.updateOne(filter, update);
  }
}

export function createFeedRepository(store: DocumentStore) {
  const sources = store.collection<SourceDoc>('feedSources');
  const answers = store.collection<AnswerDoc>('feedAnswers', [{ field: 'date' }]);
  const disagreements = store.collection<DisagreementDoc>('feedDisagreements', [{ field: 'date' }]);

  const toKept = (doc: DisagreementDoc): KeptDisagreement => {
    const kept: KeptDisagreement = {
      date: doc.date,
      tier: doc.tier,
      values: doc.values,
      openedAt: doc.openedAt,
    };
    if (doc.note !== undefined) kept.note = doc.note;
    if (doc.closedAt !== undefined) kept.closedAt = doc.closedAt;
    if (doc.closedBy !== undefined) kept.closedBy = doc.closedBy;
    return kept;
  };

  return {
    async sourceStatus(
      source: FeedSource,
    ): Promise<Omit<FeedSourceStatus, 'configured' | 'degraded'>> {
      const doc = await sources.findOne({ _id: source });
      return {
        source,
        lastAttemptAt: doc?.lastAttemptAt ?? null,
        lastSuccessAt: doc?.lastSuccessAt ?? null,
        lastError: doc?.lastError ?? null,
      };
    },

    /** Records one attempt: a success (error null) or its failure in plain words. */
    async recordAttempt(source: FeedSource, at: string, error: string | null): Promise<void> {
      const before = await sources.findOne({ _id: source });
      await put(sources, {
        _id: source,
        source,
        lastAttemptAt: at,
        lastSuccessAt: error === null ? at : (before?.lastSuccessAt ?? null),
        lastError: error,
      });
    },

    async answersOf(date: string): Promise<FeedAnswer[]> {
      const docs = await answers.find({ date }, { sort: { source: -1 } });
      return docs.map((doc) => doc.answer);
    },

    saveAnswer(answer: FeedAnswer): Promise<void> {
      return put(answers, {
        _id: `${answer.source}:${answer.date}`,
        date: answer.date,
        source: answer.source,
        answer,
      });
    },

    /** The newest date any source answered for (the draw the feed last looked at). */
    async latestAnsweredDate(): Promise<string | null> {
      const [doc] = await answers.find({}, { sort: { date: -1 }, limit: 1 });
      return doc?.date ?? null;
    },

    /** Every disagreement kept for a draw, open and closed. */
    async keptOf(date: string): Promise<KeptDisagreement[]> {
      return (await disagreements.find({ date })).map(toKept);
    },

    /** Every open disagreement, newest draw first. */
    async open(): Promise<KeptDisagreement[]> {
      const docs = await disagreements.find({ open: true }, { sort: { date: -1 } });
      return docs.map(toKept);
    },

    /** Opens (or replaces with new values) the disagreement of a draw's tier. */
    async openDisagreement(d: KeptDisagreement): Promise<void> {
      const doc: DisagreementDoc = { _id: `${d.date}:${d.tier}`, ...d, open: true };
      await put(disagreements, doc);
      // A tier's earlier disagreement may have been closed: this one is open.
      await disagreements.updateOne(
        { _id: doc._id },
        { $unset: { closedAt: true, closedBy: true } },
      );
    },

    async closeDisagreement(
      date: string,
      tier: Tier,
      at: string,
      by: 'agreement' | 'admin',
    ): Promise<void> {
      await disagreements.updateOne(
        { _id: `${date}:${tier}` },
        { $set: { open: false, closedAt: at, closedBy: by } },
      );
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
