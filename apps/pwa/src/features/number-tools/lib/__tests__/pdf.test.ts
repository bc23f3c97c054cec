import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFPage,
} from 'pdf-lib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HeadingFontUnavailableError, linesToPdf } from '../pdf';

const PWA = join(import.meta.dirname, '../../../../..');

beforeEach(() => {
  // The heading fonts are Vite assets (`?url`): here they are read from the package on disk.
  vi.stubGlobal('fetch', (url: string) => {
    const path = url.replace(/^\/@fs/, '').replace(/^\/node_modules\//, `${PWA}/node_modules/`);
    return Promise.resolve(new Response(readFileSync(path.split('?')[0] ?? path)));
  });
});

/** The BaseFont name of every font on `page`, by its resource key. */
function pageFonts(page: PDFPage): Map<string, string> {
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const named = new Map<string, string>();
  for (const [key, ref] of fonts?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict);
    named.set(key.asString(), font.get(PDFName.of('BaseFont'))?.toString() ?? '');
  }
  return named;
}

/** The page's drawing operators, as text. */
function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return streams
    .map((s) => page.doc.context.lookup(s))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => new TextDecoder().decode(decodePDFRawStream(s).decode()))
    .join('\n');
}

/** The font key the heading (size 16) is written in, and how many glyphs or strings it shows. */
function heading(page: PDFPage): { font: string; shown: number } {
  const content = pageContent(page);
  const start = content.search(/\/\S+ 16 Tf/);
  const font = /(\/\S+) 16 Tf/.exec(content)?.[1] ?? '';
  const end = content.indexOf('ET', start);
  const shown = content.slice(start, end).match(/(<[0-9A-Fa-f]+>|\(.*?\)) Tj/g)?.length ?? 0;
  return { font, shown };
}

describe('linesToPdf', () => {
  it.each([
    ['th', 'เลขที่ผลรวมตรงกัน', 'NotoSansThai-Bold'],
    ['hi', 'योग से मेल खाते नंबर', 'NotoSansDevanagari-Bold'],
    ['ur', 'مجموعے سے ملتے نمبر', 'NotoNaskhArabic-Bold'],
  ] as const)(
    'when the language is %s, then the heading is drawn in the embedded Noto font of its script',
    async (locale, title, fontName) => {
      const doc = await PDFDocument.load(await linesToPdf(title, ['123', '33'], locale));
      expect(doc.getTitle()).toBe(title);
      expect(doc.getPageCount()).toBe(1);
      const [page] = doc.getPages();
      if (!page) throw new Error('no page');
      const { font, shown } = heading(page);
      expect(pageFonts(page).get(font)).toContain(fontName);
      // One glyph at a time, where the shaper put it (a glyph, or a ligature, per shown string).
      expect(shown).toBeGreaterThan(5);
      expect(pageContent(page)).toContain('<313233> Tj'); // '123', in Helvetica
    },
  );

  it('when the title is in English, then it is the title of the document and its heading in Helvetica Bold', async () => {
    const doc = await PDFDocument.load(await linesToPdf('Total Match Result', ['123']));
    expect(doc.getTitle()).toBe('Total Match Result');
    const [page] = doc.getPages();
    if (!page) throw new Error('no page');
    const { font, shown } = heading(page);
    expect(pageFonts(page).get(font)).toBe('/Helvetica-Bold');
    expect(shown).toBe(1);
    expect([...pageFonts(page).values()].some((name) => name.includes('Noto'))).toBe(false);
  });

  it('when the language is Urdu, then the heading and the numbers are aligned to the right margin', async () => {
    const doc = await PDFDocument.load(await linesToPdf('مجموعے سے ملتے نمبر', ['123'], 'ur'));
    const [page] = doc.getPages();
    if (!page) throw new Error('no page');
    const x = Number(/1 0 0 1 ([\d.]+) [\d.]+ Tm\s*<313233>/.exec(pageContent(page))?.[1]);
    expect(x).toBeGreaterThan(500);
  });

  it('when the heading font cannot be fetched (offline, not on the device), then no PDF is made and the error says the font is missing', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(linesToPdf('เลขที่ผลรวมตรงกัน', ['123'], 'th')).rejects.toBeInstanceOf(
      HeadingFontUnavailableError,
    );
    // English needs no font of its own: its PDF is made offline as before.
    await expect(linesToPdf('Total Match Result', ['123'])).resolves.toBeInstanceOf(Uint8Array);
  });
});
