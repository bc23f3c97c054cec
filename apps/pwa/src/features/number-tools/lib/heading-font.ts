import type { Locale } from '@/i18n';
import { headingFontUrl } from './pdf-heading-fonts';

/*
 * The PDF heading's font (Noto, bold, one script: Thai, Devanagari or Arabic) for the languages
 * Helvetica cannot write; where each is served, and why it is not precached:
 * `./pdf-heading-fonts.ts`.
 */

export { headingFontUrl };

/** The bytes of the heading font for `locale`, or undefined when Helvetica writes its script. */
export async function headingFontBytes(locale: Locale): Promise<Uint8Array | undefined> {
  const url = headingFontUrl(locale);
  if (!url) return undefined;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF heading font answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
