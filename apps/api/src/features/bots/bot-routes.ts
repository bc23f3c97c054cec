import { createHash, timingSafeEqual } from 'node:crypto';
import { BOTS_API } from '@lotto/contracts';
import { messagingApi, validateSignature } from '@line/bot-sdk';
import { Api } from 'grammy';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import * as v from 'valibot';
import type { BotsConfig } from '../../config.js';
import { AppError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { BODY_LIMIT_KB } from '../../shared/http/json-body.js';
import { sendPrivateJson } from '../../shared/http/json-cache.js';
import type { AppMiddleware, AppRouter } from '../../shared/http/router.js';
import type { BotMessage, BotService } from './bot-service.js';
import { flexMessage } from './line-flex.js';
import { telegramMessage } from './telegram-text.js';

/*
 * The bots' webhooks. Each checks the platform's proof first — LINE's `X-Line-Signature` (base64
 * HMAC-SHA256 of the raw body with the channel secret), Telegram's `X-Telegram-Bot-Api-Secret-Token`
 * — in constant time, before the body is parsed (401 otherwise; nothing of the body logged), then
 * reads the body's envelope (400 when it is not the platform's JSON), answers 200 at once, and
 * handles the messages after: neither platform waits on our draws or on its own reply call.
 * Each webhook answers 404 while its bot is not configured.
 */

/** The raw request body, at most {@link BODY_LIMIT_KB} kB (413 beyond). */
async function rawBody(ctx: Context): Promise<Buffer> {
  const limit = BODY_LIMIT_KB * 1024;
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > limit) throw new AppError(413, `The body is larger than ${BODY_LIMIT_KB} kB`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new AppError(413, `The body is larger than ${BODY_LIMIT_KB} kB`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The body as JSON: 400 when it is not. */
function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new ValidationError('The body is not JSON');
  }
}

/** Two secrets compared in constant time, whatever their lengths (both hashed first). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Runs the work after the webhook's answer has gone: the platform never waits for it. */
function after(work: () => Promise<void>): void {
  setImmediate(() => void work());
}

// LINE's webhook (developers.line.biz, Messaging API reference, "Webhook event objects"): only
// what is read here is checked; other events and fields pass untouched.
const LineEventSchema = v.looseObject({
  type: v.string(),
  replyToken: v.optional(v.string()),
  source: v.optional(v.looseObject({ type: v.string(), userId: v.optional(v.string()) })),
  message: v.optional(v.looseObject({ type: v.string(), text: v.optional(v.string()) })),
});
const LineBodySchema = v.looseObject({ events: v.array(v.unknown()) });

// Telegram's Update (core.telegram.org/bots/api#update): the message and who sent it.
const TelegramUpdateSchema = v.looseObject({
  update_id: v.number(),
  message: v.optional(
    v.looseObject({
      message_id: v.number(),
      from: v.optional(v.looseObject({ id: v.number(), language_code: v.optional(v.string()) })),
      chat: v.looseObject({ id: v.number() }),
      text: v.optional(v.string()),
    }),
  ),
});

export interface BotRouteDeps {
  config: BotsConfig;
  bots: BotService;
  requireAdmin: AppMiddleware;
  logger: Logger;
}

export function registerBotRoutes(router: AppRouter, deps: BotRouteDeps): void {
  const { config, bots, logger } = deps;

  router.get(BOTS_API.status.route, deps.requireAdmin, async (ctx) => {
    sendPrivateJson(ctx, { bots: await bots.status() });
  });

  const line = config.line;
  const lineClient =
    line === undefined
      ? undefined
      : new messagingApi.MessagingApiClient({
          channelAccessToken: line.accessToken,
          baseURL: line.apiUrl,
        });
  router.post(BOTS_API.line.route, async (ctx) => {
    if (line === undefined || lineClient === undefined)
      throw new NotFoundError('The LINE bot is not configured');
    const raw = await rawBody(ctx);
    const signature = ctx.get('X-Line-Signature');
    if (signature === '' || !validateSignature(raw, line.channelSecret, signature)) {
      logger.warn({ bot: 'line', reason: 'bad signature' }, 'bot webhook refused');
      throw new AppError(401, 'The signature does not match the body');
    }
    const body = v.safeParse(LineBodySchema, parseJson(raw));
    if (!body.success) throw new ValidationError('The body is not a LINE webhook');
    sendPrivateJson(ctx, {});
    after(async () => {
      for (const item of body.output.events) {
        const event = v.safeParse(LineEventSchema, item);
        if (!event.success) continue;
        const { replyToken, source, message } = event.output;
        if (replyToken === undefined) continue;
        // A text message is read; a follow (the bot added as a friend) and any other message get the help.
        const text =
          event.output.type === 'message' && message?.type === 'text'
            ? (message.text ?? '')
            : event.output.type === 'follow' || event.output.type === 'message'
              ? '/help'
              : undefined;
        if (text === undefined) continue;
        const incoming: BotMessage = {
          bot: 'line',
          userId: source?.userId ?? source?.type ?? 'unknown',
          text,
        };
        await bots.respond(incoming, async (answer) => {
          await lineClient.replyMessage({ replyToken, messages: [flexMessage(answer)] });
        });
      }
    });
  });

  const telegram = config.telegram;
  const telegramApi =
    telegram === undefined
      ? undefined
      : new Api(telegram.token, {
          apiRoot: telegram.apiUrl,
          timeoutSeconds: Math.ceil(config.replyTimeoutMs / 1000),
        });
  router.post(BOTS_API.telegram.route, async (ctx) => {
    if (telegram === undefined || telegramApi === undefined)
      throw new NotFoundError('The Telegram bot is not configured');
    const given = ctx.get('X-Telegram-Bot-Api-Secret-Token');
    if (given === '' || !sameSecret(given, telegram.webhookSecret)) {
      logger.warn({ bot: 'telegram', reason: 'bad secret token' }, 'bot webhook refused');
      throw new AppError(401, 'The secret token does not match');
    }
    const update = v.safeParse(TelegramUpdateSchema, parseJson(await rawBody(ctx)));
    if (!update.success) throw new ValidationError('The body is not a Telegram update');
    sendPrivateJson(ctx, {});
    const message = update.output.message;
    if (message?.text === undefined) return;
    const { text, chat, message_id: messageId, from } = message;
    after(() =>
      bots.respond(
        {
          bot: 'telegram',
          userId: String(from?.id ?? chat.id),
          text,
          languageCode: from?.language_code,
        },
        async (answer) => {
          const reply = telegramMessage(answer);
          await telegramApi.sendMessage(chat.id, reply.text, {
            parse_mode: 'HTML',
            link_preview_options: { is_disabled: true },
            reply_parameters: { message_id: messageId, allow_sending_without_reply: true },
            ...(reply.replyMarkup === undefined ? {} : { reply_markup: reply.replyMarkup }),
          });
        },
      ),
    );
  });
}
