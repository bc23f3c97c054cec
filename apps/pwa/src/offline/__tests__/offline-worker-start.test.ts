import { afterEach, describe, expect, it, vi } from 'vitest';
import { readOfflineWorkerMessage } from '../offline-worker-messages';
import { fetchesInWorker, type PlanWorker, startOfflinePlanWorker } from '../offline-worker-start';
import { setSaveData } from '@/testing/network';

/*
 * The offline plan's fetches step in a worker. jsdom has no Worker: the plan's worker is a stand-in
 * that the test makes answer. What the real worker saves is e2e/offline-plan-worker.spec.ts's to
 * show, in Chromium on the built app; what follows the fetches is the one runner's
 * (offline-run.test.ts).
 */

afterEach(() => {
  setSaveData(undefined);
});

/** A stand-in worker: `answer(data)` is its message, `terminated` whether it was ended. */
function standInWorker() {
  const worker: PlanWorker & { terminated: boolean; answer: (data: unknown) => void } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    terminate() {
      worker.terminated = true;
    },
    answer(data) {
      worker.onmessage?.(new MessageEvent('message', { data }));
    },
  };
  return worker;
}

/** The fetches step's run with a stand-in worker: its result, once settled, and its stop. */
function runInWorker(worker: PlanWorker) {
  const stop = new AbortController();
  const outcome = { settled: false, images: undefined as readonly string[] | undefined };
  void fetchesInWorker(() => worker)(stop.signal).then((images) => {
    outcome.settled = true;
    outcome.images = images;
  });
  return { outcome, stop: () => stop.abort() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('fetchesInWorker', () => {
  it('when the worker reports the tip images, then it is ended and they are the step’s result', async () => {
    const worker = standInWorker();
    const { outcome } = runInWorker(worker);
    expect(worker.terminated).toBe(false);
    worker.answer({ type: 'done', images: ['/a.png', '/b.png'] });
    expect(worker.terminated).toBe(true);
    await settle();
    expect(outcome).toEqual({ settled: true, images: ['/a.png', '/b.png'] });
  });

  it('when the plan is stopped before the worker reports, then the worker is ended and there is nothing to load', async () => {
    const worker = standInWorker();
    const { outcome, stop } = runInWorker(worker);
    stop();
    expect(worker.terminated).toBe(true);
    worker.answer({ type: 'done', images: ['/a.png'] });
    await settle();
    expect(outcome).toEqual({ settled: true, images: undefined });
  });

  it('when the worker cannot start, fails, stops or sends something else than its message, then it is reported and there is nothing to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unstartable = fetchesInWorker(() => {
      throw new Error('no module workers here');
    });
    expect(await unstartable(new AbortController().signal)).toBeUndefined();
    const answers: ((worker: ReturnType<typeof standInWorker>) => void)[] = [
      (worker) => worker.answer({ type: 'failed', reason: 'quota' }),
      (worker) => worker.answer({ type: 'done', images: '/a.png' }),
      (worker) =>
        worker.onerror?.(new ErrorEvent('error', { message: 'offline', cancelable: true })),
    ];
    for (const answer of answers) {
      const worker = standInWorker();
      const { outcome } = runInWorker(worker);
      answer(worker);
      await settle();
      expect(outcome).toEqual({ settled: true, images: undefined });
      expect(worker.terminated).toBe(true);
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe('startOfflinePlanWorker', () => {
  it('when the worker has saved the data, then the one runner loads the images it names', async () => {
    const worker = standInWorker();
    const warmImage = vi.fn(() => Promise.resolve());
    const done = vi.fn();
    startOfflinePlanWorker({
      createWorker: () => worker,
      warmImage,
      whenControlled: () => Promise.resolve(),
      keepPdfFiles: () => Promise.resolve(),
      onDone: done,
    });
    worker.answer({ type: 'done', images: ['/a.png'] });
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(warmImage).toHaveBeenCalledExactlyOnceWith('/a.png');
  });

  it('when stopped (the app starts), then the worker is ended', () => {
    const worker = standInWorker();
    const stop = startOfflinePlanWorker({ createWorker: () => worker });
    stop();
    expect(worker.terminated).toBe(true);
  });

  it('when the visitor asked the browser to save data, then no worker starts', () => {
    setSaveData(true);
    const createWorker = vi.fn(standInWorker);
    startOfflinePlanWorker({ createWorker });
    expect(createWorker).not.toHaveBeenCalled();
  });
});

describe('readOfflineWorkerMessage', () => {
  it('when the message is the plan’s, then it is read; when it is anything else, then it is not', () => {
    expect(readOfflineWorkerMessage({ type: 'done', images: ['/a.png'] })).toEqual({
      type: 'done',
      images: ['/a.png'],
    });
    expect(readOfflineWorkerMessage({ type: 'failed', reason: 'quota' })).toEqual({
      type: 'failed',
      reason: 'quota',
    });
    for (const bad of [
      null,
      'done',
      { type: 'done' },
      { type: 'done', images: [''] },
      { type: 'done', images: [1] },
      { type: 'done', images: Array.from({ length: 51 }, (_, i) => `/${i}.png`) },
      { type: 'failed' },
      { type: 'other', images: [] },
    ]) {
      expect(readOfflineWorkerMessage(bad)).toBeUndefined();
    }
  });
});
