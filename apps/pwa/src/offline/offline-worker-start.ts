/*
 * Starts the offline plan in a worker (./offline-plan-worker.ts) on a page where the app
 * does not run: a server-rendered page (a draw page, /result, /check) shows complete HTML and the
 * app waits for the visitor's first interaction, yet that first visit must still leave the device
 * ready to work offline. The worker fetches and saves what the app's own plan would
 * (./offline-prefetch.ts), off the main thread; this module only spawns it and loads the images it
 * names. For the page's entry to import statically: it must stay small, and import nothing the app
 * imports but what the entry has already (no React, router or React Query, no valibot-heavy env):
 * a module shared with the app lives in the app's `start` chunk (build/vite-start-chunk.ts), whose
 * load brings in the framework, except what the entry imports itself.
 */
import { loadImage, savesData, warmImages, whenServiceWorkerControls } from '@/lib/offline-images';
import { keepPdfFilesForOffline } from './offline-pdf-files';
import { readOfflineWorkerMessage } from './offline-worker-messages';

/** The part of a `Worker` this module uses (tests give a stand-in: jsdom has no workers). */
export interface PlanWorker {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface OfflineWorkerOptions {
  /** Spawns the plan's worker; the default spawns the real one. */
  createWorker?: () => PlanWorker;
  /** Loads one image through the service worker; the default uses an off-screen `Image`. */
  warmImage?: (url: string) => Promise<void>;
  /** Resolves once a service worker controls the page; the default waits for the real one. */
  whenControlled?: () => Promise<void>;
  /** Puts the PDF's files for the page's language on the device (./offline-pdf-files.ts). */
  keepPdfFiles?: () => Promise<void>;
  /** Called once the data is saved and the images are loaded (tests, diagnostics). */
  onDone?: () => void;
}

/** The worker, bundled by Vite from this literal `new URL(…)` (a module worker: it splits chunks). */
function spawnPlanWorker(): PlanWorker {
  return new Worker(new URL('./offline-plan-worker.ts', import.meta.url), {
    type: 'module',
    name: 'lotto-offline-plan',
  });
}

/**
 * Puts on the device what the offline pages need, as the app's own plan does on any page it runs:
 * after the page's `load`, online (else once back online) and unless the visitor saves data, the
 * worker fetches and saves the plan's data; then, once a service worker controls the page, the
 * newest tips' images load two at a time through its image route, and for a page in Thai, Hindi or
 * Urdu the page fetches what that language's PDF needs (./offline-pdf-files.ts). Returns a stop
 * (call it when the app itself starts, as it then runs its own plan): it ends the worker, and no
 * image or file is started after it.
 */
export function startOfflinePlanWorker(options: OfflineWorkerOptions = {}): () => void {
  const createWorker = options.createWorker ?? spawnPlanWorker;
  const warmImage = options.warmImage ?? loadImage;
  const whenControlled = options.whenControlled ?? whenServiceWorkerControls;
  const keepPdfFiles =
    options.keepPdfFiles ??
    (() => keepPdfFilesForOffline(document.documentElement.lang, { whenControlled }));
  if ((options.createWorker === undefined && typeof Worker !== 'function') || savesData()) {
    return () => undefined;
  }
  let stopped = false;
  const isStopped = () => stopped;
  let worker: PlanWorker | undefined;

  const warm = async (urls: readonly string[]) => {
    if (urls.length > 0) {
      await whenControlled();
      if (stopped) return;
      await warmImages(urls, warmImage, isStopped);
    }
    if (isStopped()) return;
    try {
      await keepPdfFiles();
    } catch (error) {
      // Made online, the PDF fetches them then; offline it says what is missing.
      console.warn('The PDF files could not be put on the device', error);
    }
    if (!isStopped()) options.onDone?.();
  };

  const start = () => {
    if (stopped || worker !== undefined) return;
    if (!navigator.onLine) {
      // Its fetches would all fail: it starts when the network is back.
      window.addEventListener('online', start, { once: true });
      return;
    }
    let spawned: PlanWorker;
    try {
      spawned = createWorker();
    } catch (error) {
      // No module workers here (an old browser, a content security policy): nothing is put away.
      console.warn('The offline plan could not start', error);
      return;
    }
    worker = spawned;
    spawned.onmessage = (event) => {
      spawned.terminate();
      const message = readOfflineWorkerMessage(event.data);
      if (message === undefined) console.warn('The offline plan answered', event.data);
      else if (message.type === 'failed') console.warn('The offline plan failed:', message.reason);
      else if (!stopped) void warm(message.images);
    };
    spawned.onerror = (event) => {
      // Its file could not load (offline meanwhile) or threw: the page goes on without it.
      event.preventDefault();
      console.warn('The offline plan stopped:', event.message);
      spawned.terminate();
    };
  };

  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', start);
    window.removeEventListener('online', start);
    worker?.terminate();
  };
}
