import type { Member, Payment, StatusChange, MemberStatus } from '@lotto/contracts';
import { type DocumentStore, type Filter, escapeRegExp } from '../../store/collection.js';

/**
 * A member as stored. Records written before payments were kept have no `payments`, `history` or
 * `rev`; a `paid` amount set on them by hand then reads as one payment (see {@link toMember}).
 */
export interface MemberDocument {
  _id: string;
  uid: string;
  name: string;
  email: string;
  status: MemberStatus;
  lastLogin: string;
  createdAt: string;
  paid?: number;
  payments?: Payment[];
  history?: StatusChange[];
  /** Write counter: a change is saved only onto the state it was computed from. */
  rev?: number;
}

/** The member's state a status change or a payment replaces. */
export type MemberChange = Pick<Member, 'status' | 'payments' | 'history'>;

/** The old hand-set `paid` amount as a payment, so no earning on record is lost. */
function legacyPayments(doc: MemberDocument): Payment[] {
  const paid = doc.paid;
  if (typeof paid !== 'number' || !Number.isFinite(paid) || paid <= 0) return [];
  return [
    {
      _id: doc._id,
      amount: paid,
      date: doc.createdAt.slice(0, 10),
      note: 'Paid before payments were recorded in the product',
      by: 'database',
      at: doc.createdAt,
    },
  ];
}

function toMember(doc: MemberDocument): Member {
  const payments = doc.payments ?? legacyPayments(doc);
  return {
    _id: doc._id,
    uid: doc.uid,
    name: doc.name,
    email: doc.email,
    status: doc.status,
    lastLogin: doc.lastLogin,
    createdAt: doc.createdAt,
    paid: sumOf(payments),
    payments,
    history: doc.history ?? [],
  };
}

/** Baht with satang: summed in satang so 0.1 + 0.2 stays 0.30. */
function sumOf(payments: readonly Payment[]): number {
  return payments.reduce((satang, payment) => satang + Math.round(payment.amount * 100), 0) / 100;
}

export interface StoredMember {
  member: Member;
  rev: number | undefined;
}

/** Members (Firebase users who called POST /api/users), keyed by their Firebase uid. */
export function createMemberRepository(store: DocumentStore) {
  const collection = store.collection<MemberDocument>('users', [
    { field: 'uid', unique: true },
    { field: 'lastLogin' },
  ]);

  return {
    async findByUid(uid: string): Promise<Member | null> {
      const doc = await collection.findOne({ uid });
      return doc === null ? null : toMember(doc);
    },

    /** The member with its write counter, for a change saved with {@link replaceState}. */
    async findById(id: string): Promise<StoredMember | null> {
      const doc = await collection.findOne({ _id: id });
      return doc === null ? null : { member: toMember(doc), rev: doc.rev };
    },

    /** Throws DuplicateKeyError('uid') when the uid already has a record. */
    async insert(member: Member): Promise<Member> {
      const { paid: _derived, ...fields } = member;
      return toMember(await collection.insertOne({ ...fields, rev: 1 }));
    },

    /** Sign-in fields only: never the status, payments or history. */
    async updateProfile(
      filter: Filter<MemberDocument>,
      fields: Partial<Pick<Member, 'name' | 'email' | 'lastLogin'>>,
    ): Promise<Member | null> {
      const doc = await collection.updateOne(filter, { $set: fields });
      return doc === null ? null : toMember(doc);
    },

    /**
     * Saves a new status, payments and history onto `stored`, only if nobody changed them since it
     * was read. Null when it changed meanwhile (or is gone): read it again and redo the change.
     */
    async replaceState(stored: StoredMember, next: MemberChange): Promise<Member | null> {
      const doc = await collection.updateOne(
        { _id: stored.member._id, rev: stored.rev ?? { $exists: false } },
        {
          $set: {
            status: next.status,
            payments: next.payments,
            history: next.history,
            rev: (stored.rev ?? 0) + 1,
          },
          // A hand-set `paid` amount is read as a payment (see legacyPayments) and stored with them.
          $unset: { paid: true },
        },
      );
      return doc === null ? null : toMember(doc);
    },

    /** Newest `lastLogin` first; `q` matches name or e-mail as plain text, case-insensitive. */
    async search(q: string | undefined, limit?: number): Promise<Member[]> {
      const pattern = q === undefined || q === '' ? undefined : new RegExp(escapeRegExp(q), 'i');
      const filter: Filter<MemberDocument> =
        pattern === undefined
          ? {}
          : { $or: [{ name: { $regex: pattern } }, { email: { $regex: pattern } }] };
      const docs = await collection.find(filter, { sort: { lastLogin: -1, _id: -1 }, limit });
      return docs.map(toMember);
    },

    count(filter: Filter<MemberDocument> = {}): Promise<number> {
      return collection.count(filter);
    },

    /** Sum of every recorded payment of every member (baht). */
    async totalPaid(): Promise<number> {
      const docs = await collection.find({
        $or: [{ payments: { $exists: true } }, { paid: { $exists: true } }],
      });
      return sumOf(docs.flatMap((doc) => toMember(doc).payments));
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
