import * as site from '@lotto/site/draw-text';
import { appWords } from '@/i18n/words';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { DRAW_2026_08_01, FULL_DRAW_2024_11_16 } from '@/testing/fixtures';
import { completenessOf, drawSummary } from '../draw-text';
import { matchResult, searchWords } from '../results-find';
import { type ShareCardItem, shareCardLayout } from '../share-card';

const { prize1, front3, last3, last2 } = FULL_DRAW_2024_11_16;
const FINAL = { date: '2024-11-16', status: 'final' as const, prize1, front3, last3, last2 };
const texts = (items: readonly ShareCardItem[]) =>
  items.flatMap((item) => (item.kind === 'text' ? [item] : []));

describe('results search in other languages', () => {
  it('when the site is Thai, then Thai month names and Buddhist-era years find a draw, and English ones still do', async () => {
    await activateLocale('th');
    for (const query of ['สิงหาคม 2569', '1 ส.ค. 2569', '01/08/2569', 'aug 2569', '1 August 2026']) {
      expect(matchResult(DRAW_2026_08_01, searchWords(query)), query).toEqual({ found: [] });
    }
    expect(matchResult(DRAW_2026_08_01, searchWords('กันยายน 2569'))).toBeNull();
    expect(matchResult(DRAW_2026_08_01, searchWords('039'))?.found).toEqual([
      { tier: 'เลขท้าย 3 ตัว', number: '039' },
    ]);
  });

  it('when the site is Hindi or Urdu, then their month names, digits and comma work too', async () => {
    await activateLocale('hi');
    expect(matchResult(DRAW_2026_08_01, searchWords('अगस्त 2026'))).toEqual({ found: [] });
    expect(matchResult(DRAW_2026_08_01, searchWords('०३९'))?.found).toHaveLength(1);
    await activateLocale('ur');
    expect(matchResult(DRAW_2026_08_01, searchWords('اگست، 2026'))).toEqual({ found: [] });
    expect(matchResult(DRAW_2026_08_01, searchWords('۰۳۹'))?.found).toHaveLength(1);
  });
});

describe('draw texts in Thai', () => {
  it('then the summary, completeness and missing tiers use the official Thai terms', async () => {
    await activateLocale('th');
    expect(drawSummary(DRAW_2026_08_01)).toBe(
      'รางวัลที่ 1 932479 · เลขหน้า 3 ตัว: 672 413 · เลขท้าย 3 ตัว: 039 154 · เลขท้าย 2 ตัว: 69',
    );
    expect(completenessOf({ status: 'provisional', missing: [] })?.badge).toBe('ผลเบื้องต้น');
    expect(site.missingTierWords(appWords, ['near1', 'prize2', 'prize3', 'prize4', 'prize5'])).toBe(
      'รางวัลข้างเคียงรางวัลที่ 1 และรางวัลที่ 2–5',
    );
  });
});

describe('share card in other languages', () => {
  it('when the site is Thai, then the card’s words are Thai with the Buddhist-era date', async () => {
    await activateLocale('th');
    const shown = texts(shareCardLayout(FINAL)).map((item) => item.text);
    expect(shown).toEqual(
      expect.arrayContaining([
        'สลากกินแบ่งรัฐบาล',
        'ผลรางวัลงวด 16/11/2567',
        'รางวัลที่ 1',
        'เลขท้าย 2 ตัว',
        prize1,
      ]),
    );
  });

  it('when the site is Urdu, then its words run right to left and the numbers left to right', async () => {
    await activateLocale('ur');
    const items = texts(shareCardLayout(FINAL));
    expect(items.find((item) => item.text === 'پہلا انعام')?.dir).toBe('rtl');
    expect(items.find((item) => item.text === prize1)?.dir).toBe('ltr');
    expect(items.find((item) => item.text === last2)?.dir).toBe('ltr');
  });
});
