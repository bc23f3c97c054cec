import { afterEach, describe, expect, it, vi } from 'vitest';
import { headingFontUrl } from '@/features/number-tools/lib/pdf-heading-fonts';
import { type OfflineFetches, type OfflineRunOptions, runOfflinePlan } from '../offline-run';
import { PDF_FILES_LIST_URL } from '../offline-pdf-files';
import { setNavigatorOnline, setSaveData } from '@/testing/network';

/*
 * The offline plan's one runner, with a stand-in fetches step (the app's, in the page, and the
 * server page's, in a worker, have tests of their own: offline-fetches, offline-worker-start).
 */

afterEach(() => {
  setNavigatorOnline(true);
  setSaveData(undefined);
  document.documentElement.lang = '';
  vi.unstubAllGlobals();
});

/** A fetches step the test answers by hand: `answer(images)`; `calls` are its runs' signals. */
function heldFetches() {
  const calls: AbortSignal[] = [];
  let answer: (images: readonly string[] | undefined) => void = () => undefined;
  const fetches: OfflineFetches = (signal) => {
    calls.push(signal);
    return new Promise((resolve) => (answer = resolve));
  };
  return { fetches, calls, answer: (images: readonly string[] | undefined) => answer(images) };
}

/** A quiet moment the test brings by hand: `quiet()`; `cancelled` once the plan gave up on it. */
function heldQuiet() {
  const held: { waiting: number; cancelled: boolean; quiet: () => void } = {
    waiting: 0,
    cancelled: false,
    quiet: () => undefined,
  };
  const whenQuiet: OfflineRunOptions['whenQuiet'] = (start) => {
    held.waiting += 1;
    held.quiet = start;
    return () => {
      held.cancelled = true;
    };
  };
  return { held, whenQuiet };
}

