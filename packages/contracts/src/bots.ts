import * as v from 'valibot';
import { endpoint } from './api-paths.js';

/** The chat bots that check tickets (apps/api features/bots). */
export const BOTS = ['line', 'telegram'] as const;
export type Bot = (typeof BOTS)[number];

/** One delivery of a bot's answer to its platform (the reply call). */
export const BotDeliverySchema = v.object({
  /** When the reply call ended (ISO instant). */
  at: v.pipe(v.string(), v.isoTimestamp()),
  ok: v.boolean(),
});

/** One bot as the admin dashboard shows it. */
export const BotStatusSchema = v.object({
  bot: v.picklist(BOTS),
  /** Whether its settings are given (unset: its webhook answers 404). */
  configured: v.boolean(),
  /** The last reply this instance sent, or null when none since it started. */
  lastDelivery: v.nullable(BotDeliverySchema),
  /** The last failed reply: when, and why in plain words (never a user's message). */
  lastError: v.nullable(
    v.object({ at: v.pipe(v.string(), v.isoTimestamp()), message: v.string() }),
  ),
});
export type BotStatus = v.InferOutput<typeof BotStatusSchema>;

/** `GET /api/admin/bots`. */
export const BotsStatusSchema = v.object({ bots: v.array(BotStatusSchema) });
export type BotsStatus = v.InferOutput<typeof BotsStatusSchema>;

/**
 * The chat bots' paths, apart from `API` (api-paths.ts) so that what every page loads does not
 * carry them. The webhooks: the platforms POST there; each answers 404 while its bot is not
 * configured; their bodies are the platforms' own, checked by signature / secret first.
 */
export const BOTS_API = {
  line: endpoint('POST', '/bots/line/webhook'),
  telegram: endpoint('POST', '/bots/telegram/webhook'),
  /** Admin only: each chat bot, configured or not, its last reply and its last error. */
  status: endpoint('GET', '/api/admin/bots', { response: BotsStatusSchema }),
} as const;
