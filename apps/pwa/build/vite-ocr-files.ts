import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { ManifestTransform } from 'workbox-build';
import type { Plugin } from 'vite';

/*
 * The checker's optional OCR of a ticket's printed number (src/features/ticket-checker/lib/
 * number-ocr.ts) runs tesseract.js, whose files default to a public CDN: its worker script, its core
 * (Emscripten JS + WebAssembly) and the English model. Here they are served from this site instead,
 * from node_modules, in one folder named by a hash of their contents (`assets/ocr-<hash>/`): the
 * worker finds its core and the core its wasm by their own names next to it (Emscripten looks beside
 * the worker's URL), so the names cannot carry a hash of their own, the folder does. Several MB
 * that few visitors use: they stay out of the service worker's precache (glob ignore below; the
 * manifest transform fails the build if one gets in all the same) and the runtime route
 * `lotto-ocr` keeps them once a visitor has agreed to download them. `virtual:lotto-ocr-files`
 * tells the app the folder and the size to show before asking.
 */

/** The files tesseract.js needs, LSTM only (no legacy engine): the plain core and the SIMD one. */
const SOURCES = {
  'worker.min.js': 'tesseract.js/dist/worker.min.js',
  'tesseract-core-lstm.js': 'tesseract.js-core/tesseract-core-lstm.js',
  'tesseract-core-lstm.wasm': 'tesseract.js-core/tesseract-core-lstm.wasm',
  'tesseract-core-simd-lstm.js': 'tesseract.js-core/tesseract-core-simd-lstm.js',
  'tesseract-core-simd-lstm.wasm': 'tesseract.js-core/tesseract-core-simd-lstm.wasm',
  // The integer-quantised LSTM model (tessdata_best, int): 2.9 MB gzip, the smallest English model
  // on the npm registry (the 4.0.0 folder, with the legacy engine's data, is 10.9 MB).
  'eng.traineddata.gz': '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
} as const;

export type OcrFileName = keyof typeof SOURCES;
/**
 * The service worker's runtime route for the OCR files, and what must never be precached: the
 * folder, and tesseract.js's own chunk (its ES module build, imported by lib/number-ocr.ts).
 */
export const OCR_FILES = /\/assets\/(?:ocr-[\da-f]+\/[\w.-]+|tesseract\.esm\.min-[\w-]+\.js)$/;
/** Left out of the precache's glob patterns. */
export const OCR_FILES_GLOBS = ['assets/ocr-*/**', 'assets/tesseract.esm.min-*.js'];
const TESSERACT_MODULE = /[\\/]tesseract\.js[\\/]dist[\\/]tesseract\.esm\.min\.js$/;
/** The service worker's cache of them (the app looks there to know they are kept). */
export const OCR_CACHE = 'lotto-ocr';
const VIRTUAL_ID = 'virtual:lotto-ocr-files';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** One file's size as stored and as sent (gzip level 9, as the static server sends text and wasm). */
export interface OcrFileSize {
  bytes: number;
  gzipBytes: number;
}

/** The bytes a visitor downloads for one core: the worker, that core's JS and wasm, the model. */
export function downloadSize(
  sizes: Readonly<Record<OcrFileName, OcrFileSize>>,
  core: 'tesseract-core-lstm' | 'tesseract-core-simd-lstm',
): OcrFileSize {
  const files: OcrFileName[] = [
    'worker.min.js',
    `${core}.js`,
    `${core}.wasm`,
    'eng.traineddata.gz',
  ];
  return files.reduce(
    (sum, file) => ({
      bytes: sum.bytes + sizes[file].bytes,
      // Already gzip: the server sends it as it is.
      gzipBytes: sum.gzipBytes + sizes[file].gzipBytes,
    }),
    { bytes: 0, gzipBytes: 0 },
  );
}

/** The precache entries that must not be there: any file of the OCR folder. */
export function precachedOcrFiles(urls: readonly string[]): string[] {
  return urls.filter((url) => OCR_FILES.test(url.startsWith('/') ? url : `/${url}`));
}

function readSources(): {
  folder: string;
  contents: Record<OcrFileName, Buffer>;
  sizes: Record<OcrFileName, OcrFileSize>;
} {
  const require = createRequire(import.meta.url);
  const hash = createHash('sha256');
  const contents = {} as Record<OcrFileName, Buffer>;
  const sizes = {} as Record<OcrFileName, OcrFileSize>;
  for (const [name, source] of Object.entries(SOURCES) as [OcrFileName, string][]) {
    const body = readFileSync(require.resolve(source));
    hash.update(name).update(body);
    contents[name] = body;
    sizes[name] = {
      bytes: body.length,
      gzipBytes: name.endsWith('.gz') ? body.length : gzipSync(body, { level: 9 }).length,
    };
  }
  return { folder: `assets/ocr-${hash.digest('hex').slice(0, 12)}/`, contents, sizes };
}

/** The plugin (emits the files, answers them in dev) and a manifest transform guarding the precache. */
export function ocrFiles(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let read: ReturnType<typeof readSources> | undefined;
  const files = () => (read ??= readSources());
  const plugin: Plugin = {
    name: 'lotto:ocr-files',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { folder, sizes } = files();
      return [
        `export const OCR_FOLDER = ${JSON.stringify(`/${folder}`)};`,
        `export const OCR_CACHE = ${JSON.stringify(OCR_CACHE)};`,
        `export const OCR_DOWNLOAD = ${JSON.stringify({
          plain: downloadSize(sizes, 'tesseract-core-lstm'),
          simd: downloadSize(sizes, 'tesseract-core-simd-lstm'),
        })};`,
      ].join('\n');
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const { folder, contents } = files();
        const path = (req.url ?? '').split('?')[0] ?? '';
        const name = path.startsWith(`/${folder}`) ? path.slice(folder.length + 1) : '';
        if (!(name in contents)) {
          next();
          return;
        }
        const type = name.endsWith('.js')
          ? 'text/javascript'
          : name.endsWith('.wasm')
            ? 'application/wasm'
            : 'application/octet-stream';
        res.setHeader('content-type', type);
        res.end(contents[name as OcrFileName]);
      });
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (o) => o.type === 'chunk' && o.moduleIds.some((id) => TESSERACT_MODULE.test(id)),
      );
      const unmatched = chunks.filter((o) => !OCR_FILES.test(`/${o.fileName}`));
      if (unmatched.length > 0) {
        this.error(
          `tesseract.js's chunk is not named as the service worker expects: ${unmatched.map((o) => o.fileName).join(', ')}`,
        );
      }
      const { folder, contents } = files();
      for (const [name, body] of Object.entries(contents))
        this.emitFile({ type: 'asset', fileName: `${folder}${name}`, source: body });
    },
  };
  const manifestTransform: ManifestTransform = (entries) => {
    const precached = precachedOcrFiles(entries.map((entry) => entry.url));
    if (precached.length > 0)
      throw new Error(`The OCR files reached the precache: ${precached.join(', ')}`);
    return { manifest: entries };
  };
  return { plugin, manifestTransform };
}
