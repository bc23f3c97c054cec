import { loadImage, savesData, warmImages, whenServiceWorkerControls } from './offline-images';
import { keepPdfFilesForOffline } from './offline-pdf-files';

/*
 * The offline plan's one runner: what a first visit to any page puts on the device, so that the
 * offline pages work (PWA README, "Offline and installable"), in this order — after the page's
 * `load`, at a quiet moment, online (else once back online): the fetches (the pages' data, saved
 * on the device); then, unless the visitor saves data and once a service worker controls the page
 * (before that they would miss its caches), the newest tips' images two at a time, then the files
 * the number tools' PDF needs in the page's language (./offline-pdf-files.ts), then the ticket code
 * reader's wasm for the installed app or a visit to /check (./offline-code-reader.ts). Its stop
 * ends it between two steps.
 *
 * The fetches step is given, the rest is this file's: in the app, the fetches run in the page with
 * the app's query client (./offline-plan.ts); on a server page where the app has not started, in a
 * worker (./offline-worker-start.ts). That page loads this file before the app, so it imports only
 * what that page loads anyway (no React, React Query, valibot, nor the app's `start` file:
 * src/config/env.ts and lib/idle.ts are there, hence `import.meta.env` and the `whenQuiet` option).
 */

/**
 * The plan's fetches: they fetch and save the offline pages' data, and resolve with the URLs of the
 * images to keep — or with undefined when the rest is not to run (they could not run, or `signal`
 * stopped them).
 */
export type OfflineFetches = (signal: AbortSignal) => Promise<readonly string[] | undefined>;

export interface OfflineRunOptions {
  /**
   * Calls `start` at a quiet moment once the page has loaded (the app: when the main thread is
   * idle); returns its cancel. The default starts at once (a server page chose its moment already).
   */
  whenQuiet?: (start: () => void) => () => void;
  /** Loads one image through the service worker; the default uses an off-screen `Image`. */
  warmImage?: (url: string) => Promise<void>;
  /** Resolves once a service worker controls the page; the default waits for the real one. */
  whenControlled?: () => Promise<void>;
  /** Puts the PDF's files on the device; the default, for the page's language (`<html lang>`). */
  keepPdfFiles?: (signal: AbortSignal) => Promise<void>;
  /** Puts the ticket code reader on the device; the default, when this visit wants it. */
  keepCodeReader?: (signal: AbortSignal) => Promise<void>;
  /** Called once everything of the plan has been tried (tests, diagnostics). */
  onDone?: () => void;
}

/** No service worker in development (none is registered): the images and files never start. */
const never = () => new Promise<void>(() => undefined);

const atOnce = (start: () => void) => {
  start();
  return () => undefined;
};

/** Runs the offline plan with these `fetches` (see above). Returns its stop. */
export function runOfflinePlan(
  fetches: OfflineFetches,
  {
    whenQuiet = atOnce,
    warmImage = loadImage,
    whenControlled = import.meta.env.PROD ? whenServiceWorkerControls : never,
    keepPdfFiles = (signal) =>
      keepPdfFilesForOffline(document.documentElement.lang, { whenControlled, signal }),
    // A chunk of its own, loaded at this step: the wasm's URL it names is one more file, which
    // every chunk that loads this one would otherwise list (the app's first-paint `start` too).
    keepCodeReader = async (signal) =>
      (await import('./offline-code-reader')).keepCodeReaderForOffline({ whenControlled, signal }),
    onDone,
  }: OfflineRunOptions = {},
): () => void {
  const stop = new AbortController();
  const { signal } = stop;
  const stopped = () => signal.aborted;
  let started = false;
  let cancelQuiet: (() => void) | undefined;

  const run = async () => {
    const images = await fetches(signal);
    if (images === undefined || stopped()) return;
    // With Save-Data, the data only: the offline pages need it, the images and fonts can wait.
    if (!savesData()) {
      if (images.length > 0) {
        await whenControlled();
        if (stopped()) return;
        await warmImages(images, warmImage, stopped);
        if (stopped()) return;
      }
      try {
        await keepPdfFiles(signal);
      } catch (error) {
        // Made online, the PDF fetches them then; offline it says what is missing.
        console.warn('The PDF files could not be put on the device', error);
      }
      if (stopped()) return;
      try {
        await keepCodeReader(signal);
      } catch (error) {
        // Online, a photo's reading fetches it then; offline it says it could not read.
        console.warn('The code reader could not be put on the device', error);
      }
    }
    if (!stopped()) onDone?.();
  };

  const start = () => {
    if (stopped() || started) return;
    if (!navigator.onLine) {
      // Every fetch would fail: start afresh (at a quiet moment again) once the network is back.
      window.addEventListener('online', startWhenQuiet, { once: true });
      return;
    }
    started = true;
    run().catch((error: unknown) => console.warn('The offline plan failed', error));
  };
  function startWhenQuiet() {
    if (!stopped()) cancelQuiet = whenQuiet(start);
  }

  if (document.readyState === 'complete') startWhenQuiet();
  else window.addEventListener('load', startWhenQuiet, { once: true });
  return () => {
    stop.abort();
    window.removeEventListener('load', startWhenQuiet);
    window.removeEventListener('online', startWhenQuiet);
    cancelQuiet?.();
  };
}
