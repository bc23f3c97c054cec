import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/*
 * public/sw-notifications.js runs in the service worker, where a test browser cannot tap a system
 * notification: here it runs in a context that has what a worker gives it (self, clients, URL).
 */
const source = readFileSync(
  resolve(import.meta.dirname, '../../../public/sw-notifications.js'),
  'utf8',
);
const ORIGIN = 'https://lotto.example';

interface FakeWindow {
  url: string;
  focus: () => Promise<FakeWindow>;
  navigate: (url: string) => Promise<FakeWindow>;
}

function fakeWindow(url: string): FakeWindow {
  const window: FakeWindow = {
    url,
    focus: vi.fn(() => Promise.resolve(window)),
    navigate: vi.fn(() => Promise.resolve(window)),
  };
  return window;
}

/** Loads the script into a fresh worker-like context and taps a notification carrying `data`. */
async function tap(data: unknown, windows: FakeWindow[]) {
  let onClick: ((event: unknown) => void) | undefined;
  const clients = {
    matchAll: vi.fn(() => Promise.resolve(windows)),
    openWindow: vi.fn(() => Promise.resolve(null)),
  };
  const self = {
    location: { origin: ORIGIN },
    clients,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'notificationclick') onClick = listener;
    },
  };
  runInNewContext(source, { self, URL });
  const close = vi.fn();
  let work: Promise<unknown> = Promise.resolve();
  onClick?.({
    notification: { data, close },
    waitUntil: (promise: Promise<unknown>) => {
      work = promise;
    },
  });
  await work;
  return { close, clients, listened: onClick !== undefined };
}

describe('the service worker: a tapped draw notification', () => {
  it('when the app is open in a tab, then that tab comes to the front on the draw', async () => {
    const tab = fakeWindow(`${ORIGIN}/check`);
    const { close, clients, listened } = await tap({ url: '/result/2026-12-01' }, [tab]);
    expect(listened).toBe(true);
    expect(close).toHaveBeenCalled();
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/result/2026-12-01`);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('when no tab of the app is open, then a new window opens on the draw', async () => {
    const { clients } = await tap({ url: '/result/2026-12-01' }, []);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/result/2026-12-01`);
  });

  it('when the notification carries no path of this site, then it opens Home, never elsewhere', async () => {
    for (const data of [
      { url: 'https://elsewhere.example/x' },
      { url: '//elsewhere.example/x' },
      null,
    ]) {
      const { clients } = await tap(data, []);
      expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
    }
  });
});
