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
