import type { Draw } from '@lotto/contracts';
import { LOCALES } from '@lotto/site';
import {
  drawNoticeText,
  genericNoticeText,
  noWinNoticeText,
  ticketNoticeText,
} from '@lotto/site/push';
import { describe, expect, it } from 'vitest';
import { workerWords } from '../worker-words';

/*
 * The draw-day notifications' words (@lotto/site's push/notice-text.ts), said with the words the
 * push worker says them with: the catalogs compiled as the worker's bundle has them.
 */

const en = workerWords('en');

/** A final draw of 16 Dec 2026 with every tier: 123456 first, 34 last-2, 972 front-3. */
const FINAL: Draw = {
  _id: 'd',
  date: '2026-12-16',
  drawDate: '2026-12-16',
  status: 'final',
  missing: [],
  prize1: '123456',
  front3: ['972', '000'],
  last3: ['789', '012'],
  last2: '34',
  prize2: ['200001', '200002', '200003', '200004', '200005'],
  prize3: Array.from({ length: 10 }, (_, i) => `30000${i}`),
  prize4: Array.from({ length: 50 }, (_, i) => `4000${String(i).padStart(2, '0')}`),
  prize5: Array.from({ length: 100 }, (_, i) => `500${String(i).padStart(3, '0')}`),
};

/** The same draw on draw day: the main tiers out, 2nd–5th still to come. */
const PROVISIONAL: Draw = {
  ...FINAL,
  status: 'provisional',
  missing: ['prize2', 'prize3', 'prize4', 'prize5'],
  prize2: undefined,
  prize3: undefined,
  prize4: undefined,
  prize5: undefined,
};

const ticket = (number: string, period: string | null = FINAL.date) => ({ number, period });

describe('drawNoticeText', () => {
  it('when the draw is final, then it says so with the first prize and the main tiers', () => {
    expect(drawNoticeText(en, 'final', FINAL)).toEqual({
      title: 'Draw of 16/12/2026 is final',
      body: 'First prize 123456 · Front 3: 972 000 · Last 3: 789 012 · Last 2: 34',
    });
  });

  it('when a tier arrives, then it names the tiers out so far and those still to come', () => {
    const text = drawNoticeText(en, 'tier', PROVISIONAL);
    expect(text.title).toBe('Draw of 16/12/2026: first, front-3, last-3, last-2 out');
    expect(text.body).toBe(
      'First prize 123456 · Front 3: 972 000 · Last 3: 789 012 · Last 2: 34\nStill to come: 2nd–5th prizes',
    );
  });

  it('when only the first prize is out, then the title names it alone', () => {
    const first: Draw = {
      ...PROVISIONAL,
      missing: ['front3', 'last3', 'last2', 'prize2', 'prize3', 'prize4', 'prize5'],
      front3: undefined,
      last3: undefined,
      last2: undefined,
    };
    expect(drawNoticeText(en, 'tier', first).title).toBe('Draw of 16/12/2026: first out');
  });

  it('when a final draw is corrected, then it says the numbers were corrected', () => {
    expect(drawNoticeText(en, 'corrected', FINAL)).toEqual({
      title: 'Draw of 16/12/2026: numbers corrected',
      body: 'The numbers were corrected: First prize 123456 · Front 3: 972 000 · Last 3: 789 012 · Last 2: 34',
    });
  });

  it('when said in Thai, then the date is in the Buddhist era and the words are Thai', () => {
    const text = drawNoticeText(workerWords('th'), 'final', FINAL);
    expect(text.title).toBe('ผลสลากงวด 16/12/2569 เป็นทางการแล้ว');
    expect(text.body).toContain('รางวัลที่ 1 123456');
  });
});

describe('ticketNoticeText', () => {
  it('when a saved ticket wins, then the title says how much and the body is the checker’s line', () => {
    expect(ticketNoticeText(en, FINAL, [ticket('111134')])).toEqual({
      title: 'Your ticket won 2,000 baht — draw of 16/12/2026',
      body: '111134: Wins 2,000 baht',
    });
  });

  it('when several tickets win, then the title sums them and each number has its line', () => {
    const text = ticketNoticeText(en, FINAL, [
      ticket('111134'),
      ticket('972469'),
      ticket('972469'),
      ticket('864213'),
    ]);
    expect(text?.title).toBe('Your 3 tickets won 10,000 baht — draw of 16/12/2026');
    expect(text?.body).toBe(
      '111134: Wins 2,000 baht\n2 tickets of 972469: front-3, 4,000 baht each, 8,000 baht',
    );
  });

  it('when no saved ticket of the draw wins, then there is no ticket notice', () => {
    expect(ticketNoticeText(en, FINAL, [ticket('864213')])).toBeNull();
    expect(ticketNoticeText(en, FINAL, [])).toBeNull();
  });

  it('when a winning number is saved for another period, then it is not this draw’s', () => {
    expect(ticketNoticeText(en, FINAL, [ticket('111134', '2026-12-01')])).toBeNull();
  });

  it('when a ticket was saved without its period, then it is checked against the draw', () => {
    expect(ticketNoticeText(en, FINAL, [ticket('111134', null)])?.body).toBe(
      '111134: Wins 2,000 baht',
    );
  });

  it('when the draw is still coming in, then the win is so far and the line says what is to come', () => {
    expect(ticketNoticeText(en, PROVISIONAL, [ticket('111134')])).toEqual({
      title: 'Your ticket has won 2,000 baht so far — draw of 16/12/2026',
      body: '111134: last-2 so far; 2nd–5th prizes not out yet',
    });
  });
});

describe('noWinNoticeText', () => {
  it('when saved tickets did not win, then it says so, then the numbers', () => {
    expect(noWinNoticeText(en, FINAL, [ticket('864213'), ticket('555555', '2026-12-01')])).toEqual({
      title: 'Draw of 16/12/2026 is final',
      body: 'None of your 1 saved ticket(s) won this time.\nFirst prize 123456 · Front 3: 972 000 · Last 3: 789 012 · Last 2: 34',
    });
  });

  it('when no ticket of the draw is saved, then it says that', () => {
    expect(noWinNoticeText(en, FINAL, []).body).toMatch(
      /^No ticket of this draw is saved on this device\.\n/,
    );
  });
});

describe('genericNoticeText', () => {
  it('when a push cannot be read, then it still says results are out', () => {
    expect(genericNoticeText(en)).toEqual({
      title: 'Lottery results',
      body: 'New results are out: open the app to see them.',
    });
  });
});

describe.each(LOCALES)('in %s', (lang) => {
  const words = workerWords(lang);
  const said = [
    drawNoticeText(words, 'final', FINAL),
    drawNoticeText(words, 'tier', PROVISIONAL),
    drawNoticeText(words, 'corrected', FINAL),
    ticketNoticeText(words, FINAL, [ticket('111134'), ticket('972469'), ticket('972469')]),
    ticketNoticeText(words, PROVISIONAL, [ticket('111134')]),
    noWinNoticeText(words, FINAL, [ticket('864213')]),
    noWinNoticeText(words, FINAL, []),
    genericNoticeText(words),
  ];

  it('then every notice has its words: no message id, no empty placeholder', () => {
    for (const text of said) {
      expect(text).not.toBeNull();
      expect(`${text?.title}\n${text?.body}`).not.toMatch(/\b(push|checker|results|tiers)\.\w+|\{/);
    }
  });

  it('then the numbers and amounts stay in Western digits', () => {
    expect(said[0]?.body).toContain('123456');
    expect(said[3]?.title).toContain('10,000');
    expect(said[3]?.body).toContain('972469');
  });
});
