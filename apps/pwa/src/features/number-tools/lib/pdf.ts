import type { PDFDocument, PDFPage, RGB } from 'pdf-lib';
import { LOCALE_INFO, type Locale } from '@/i18n/locales';

/**
 * Writes `lines` into a real PDF (spec §9: the total matches, one per line) and returns its bytes.
 * pdf-lib is imported on demand so it never weighs on the page load.
 *
 * `title` (in the visitor's language, `locale`) is the document's title, which viewers show in their
 * title bar, and its heading. English writes it in the PDF's standard font (Helvetica); Thai, Hindi
 * and Urdu, whose scripts Helvetica lacks, in an embedded Noto font of that script (`heading-font.ts`).
 * An Urdu page is aligned to the right, as the app is; the numbers stay left to right. When that font
 * or its shaper cannot be loaded (offline before they were put on the device), it rejects with
 * `HeadingFontUnavailableError` rather than make a PDF without its heading.
 */
export async function linesToPdf(
  title: string,
  lines: readonly string[],
  locale: Locale = 'en',
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setCreator('Lotto');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const size = 12;
  const lineHeight = 16;
  const margin = 50;
  const [width, height] = [595.28, 841.89]; // A4 in points
  const rtl = LOCALE_INFO[locale].dir === 'rtl';
  const start = (textWidth: number) => (rtl ? width - margin - textWidth : margin);

  let page = doc.addPage([width, height]);
  let y = height - margin;
  await drawHeading(doc, page, title, locale, { y, size: 16, color: rgb(0.72, 0.11, 0.11), start });
  y -= lineHeight * 2;
  for (const line of lines) {
    if (y < margin) {
      page = doc.addPage([width, height]);
      y = height - margin;
    }
    page.drawText(line, { x: start(font.widthOfTextAtSize(line, size)), y, size, font });
    y -= lineHeight;
  }
  return doc.save();
}

/** The heading's font or its shaper (fontkit) could not be loaded: most likely offline, before they were on the device. */
export class HeadingFontUnavailableError extends Error {
  override name = 'HeadingFontUnavailableError';
}

interface HeadingPlace {
  y: number;
  size: number;
  color: RGB;
  /** Where a line `textWidth` points wide begins: the left margin, or right-aligned for Urdu. */
  start: (textWidth: number) => number;
}

/**
 * Draws `title` as the page's heading: in Helvetica Bold when `locale` writes Latin letters, else
 * in its script's font, shaped by fontkit (Thai marks stacked, Devanagari conjuncts and vowel
 * signs, Urdu letters joined and right to left). pdf-lib's own drawText would set every glyph at
 * the previous one's advance and lose the shaper's mark positions (Urdu's dots, Thai tone marks),
 * so each glyph is set where the shaper put it.
 */
async function drawHeading(
  doc: PDFDocument,
  page: PDFPage,
  title: string,
  locale: Locale,
  { y, size, color, start }: HeadingPlace,
): Promise<void> {
  const pdf = await import('pdf-lib');
  const { headingFontUrl, headingFontBytes } = await import('./heading-font');
  if (!headingFontUrl(locale)) {
    const bold = await doc.embedFont(pdf.StandardFonts.HelveticaBold);
    const x = start(bold.widthOfTextAtSize(title, size));
    page.drawText(title, { x, y, size, font: bold, color });
    return;
  }
  const [bytes, { fontkit }] = await Promise.all([
    headingFontBytes(locale),
    import('./shaper'),
  ]).catch((error: unknown) => {
    throw new HeadingFontUnavailableError(`The PDF heading font for ${locale} did not load`, {
      cause: error,
    });
  });
  if (!bytes) throw new HeadingFontUnavailableError(`No PDF heading font for ${locale}`);
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(bytes, { subset: true });
  const shaper = fontkit.create(bytes);
  const run = shaper.layout(title);
  // The embedded subset numbers its glyphs anew: encodeText gives those numbers (4 hex digits a
  // glyph) for the same shaped run, in the same order.
  const codes = font.encodeText(title).asString();
  if (codes.length !== run.glyphs.length * 4) throw new Error('The PDF heading shaped two ways');
  const scale = size / shaper.unitsPerEm;
  const textWidth = run.positions.reduce((sum, p) => sum + p.xAdvance * scale, 0);
  const key = page.node.newFontDictionary(font.name, font.ref);
  const operators = [
    pdf.pushGraphicsState(),
    pdf.beginText(),
    pdf.setFillingColor(color),
    pdf.setFontAndSize(key, size),
  ];
  let x = start(textWidth);
  run.positions.forEach((position, i) => {
    operators.push(
      pdf.setTextMatrix(1, 0, 0, 1, x + position.xOffset * scale, y + position.yOffset * scale),
      pdf.showText(pdf.PDFHexString.of(codes.slice(i * 4, i * 4 + 4))),
    );
    x += position.xAdvance * scale;
  });
  operators.push(pdf.endText(), pdf.popGraphicsState());
  page.pushOperators(...operators);
}

/** Offers `bytes` to the visitor as a file download. */
export function downloadBytes(bytes: Uint8Array, fileName: string, type: string): void {
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
