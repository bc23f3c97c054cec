import { describe, expect, it } from 'vitest';
import { FULL_DRAW_2024_11_16 } from '@/testing/fixtures';
import {
  type CardContext,
  paintShareCard,
  type ShareCardItem,
  shareCardFileName,
  shareCardLayout,
  shareCardPng,
} from '../share-card';

const { prize1, front3, last3, last2 } = FULL_DRAW_2024_11_16;
const FINAL = { date: '2024-11-16', status: 'final' as const, prize1, front3, last3, last2 };
const texts = (items: readonly ShareCardItem[]) =>
  items.flatMap((item) => (item.kind === 'text' ? [item] : []));

describe('shareCardLayout', () => {
  // The layout's own rules (sizes, bounds, provisional draws, disputes) are @lotto/site's tests.
  it('when a draw is complete, then the card shows its date, first prize, front-3, last-3 and last-2', () => {
    const shown = texts(shareCardLayout(FINAL)).map((t) => t.text);
    expect(shown).toContain('Results of 16/11/2024');
    expect(shown).toContain(prize1);
    expect(shown).toContain(front3.join('  '));
    expect(shown).toContain(last3.join('  '));
    expect(shown).toContain(last2);
  });

  it('when the draw is provisional with tiers still to come, then those show … and it says so', () => {
    const shown = texts(shareCardLayout({ date: '2026-12-01', status: 'provisional', prize1 }));
    expect(shown.map((t) => t.text)).toEqual(
      expect.arrayContaining(['…', 'Provisional — numbers still coming in']),
    );
  });
});

describe('paintShareCard', () => {
  it('then each text is drawn centred, squeezed to its width, in the app’s offline font stacks', () => {
    const calls: string[] = [];
    const ctx = {
      fillStyle: '',
      font: '',
      textAlign: 'start',
      textBaseline: 'top',
      fillRect: () => calls.push('rect'),
      beginPath: () => undefined,
      roundRect: () => calls.push('round'),
      fill: () => undefined,
      fillText(
        this: { font: string; textAlign: string },
        text: string,
        _x: number,
        _y: number,
        max?: number,
      ) {
        calls.push(`${this.font}|${this.textAlign}|${text}|${String(max)}`);
      },
    } as unknown as CardContext;
    paintShareCard(ctx, shareCardLayout(FINAL));
    const prize = calls.find((c) => c.includes(`|${prize1}|`));
    expect(prize).toMatch(/^700 170px ui-monospace, .*monospace\|center\|\d{6}\|\d+$/);
    expect(calls.filter((c) => c === 'round')).toHaveLength(4);
  });
});

describe('shareCardPng', () => {
  it('when the browser has no 2D canvas (jsdom), then it says so instead of making an empty file', async () => {
    await expect(shareCardPng(FINAL)).rejects.toThrow('This browser cannot draw the picture');
  });

  it('then the file is named after the draw', () => {
    expect(shareCardFileName('2024-11-16')).toBe('lotto-2024-11-16.png');
  });
});
