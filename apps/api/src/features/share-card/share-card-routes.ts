import { createHash } from 'node:crypto';
import type { DrawDetail } from '@lotto/contracts';
import { etagMatches } from '@lotto/http-kit/content-coding';
import { DEFAULT_LOCALE, isLocale, type Locale, shareCardLayout, shareCardPath } from '@lotto/site';
import type { AppRouter } from '../../shared/http/router.js';
import { readDate } from '../../shared/http/validate.js';
import { shareCardPng } from './share-card-render.js';
import { shareCardTexts } from './share-card-texts.js';

/*
 * `GET /result/:date/card.png?lang=xx`: the draw's share card (the picture the app's share button
 * makes) for the draw pages' Open Graph and Twitter tags. The ETag is a hash of everything the
 * picture shows (the draw's numbers, status and disagreements, in the language's words) and of
 * the renderer's version, so a corrected draw gets a new picture and an unchanged one answers 304.
 * Rendered PNGs are kept in a bounded LRU, keyed by that hash.
 */

/** Bump when the rendering changes (fonts, shaping) without the layout changing. */
const RENDERER_VERSION = 1;
/** ~100 kB a card: 200 cards are ~20 MB. */
export const SHARE_CARD_CACHE_ENTRIES = 200;

const FINAL_MAX_AGE_S = 86_400;
const PROVISIONAL_MAX_AGE_S = 60;

/** A Map kept in use order: the least recently used entry goes first when it is full. */
export class PngCache {
  private readonly entries = new Map<string, Buffer>();
  constructor(private readonly max: number) {}

  get(key: string): Buffer | undefined {
    const png = this.entries.get(key);
    if (png !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, png);
    }
    return png;
  }

  set(key: string, png: Buffer): void {
    this.entries.delete(key);
    this.entries.set(key, png);
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

export function registerShareCardRoutes(
  router: AppRouter,
  deps: {
    /** The draw as `GET /results/:date` answers it; a NotFoundError when none is on file. */
    draw: (date: string) => Promise<DrawDetail>;
    cache?: PngCache;
  },
): void {
  const cache = deps.cache ?? new PngCache(SHARE_CARD_CACHE_ENTRIES);
  router.get(shareCardPath(':date'), async (ctx) => {
    const date = readDate(ctx.params.date);
    const asked = ctx.query.lang;
    const lang: Locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
    // Unknown draw: the results service's 404.
    const draw = await deps.draw(date);
    const items = shareCardLayout(draw, shareCardTexts(date, lang));
    const hash = createHash('sha256')
      .update(`${String(RENDERER_VERSION)}\n${lang}\n${JSON.stringify(items)}`)
      .digest('base64url')
      .slice(0, 27);
    const etag = `"card-${lang}-${hash}"`;
    const maxAge = draw.status === 'final' ? FINAL_MAX_AGE_S : PROVISIONAL_MAX_AGE_S;
    ctx.set('Cache-Control', `public, max-age=${String(maxAge)}`);
    ctx.set('ETag', etag);
    if (etagMatches(ctx.get('If-None-Match') || undefined, etag)) {
      ctx.status = 304;
      return;
    }
    let png = cache.get(hash);
    if (png === undefined) {
      png = shareCardPng(items, lang);
      cache.set(hash, png);
    }
    ctx.type = 'image/png';
    ctx.body = png;
  });
}
