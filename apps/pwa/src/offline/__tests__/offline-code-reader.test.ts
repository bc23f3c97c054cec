import { describe, expect, it, vi } from 'vitest';
import { keepCodeReaderForOffline, wantsCodeReader } from '../offline-code-reader';

/** A stand-in network: the answers by URL (a 404 for anything else), and the URLs asked, in order. */
function network(answers: Record<string, string>) {
  const asked: string[] = [];
  const fetchFile = (url: string) => {
    asked.push(url);
    return Promise.resolve(
      url in answers
        ? new Response(answers[url], { status: 200 })
        : new Response('not here', { status: 404 }),
    );
  };
  return { asked, fetchFile };
}

const WASM = '/assets/zxing_reader-abc123.wasm';
const controlled = () => Promise.resolve();
const wanted = () => true;
const notNative = () => Promise.resolve(false);
const notOnDevice = () => Promise.resolve(false);

describe('keepCodeReaderForOffline', () => {
  it('when this visit wants the reader and the browser has none of its own, then the wasm is fetched once a service worker controls the page', async () => {
    const { asked, fetchFile } = network({ [WASM]: 'wasm' });
    let control: () => void = () => undefined;
    const kept = keepCodeReaderForOffline({
      wanted,
      native: notNative,
      fetchFile,
      onDevice: notOnDevice,
      whenControlled: () => new Promise<void>((resolve) => (control = resolve)),
      wasmUrl: WASM,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]);
    control();
    await kept;
    expect(asked).toEqual([WASM]);
  });

  it('when the visit does not want it, the browser reads Data Matrix itself, or it is on the device, then nothing is fetched', async () => {
    const cases = [
      { wanted: () => false, native: notNative, onDevice: notOnDevice },
      { wanted, native: () => Promise.resolve(true), onDevice: notOnDevice },
      { wanted, native: notNative, onDevice: (url: string) => Promise.resolve(url === WASM) },
    ];
    for (const [i, options] of cases.entries()) {
      const { asked, fetchFile } = network({ [WASM]: 'wasm' });
      await keepCodeReaderForOffline({
        ...options,
        fetchFile,
        whenControlled: controlled,
        wasmUrl: WASM,
      });
      expect(asked, String(i)).toEqual([]);
    }
  });

  it('when the plan was stopped meanwhile, then nothing is fetched', async () => {
    const stop = new AbortController();
    stop.abort();
    const { asked, fetchFile } = network({ [WASM]: 'wasm' });
    await keepCodeReaderForOffline({
      wanted,
      native: notNative,
      fetchFile,
      onDevice: notOnDevice,
      whenControlled: controlled,
      signal: stop.signal,
      wasmUrl: WASM,
    });
    expect(asked).toEqual([]);
  });

  it('when the wasm cannot be fetched, then it throws saying which', async () => {
    await expect(
      keepCodeReaderForOffline({
        wanted,
        native: notNative,
        fetchFile: network({}).fetchFile,
        onDevice: notOnDevice,
        whenControlled: controlled,
        wasmUrl: WASM,
      }),
    ).rejects.toThrow(`${WASM} answered 404`);
  });

  it('when nothing is given, then it asks for the build’s own wasm', async () => {
    const { asked, fetchFile } = network({});
    await expect(
      keepCodeReaderForOffline({
        wanted,
        native: notNative,
        fetchFile,
        onDevice: notOnDevice,
        whenControlled: controlled,
      }),
    ).rejects.toThrow('answered 404');
    expect(asked).toEqual([
      expect.stringMatching(/zxing_reader\.wasm$|zxing_reader-[\w-]+\.wasm$/),
    ]);
  });
});

describe('wantsCodeReader', () => {
  it('when the visit is on /check, or the app runs installed, then it wants the reader; a tab elsewhere does not', () => {
    const standalone = (matches: boolean) => (query: string) =>
      ({ matches: matches && query === '(display-mode: standalone)' }) as MediaQueryList;
    try {
      window.history.replaceState(null, '', '/check');
      expect(wantsCodeReader()).toBe(true);
      window.history.replaceState(null, '', '/result');
      expect(wantsCodeReader()).toBe(false);
      vi.stubGlobal('matchMedia', standalone(true));
      expect(wantsCodeReader()).toBe(true);
      vi.stubGlobal('matchMedia', standalone(false));
      expect(wantsCodeReader()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
      window.history.replaceState(null, '', '/');
    }
  });
});