/** The plan waits for its `nth` quiet moment, and its fetches start at that moment, not before. */
function fetchesAtQuietMoment(
  held: ReturnType<typeof heldQuiet>['held'],
  step: ReturnType<typeof heldFetches>,
  nth: number,
) {
  expect(held.waiting).toBe(nth);
  expect(step.calls).toHaveLength(0);
  held.quiet();
  expect(step.calls).toHaveLength(1);
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

/** A PDF files step that logs itself, and fails when told. */
const loggedPdfFiles =
  (log: string[], fails = false) =>
  () => {
    log.push('pdf files');
    return fails ? Promise.reject(new Error('404')) : Promise.resolve();
  };

const controlled = () => Promise.resolve();
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('runOfflinePlan', () => {
  it('when the page is loading, then the fetches wait for its load and then for a quiet moment', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const step = heldFetches();
    const { held, whenQuiet } = heldQuiet();
    runOfflinePlan(step.fetches, { whenQuiet });
    expect(held.waiting).toBe(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    fetchesAtQuietMoment(held, step, 1);
  });

  it('when the device is offline at the quiet moment, then nothing is fetched until it is back online, after a quiet moment again', () => {
    setNavigatorOnline(false);
    const step = heldFetches();
    const { held, whenQuiet } = heldQuiet();
    runOfflinePlan(step.fetches, { whenQuiet });
    held.quiet();
    expect(step.calls).toHaveLength(0);
    setNavigatorOnline(true);
    fetchesAtQuietMoment(held, step, 2);
  });

  it('without a quiet moment to wait for (a server page), then the fetches start at once, and once back online', () => {
    setNavigatorOnline(false);
    const step = heldFetches();
    runOfflinePlan(step.fetches);
    expect(step.calls).toHaveLength(0);
    setNavigatorOnline(true);
    expect(step.calls).toHaveLength(1);
  });

  it('when stopped before the quiet moment, then its wait is cancelled and nothing is fetched', () => {
    const step = heldFetches();
    const { held, whenQuiet } = heldQuiet();
    const stop = runOfflinePlan(step.fetches, { whenQuiet });
    stop();
    expect(held.cancelled).toBe(true);
    held.quiet();
    expect(step.calls).toHaveLength(0);
  });

  it('when the fetches name images, then they load once the service worker controls the page, two at a time, in order, each once, then the PDF’s files', async () => {
    const step = heldFetches();
    const log: string[] = [];
    const images = heldImages(log);
    let control: () => void = () => undefined;
    const whenControlled = () => new Promise<void>((resolve) => (control = resolve));
    const done = vi.fn();
    runOfflinePlan(step.fetches, {
      warmImage: images.warmImage,
      whenControlled,
      keepPdfFiles: loggedPdfFiles(log),
      onDone: done,
    });
    step.answer(['/a.png', '/b.png', '/a.png', '/c.png']);
    await settle();
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
      'pdf files',
    ]);
  });

  it('when the PDF’s files cannot be put on the device, then that is reported and the plan ends all the same', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const step = heldFetches();
    const log: string[] = [];
    const done = vi.fn();
    runOfflinePlan(step.fetches, {
      whenControlled: controlled,
      keepPdfFiles: loggedPdfFiles(log, true),
      onDone: done,
    });
    step.answer([]);
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(log).toEqual(['pdf files']);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe('The PDF files could not be put on the device');
  });

  it('when the visitor asked the browser to save data, then the fetches run but no image nor file is loaded, nor the code reader', async () => {
    setSaveData(true);
    const step = heldFetches();
    const warmImage = vi.fn(() => Promise.resolve());
    const keepPdfFiles = vi.fn(() => Promise.resolve());
    const keepCodeReader = vi.fn(() => Promise.resolve());
    const done = vi.fn();
    runOfflinePlan(step.fetches, {
      whenControlled: controlled,
      warmImage,
      keepPdfFiles,
      keepCodeReader,
      onDone: done,
    });
    expect(step.calls).toHaveLength(1);
    step.answer(['/a.png']);
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(warmImage).not.toHaveBeenCalled();
    expect(keepPdfFiles).not.toHaveBeenCalled();
    expect(keepCodeReader).not.toHaveBeenCalled();
  });

  it('when the PDF’s files are done, or failed, then the code reader follows; its failure is reported and the plan ends all the same', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const step = heldFetches();
    const log: string[] = [];
    const done = vi.fn();
    runOfflinePlan(step.fetches, {
      whenControlled: controlled,
      keepPdfFiles: loggedPdfFiles(log, true),
      keepCodeReader: () => {
        log.push('code reader');
        return Promise.reject(new Error('offline'));
      },
      onDone: done,
    });
    step.answer([]);
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(log).toEqual(['pdf files', 'code reader']);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'The PDF files could not be put on the device',
      'The code reader could not be put on the device',
    ]);
  });

  it('when stopped while the fetches run, then they are told, and nothing follows them', async () => {
    const step = heldFetches();
    const warmImage = vi.fn(() => Promise.resolve());
    const keepPdfFiles = vi.fn(() => Promise.resolve());
    const done = vi.fn();
    const stop = runOfflinePlan(step.fetches, {
      whenControlled: controlled,
      warmImage,
      keepPdfFiles,
      onDone: done,
    });
    expect(step.calls[0]?.aborted).toBe(false);
    stop();
    expect(step.calls[0]?.aborted).toBe(true);
    step.answer(['/a.png']);
    await settle();
    expect(warmImage).not.toHaveBeenCalled();
    expect(keepPdfFiles).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
  });

  it('when the fetches could not run, then neither images nor files follow', async () => {
    const step = heldFetches();
    const keepPdfFiles = vi.fn(() => Promise.resolve());
    const done = vi.fn();
    runOfflinePlan(step.fetches, { whenControlled: controlled, keepPdfFiles, onDone: done });
    step.answer(undefined);
    await settle();
    expect(keepPdfFiles).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
  });

  it('when stopped while images load, then no further image is started and the PDF’s files are left to the app', async () => {
    const step = heldFetches();
    const log: string[] = [];
    const images = heldImages(log);
    const keepPdfFiles = vi.fn(() => Promise.resolve());
    const done = vi.fn();
    const stop = runOfflinePlan(step.fetches, {
      warmImage: images.warmImage,
      whenControlled: controlled,
      keepPdfFiles,
      onDone: done,
    });
    step.answer(['/a.png', '/b.png', '/c.png']);
    await vi.waitFor(() => expect(log).toEqual(['start /a.png', 'start /b.png']));
    stop();
    images.finish('/a.png');
    images.finish('/b.png');
    await settle();
    expect(log).toEqual(['start /a.png', 'start /b.png', 'end /a.png', 'end /b.png']);
    expect(keepPdfFiles).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
  });

  it.each([
    ['th', /noto-sans-thai-thai-700-normal\.woff/],
    ['hi', /noto-sans-devanagari-devanagari-700-normal\.woff/],
    ['ur', /noto-naskh-arabic-arabic-700-normal\.woff/],
  ] as const)(
    'when the page is in %s, then fontkit’s chunks as the build lists them and that language’s font are fetched, fontkit first, without evaluating fontkit',
    async (lang, font) => {
      document.documentElement.lang = lang;
      const fetched: string[] = [];
      vi.stubGlobal('fetch', (url: string) => {
        fetched.push(url);
        const body = url === PDF_FILES_LIST_URL ? '["/assets/shaper-abc.js"]' : 'file';
        return Promise.resolve(new Response(body));
      });
      vi.stubGlobal('caches', { match: () => Promise.resolve(undefined) });
      const done = vi.fn();
      const step = heldFetches();
      runOfflinePlan(step.fetches, { whenControlled: controlled, onDone: done });
      step.answer([]);
      await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
      expect(fetched).toHaveLength(3);
      expect(fetched.slice(0, 2)).toEqual([PDF_FILES_LIST_URL, '/assets/shaper-abc.js']);
      expect(fetched[2]).toMatch(font);
      expect(fetched[2]).toBe(headingFontUrl(lang));
    },
  );

  it('when the page is in English, then no PDF file is fetched', async () => {
    document.documentElement.lang = 'en';
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const done = vi.fn();
    const step = heldFetches();
    runOfflinePlan(step.fetches, { whenControlled: controlled, onDone: done });
    step.answer([]);
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(fetch).not.toHaveBeenCalled();
  });
});
