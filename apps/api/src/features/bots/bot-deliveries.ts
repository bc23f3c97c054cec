import type { Bot, BotStatus } from '@lotto/contracts';
import { type Doc, DuplicateKeyError, type DocumentStore } from '../../store/collection.js';

/*
 * Each bot's last reply and last failed reply, for the admin dashboard: the `botDeliveries`
 * collection, one document per bot, shared by every instance (the one that answered writes it).
 */

interface DeliveryDoc extends Doc {
  lastDelivery: BotStatus['lastDelivery'];
  lastError: BotStatus['lastError'];
}

export interface BotDeliveries {
  /** Records a reply: ok, or failed with why in plain words (never the user's message). */
  record(
    bot: Bot,
    at: string,
    outcome: { ok: true } | { ok: false; message: string },
  ): Promise<void>;
  read(bot: Bot): Promise<Pick<BotStatus, 'lastDelivery' | 'lastError'>>;
}

export const BOT_DELIVERIES_COLLECTION = 'botDeliveries';

export function createBotDeliveries(store: DocumentStore): BotDeliveries {
  const collection = store.collection<DeliveryDoc>(BOT_DELIVERIES_COLLECTION);
  return {
    async record(bot, at, outcome) {
      const set: Partial<Omit<DeliveryDoc, '_id'>> = { lastDelivery: { at, ok: outcome.ok } };
      if (!outcome.ok) set.lastError = { at, message: outcome.message };
      if ((await collection.updateOne({ _id: bot }, { $set: set })) !== null) return;
      try {
        await collection.insertOne({ _id: bot, lastError: null, lastDelivery: null, ...set });
      } catch (error) {
        // Another instance wrote the first record at the same moment: update it instead.
        if (!(error instanceof DuplicateKeyError)) throw error;
        await collection.updateOne({ _id: bot }, { $set: set });
      }
    },
    async read(bot) {
      const doc = await collection.findOne({ _id: bot });
      return { lastDelivery: doc?.lastDelivery ?? null, lastError: doc?.lastError ?? null };
    },
  };
}
