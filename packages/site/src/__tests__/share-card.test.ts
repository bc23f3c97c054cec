import type { TierDisagreement } from '@lotto/contracts';
import { describe, expect, it } from 'vitest';
import {
  drawDateText,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  type ShareCardItem,
  shareCardLayout,
  type ShareCardTexts,
} from '../index.js';

const TEXTS: ShareCardTexts = {
  dir: 'ltr',
  header: 'Thai Government Lottery',
  title: 'Results of 16/11/2024',
  tiers: { prize1: 'First prize', front3: 'Front 3', last3: 'Last 3', last2: 'Last 2' },
  notOutYet: 'Not out yet',
  footer: 'Check your ticket against every prize in the app',
  provisionalNotice: 'Provisional — numbers still coming in',
  disputed: (tier, d) => `${tier}: ${d.values.map((v) => v.numbers.join(' ')).join(' or ')}`,
};
const FINAL = {
  date: '2024-11-16',
  status: 'final' as const,
  prize1: '187221',
  front3: ['036', '923'],
  last3: ['980', '547'],
  last2: '38',
};
const texts = (items: readonly ShareCardItem[]) =>
  items.flatMap((item) => (item.kind === 'text' ? [item] : []));

describe('shareCardLayout', () => {
  it('when a draw is complete, then the card shows the given words, the first prize, front-3, last-3 and last-2', () => {
    const shown = texts(shareCardLayout(FINAL, TEXTS)).map((t) => t.text);
    expect(shown).toEqual([
      'Thai Government Lottery',
      'Results of 16/11/2024',
      'First prize',
      '187221',
      'Front 3',
      '036  923',
      'Last 3',
      '980  547',
      'Last 2',
      '38',
      'Check your ticket against every prize in the app',
    ]);
  });

  it('then everything sits inside the picture and every text is readable on a phone (≥ 40 px of 1080)', () => {
    for (const item of shareCardLayout(FINAL, TEXTS)) {
      if (item.kind === 'rect') {
        expect(item.x + item.w).toBeLessThanOrEqual(SHARE_CARD_WIDTH);
        expect(item.y + item.h).toBeLessThanOrEqual(SHARE_CARD_HEIGHT);
        continue;
      }
      expect(item.size).toBeGreaterThanOrEqual(40);
      expect(item.y).toBeLessThanOrEqual(SHARE_CARD_HEIGHT - 20);
      expect(item.y - item.size).toBeGreaterThanOrEqual(0);
      expect(item.x + item.maxWidth / 2).toBeLessThanOrEqual(SHARE_CARD_WIDTH);
    }
    // The numbers are the largest: the first prize above all.
    const first = texts(shareCardLayout(FINAL, TEXTS)).find((t) => t.text === FINAL.prize1);
    expect(first?.size).toBeGreaterThanOrEqual(150);
  });

  it('when the draw is provisional with tiers still to come, then those show … and it says so', () => {
    const shown = texts(
      shareCardLayout({ date: '2026-12-01', status: 'provisional', prize1: '123456' }, TEXTS),
    );
    expect(shown.map((t) => t.text)).toEqual(
      expect.arrayContaining(['…', 'Provisional — numbers still coming in']),
    );
    expect(shown.map((t) => t.text)).not.toContain(TEXTS.footer);
  });

  it('when the first prize is not out, then its box says so in the language’s direction', () => {
    const items = texts(
      shareCardLayout({ date: '2026-12-01', status: 'provisional' }, { ...TEXTS, dir: 'rtl' }),
    );
    const notOut = items.find((t) => t.text === 'Not out yet');
    expect(notOut).toMatchObject({ font: 'sans', dir: 'rtl' });
    expect(items.find((t) => t.text === 'First prize')?.dir).toBe('rtl');
    expect(items.filter((t) => t.text === '…').every((t) => t.dir === 'ltr')).toBe(true);
  });

  it('when a tier is disputed, then its box shows every source’s value and the sentence is under the boxes', () => {
    const last2: TierDisagreement = {
      tier: 'last2',
      values: [
        { source: 'glo', numbers: ['96'] },
        { source: 'sanook', numbers: ['06'] },
      ],
    };
    const { last2: _, ...rest } = FINAL;
    const items = texts(shareCardLayout({ ...rest, disagreements: [last2] }, TEXTS));
    expect(items.find((t) => t.text === '96 / 06')).toMatchObject({ font: 'mono', size: 150 });
    expect(items.map((t) => t.text)).toContain('last2: 96 or 06');
    // A tier on file is never called disputed, even with a stale disagreement beside it.
    const stale = texts(shareCardLayout({ ...FINAL, disagreements: [last2] }, TEXTS));
    expect(stale.map((t) => t.text)).not.toContain('last2: 96 or 06');
  });
});

describe('drawDateText', () => {
  it('when the language is Thai, then the year is the Buddhist era; the others the Common Era, all dd/MM/yyyy', () => {
    expect(drawDateText('2024-11-16', 'th')).toBe('16/11/2567');
    expect(drawDateText('2024-11-16', 'en')).toBe('16/11/2024');
    expect(drawDateText('2026-01-02', 'hi')).toBe('02/01/2026');
    expect(drawDateText('2026-01-02', 'ur')).toBe('02/01/2026');
  });

  it('when the date is not a real day, then there is none', () => {
    expect(drawDateText('2024-02-31', 'en')).toBeNull();
    expect(drawDateText('16/11/2024', 'en')).toBeNull();
  });
});
