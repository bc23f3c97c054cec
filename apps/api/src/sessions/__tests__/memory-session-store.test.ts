import { afterAll } from 'vitest';
import { createMemorySessionStore } from '../memory-session-store.js';
import type { SessionStore } from '../session-store.js';
import { sessionStoreContract } from './session-store-contract.js';

const opened: SessionStore[] = [];
afterAll(async () => {
  for (const store of opened) await store.close();
});

sessionStoreContract('in-memory', () => {
  const store = createMemorySessionStore();
  opened.push(store);
  return Promise.resolve(store);
});
