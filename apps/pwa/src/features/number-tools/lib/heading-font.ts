import thaiBold from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff?url';
import devanagariBold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff?url';
import arabicBold from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff?url';
import type { Locale } from '@/i18n';

/*
 * The PDF heading's font for the languages whose script the PDF's standard font (Helvetica, Latin
 * only) cannot write: Noto, bold, cut to the one script (fontsource's per-script files, 11–87 kB).
 * A font is fetched only for its language: when a PDF is made, and — so that the PDF works offline —
 * by the first visit's idle prefetch for a visitor in that language (`pdf-offline.ts`). The service
 * worker keeps the files in a runtime cache (`lotto-pdf-fonts`), not in its precache, which every
 * visitor downloads. WOFF rather than WOFF2: fontkit cannot subset glyphs out of a WOFF2 file.
 */
const FONT_URLS: Partial<Record<Locale, string>> = {
  th: thaiBold,
  hi: devanagariBold,
  ur: arabicBold,
};

/** Where the heading font for `locale` is served, or undefined when Helvetica writes its script. */
export function headingFontUrl(locale: Locale): string | undefined {
  return FONT_URLS[locale];
}

/** The bytes of the heading font for `locale`, or undefined when Helvetica writes its script. */
export async function headingFontBytes(locale: Locale): Promise<Uint8Array | undefined> {
  const url = FONT_URLS[locale];
  if (!url) return undefined;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF heading font answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
