import { test as base } from '@playwright/test';
import { startStack, type Stack } from './stack';

/**
 * `test` with a worker-scoped `stack`: the API and the built PWA start once per worker (the build
 * takes a while) and every test gets a fresh browser context on top of it.
 */
export const test = base.extend<object, { stack: Stack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructured fixtures argument
    async ({}, use) => {
      // The shipped history (875 draws, every tier where known), loaded as `npm start` does.
      const stack = await startStack({ history: true });
      try {
        await use(stack);
      } finally {
        await stack.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.appUrl);
  },
});

export { expect } from '@playwright/test';
