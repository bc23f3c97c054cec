/*
 * Reads the 2D code (Data Matrix) printed on a paper ticket from an image, on the device: the
 * browser's own BarcodeDetector where it reads Data Matrix (Chrome on Android), else the
 * `barcode-detector` ponyfill — ZXing-C++ in WebAssembly — with its wasm served from this site
 * (its default is a public CDN: no image, code or request leaves for anyone else, and it works
 * offline once the service worker keeps it, route `lotto-code-reader`). Loaded when the visitor
 * first reads a ticket, never with the page.
 */

/** What reads codes from an image: the raw text of each Data Matrix or QR code found. */
export interface CodeReader {
  read(image: ImageBitmapSource): Promise<string[]>;
}

/** The codes a ticket carries that can hold its data (a QR code holds a seller's link: read to say so). */
const FORMATS = ['data_matrix', 'qr_code'] as const;

interface DetectorLike {
  detect(image: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const nativeClass = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/**
 * The formats the browser's own BarcodeDetector reads ([] without one): where they include
 * `data_matrix` the wasm reader is never needed (the offline plan does not fetch it either,
 * src/offline/offline-code-reader.ts).
 */
export async function nativeFormats(): Promise<string[]> {
  try {
    return (await nativeClass()?.getSupportedFormats()) ?? [];
  } catch {
    return [];
  }
}

/** The browser's own detector, when it reads Data Matrix. */
async function nativeDetector(): Promise<DetectorLike | null> {
  const Native = nativeClass();
  const formats = await nativeFormats();
  if (Native === undefined || !formats.includes('data_matrix')) return null;
  try {
    return new Native({ formats: FORMATS.filter((format) => formats.includes(format)) });
  } catch {
    return null;
  }
}

/** ZXing in WebAssembly, its wasm from this site (`?url`: Vite serves the file, hashed). */
async function ponyfillDetector(): Promise<DetectorLike> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasmUrl, location.href).href : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: [...FORMATS] });
}

let loading: Promise<CodeReader> | undefined;

/**
 * The device's code reader, loaded once (a failed load is tried again by the next call). Throws
 * when neither the browser nor the ponyfill can read (the wasm could not be fetched offline).
 */
export function loadCodeReader(): Promise<CodeReader> {
  loading ??= (async () => {
    const detector = (await nativeDetector()) ?? (await ponyfillDetector());
    return {
      async read(image) {
        const found = await detector.detect(image);
        return found.map((code) => code.rawValue);
      },
    };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
