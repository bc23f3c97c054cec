import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import type { Locale } from '@/i18n/locales';
import { prefetchForOfflineWhenIdle } from '@/offline/offline-prefetch';
import { headingFontUrl } from '../heading-font';
import { pdfFilesForOffline } from '../pdf-offline';
import { setSaveData } from '@/testing/network';

/** Runs the offline plan of a visitor in `locale` to its end; returns what it fetched, in order. */
async function fetchedForOffline(locale: Locale, cached: string[] = []): Promise<string[]> {
  const log: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    log.push(url);
    return Promise.resolve(new Response('font'));
  });
  vi.stubGlobal('caches', {
    match: (url: string) => Promise.resolve(cached.includes(url) ? new Response() : undefined),
  });
  const done = vi.fn();
  prefetchForOfflineWhenIdle(
    createTestQueryClient(),
    {
      fetches: [],
      files: () =>
        pdfFilesForOffline(locale, () => {
          log.push('fontkit');
          return Promise.resolve();
        }),
    },
    { whenControlled: () => Promise.resolve(), onDone: done },
  );
  await vi.waitFor(() => expect(done).toHaveBeenCalledOnce(), { timeout: 3000 });
  return log;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSaveData(false);
});

describe('pdfFilesForOffline in the offline plan', () => {
  it.each([
    ['th', /noto-sans-thai-thai-700-normal\.woff/],
    ['hi', /noto-sans-devanagari-devanagari-700-normal\.woff/],
    ['ur', /noto-naskh-arabic-arabic-700-normal\.woff/],
  ] as const)(
    'when the visitor reads %s, then fontkit and that language’s font are fetched, fontkit first',
    async (locale, font) => {
      const fetched = await fetchedForOffline(locale);
      expect(fetched).toHaveLength(2);
      expect(fetched[0]).toBe('fontkit');
      expect(fetched[1]).toMatch(font);
    },
  );

  it('when the visitor reads English, then neither fontkit nor any font is fetched', async () => {
    expect(await fetchedForOffline('en')).toEqual([]);
  });

  it('when the visitor saves data, then neither fontkit nor the font is fetched', async () => {
    setSaveData(true);
    expect(await fetchedForOffline('th')).toEqual([]);
  });

  it('when the font is already on the device, then nothing is fetched again', async () => {
    expect(await fetchedForOffline('hi', [headingFontUrl('hi') ?? ''])).toEqual([]);
  });
});
