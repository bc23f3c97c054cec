import {
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  type ShareCardDraw,
  type ShareCardItem,
  shareCardLayout as layoutShareCard,
  type ShareCardTexts,
} from '@lotto/site';
import { disagreementText } from '@/draws/disagreements';
import { currentLocale, LOCALE_INFO, t, tierName } from '@/i18n';
import { formatDrawDate } from '@/lib/format';

/*
 * The share card on the device: @lotto/site's layout (the same the API renders for the draw
 * pages' Open Graph picture) with the app's words, painted on a canvas into a PNG. Text uses the
 * system font stacks the app itself uses (no web font): always there, offline too.
 */

export {
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  type ShareCardDraw,
  type ShareCardItem,
} from '@lotto/site';

const SANS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Thai', 'Noto Sans Devanagari', 'Noto Nastaliq Urdu', 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif";
const MONO = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace";

/** The card's words in the active language. */
export function shareCardTexts(draw: Pick<ShareCardDraw, 'date'>): ShareCardTexts {
  return {
    dir: LOCALE_INFO[currentLocale()].dir,
    header: t('results.cardHeader'),
    title: t('results.resultsOf', { date: formatDrawDate(draw.date) }),
    tiers: {
      prize1: tierName('prize1'),
      front3: t('results.front3Short'),
      last3: t('results.last3Short'),
      last2: t('results.last2Short'),
    },
    notOutYet: t('results.notOutYet'),
    footer: t('results.cardFooter'),
    provisionalNotice: t('results.provisionalNotice'),
    disputed: (tier, disagreement) =>
      t('results.summaryDisputed', {
        tier: tierName(tier),
        sentence: disagreementText(disagreement),
      }),
  };
}

/** Everything the card draws (centred text: `x` is the centre), its words in the active language. */
export function shareCardLayout(draw: ShareCardDraw): ShareCardItem[] {
  return layoutShareCard(draw, shareCardTexts(draw));
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
