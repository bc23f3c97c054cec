import { vi } from 'vitest';

/**
 * Every request from now on waits for an answer that never comes (a page caught mid-load). Tests
 * otherwise send API calls to the discard port, where they fail at once; `restoreMocks` undoes it.
 */
export function holdRequests() {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => new Promise<Response>(() => undefined));
}

/** The browser online or offline from now on, with the event a page hears. */
export function setNavigatorOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** The connection's Save-Data preference (undefined: no connection information at all). */
export function setSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData },
  });
}
