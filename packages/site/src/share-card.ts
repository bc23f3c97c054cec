import type { DrawNumbers, DrawStatus, TierDisagreement } from '@lotto/contracts';
import { differingNumbers, disagreementOn, type MayDisagree } from './disagreements.js';

/*
 * The share card: a picture of a draw's main tiers (first prize, front-3, last-3, last-2 and the
 * date), large enough to read on a phone. A portrait 1080 × 1350 picture (4:5, what chat apps and
 * social feeds show whole). `shareCardLayout` is pure (what goes where) and takes its words
 * already translated, so the app (which paints it on a canvas, apps/pwa/src/features/results/lib/
 * share-card.ts) and the API (which renders it to the PNG of the draw pages' Open Graph tags,
 * apps/api/src/features/share-card/share-card-*.ts) draw the same picture.
 */

export const SHARE_CARD_WIDTH = 1080;
export const SHARE_CARD_HEIGHT = 1350;

export const SHARE_CARD_COLORS = {
  brand: '#b71c1c',
  brandDark: '#7f0000',
  gold: '#ffc107',
  paper: '#fff8f0',
  ink: '#1f1f1f',
  muted: '#595959',
  white: '#ffffff',
} as const;

const C = SHARE_CARD_COLORS;

export interface ShareCardDraw extends DrawNumbers, MayDisagree {
  date: string;
  status: DrawStatus;
}

/** The tiers the card shows. */
export const SHARE_CARD_TIERS = ['prize1', 'front3', 'last3', 'last2'] as const;
export type ShareCardTier = (typeof SHARE_CARD_TIERS)[number];

/** The card's words in one language, already translated (the layout translates nothing). */
export interface ShareCardTexts {
  /** The language's direction: Urdu's words run right to left (numbers always left to right). */
  dir: 'ltr' | 'rtl';
  /** Above the date: 'Thai Government Lottery'. */
  header: string;
  /** The draw's formatted date in its sentence: 'Results of 16/11/2024'. */
  title: string;
  /** Each box's title: 'First prize', 'Front 3', 'Last 3', 'Last 2'. */
  tiers: Record<ShareCardTier, string>;
  /** In the first prize's box while it is not out: 'Not out yet'. */
  notOutYet: string;
  /** The foot of a final draw's card: 'Check your ticket against every prize in the app'. */
  footer: string;
  /** The foot of a provisional draw's card: 'Provisional — numbers still coming in'. */
  provisionalNotice: string;
  /**
   * A disputed tier said in words, under the boxes: "Last 2 digits: Sources disagree: 96 in GLO's
   * table, 06 in the Sanook archive — check GLO's official sheet".
   */
  disputed: (tier: ShareCardTier, disagreement: TierDisagreement) => string;
}

export type ShareCardItem =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string; radius: number }
  | {
      kind: 'text';
      text: string;
      x: number;
      /** The text's baseline. */
      y: number;
      /** CSS pixel size of the font. */
      size: number;
      font: 'sans' | 'mono';
      weight: 400 | 700;
      color: string;
      /** The widest the text may be (it is squeezed to fit). */
      maxWidth: number;
      /** Words run in the language's direction (Urdu right to left); numbers left to right. */
      dir: 'ltr' | 'rtl';
    };

export type ShareCardText = Extract<ShareCardItem, { kind: 'text' }>;
type TextOptions = Partial<Omit<ShareCardText, 'kind' | 'text' | 'y' | 'size'>>;

const numbersOf = (list: readonly string[] | undefined) =>
  list && list.length > 0 ? list.join('  ') : '…';

/** A disputed tier's box: every source's value side by side ('96 / 06'), the sentence below the boxes. */
function disputedValue(draw: ShareCardDraw, tier: ShareCardTier): string | undefined {
  const disagreement = disagreementOn(draw, tier);
  if (disagreement === undefined) return undefined;
  return differingNumbers(disagreement)
    .map(({ numbers }) => numbers.join(' '))
    .join(' / ');
}

/**
 * Everything the card draws, in order (centred text: `x` is the centre), its words those of
 * `texts`.
 */
