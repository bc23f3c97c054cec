import type { InlineKeyboardMarkup } from 'grammy/types';
import { type BotAnswer, plainText } from './bot-answer.js';

/*
 * A bot answer as a Telegram message: HTML text (the title and each ticket's line in bold, every
 * text escaped) and, when there is a draw page, an inline button that opens it.
 */

/** Telegram's limit on a message's text, in characters (after entities are parsed). */
export const TELEGRAM_TEXT_MAX = 4096;

/** Text made safe for Telegram's HTML parse mode. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface TelegramMessage {
  text: string;
  replyMarkup?: InlineKeyboardMarkup;
}

export function telegramMessage(answer: BotAnswer): TelegramMessage {
  const parts = [`<b>${escapeHtml(answer.title)}</b>`];
  for (const section of answer.sections) {
    parts.push(
      [`<b>${escapeHtml(section.heading)}</b>`, ...section.lines.map(escapeHtml)].join('\n'),
    );
  }
  if (answer.notes.length > 0) parts.push(`<i>${escapeHtml(answer.notes.join('\n'))}</i>`);
  let text = parts.join('\n\n');
  // Too long for one message (never with MAX_TICKETS tickets, but bounded all the same): plain.
  if (text.length > TELEGRAM_TEXT_MAX)
    text = escapeHtml(plainText({ ...answer, link: undefined }).slice(0, TELEGRAM_TEXT_MAX - 200));
  const message: TelegramMessage = { text };
  if (answer.link !== undefined)
    message.replyMarkup = {
      inline_keyboard: [[{ text: answer.link.label, url: answer.link.url }]],
    };
  return message;
}
