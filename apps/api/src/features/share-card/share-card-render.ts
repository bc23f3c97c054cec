import type { Locale, ShareCardItem } from '@lotto/site';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '@lotto/site';
import { Resvg } from '@resvg/resvg-js';
import { shapeText } from './share-card-fonts.js';

/*
 * The share card's layout (@lotto/site) as an SVG of rectangles and glyph outlines, then a PNG
 * (resvg: Rust, prebuilt for each platform in npm's optional packages, so no compiler, canvas or
 * system library on the server). Text is drawn as the app's canvas draws it: centred on `x`, on
 * its baseline `y`, squeezed horizontally when wider than `maxWidth`.
 */

const n = (value: number) => String(Math.round(value * 100) / 100);

function textSvg(item: Extract<ShareCardItem, { kind: 'text' }>, locale: Locale): string {
  const shaped = shapeText(item.text, {
    locale,
    font: item.font,
    weight: item.weight,
    size: item.size,
    dir: item.dir,
  });
  const squeeze = shaped.width > item.maxWidth ? item.maxWidth / shaped.width : 1;
  const left = item.x - (shaped.width * squeeze) / 2;
  const glyphs = shaped.glyphs
    .map(
      (g) =>
        `<path transform="translate(${n(g.x)} ${n(g.y)}) scale(${n(g.scale)} ${n(-g.scale)})" d="${g.d}"/>`,
    )
    .join('');
  return `<g fill="${item.color}" transform="translate(${n(left)} ${n(item.y)}) scale(${n(squeeze)} 1)">${glyphs}</g>`;
}

/** The card as SVG (every text already turned into outlines in the language's fonts). */
export function shareCardSvg(items: readonly ShareCardItem[], locale: Locale): string {
  const body = items
    .map((item) =>
      item.kind === 'rect'
        ? `<rect x="${n(item.x)}" y="${n(item.y)}" width="${n(item.w)}" height="${n(item.h)}" rx="${n(item.radius)}" fill="${item.fill}"/>`
        : textSvg(item, locale),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}">${body}</svg>`;
}

/** The card as a PNG, 1080 × 1350. */
export function shareCardPng(items: readonly ShareCardItem[], locale: Locale): Buffer {
  const svg = new Resvg(shareCardSvg(items, locale), {
    // Outlines only: no font is looked up, none from the system.
    font: { loadSystemFonts: false },
    fitTo: { mode: 'original' },
    shapeRendering: 2,
    logLevel: 'error',
  });
  return svg.render().asPng();
}
