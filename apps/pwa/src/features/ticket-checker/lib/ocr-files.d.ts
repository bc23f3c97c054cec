/** Where the OCR's files are served and what downloading them costs (build/vite-ocr-files.ts). */
declare module 'virtual:lotto-ocr-files' {
  /** Bytes as stored and as sent (gzip, as the static server sends JS and wasm). */
  interface Size {
    bytes: number;
    gzipBytes: number;
  }
  /** The folder of the OCR's files, `/assets/ocr-<hash>/`. */
  export const OCR_FOLDER: string;
  /** The service worker's cache that keeps them once downloaded. */
  export const OCR_CACHE: string;
  /** The download with each core: `simd` where the browser runs WebAssembly SIMD, else `plain`. */
  export const OCR_DOWNLOAD: { plain: Size; simd: Size };
}

/**
 * tesseract.js as its own ES module build (its `main` is CommonJS, whose `typeof require` test
 * would put the bundler's `require` shim into the runtime chunk every page loads first).
 */
declare module 'tesseract.js/dist/tesseract.esm.min.js' {
  import Tesseract from 'tesseract.js';
  export default Tesseract;
}
