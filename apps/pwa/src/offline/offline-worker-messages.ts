/*
 * What the offline plan's worker (./offline-plan-worker.ts) tells the page that started
 * it (./offline-worker-start.ts): its one message, then it closes. The page checks it before acting
 * on it. Checked by hand, not with valibot: the page's entry imports this module, and valibot is one
 * module for the bundler, the whole of which (every schema function the app uses) would then move
 * from the app's files into the entry that every page loads first (measured: the entry 3.0 → 7.2 kB
 * gzip). The worker's own inputs, the API's answers, go through the app's valibot schemas there.
 */

/** Tip images are at most a few dozen; anything longer is not this worker's message. */
const MAX_IMAGES = 50;

export type OfflineWorkerMessage =
  /**
   * The plan ran and its data is saved on the device: the page loads `images` itself, through the
   * service worker's image route (a worker has no `Image`, and its requests are not the page's).
   */
  | { type: 'done'; images: string[] }
  /** The plan could not run (IndexedDB unavailable, a save that failed): why, for the console. */
  | { type: 'failed'; reason: string };

const isImageList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= MAX_IMAGES &&
  value.every((url) => typeof url === 'string' && url !== '');

/** The worker's message when `data` is one, else undefined. */
export function readOfflineWorkerMessage(data: unknown): OfflineWorkerMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as { type?: unknown; images?: unknown; reason?: unknown };
  if (message.type === 'done' && isImageList(message.images))
    return { type: 'done', images: [...message.images] };
  if (message.type === 'failed' && typeof message.reason === 'string')
    return { type: 'failed', reason: message.reason };
  return undefined;
}
