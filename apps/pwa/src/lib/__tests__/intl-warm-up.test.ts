import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A stand-in for the browser's Worker (jsdom has none) that runs the script it is given, here in
 * Node, and delivers its message as a worker would: the warm-up's real script, not a copy of it.
 */
function workerRunningItsScript(scripts: Map<string, string>, started: { terminated: boolean }[]) {
  return class {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    onerror: ((event: { preventDefault: () => void }) => void) | null = null;
    terminated = false;
    constructor(url: string) {
      started.push(this);
      // The blob's text arrives asynchronously (Blob.text()); the worker starts once it has it.
      const run = () => {
        const source = scripts.get(url);
        if (source === undefined) return void setTimeout(run, 0);
        try {
          runInNewContext(source, {
            Intl,
            postMessage: (data: unknown) => this.onmessage?.({ data }),
          });
        } catch {
          this.onerror?.({ preventDefault: () => undefined });
        }
      };
      setTimeout(run, 0);
    }
    terminate() {
      this.terminated = true;
    }
  };
}

async function freshModules() {
  vi.resetModules();
  const warmUp = await import('../intl-warm-up');
  const zone = await import('../time-zone');
  return { ...warmUp, ...zone };
}

function stubBlobUrls(): Map<string, string> {
  const scripts = new Map<string, string>();
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${++n}`;
    void (blob as Blob).text().then((text) => scripts.set(url, text));
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return scripts;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('warmUpIntl', () => {
  it('when the worker has read the time zone, then the page takes its zone without building a formatter', async () => {
    const scripts = stubBlobUrls();
    const workers: { terminated: boolean }[] = [];
    vi.stubGlobal('Worker', workerRunningItsScript(scripts, workers));
    const { warmUpIntl, browserTimeZone } = await freshModules();
    warmUpIntl('th');
    await vi.waitFor(() => expect(workers.map((w) => w.terminated)).toEqual([true]));
    const expected = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserTimeZone()).toBe(expected);
    expect(format).not.toHaveBeenCalled();
  });

  it('when the browser has no workers, then nothing is started and the zone is read on first use', async () => {
    vi.stubGlobal('Worker', undefined);
    const { warmUpIntl, browserTimeZone } = await freshModules();
    expect(() => warmUpIntl('en')).not.toThrow();
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('when a policy forbids the worker, then the page goes on and reads the zone itself', async () => {
    stubBlobUrls();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked by the content security policy', 'SecurityError');
        }
        terminate() {
          return undefined;
        }
      },
    );
    const { warmUpIntl, browserTimeZone } = await freshModules();
    expect(() => warmUpIntl('hi')).not.toThrow();
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
