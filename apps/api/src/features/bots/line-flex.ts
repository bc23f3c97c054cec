import type { messagingApi } from '@line/bot-sdk';
import { type BotAnswer, type BotSection, plainText } from './bot-answer.js';

/*
 * A bot answer as a LINE Flex message: one bubble (title, a block per ticket, the notes, a button
 * to the draw's page), with the whole answer as plain text in `altText` — what the chat list and
 * the notification show, and what clients without Flex show instead.
 */

/** LINE's limit on `altText`, in characters. */
export const LINE_ALT_TEXT_MAX = 400;
/** LINE's limit on a button's label. */
const LABEL_MAX = 40;

const TONE_COLOR: Readonly<Record<BotSection['tone'], string>> = {
  win: '#1a7f37',
  maybe: '#9a6700',
  none: '#555555',
  plain: '#111111',
};

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/** At most `max` characters (whole graphemes: a Thai vowel mark stays with its consonant). */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length + segment.length > max - 1) break;
    kept += segment;
  }
  return `${kept}…`;
}

const text = (
  value: string,
  extra: Partial<messagingApi.FlexText> = {},
): messagingApi.FlexText => ({
  type: 'text',
  text: value,
  wrap: true,
  ...extra,
});

/** The Flex message of an answer. */
export function flexMessage(answer: BotAnswer): messagingApi.FlexMessage {
  const body: messagingApi.FlexComponent[] = [text(answer.title, { weight: 'bold', size: 'md' })];
  for (const section of answer.sections) {
    body.push({ type: 'separator', margin: 'md' });
    body.push(
      text(section.heading, {
        weight: 'bold',
        size: 'sm',
        color: TONE_COLOR[section.tone],
        margin: 'md',
      }),
    );
    for (const line of section.lines) body.push(text(line, { size: 'sm', margin: 'sm' }));
  }
  if (answer.notes.length > 0) {
    body.push({ type: 'separator', margin: 'md' });
    for (const note of answer.notes)
      body.push(text(note, { size: 'xs', color: '#666666', margin: 'sm' }));
  }
  const bubble: messagingApi.FlexBubble = {
    type: 'bubble',
    body: { type: 'box', layout: 'vertical', contents: body },
  };
  if (answer.link !== undefined) {
    bubble.footer = {
      type: 'box',
      layout: 'vertical',
      contents: [
        {
          type: 'button',
          style: 'link',
          height: 'sm',
          action: { type: 'uri', label: clip(answer.link.label, LABEL_MAX), uri: answer.link.url },
        },
      ],
    };
  }
  return {
    type: 'flex',
    altText: clip(plainText(answer), LINE_ALT_TEXT_MAX),
    contents: bubble,
  };
}
