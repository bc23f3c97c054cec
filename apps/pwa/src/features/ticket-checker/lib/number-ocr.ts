/*
 * Reads the six-digit number printed on a paper ticket from an image, on the device, when its code
 * cannot be read (torn, folded, an old paired slip without one): tesseract.js, digits only. Its
 * files (worker, core, English model: several MB) come from this site's own `/assets/ocr-<hash>/`
 * (build/vite-ocr-files.ts), never from tesseract's CDN default, and only once the visitor has
 * agreed to download them; the service worker's `lotto-ocr` route keeps them for next time and for
 * offline. OCR misreads (a tilted ticket gave 639184 for 039184, shared/domain/ticket-codes.md):
 * what it finds only ever fills the form for the visitor to confirm, it never checks by itself.
 */
import { OCR_CACHE, OCR_DOWNLOAD, OCR_FOLDER } from 'virtual:lotto-ocr-files';
import { simd } from 'wasm-feature-detect';

/** Where a reading is: downloading the files (`share` of their bytes) or reading the image. */
export interface OcrProgress {
  phase: 'download' | 'read';
  /** 0 to 1. */
  share: number;
}

/** What tesseract reads: a picked or shot photo as it came, or a canvas a frame was drawn on. */
export type OcrImage = Blob | ImageBitmapSource;

/**
 * The ticket numbers in OCR'd text: every run of exactly six digits, in the order found, each once.
 * A longer run (a serial, digits of two words run together) or a shorter one (the set, the draw,
 * the price) gives nothing: never 'the first six digits' of something else.
 */
export function sixDigitNumbers(text: string): string[] {
  const found = text.match(/(?<!\d)\d{6}(?!\d)/g) ?? [];
  return [...new Set(found)];
}

/**
 * The core this browser runs — the faster one where it has WebAssembly SIMD (Chrome 91, Firefox 89,
 * Safari 16.4), tesseract's own test —, its files, and the bytes they take to download.
 */
async function ocrFiles(): Promise<{
  core: string;
  urls: string[];
  bytes: number;
  gzipBytes: number;
}> {
  const withSimd = await simd();
  const core = withSimd ? 'tesseract-core-simd-lstm' : 'tesseract-core-lstm';
  const names = ['worker.min.js', `${core}.js`, `${core}.wasm`, 'eng.traineddata.gz'];
  const size = withSimd ? OCR_DOWNLOAD.simd : OCR_DOWNLOAD.plain;
  return {
    core,
    urls: names.map((name) => new URL(`${OCR_FOLDER}${name}`, location.href).href),
    ...size,
  };
}

/** The bytes the visitor downloads the first time (gzip, as our server sends them): for the consent. */
export async function ocrDownloadBytes(): Promise<number> {
  return (await ocrFiles()).gzipBytes;
}

/**
 * Whether this device keeps the OCR's files already (the service worker's `lotto-ocr` cache holds
 * every one of this version): then the visitor is not told about a download again.
 */
export async function ocrFilesKept(): Promise<boolean> {
  try {
    if (typeof caches === 'undefined' || !(await caches.has(OCR_CACHE))) return false;
    const cache = await caches.open(OCR_CACHE);
    const kept = await Promise.all((await ocrFiles()).urls.map((url) => cache.match(url)));
    return kept.every((response) => response !== undefined);
  } catch {
    // Storage the browser refuses (some private modes): then the size is said, as the first time.
    return false;
  }
}

/**
 * Fetches the OCR's files (through the service worker, which keeps them), reporting the share of
 * bytes received: tesseract's own requests for them, which report nothing of the download, then
 * find them on the device (the service worker's copy, or the browser's cache: `/assets/` files are
 * immutable).
 */
async function downloadFiles(
  urls: readonly string[],
  total: number,
  onShare: (share: number) => void,
): Promise<void> {
  let received = 0;
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok || !response.body) throw new Error(`${url}: HTTP ${response.status}`);
      let bytes = 0;
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
        received += value.length;
        onShare(Math.min(1, received / total));
      }
      if (bytes === 0) throw new Error(`${url}: empty`);
    }),
  );
}

/** Something tesseract reads: a Blob as it is, anything else drawn on a canvas. */
async function readable(image: OcrImage): Promise<Blob | HTMLCanvasElement> {
  if (image instanceof Blob || image instanceof HTMLCanvasElement) return image;
  const bitmap = await createImageBitmap(image);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to read the image from');
    context.drawImage(bitmap, 0, 0);
    return canvas;
  } finally {
    bitmap.close();
  }
}

/**
 * The six-digit numbers printed in `image` (`sixDigitNumbers` of what tesseract reads, digits
 * only). Downloads the OCR's files first if this device does not keep them: call it only after the
 * visitor agreed. The worker is ended after each reading (it holds tens of MB a phone needs back).
 * Throws when the files cannot be fetched (offline before the first download) or the image read.
 */
export async function readPrintedNumbers(
  image: OcrImage,
  onProgress: (progress: OcrProgress) => void,
): Promise<string[]> {
  const files = await ocrFiles();
  onProgress({ phase: 'download', share: 0 });
  const [{ default: Tesseract }, , source] = await Promise.all([
    import('tesseract.js/dist/tesseract.esm.min.js'),
    downloadFiles(files.urls, files.bytes, (share) => onProgress({ phase: 'download', share })),
    readable(image),
  ]);
  onProgress({ phase: 'read', share: 0 });
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    workerPath: `${OCR_FOLDER}worker.min.js`,
    corePath: `${OCR_FOLDER}${files.core}.js`,
    // eng.traineddata.gz, beside them.
    langPath: OCR_FOLDER,
    // Its own worker file, not a blob: URL importing it: the worker, the core beside it and the wasm
    // the core finds beside the worker are then all this site's files, kept by the service worker.
    workerBlobURL: false,
    // The service worker keeps the files; tesseract's own copy in IndexedDB would double them.
    cacheMethod: 'none',
    logger: (message) => {
      if (message.status === 'recognizing text' && Number.isFinite(message.progress))
        onProgress({ phase: 'read', share: Math.min(1, Math.max(0, message.progress)) });
    },
  });
  try {
    await worker.setParameters({
      tessedit_char_whitelist: '0123456789',
      // A ticket has its number among other scattered text: find every piece, in no set order.
      tessedit_pageseg_mode: Tesseract.PSM.SPARSE_TEXT,
    });
    const result = await worker.recognize(source);
    const text: unknown = result.data.text;
    if (typeof text !== 'string') throw new Error('The OCR gave no text');
    return sixDigitNumbers(text);
  } finally {
    await worker.terminate();
  }
}
