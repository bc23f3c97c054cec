import { describe, expect, it } from 'vitest';
import { downloadSize, OCR_FILES, type OcrFileName, precachedOcrFiles } from './vite-ocr-files';

describe('vite-ocr-files', () => {
  it('when a URL is a file of the OCR folder, then the runtime route matches it and nothing else', () => {
    expect(OCR_FILES.test('/assets/ocr-0123456789ab/worker.min.js')).toBe(true);
    expect(OCR_FILES.test('/assets/ocr-0123456789ab/tesseract-core-simd-lstm.wasm')).toBe(true);
    expect(OCR_FILES.test('/assets/ocr-0123456789ab/eng.traineddata.gz')).toBe(true);
    expect(OCR_FILES.test('/assets/tesseract.esm.min-NTYLds24.js')).toBe(true);
    expect(OCR_FILES.test('/assets/zxing_reader-B7KK7KGL.wasm')).toBe(false);
    expect(OCR_FILES.test('/assets/number-ocr-B7KK7KGL.js')).toBe(false);
  });

  it('when the precache lists an OCR file or tesseract.js’s chunk, then they are reported', () => {
    expect(
      precachedOcrFiles([
        'index.html',
        'assets/index-B7KK7KGL.js',
        'assets/ocr-0123456789ab/worker.min.js',
        '/assets/ocr-0123456789ab/tesseract-core-lstm.js',
        'assets/tesseract.esm.min-NTYLds24.js',
      ]),
    ).toEqual([
      'assets/ocr-0123456789ab/worker.min.js',
      '/assets/ocr-0123456789ab/tesseract-core-lstm.js',
      'assets/tesseract.esm.min-NTYLds24.js',
    ]);
  });

  it('when the size of a download is asked, then it counts the worker, that core and the model', () => {
    const size = (bytes: number) => ({ bytes, gzipBytes: bytes / 2 });
    const sizes: Record<OcrFileName, { bytes: number; gzipBytes: number }> = {
      'worker.min.js': size(100),
      'tesseract-core-lstm.js': size(20),
      'tesseract-core-lstm.wasm': size(2000),
      'tesseract-core-simd-lstm.js': size(40),
      'tesseract-core-simd-lstm.wasm': size(4000),
      'eng.traineddata.gz': size(10000),
    };
    expect(downloadSize(sizes, 'tesseract-core-lstm')).toEqual({ bytes: 12120, gzipBytes: 6060 });
    expect(downloadSize(sizes, 'tesseract-core-simd-lstm')).toEqual({
      bytes: 14140,
      gzipBytes: 7070,
    });
  });
});
