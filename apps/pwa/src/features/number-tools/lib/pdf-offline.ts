import type { Locale } from '@/i18n/locales';
import { inServiceWorkerCaches } from '@/lib/offline-images';
import { headingFontUrl } from './heading-font';

/**
 * What the PDF of a visitor in `locale` needs offline and the precache leaves out (every visitor
 * downloads the precache, and most never make a PDF in Thai, Hindi or Urdu): fontkit's chunk and
 * that language's heading font. Fetched through the service worker, whose runtime cache
 * (`lotto-pdf-fonts`) keeps them; nothing for a language that Helvetica writes. fontkit's chunk
 * comes first, the font last: a font on the device means a visit already fetched both.
 * `loadFontkit` loads fontkit's chunk (tests replace it).
 */
export function pdfFilesForOffline(
  locale: Locale,
  loadFontkit: () => Promise<unknown> = () => import('./shaper'),
): readonly (() => Promise<unknown>)[] {
  const url = headingFontUrl(locale);
  if (!url) return [];
  return [
    async () => {
      if (await inServiceWorkerCaches(url)) return;
      await loadFontkit();
      const response = await fetch(url);
      await response.arrayBuffer();
    },
  ];
}
