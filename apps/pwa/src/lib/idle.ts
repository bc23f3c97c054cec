/**
 * Runs `task` when the main thread is idle, so work nobody waits for stays out of the tasks that
 * paint and answer taps on a slow phone: at the latest after `timeout` ms when given; where the
 * browser has no `requestIdleCallback` (Safari), after `fallbackMs`. Returns its cancel.
 */
export function whenIdle(
  task: () => void,
  { timeout, fallbackMs = 200 }: { timeout?: number; fallbackMs?: number } = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(
      () => task(),
      timeout === undefined ? undefined : { timeout },
    );
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in
 * between (`scheduler.yield` where the browser has it, which resumes ahead of other queued tasks).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long a slice of work may keep the main thread (a long task is 50 ms). */
const SLICE_MS = 12;

/**
 * A loop over a long list that yields to the browser every ~12 ms: `each` is called for every
 * item in order, in tasks short enough that a cheap phone stays responsive meanwhile.
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  each: (item: T, index: number) => void,
): Promise<void> {
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    each(items[i] as T, i);
    if (performance.now() - sliceStart > SLICE_MS && i < items.length - 1) {
      await yieldToMain();
      sliceStart = performance.now();
    }
  }
}
