/*
 * The offline plan on a page where the app does not run: a server-rendered page (a draw page,
 * /result, /check) shows complete HTML and the app waits for the visitor's first interaction, yet
 * that first visit must still leave the device ready to work offline. The plan's one runner
 * (./offline-run.ts) runs it, as in the app, with its fetches step in a worker
 * (./offline-plan-worker.ts): it fetches and saves what the app's own plan would, off the main
 * thread, and names the images, which the runner then loads in the page. Loaded by
 * src/lib/start-on-demand.ts (a small chunk of its own, before the app), it must stay small, and
 * import nothing the app imports but what the entry has already (no React, router or React Query,
 * no valibot-heavy env): a module shared with the app lives in the app's `start` chunk
 * (build/vite-start-chunk.ts), whose load brings in the framework, except what the entry imports
 * itself.
 */
import { savesData } from './offline-images';
import { type OfflineFetches, type OfflineRunOptions, runOfflinePlan } from './offline-run';
import { readOfflineWorkerMessage } from './offline-worker-messages';

/** The part of a `Worker` this module uses (tests give a stand-in: jsdom has no workers). */
export interface PlanWorker {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface OfflineWorkerOptions extends OfflineRunOptions {
  /** Spawns the plan's worker; the default spawns the real one. */
  createWorker?: () => PlanWorker;
}

/** The worker, bundled by Vite from this literal `new URL(…)` (a module worker: it splits chunks). */
function spawnPlanWorker(): PlanWorker {
  return new Worker(new URL('./offline-plan-worker.ts', import.meta.url), {
    type: 'module',
    name: 'lotto-offline-plan',
  });
}

/**
 * The plan's fetches in a worker: spawns it and waits for its one message, the images to load
 * (undefined when it could not start, failed, or said something else). The worker is ended when it
 * has answered, or when `signal` stops the plan.
 */
export function fetchesInWorker(createWorker: () => PlanWorker): OfflineFetches {
  return (signal) =>
    new Promise((resolve) => {
      let worker: PlanWorker;
      try {
        worker = createWorker();
      } catch (error) {
        // No module workers here (an old browser, a content security policy): nothing is put away.
        console.warn('The offline plan could not start', error);
        resolve(undefined);
        return;
      }
      const end = (images?: readonly string[]) => {
        worker.terminate();
        resolve(images);
      };
      signal.addEventListener('abort', () => end(), { once: true });
      worker.onmessage = (event) => {
        const message = readOfflineWorkerMessage(event.data);
        if (message === undefined) console.warn('The offline plan answered', event.data);
        else if (message.type === 'failed')
          console.warn('The offline plan failed:', message.reason);
        end(message?.type === 'done' ? message.images : undefined);
      };
      worker.onerror = (event) => {
        // Its file could not load (offline meanwhile) or threw: the page goes on without it.
        event.preventDefault();
        console.warn('The offline plan stopped:', event.message);
        end();
      };
    });
}

/**
 * Runs the offline plan with its fetches in a worker, as soon as the page has loaded (the caller,
 * src/lib/start-on-demand.ts, waited for a quiet moment already). Not with Save-Data: the worker's
 * own files are the app's data code, which this visitor has not asked for (the app, once started,
 * still fetches the data). Returns a stop (call it when the app itself starts, as it then runs its
 * own plan): it ends the worker, and no image or file is started after it.
 */
export function startOfflinePlanWorker({
  createWorker,
  ...options
}: OfflineWorkerOptions = {}): () => void {
  if ((createWorker === undefined && typeof Worker !== 'function') || savesData()) {
    return () => undefined;
  }
  return runOfflinePlan(fetchesInWorker(createWorker ?? spawnPlanWorker), options);
}
