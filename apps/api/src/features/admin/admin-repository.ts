import type { DocumentStore } from '../../store/collection.js';

/** An administrator account. `email` is stored lower-cased. */
export interface AdminDoc {
  _id: string;
  email: string;
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
}

export function createAdminRepository(store: DocumentStore) {
  const collection = store.collection<AdminDoc>('admins', [{ field: 'email', unique: true }]);
  return {
    findByEmail(email: string): Promise<AdminDoc | null> {
      return collection.findOne({ email });
    },
    findById(id: string): Promise<AdminDoc | null> {
      return collection.findOne({ _id: id });
    },
    /** Throws DuplicateKeyError('email') when the e-mail is taken. */
    insert(admin: AdminDoc): Promise<AdminDoc> {
      return collection.insertOne(admin);
    },
    update(id: string, fields: Partial<Pick<AdminDoc, 'email' | 'passwordHash' | 'updatedAt'>>) {
      return collection.updateOne({ _id: id }, { $set: fields });
    },
    count(): Promise<number> {
      return collection.count({});
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
