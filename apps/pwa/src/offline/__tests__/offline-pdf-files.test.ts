import { describe, expect, it } from 'vitest';
import { keepPdfFilesForOffline, PDF_FILES_LIST_URL } from '../offline-pdf-files';
import { headingFontUrl } from '@/features/number-tools/lib/pdf-heading-fonts';

/** The font's URL for a language that has one. */
function fontOf(lang: string): string {
  const url = headingFontUrl(lang);
  if (url === undefined) throw new Error(`no PDF heading font for ${lang}`);
  return url;
}

/** A stand-in network: the answers by URL (a 404 for anything else), and the URLs asked, in order. */
function network(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchFile = (url: string) => {
    asked.push(url);
    return Promise.resolve(
      url in answers
        ? new Response(JSON.stringify(answers[url]), { status: 200 })
        : new Response('not here', { status: 404 }),
    );
  };
  return { asked, fetchFile };
}

const CHUNK = '/assets/shaper-abc123.js';
const controlled = () => Promise.resolve();

describe('keepPdfFilesForOffline', () => {
  it('when the page is in Thai, Hindi or Urdu, then fontkit’s chunks listed by the build come first, then that language’s font', async () => {
    for (const lang of ['th', 'hi', 'ur'] as const) {
      const font = fontOf(lang);
      const { asked, fetchFile } = network({
        [PDF_FILES_LIST_URL]: [CHUNK],
        [CHUNK]: 1,
        [font]: 1,
      });
      await keepPdfFilesForOffline(lang, {
        fetchFile,
        onDevice: () => Promise.resolve(false),
        whenControlled: controlled,
      });
      expect(asked, lang).toEqual([PDF_FILES_LIST_URL, CHUNK, font]);
    }
  });

  it('when Helvetica writes the language, or the page names none, then nothing is fetched and no service worker awaited', async () => {
    for (const lang of ['en', '', 'xx', 'constructor']) {
      const { asked, fetchFile } = network({});
      let awaited = false;
      await keepPdfFilesForOffline(lang, {
        fetchFile,
        whenControlled: () => {
          awaited = true;
          return Promise.resolve();
        },
      });
      expect(asked, lang).toEqual([]);
      expect(awaited, lang).toBe(false);
    }
  });

  it('when the font is on the device already, then nothing is fetched', async () => {
    const { asked, fetchFile } = network({});
    await keepPdfFilesForOffline('th', {
      fetchFile,
      onDevice: (url) => Promise.resolve(url === fontOf('th')),
      whenControlled: controlled,
    });
    expect(asked).toEqual([]);
  });

  it('when the plan is stopped meanwhile, then no further file is fetched', async () => {
    const stop = new AbortController();
    const { asked, fetchFile } = network({ [PDF_FILES_LIST_URL]: [CHUNK], [CHUNK]: 1 });
    await keepPdfFilesForOffline('th', {
      fetchFile: (url) => {
        if (url === CHUNK) stop.abort();
        return fetchFile(url);
      },
      onDevice: () => Promise.resolve(false),
      whenControlled: controlled,
      signal: stop.signal,
    });
    expect(asked).toEqual([PDF_FILES_LIST_URL, CHUNK]);
  });

  it('when the list is missing or not a list of paths, or a file is missing, then it throws saying which', async () => {
    const font = fontOf('th');
    const attempt = (answers: Record<string, unknown>) =>
      keepPdfFilesForOffline('th', {
        fetchFile: network(answers).fetchFile,
        onDevice: () => Promise.resolve(false),
        whenControlled: controlled,
      });
    await expect(attempt({})).rejects.toThrow(`${PDF_FILES_LIST_URL} answered 404`);
    await expect(attempt({ [PDF_FILES_LIST_URL]: { chunks: [CHUNK] } })).rejects.toThrow(
      'is not a list of paths',
    );
    await expect(
      attempt({ [PDF_FILES_LIST_URL]: ['https://elsewhere.test/x.js'] }),
    ).rejects.toThrow('is not a list of paths');
    await expect(attempt({ [PDF_FILES_LIST_URL]: [CHUNK], [CHUNK]: 1 })).rejects.toThrow(
      `${font} answered 404`,
    );
  });
});
