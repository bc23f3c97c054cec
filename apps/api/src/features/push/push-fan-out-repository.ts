import type { Draw, PushFanOut, PushKind } from '@lotto/contracts';
import type { DocumentStore } from '../../store/collection.js';

/**
 * One fan-out as stored in `pushFanOuts` (its `_id` is the notice id, `<date>:<kind>:<revision>`):
 * what it sends (the draw as it was at that revision), how far it got (`cursor`: the last
 * subscription `_id` of the last recorded batch) and its figures for the admin.
 */
export interface PushFanOutDocument {
  _id: string;
  date: string;
  kind: PushKind;
  /** The draw's write counter at this notice: a fan-out of a higher one supersedes this one. */
  revision: number;
  draw: Draw;
  /** `queued` → `running` → `done`, or `superseded` when a newer notice of the draw came first. */
  state: 'queued' | 'running' | 'done' | 'superseded';
  /** ISO times: when it was queued, when it first ran, when it ended. */
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  cursor: string;
  total: number;
  sent: number;
  failed: number;
  removed: number;
}

export const PUSH_FAN_OUTS = 'pushFanOuts';

/** A notice's fan-out as it is recorded, queued and not yet run. */
export function queuedFanOut(
  notice: { id: string; kind: PushKind; revision: number; draw: Draw },
  createdAt: string,
): PushFanOutDocument {
  return {
    _id: notice.id,
    date: notice.draw.date,
    kind: notice.kind,
    revision: notice.revision,
    draw: notice.draw,
    state: 'queued',
    createdAt,
    startedAt: null,
    finishedAt: null,
    cursor: '',
    total: 0,
    sent: 0,
    failed: 0,
    removed: 0,
  };
}

/** The fan-outs collection: one document per notice. */
export function createPushFanOutRepository(store: DocumentStore) {
  const collection = store.collection<PushFanOutDocument>(PUSH_FAN_OUTS, [
    { field: 'date' },
    { field: 'createdAt' },
  ]);

  return {
    /** Throws DuplicateKeyError('_id') when that notice is already recorded. */
    insert(doc: PushFanOutDocument): Promise<PushFanOutDocument> {
      return collection.insertOne(doc);
    },

    find(notice: string): Promise<PushFanOutDocument | null> {
      return collection.findOne({ _id: notice });
    },

    update(
      notice: string,
      fields: Partial<Omit<PushFanOutDocument, '_id'>>,
    ): Promise<PushFanOutDocument | null> {
      return collection.updateOne({ _id: notice }, { $set: fields });
    },

    /** Whether a notice of the same draw with a higher revision is recorded. */
    async supersededBy(doc: PushFanOutDocument): Promise<string | undefined> {
      const [newer] = await collection.find(
        { date: doc.date, revision: { $gt: doc.revision } },
        { limit: 1 },
      );
      return newer?._id;
    },

    /** The fan-outs not finished (queued or cut short by a stop), oldest first. */
    unfinished(): Promise<PushFanOutDocument[]> {
      return collection.find({ state: { $in: ['queued', 'running'] } }, { sort: { createdAt: 1 } });
    },

    /** The newest fan-out, as the admin sees it. */
    async latest(): Promise<PushFanOut | null> {
      const [doc] = await collection.find({}, { sort: { createdAt: -1 }, limit: 1 });
      return doc === undefined ? null : figuresOf(doc);
    },
  };
}

/** The admin's view of a fan-out. */
export function figuresOf(doc: PushFanOutDocument): PushFanOut {
  const started = doc.startedAt ?? doc.createdAt;
  return {
    notice: doc._id,
    date: doc.date,
    kind: doc.kind,
    startedAt: started,
    finishedAt: doc.finishedAt,
    total: doc.total,
    sent: doc.sent,
    failed: doc.failed,
    removed: doc.removed,
    durationMs: doc.finishedAt === null ? null : Date.parse(doc.finishedAt) - Date.parse(started),
  };
}

export type PushFanOutRepository = ReturnType<typeof createPushFanOutRepository>;
