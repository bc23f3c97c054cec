import { describe, expect, it } from 'vitest';
import type { BotAnswer } from './bot-answer.js';
import { flexMessage, LINE_ALT_TEXT_MAX } from './line-flex.js';
import { telegramMessage } from './telegram-text.js';

const ANSWER: BotAnswer = {
  title: 'Results for the draw of 16/11/2026',
  sections: [{ heading: '123456: <b>No prize</b> & more', lines: ['a < b'], tone: 'none' }],
  notes: ['Claim by 16/11/2028'],
  link: { label: 'See the full draw', url: 'https://lotto.example/result/2026-11-16?lang=en' },
};

describe('a bot answer on each platform', () => {
  it('when it goes to Telegram, then every text is escaped for HTML and the link is a button', () => {
    const message = telegramMessage(ANSWER);
    expect(message.text).toContain('<b>123456: &lt;b&gt;No prize&lt;/b&gt; &amp; more</b>');
    expect(message.text).toContain('a &lt; b');
    expect(message.text).not.toContain('https://');
    expect(message.replyMarkup?.inline_keyboard[0]?.[0]).toEqual({
      text: 'See the full draw',
      url: ANSWER.link?.url,
    });
  });

  it('when it goes to LINE, then the altText is the whole answer as plain text, clipped to LINE’s limit on a whole character', () => {
    const flex = flexMessage(ANSWER);
    expect(flex.altText).toBe(
      'Results for the draw of 16/11/2026\n\n123456: <b>No prize</b> & more\na < b\n\nClaim by 16/11/2028\n\nSee the full draw: https://lotto.example/result/2026-11-16?lang=en',
    );
    // Thai with vowel marks: a cut never leaves a mark without its consonant.
    const long = flexMessage({ ...ANSWER, title: 'ที่'.repeat(300), link: undefined });
    expect(long.altText.length).toBeLessThanOrEqual(LINE_ALT_TEXT_MAX);
    expect(long.altText.endsWith('ที่…')).toBe(true);
    expect(flexMessage({ ...ANSWER, link: undefined }).contents).not.toHaveProperty('footer');
  });
});
