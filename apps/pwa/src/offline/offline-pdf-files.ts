import { inServiceWorkerCaches, whenServiceWorkerControls } from './offline-images';
import { headingFontUrl } from '@/features/number-tools/lib/pdf-heading-fonts';

/*
 * The number tools' PDF in Thai, Hindi or Urdu needs fontkit's chunk and that language's heading
 * font, which the precache leaves out (build/vite-pdf-files.ts). The offline plan's last step
 * (./offline-run.ts) fetches them here for a page in such a language, in the app and on a server
 * page where the app has not started alike: the build lists fontkit's chunks in /pdf-files.json
 * (only the app's bundle names them otherwise), and the font's URL is the app's own
 * (features/number-tools/lib/pdf-heading-fonts.ts: constants only, cheap for that page). Fetched,
 * not imported: fontkit (≈ 330 kB gzip) is not evaluated until a PDF is made.
 * Through the service worker, whose runtime route keeps them (`lotto-pdf-fonts`).
 */

/** Where the build lists fontkit's chunks (build/vite-pdf-files.ts, `PDF_FILES_LIST`). */
export const PDF_FILES_LIST_URL = '/pdf-files.json';

export interface OfflinePdfFilesOptions {
  /**
   * Fetches a file (tests give a stand-in); the default is the page's `fetch`, asking the server
   * again for the list (its name stays, its content changes with each build).
   */
  fetchFile?: (url: string) => Promise<Response>;
  /** Whether `url` is already in one of the service worker's caches. */
  onDevice?: (url: string) => Promise<boolean>;
  /** Resolves once a service worker controls the page (its route keeps the files). */
  whenControlled?: () => Promise<void>;
  /** Once aborted, no further file is fetched (the plan was stopped). */
  signal?: AbortSignal;
}

const isUrlList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((url) => typeof url === 'string' && url.startsWith('/'));

/**
 * Puts on the device what a PDF in `lang` (the page's language) needs offline: nothing for a
 * language that Helvetica writes; else, once a service worker controls the page and unless the
 * font is there already (a visit fetched both), fontkit's chunks, then the font. Throws when a
 * file cannot be fetched; stops quietly between two files once `signal` is aborted.
 */
export async function keepPdfFilesForOffline(
  lang: string,
  {
    fetchFile = (url) => fetch(url, url === PDF_FILES_LIST_URL ? { cache: 'no-cache' } : undefined),
    onDevice = inServiceWorkerCaches,
    whenControlled = whenServiceWorkerControls,
    signal,
  }: OfflinePdfFilesOptions = {},
): Promise<void> {
  const font = headingFontUrl(lang);
  if (font === undefined) return;
  await whenControlled();
  if (signal?.aborted || (await onDevice(font))) return;
  const listed = await fetchFile(PDF_FILES_LIST_URL);
  if (!listed.ok) throw new Error(`${PDF_FILES_LIST_URL} answered ${listed.status}`);
  const chunks: unknown = await listed.json();
  if (!isUrlList(chunks)) throw new Error(`${PDF_FILES_LIST_URL} is not a list of paths`);
  for (const url of [...chunks, font]) {
    if (signal?.aborted) return;
    const response = await fetchFile(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
}
