import { describe, expect, it } from 'vitest';
import { shapeText, textRuns } from './share-card-fonts.js';

const sans = { font: 'sans', weight: 400 } as const;

describe('the share card’s text runs', () => {
  it('when an Urdu sentence starts with a date, then the date stays one left-to-right number at the right end', () => {
    expect(textRuns('16/06/2025 کے نتائج', { ...sans, locale: 'ur', dir: 'rtl' })).toEqual([
      // Logical order inside the run: HarfBuzz lays it out right to left.
      { text: ' کے نتائج', family: 'urdu', rtl: true },
      { text: '16/06/2025', family: 'urdu', rtl: false },
    ]);
  });

  it('when Latin letters sit in Urdu, then they run left to right at the sentence’s right end', () => {
    const runs = textRuns('GLO کی جدول', { ...sans, locale: 'ur', dir: 'rtl' });
    expect(runs.at(-1)).toEqual({ text: 'GLO', family: 'urdu', rtl: false });
    expect(runs.slice(0, -1).every((run) => run.rtl)).toBe(true);
  });

  it('when a letter is not in the language’s font, then the next font of the chain draws it', () => {
    expect(textRuns('12 ผล', { font: 'mono', weight: 700, locale: 'th', dir: 'ltr' })).toEqual([
      { text: '12 ', family: 'mono', rtl: false },
      { text: 'ผล', family: 'thai', rtl: false },
    ]);
  });

  it('when the text is Thai or Hindi, then its script’s font shapes it, digits included where the font has them', () => {
    expect(textRuns('ผลรางวัลงวด 16/11/2567', { ...sans, locale: 'th', dir: 'ltr' })).toEqual([
      { text: 'ผลรางวัลงวด 16/11/2567', family: 'thai', rtl: false },
    ]);
    expect(
      textRuns('थाई सरकारी लॉटरी', { ...sans, locale: 'hi', dir: 'ltr' }).map((r) => r.family),
    ).toEqual(['devanagari']);
  });

  it('when a Devanagari vowel sign is shaped, then the next letter is placed after it, not on it', () => {
    const options = { ...sans, locale: 'hi', dir: 'ltr', size: 100 } as const;
    const ka = shapeText('क', options);
    const kaa = shapeText('का', options);
    const kaar = shapeText('कार', options);
    expect(kaa.width).toBeGreaterThan(ka.width + 10);
    // र starts where का ends.
    expect(kaar.glyphs.at(-1)?.x).toBeCloseTo(kaa.width, 0);
  });

  it('when numbers are shaped in the monospace, then every digit is as wide as the others', () => {
    const options = { font: 'mono', weight: 700, locale: 'en', dir: 'ltr', size: 100 } as const;
    expect(shapeText('111111', options).width).toBeCloseTo(shapeText('888888', options).width, 5);
  });
});
