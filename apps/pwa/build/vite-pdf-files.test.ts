import { describe, expect, it } from 'vitest';
import { fontkitChunks, PDF_FILES, precachedPdfFiles } from './vite-pdf-files';

describe('vite-pdf-files', () => {
  it('when a chunk holds fontkit, then it is found by its modules and the runtime route matches its name', () => {
    const chunks = fontkitChunks([
      {
        type: 'chunk',
        fileName: 'assets/shaper-B7KK7KGL.js',
        moduleIds: [
          '/app/node_modules/.pnpm/@pdf-lib+fontkit@1.1.1/node_modules/@pdf-lib/fontkit/dist/fontkit.es.js',
        ],
      },
      {
        type: 'chunk',
        fileName: 'assets/pako-C_KFBokP.js',
        moduleIds: ['/app/node_modules/pako/index.js'],
      },
      { type: 'asset', fileName: 'assets/noto-sans-thai-thai-700-normal-C9ISMlQq.woff' },
    ]);
    expect(chunks).toEqual(['assets/shaper-B7KK7KGL.js']);
    expect(PDF_FILES.test('/assets/shaper-B7KK7KGL.js')).toBe(true);
    expect(PDF_FILES.test('/assets/noto-naskh-arabic-arabic-700-normal-fm10sHOa.woff')).toBe(true);
    expect(PDF_FILES.test('/assets/pako-C_KFBokP.js')).toBe(false);
  });

  it('when the precache lists a font or fontkit’s chunk, then those entries are reported', () => {
    const fontkit = new Set(['assets/shaper-B7KK7KGL.js']);
    expect(
      precachedPdfFiles(
        ['index.html', 'assets/pako-C_KFBokP.js', 'assets/shaper-B7KK7KGL.js', '/assets/a-1.woff'],
        fontkit,
      ),
    ).toEqual(['assets/shaper-B7KK7KGL.js', 'assets/a-1.woff']);
    expect(precachedPdfFiles(['index.html', 'assets/index-1.js'], fontkit)).toEqual([]);
  });
});
