import { afterEach, describe, expect, it, vi } from 'vitest';
import { readOfflineWorkerMessage } from '../offline-worker-messages';
import { type PlanWorker, startOfflinePlanWorker } from '../offline-worker-start';
import { setNavigatorOnline, setSaveData } from '@/testing/network';

/*
 * jsdom has no Worker: the plan's worker is a stand-in that the test makes answer. What the real
 * worker saves is e2e/offline-plan-worker.spec.ts's to show, in Chromium on the built app.
 */

afterEach(() => {
  setNavigatorOnline(true);
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

/** Image loads the test finishes by hand, logging each start and end. */
function heldImages(log: string[]) {
  const pending = new Map<string, () => void>();
  return {
    warmImage: (url: string) =>
      new Promise<void>((resolve) => {
        log.push(`start ${url}`);
        pending.set(url, () => {
          log.push(`end ${url}`);
          resolve();
        });
      }),
    finish: (url: string) => pending.get(url)?.(),
  };
}

describe('startOfflinePlanWorker', () => {
  it('when the worker reports the tip images, then it is ended and they load once the service worker controls the page, two at a time, in order, each once', async () => {
    const worker = standInWorker();
    const log: string[] = [];
    const images = heldImages(log);
    let control: () => void = () => undefined;
    const controlled = new Promise<void>((resolve) => (control = resolve));
    const done = vi.fn();
    startOfflinePlanWorker({
      createWorker: () => worker,
      warmImage: images.warmImage,
      whenControlled: () => controlled,
      onDone: done,
    });
    worker.answer({ type: 'done', images: ['/a.png', '/b.png', '/a.png', '/c.png'] });
    expect(worker.terminated).toBe(true);
    await Promise.resolve();
    expect(log).toEqual([]);

    control();
    await vi.waitFor(() => expect(log).toEqual(['start /a.png', 'start /b.png']));
    images.finish('/b.png');
    await vi.waitFor(() => expect(log).toContain('start /c.png'));
    images.finish('/a.png');
    images.finish('/c.png');
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(log).toEqual([
      'start /a.png',
      'start /b.png',
      'end /b.png',
      'start /c.png',
      'end /a.png',
      'end /c.png',
    ]);
  });

  it('when stopped before the worker reports, then the worker is ended and no image loads', async () => {
    const worker = standInWorker();
    const warmImage = vi.fn(() => Promise.resolve());
    const stop = startOfflinePlanWorker({
      createWorker: () => worker,
      warmImage,
      whenControlled: () => Promise.resolve(),
    });
    stop();
    expect(worker.terminated).toBe(true);
    worker.answer({ type: 'done', images: ['/a.png'] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(warmImage).not.toHaveBeenCalled();
  });

  it('when stopped while images load, then no further image is started', async () => {
    const worker = standInWorker();
    const log: string[] = [];
    const images = heldImages(log);
    const done = vi.fn();
    const stop = startOfflinePlanWorker({
      createWorker: () => worker,
      warmImage: images.warmImage,
      whenControlled: () => Promise.resolve(),
      onDone: done,
    });
    worker.answer({ type: 'done', images: ['/a.png', '/b.png', '/c.png'] });
    await vi.waitFor(() => expect(log).toEqual(['start /a.png', 'start /b.png']));
    stop();
    images.finish('/a.png');
    images.finish('/b.png');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(['start /a.png', 'start /b.png', 'end /a.png', 'end /b.png']);
    expect(done).not.toHaveBeenCalled();
  });

  it('when the images are loaded, then the PDF’s files are put on the device; a failure there is reported and the page goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const fails of [false, true]) {
      const worker = standInWorker();
      const log: string[] = [];
      const images = heldImages(log);
      const done = vi.fn();
      startOfflinePlanWorker({
        createWorker: () => worker,
        warmImage: images.warmImage,
        whenControlled: () => Promise.resolve(),
        keepPdfFiles: () => {
          log.push('pdf files');
          return fails ? Promise.reject(new Error('404')) : Promise.resolve();
        },
        onDone: done,
      });
      worker.answer({ type: 'done', images: ['/a.png'] });
      await vi.waitFor(() => expect(log).toEqual(['start /a.png']));
      images.finish('/a.png');
      await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
      expect(log).toEqual(['start /a.png', 'end /a.png', 'pdf files']);
    }
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe('The PDF files could not be put on the device');
  });

  it('when stopped while images load, then the PDF’s files are left to the app', async () => {
    const worker = standInWorker();
    const log: string[] = [];
    const images = heldImages(log);
    const keepPdfFiles = vi.fn(() => Promise.resolve());
    const stop = startOfflinePlanWorker({
      createWorker: () => worker,
      warmImage: images.warmImage,
      whenControlled: () => Promise.resolve(),
      keepPdfFiles,
    });
    worker.answer({ type: 'done', images: ['/a.png'] });
    await vi.waitFor(() => expect(log).toEqual(['start /a.png']));
    stop();
    images.finish('/a.png');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(keepPdfFiles).not.toHaveBeenCalled();
  });

  it('when the device is offline, then the worker starts only once it is back online', () => {
    setNavigatorOnline(false);
    const createWorker = vi.fn(standInWorker);
    startOfflinePlanWorker({ createWorker, whenControlled: () => Promise.resolve() });
    expect(createWorker).not.toHaveBeenCalled();
    setNavigatorOnline(true);
    expect(createWorker).toHaveBeenCalledOnce();
  });

  it('when the visitor asked the browser to save data, then no worker starts', () => {
    setSaveData(true);
    const createWorker = vi.fn(standInWorker);
    startOfflinePlanWorker({ createWorker });
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('when the worker cannot start or sends something else than its message, then the page goes on and loads nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const warmImage = vi.fn(() => Promise.resolve());
    startOfflinePlanWorker({
      createWorker: () => {
        throw new Error('no module workers here');
      },
      warmImage,
    });
    const worker = standInWorker();
    startOfflinePlanWorker({
      createWorker: () => worker,
      warmImage,
      whenControlled: () => Promise.resolve(),
    });
    worker.answer({ type: 'done', images: '/a.png' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(warmImage).not.toHaveBeenCalled();
    expect(worker.terminated).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
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
