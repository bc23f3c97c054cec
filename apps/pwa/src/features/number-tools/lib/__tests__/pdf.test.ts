import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { linesToPdf } from '../pdf';

describe('linesToPdf', () => {
  it('when the title is in Thai (no letter of it in the standard font), then the PDF is still made with that title', async () => {
    const bytes = await linesToPdf('เลขที่ผลรวมตรงกัน', ['123', '33']);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('เลขที่ผลรวมตรงกัน');
    expect(doc.getPageCount()).toBe(1);
  });

  it('when the title is in English, then it is the title of the document', async () => {
    const doc = await PDFDocument.load(await linesToPdf('Total Match Result', ['123']));
    expect(doc.getTitle()).toBe('Total Match Result');
  });
});
