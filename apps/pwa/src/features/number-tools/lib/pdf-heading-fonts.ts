import thaiBold from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff?url';
import devanagariBold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff?url';
import arabicBold from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff?url';
import type { Locale } from '@lotto/site/locales';

/*
 * The PDF heading's font for the languages whose script the PDF's standard font (Helvetica, Latin
 * only) cannot write: Noto, bold, cut to the one script (fontsource's per-script files, 11–87 kB).
 * A font is fetched only for its language: when a PDF is made, and — so that the PDF works offline —
 * by the first visit's offline plan for a page in that language (src/offline/offline-pdf-files.ts).
 * The service worker keeps the files in a runtime cache (`lotto-pdf-fonts`), not in its precache,
 * which every visitor downloads. WOFF rather than WOFF2: fontkit cannot subset glyphs out of a WOFF2
 * file.
 */

const FONT_URLS: ReadonlyMap<string, string> = new Map<Locale, string>([
  ['th', thaiBold],
  ['hi', devanagariBold],
  ['ur', arabicBold],
]);

/**
 * Where the PDF heading's font for the language `lang` is served, or undefined when Helvetica
 * writes its script (or `lang` names no language of the site). A file of its own, apart from
 * ./heading-font.ts (which fetches the font's bytes), because two parts need only the URL: the
 * number tools' PDF (./heading-font.ts) and the offline plan's PDF files step
 * (src/offline/offline-pdf-files.ts), which a server page loads before the app: its chunk must stay
 * small.
 */
export function headingFontUrl(lang: string): string | undefined {
  return FONT_URLS.get(lang);
}
