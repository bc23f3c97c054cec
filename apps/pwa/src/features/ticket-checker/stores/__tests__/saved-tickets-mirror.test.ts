import { createStore, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDevice } from '@/draws/push-device';
import { startPushMirror } from '../saved-tickets-mirror';
import { type SavedTicket, useSavedTickets } from '../saved-tickets-store';

/*
 * The push worker's copy of the saved tickets (IndexedDB, here fake-indexeddb) is written on a
 * device with push on only: a visit without a subscription writes nothing there.
 */

const raw = createStore('lotto-push', 'device');
const ticket = (number: string): SavedTicket => ({
  number,
  period: '2026-12-16',
  savedAt: '2026-12-01T00:00:00Z',
});
/** Lets the mirror's promises (the browser's answer, IndexedDB's writes) settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A browser with a service worker whose push manager holds `subscription` (null: none). */
function browserWith(subscription: { endpoint: string } | null) {
  vi.stubGlobal('PushManager', {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () =>
        Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(subscription) } }),
    },
  });
}

let stop: (() => void) | undefined;
beforeEach(async () => {
  await Promise.all(['tickets', 'lang', 'push'].map((key) => set(key, undefined, raw)));
  useSavedTickets.setState({ tickets: [ticket('111134')] });
});
afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the saved tickets’ mirror for the push worker', () => {
  it('when the device has no push subscription, then nothing is written to IndexedDB, even as tickets change', async () => {
    browserWith(null);
    stop = startPushMirror();
    await settled();
    useSavedTickets.setState({ tickets: [ticket('111134'), ticket('864213')] });
    await settled();
    expect(await get('tickets', raw)).toBeUndefined();
    expect(await get('lang', raw)).toBeUndefined();
  });

  it('when the browser has no service worker at all, then nothing is written either', async () => {
    stop = startPushMirror();
    await settled();
    expect(await get('tickets', raw)).toBeUndefined();
  });

  it('when the device has a push subscription, then the tickets and the language are mirrored, and each change after', async () => {
    browserWith({ endpoint: 'https://push.example/1' });
    stop = startPushMirror();
    await settled();
    expect((await readDevice()).tickets).toEqual([{ number: '111134', period: '2026-12-16' }]);
    expect((await readDevice()).lang).toBe('en');
    useSavedTickets.setState({ tickets: [ticket('111134'), ticket('864213')] });
    await settled();
    expect((await readDevice()).tickets.map((t) => t.number)).toEqual(['111134', '864213']);
  });
});
