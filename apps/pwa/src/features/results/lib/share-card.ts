import type { DrawNumbers, DrawStatus, Tier } from '@lotto/contracts';
import {
  differingNumbers,
  disagreementOn,
  disagreementText,
  type MayDisagree,
} from '@/draws/disagreements';
import { currentLocale, LOCALE_INFO, t, tierName } from '@/i18n';
import { formatDrawDate } from '@/lib/format';

/*
 * The share card: a PNG of a draw's main tiers (first prize, front-3, last-3, last-2 and the date),
 * large enough to read on a phone. A portrait 1080 × 1350 picture (4:5, what chat apps and social
 * feeds show whole). Text uses the system font stacks the app itself uses (no web font): always
 * there, offline too. `shareCardLayout` is pure (what goes where); `paintShareCard` draws it.
 */

export const SHARE_CARD_WIDTH = 1080;
export const SHARE_CARD_HEIGHT = 1350;

const SANS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Thai', 'Noto Sans Devanagari', 'Noto Nastaliq Urdu', 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif";
const MONO = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace";
const BRAND = '#b71c1c';
const BRAND_DARK = '#7f0000';
const GOLD = '#ffc107';
const PAPER = '#fff8f0';
const INK = '#1f1f1f';
const MUTED = '#595959';

export interface ShareCardDraw extends DrawNumbers, MayDisagree {
  date: string;
  status: DrawStatus;
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

type TextItem = Extract<ShareCardItem, { kind: 'text' }>;
type TextOptions = Partial<Omit<TextItem, 'kind' | 'text' | 'y' | 'size'>>;

const numbersOf = (list: readonly string[] | undefined) =>
  list && list.length > 0 ? list.join('  ') : '…';

/** A disputed tier's box: every source's value side by side ('96 / 06'), the sentence below the boxes. */
function disputedValue(draw: ShareCardDraw, tier: Tier): string | undefined {
  const disagreement = disagreementOn(draw, tier);
  if (disagreement === undefined) return undefined;
  return differingNumbers(disagreement)
    .map(({ numbers }) => numbers.join(' '))
    .join(' / ');
}

/**
 * Everything the card draws, in order (centred text: `x` is the centre), its words in the active
 * language.
 */
export function shareCardLayout(draw: ShareCardDraw): ShareCardItem[] {
  const W = SHARE_CARD_WIDTH;
  const H = SHARE_CARD_HEIGHT;
  const pad = 60;
  const dir = LOCALE_INFO[currentLocale()].dir;
  const text = (t: string, y: number, size: number, options: TextOptions = {}): ShareCardItem => ({
    kind: 'text',
    text: t,
    x: W / 2,
    y,
    size,
    font: 'sans',
    weight: 700,
    color: INK,
    maxWidth: W - 2 * pad,
    dir,
    ...options,
  });
  const items: ShareCardItem[] = [
    { kind: 'rect', x: 0, y: 0, w: W, h: H, fill: PAPER, radius: 0 },
    { kind: 'rect', x: 0, y: 0, w: W, h: 250, fill: BRAND, radius: 0 },
    { kind: 'rect', x: 0, y: 250, w: W, h: 12, fill: GOLD, radius: 0 },
    text(t('results.cardHeader'), 105, 48, { color: '#ffffff', weight: 400 }),
    text(t('results.resultsOf', { date: formatDrawDate(draw.date) }), 195, 72, {
      color: '#ffffff',
    }),
    // First prize
    text(tierName('prize1'), 370, 52, { color: MUTED, weight: 400 }),
    { kind: 'rect', x: pad, y: 400, w: W - 2 * pad, h: 230, fill: '#ffffff', radius: 28 },
    prize1Text(draw, text, W - 2 * pad - 60, dir),
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
      title: t('results.front3Short'),
      value: draw.front3 ? numbersOf(draw.front3) : (disputedValue(draw, 'front3') ?? '…'),
      x: pad,
      y: 680,
      w: boxW,
      h: 210,
      size: 88,
    },
    {
      title: t('results.last3Short'),
      value: draw.last3 ? numbersOf(draw.last3) : (disputedValue(draw, 'last3') ?? '…'),
      x: pad + boxW + 40,
      y: 680,
      w: boxW,
      h: 210,
      size: 88,
    },
    {
      title: t('results.last2Short'),
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
      { kind: 'rect', x: box.x, y: box.y, w: box.w, h, fill: '#ffffff', radius: 24 },
      text(box.title, box.y + 62, 44, {
        color: MUTED,
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
  const disputed = (['prize1', 'front3', 'last3', 'last2'] as const).flatMap((tier) => {
    const disagreement = draw[tier] === undefined ? disagreementOn(draw, tier) : undefined;
    return disagreement === undefined
      ? []
      : [
          t('results.summaryDisputed', {
            tier: tierName(tier),
            sentence: disagreementText(disagreement),
          }),
        ];
  });
  if (disputed.length > 0) {
    items.push(text(disputed.join(' · '), 1232, 30, { color: BRAND, weight: 400 }));
  }
  items.push(
    text(
      draw.status === 'provisional' ? t('results.provisionalNotice') : t('results.cardFooter'),
      1275,
      40,
      { color: draw.status === 'provisional' ? BRAND : MUTED, weight: 400 },
    ),
  );
  return items;
}

/** The first prize's text: the number, its sources' values when they disagree, or 'Not out yet'. */
function prize1Text(
  draw: ShareCardDraw,
  text: (t: string, y: number, size: number, options?: TextOptions) => ShareCardItem,
  maxWidth: number,
  dir: 'ltr' | 'rtl',
): ShareCardItem {
  const value = draw.prize1 ?? disputedValue(draw, 'prize1');
  return text(value ?? t('results.notOutYet'), 570, value ? (draw.prize1 ? 170 : 110) : 80, {
    font: value ? 'mono' : 'sans',
    color: BRAND_DARK,
    maxWidth,
    dir: value ? 'ltr' : dir,
  });
}

/** The 2D context calls the card needs (a canvas's context, or an OffscreenCanvas's). */
export type CardContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'direction'
  | 'fillRect'
  | 'fillText'
  | 'beginPath'
  | 'roundRect'
  | 'fill'
>;

export function paintShareCard(ctx: CardContext, items: readonly ShareCardItem[]) {
  for (const item of items) {
    if (item.kind === 'rect') {
      ctx.fillStyle = item.fill;
      if (item.radius === 0) {
        ctx.fillRect(item.x, item.y, item.w, item.h);
      } else {
        ctx.beginPath();
        ctx.roundRect(item.x, item.y, item.w, item.h, item.radius);
        ctx.fill();
      }
      continue;
    }
    ctx.fillStyle = item.color;
    ctx.font = `${item.weight} ${item.size}px ${item.font === 'mono' ? MONO : SANS}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    ctx.direction = item.dir;
    ctx.fillText(item.text, item.x, item.y, item.maxWidth);
  }
}

/** The card as a PNG. Throws when the browser cannot draw (no 2D canvas). */
export async function shareCardPng(draw: ShareCardDraw): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = SHARE_CARD_WIDTH;
  canvas.height = SHARE_CARD_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(t('results.noCanvas'));
  paintShareCard(ctx, shareCardLayout(draw));
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(t('results.pictureFailed')))),
      'image/png',
    );
  });
}

/** The file name of a draw's card: lotto-2026-11-16.png. */
export const shareCardFileName = (date: string) => `lotto-${date}.png`;

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/**
 * Hands the card to the Web Share API where it can share files, else downloads it. A share the
 * visitor cancels is not an error.
 */
export async function shareDrawCard(draw: ShareCardDraw, text: string): Promise<ShareOutcome> {
  const blob = await shareCardPng(draw);
  const file = new File([blob], shareCardFileName(draw.date), { type: 'image/png' });
  const data: ShareData = {
    files: [file],
    title: t('results.shareTitle', { date: formatDrawDate(draw.date) }),
    text,
  };
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has taken the bytes by the next task.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return 'downloaded';
}
