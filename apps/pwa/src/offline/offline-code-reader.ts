import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { nativeFormats } from '@/features/ticket-checker/lib/code-reader';
import { inServiceWorkerCaches, whenServiceWorkerControls } from './offline-images';

/*
 * The checker's 'Read a ticket's photo' reads a ticket's Data Matrix on the device: the browser's
 * BarcodeDetector where it reads Data Matrix, else ZXing in WebAssembly
 * (features/ticket-checker/lib/code-reader.ts). Its JavaScript is in the precache; its wasm
 * (≈ 1.1 MB, 460 kB gzip) is not — every visitor downloads the precache, most never read a
 * ticket — and the service worker's route `lotto-code-reader` keeps it once fetched. The offline
 * plan's step after the PDF's files (./offline-run.ts) fetches it here, so a ticket can be read
 * offline, for the visitors who are likely to read one:
 *
 * - the app runs installed (`display-mode: standalone`): issue 37 promises the installed app
 *   reads tickets offline, and a photo shared to it (the manifest's share_target) lands in the
 *   checker;
 * - the visit is on /check, the checker, where the button is.
 *
 * A visitor who only reads the results in a browser tab does not pay 460 kB on a phone's
 * connection for it, and the plan never runs with Save-Data. The URL is the build's own (a `?url`
 * import: a string in this file, no reader code), so a server page's plan, in the page before the
 * app has loaded (./offline-worker-start.ts), fetches it too.
 */

/** The page where the checker's reader is (a visit there keeps it for offline). */
export const CODE_READER_PAGE = '/check';

/** Whether this visit keeps the reader for offline: the installed app, or a visit to /check. */
export function wantsCodeReader(): boolean {
  return (
    location.pathname === CODE_READER_PAGE ||
    (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches)
  );
}

/** Whether the browser reads Data Matrix itself (then the wasm is never fetched). */
const readsDataMatrixNatively = async (): Promise<boolean> =>
  (await nativeFormats()).includes('data_matrix');

export interface OfflineCodeReaderOptions {
  /** Whether this visit keeps the reader (`wantsCodeReader`). */
  wanted?: () => boolean;
  /** Whether the browser reads Data Matrix itself; the default asks its BarcodeDetector. */
  native?: () => Promise<boolean>;
  /** Fetches the file (tests give a stand-in); the default is the page's `fetch`. */
  fetchFile?: (url: string) => Promise<Response>;
  /** Whether `url` is already in one of the service worker's caches. */
  onDevice?: (url: string) => Promise<boolean>;
  /** Resolves once a service worker controls the page (its route keeps the wasm). */
  whenControlled?: () => Promise<void>;
  /** Once aborted, nothing is fetched (the plan was stopped). */
  signal?: AbortSignal;
  /** The wasm's URL; the default is the build's. */
  wasmUrl?: string;
}

/**
 * Puts the code reader's wasm on the device when this visit wants it (see above), once a service
 * worker controls the page, unless the browser reads Data Matrix itself or the wasm is there
 * already. Throws when it cannot be fetched.
 */
export async function keepCodeReaderForOffline({
  wanted = wantsCodeReader,
  native = readsDataMatrixNatively,
  fetchFile = (url) => fetch(url),
  onDevice = inServiceWorkerCaches,
  whenControlled = whenServiceWorkerControls,
  signal,
  wasmUrl = readerWasmUrl,
}: OfflineCodeReaderOptions = {}): Promise<void> {
  if (!wanted() || (await native())) return;
  await whenControlled();
  if (signal?.aborted || (await onDevice(wasmUrl))) return;
  const response = await fetchFile(wasmUrl);
  if (!response.ok) throw new Error(`${wasmUrl} answered ${response.status}`);
  await response.arrayBuffer();
}
