import { type PushChoice } from '@lotto/contracts';
import type { Locale } from '@lotto/site';
import type { DocumentStore, Filter } from '../../store/collection.js';

/**
 * A device's push subscription as stored in `pushSubscriptions`, one document per endpoint. The
 * push benchmark inserts these directly (a million of them), so this is the shape to keep:
 *
 * ```
 * {
 *   _id: string,          // newId(): 24 hex characters, roughly by creation time. A fan-out goes
 *                         //   through the subscriptions in _id order, in batches.
 *   endpoint: string,     // the push service's URL for the device (unique index)
 *   p256dh: string,       // the device's P-256 public key, base64url (65 bytes)
 *   auth: string,         // its authentication secret, base64url (16 bytes)
 *   choices: string[],    // PUSH_CHOICES, at least one, each once: 'final' | 'tiers' | 'wins'
 *   lang: string,         // one of the site's LOCALES: the fallback notification's language
 *   createdAt: string,    // ISO times
 *   updatedAt: string,
 * }
 * ```
 *
 * No ticket, no account, nothing else about the visitor: the device checks its own tickets. A
 * fan-out writes nothing here (its progress is its cursor in `pushFanOuts`); documents of versions
 * before 30 Nov 2026 may still hold a `notice` field, which nothing reads.
 */
export interface PushSubscriptionDocument {
  _id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  choices: PushChoice[];
  lang: Locale;
  createdAt: string;
  updatedAt: string;
}

export const PUSH_SUBSCRIPTIONS = 'pushSubscriptions';

/** The subscriptions collection: one device each, keyed by its endpoint. */
export function createPushSubscriptionRepository(store: DocumentStore) {
  const collection = store.collection<PushSubscriptionDocument>(PUSH_SUBSCRIPTIONS, [
    { field: 'endpoint', unique: true },
  ]);

  return {
    findByEndpoint(endpoint: string): Promise<PushSubscriptionDocument | null> {
      return collection.findOne({ endpoint });
    },

    /** Throws DuplicateKeyError('endpoint') when the endpoint is taken meanwhile. */
    insert(doc: PushSubscriptionDocument): Promise<PushSubscriptionDocument> {
      return collection.insertOne(doc);
    },

    /** Sets the keys, choices and language of the subscription `id`; null when it is gone. */
    update(
      id: string,
      fields: Pick<
        PushSubscriptionDocument,
        'endpoint' | 'p256dh' | 'auth' | 'choices' | 'lang' | 'updatedAt'
      >,
    ): Promise<PushSubscriptionDocument | null> {
      return collection.updateOne({ _id: id }, { $set: fields });
    },

    deleteByEndpoint(endpoint: string): Promise<boolean> {
      return collection.deleteOne({ endpoint });
    },

    /**
     * The next `limit` subscriptions after `afterId` in _id order (`choice`: only those that chose
     * it; undefined: all).
     */
    batch(
      afterId: string,
      choice: PushChoice | undefined,
      limit: number,
    ): Promise<PushSubscriptionDocument[]> {
      const filter: Filter<PushSubscriptionDocument> = {};
      if (choice !== undefined) filter.choices = choice;
      return collection.findAfter(afterId, filter, limit);
    },

    /** Deletes subscriptions the push service says are gone (one write); answers how many went. */
    async removeMany(ids: readonly string[]): Promise<number> {
      return ids.length === 0 ? 0 : collection.deleteMany({ _id: { $in: [...ids] } });
    },

    /** How many subscriptions there are (`choice`: of those that chose it). */
    count(choice?: PushChoice): Promise<number> {
      return collection.count(choice === undefined ? {} : { choices: choice });
    },
  };
}

export type PushSubscriptionRepository = ReturnType<typeof createPushSubscriptionRepository>;
