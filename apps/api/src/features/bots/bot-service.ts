import { createHash } from 'node:crypto';
import { bangkokDay, type Bot, BOTS, type BotStatus } from '@lotto/contracts';
import { isLocale, type Locale } from '@lotto/site';
import type { Logger } from 'pino';
import type { BotsConfig } from '../../config.js';
import type { Clock } from '../../shared/clock.js';
import { pageText } from '../../shared/page-text.js';
import type { SessionStore } from '../../sessions/session-store.js';
import { answerOf, type BotAnswer, type BotDraws } from './bot-answer.js';
import type { BotDeliveries } from './bot-deliveries.js';
import { readBotMessage } from './bot-message.js';

/*
 * One message to a bot, whichever platform brought it: the rate limits (per user and per bot, in
 * the session store's counters: Redis when REDIS_URL is set, else this process's memory), the
 * message read, the answer in the user's language, its delivery through the platform's reply
 * call (bounded by a timeout), and the delivery's record for the admin. Every refusal is logged
 * with its reason and never the message's text.
 */

/** One text message as a platform's webhook brought it. */
export interface BotMessage {
  bot: Bot;
  /** The sender's id on the platform (hashed before it is used in a key or a log line). */
  userId: string;
  text: string;
  /** The language the platform says the user uses (Telegram's `language_code`), if any. */
  languageCode?: string | undefined;
}

/** Sends an answer with the platform's reply call; throws with why when the platform refused it. */
export type Deliver = (answer: BotAnswer, lang: Locale) => Promise<void>;

/** Thai script → th, Devanagari → hi, Arabic script → ur, Latin letters → en. */
function languageOfScript(text: string): Locale | undefined {
  if (/\p{Script=Thai}/u.test(text)) return 'th';
  if (/\p{Script=Devanagari}/u.test(text)) return 'hi';
  if (/\p{Script=Arabic}/u.test(text)) return 'ur';
  if (/\p{Script=Latin}/u.test(text)) return 'en';
  return undefined;
}

/**
 * The answer's language: the platform's language for the user when it is one of ours, else the
 * message's script, else the bot's own default (LINE: Thai, where its users are; Telegram: English).
 */
export function languageOf(message: Pick<BotMessage, 'bot' | 'text' | 'languageCode'>): Locale {
  const primary = message.languageCode?.toLowerCase().split(/[-_]/)[0];
  if (isLocale(primary)) return primary;
  return languageOfScript(message.text) ?? (message.bot === 'line' ? 'th' : 'en');
}

/** A short, stable pseudonym of a platform's user id, for keys and log lines. */
export function userTag(userId: string): string {
  return createHash('sha256').update(userId).digest('hex').slice(0, 16);
}

/** Why a reply failed, in plain words: the platform's HTTP status, a timeout, a refused connection. */
export function deliveryFailure(error: unknown): string {
  const err = error as { status?: number; error_code?: number; message?: string; cause?: unknown };
  if (typeof err.status === 'number') return `answered HTTP ${err.status}`;
  if (typeof err.error_code === 'number') return `answered HTTP ${err.error_code}`;
  const cause = (err.cause ?? (err as { error?: unknown }).error) as
    { code?: string; cause?: { code?: string } } | undefined;
  const code = cause?.code ?? cause?.cause?.code;
  if (code !== undefined) return `cannot be reached (${code})`;
  return err.message ?? 'failed';
}

/** `promise`, or a rejection once `ms` has passed ("no answer within 10 s"). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const MINUTE = 60;

export interface BotServiceDeps {
  config: BotsConfig;
  draws: BotDraws;
  /** The counters of the rate limits (memory, or Redis shared by every instance). */
  counters: Pick<SessionStore, 'countHit'>;
  deliveries: BotDeliveries;
  clock: Clock;
  logger: Logger;
}

export function createBotService(deps: BotServiceDeps) {
  const { config, logger } = deps;

  /** Whether the message may be answered: under the user's and the bot's limits. */
  async function admit(bot: Bot, user: string): Promise<boolean> {
    const perUser = await deps.counters.countHit(`bot:${bot}:user:${user}`, MINUTE);
    if (perUser.count > config.limits.perUserPerMinute) {
      logger.warn({ bot, user, reason: 'user rate limit' }, 'bot message refused');
      return false;
    }
    const perChannel = await deps.counters.countHit(`bot:${bot}:channel`, MINUTE);
    if (perChannel.count > config.limits.perChannelPerMinute) {
      logger.warn({ bot, user, reason: 'channel rate limit' }, 'bot message refused');
      return false;
    }
    return true;
  }

  return {
    /**
     * Answers one message (called after the webhook has answered): never throws — a refusal, an
     * outage or a failed delivery is logged (and the delivery recorded).
     */
    async respond(message: BotMessage, deliver: Deliver): Promise<void> {
      const { bot } = message;
      const user = userTag(message.userId);
      try {
        if (!(await admit(bot, user))) return;
        const now = deps.clock();
        const request = readBotMessage(message.text, Number(bangkokDay(now).slice(0, 4)));
        if (request.kind === 'tooLong') {
          logger.warn(
            { bot, user, reason: 'message too long', length: message.text.length },
            'bot message refused',
          );
        }
        const lang = languageOf(message);
        const answer = await answerOf(request, {
          words: pageText(lang),
          draws: deps.draws,
          today: bangkokDay(now),
          siteUrl: config.siteUrl,
        });
        try {
          await within(deliver(answer, lang), config.replyTimeoutMs);
          await deps.deliveries.record(bot, deps.clock().toISOString(), { ok: true });
        } catch (error) {
          const why = deliveryFailure(error);
          // Recorded before it is logged: once the line is in the log, the admin's card shows it.
          try {
            await deps.deliveries.record(bot, deps.clock().toISOString(), {
              ok: false,
              message: `The reply ${why}`,
            });
          } finally {
            logger.warn({ bot, user, reason: why }, 'bot reply failed');
          }
        }
      } catch (error) {
        logger.error({ bot, user, err: error }, 'bot message not answered');
      }
    },

    /** Each bot: configured or not, its last reply and its last error (`GET /api/admin/bots`). */
    async status(): Promise<BotStatus[]> {
      return Promise.all(
        BOTS.map(async (bot) => ({
          bot,
          configured: config[bot] !== undefined,
          ...(await deps.deliveries.read(bot)),
        })),
      );
    },
  };
}

export type BotService = ReturnType<typeof createBotService>;