export function shareCardLayout(draw: ShareCardDraw, texts: ShareCardTexts): ShareCardItem[] {
  const W = SHARE_CARD_WIDTH;
  const H = SHARE_CARD_HEIGHT;
  const pad = 60;
  const { dir } = texts;
  const text = (t: string, y: number, size: number, options: TextOptions = {}): ShareCardItem => ({
    kind: 'text',
    text: t,
    x: W / 2,
    y,
    size,
    font: 'sans',
    weight: 700,
    color: C.ink,
    maxWidth: W - 2 * pad,
    dir,
    ...options,
  });
  // The first prize: the number, its sources' values when they disagree, or 'Not out yet'.
  const prize1 = draw.prize1 ?? disputedValue(draw, 'prize1');
  const items: ShareCardItem[] = [
    { kind: 'rect', x: 0, y: 0, w: W, h: H, fill: C.paper, radius: 0 },
    { kind: 'rect', x: 0, y: 0, w: W, h: 250, fill: C.brand, radius: 0 },
    { kind: 'rect', x: 0, y: 250, w: W, h: 12, fill: C.gold, radius: 0 },
    text(texts.header, 105, 48, { color: C.white, weight: 400 }),
    text(texts.title, 195, 72, { color: C.white }),
    text(texts.tiers.prize1, 370, 52, { color: C.muted, weight: 400 }),
    { kind: 'rect', x: pad, y: 400, w: W - 2 * pad, h: 230, fill: C.white, radius: 28 },
    text(prize1 ?? texts.notOutYet, 570, prize1 ? (draw.prize1 ? 170 : 110) : 80, {
      font: prize1 ? 'mono' : 'sans',
      color: C.brandDark,
      maxWidth: W - 2 * pad - 60,
      dir: prize1 ? 'ltr' : dir,
    }),
  ];
  // Front 3 and last 3 side by side, last 2 below across the card.
  const boxW = (W - 2 * pad - 40) / 2;
  const boxes: {
    title: string;
    value: string;
    x: number;
    y: number;
    w: number;
    h: number;
    size: number;
  }[] = [
    {
      title: texts.tiers.front3,
      value: draw.front3 ? numbersOf(draw.front3) : (disputedValue(draw, 'front3') ?? '…'),
      x: pad,
      y: 680,
      w: boxW,
      h: 210,
      size: 88,
    },
    {
      title: texts.tiers.last3,
      value: draw.last3 ? numbersOf(draw.last3) : (disputedValue(draw, 'last3') ?? '…'),
      x: pad + boxW + 40,
      y: 680,
      w: boxW,
      h: 210,
      size: 88,
    },
    {
      title: texts.tiers.last2,
      value: draw.last2 ?? disputedValue(draw, 'last2') ?? '…',
      x: pad,
      y: 930,
      w: W - 2 * pad,
      h: 260,
      size: 150,
    },
  ];
  for (const box of boxes) {
    const { h } = box;
    items.push(
      { kind: 'rect', x: box.x, y: box.y, w: box.w, h, fill: C.white, radius: 24 },
      text(box.title, box.y + 62, 44, {
        color: C.muted,
        weight: 400,
        x: box.x + box.w / 2,
        maxWidth: box.w - 40,
      }),
      text(box.value, box.y + h - 45, box.size, {
        font: 'mono',
        dir: 'ltr',
        x: box.x + box.w / 2,
        maxWidth: box.w - 40,
      }),
    );
  }
  // The tiers whose sources disagree, said in words under the boxes (never one value picked).
  const disputed = SHARE_CARD_TIERS.flatMap((tier) => {
    const disagreement = draw[tier] === undefined ? disagreementOn(draw, tier) : undefined;
    return disagreement === undefined ? [] : [texts.disputed(tier, disagreement)];
  });
  if (disputed.length > 0) {
    items.push(text(disputed.join(' · '), 1232, 30, { color: C.brand, weight: 400 }));
  }
  const provisional = draw.status === 'provisional';
  items.push(
    text(provisional ? texts.provisionalNotice : texts.footer, 1275, 40, {
      color: provisional ? C.brand : C.muted,
      weight: 400,
    }),
  );
  return items;
}
