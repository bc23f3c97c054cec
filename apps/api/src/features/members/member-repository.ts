import type { Member, UserStatus } from '@lotto/contracts';
import { type DocumentStore, type Filter, escapeRegExp } from '../../store/collection.js';

function toMember(doc: Member): Member {
  return {
    _id: doc._id,
    uid: doc.uid,
    name: doc.name,
    email: doc.email,
    status: doc.status,
    lastLogin: doc.lastLogin,
    createdAt: doc.createdAt,
    paid: typeof doc.paid === 'number' && Number.isFinite(doc.paid) ? doc.paid : 0,
  };
}

/** Members (Firebase users who called POST /api/users), keyed by their Firebase uid. */
export function createMemberRepository(store: DocumentStore) {
  const collection = store.collection<Member>('users', [
    { field: 'uid', unique: true },
    { field: 'lastLogin' },
  ]);

  return {
    async findByUid(uid: string): Promise<Member | null> {
      const doc = await collection.findOne({ uid });
      return doc === null ? null : toMember(doc);
    },

    /** Throws DuplicateKeyError('uid') when the uid already has a record. */
    async insert(member: Member): Promise<Member> {
      return toMember(await collection.insertOne(member));
    },

    async update(
      filter: Filter<Member>,
      fields: Partial<Pick<Member, 'name' | 'email' | 'lastLogin' | 'status'>>,
    ): Promise<Member | null> {
      const doc = await collection.updateOne(filter, { $set: fields });
      return doc === null ? null : toMember(doc);
    },

    setStatus(id: string, status: UserStatus): Promise<Member | null> {
      return this.update({ _id: id }, { status });
    },

    /** Newest `lastLogin` first; `q` matches name or e-mail as plain text, case-insensitive. */
    async search(q: string | undefined, limit?: number): Promise<Member[]> {
      const pattern = q === undefined || q === '' ? undefined : new RegExp(escapeRegExp(q), 'i');
      const filter: Filter<Member> =
        pattern === undefined ? {} : { $or: [{ name: { $regex: pattern } }, { email: { $regex: pattern } }] };
      const docs = await collection.find(filter, { sort: { lastLogin: -1, _id: -1 }, limit });
      return docs.map(toMember);
    },

    count(filter: Filter<Member> = {}): Promise<number> {
      return collection.count(filter);
    },

    /** Sum of the numeric `paid` fields (documents without one count as 0). */
    async totalPaid(): Promise<number> {
      const docs = await collection.find({ paid: { $exists: true } });
      return docs.reduce((sum, doc) => sum + toMember(doc).paid, 0);
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
