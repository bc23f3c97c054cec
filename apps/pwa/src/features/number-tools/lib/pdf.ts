/**
 * Writes `lines` into a real PDF (spec §9: the total matches, one per line) and returns its bytes.
 * pdf-lib is imported on demand so it never weighs on the page load.
 *
 * `title` (in the visitor's language) is the document's title, which viewers show in their title
 * bar, and its heading. The PDF's standard font (Helvetica) has Latin letters only: a title in Thai,
 * Devanagari or Urdu script is not drawn on the page (embedding fonts for three scripts would weigh
 * megabytes); the numbers, digits only, always are.
 */
export async function linesToPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setCreator('Lotto');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const size = 12;
  const lineHeight = 16;
  const margin = 50;
  const [width, height] = [595.28, 841.89]; // A4 in points

  let page = doc.addPage([width, height]);
  let y = height - margin;
  if (drawable(bold, title)) {
    page.drawText(title, { x: margin, y, size: 16, font: bold, color: rgb(0.72, 0.11, 0.11) });
    y -= lineHeight * 2;
  }
  for (const line of lines) {
    if (y < margin) {
      page = doc.addPage([width, height]);
      y = height - margin;
    }
    page.drawText(line, { x: margin, y, size, font });
    y -= lineHeight;
  }
  return doc.save();
}

/** Whether the standard font can write `text` (WinAnsi: Latin script only). */
function drawable(font: { encodeText: (text: string) => unknown }, text: string): boolean {
  try {
    font.encodeText(text);
    return true;
  } catch {
    return false;
  }
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
