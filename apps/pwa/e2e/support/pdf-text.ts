import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, line by line, for PDFs written with standard fonts (as pdf-lib does):
 * reads every content stream (inflating Flate ones) and decodes the `<hex> Tj` / `(text) Tj` runs.
 */
export function pdfTextLines(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const latin = raw.toString('latin1');
  const lines: string[] = [];
  const streamRe = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamRe.exec(latin))) {
    const start = match.index + match[0].length;
    const end = latin.indexOf('endstream', start);
    if (end < 0) break;
    const chunk = raw.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(chunk).toString('latin1');
    } catch {
      content = chunk.toString('latin1');
    }
    for (const m of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (m[1] !== undefined) lines.push(Buffer.from(m[1], 'hex').toString('latin1'));
      else if (m[2] !== undefined) lines.push(m[2].replace(/\\(.)/g, '$1'));
    }
    streamRe.lastIndex = end;
  }
  return lines;
}
