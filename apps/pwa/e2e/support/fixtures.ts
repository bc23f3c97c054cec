import { test as base } from '@playwright/test';
import { type PushService, startPushService } from '@lotto/test-kit';
import { APP_STARTED_KEY } from '../../src/lib/app-start';
import { printFailureLog, watchForFailure } from './failure-log';
import { startStack, type Stack, type StackOptions } from './stack';

/**
 * A `test` with a worker-scoped `stack` started with `options()` (called in each worker, when the
 * stack starts): the API and the built PWA start once per worker (the build takes a while) and
 * every test gets a fresh browser context on top of it, at the stack's app URL.
 */
export function stackTest(options: () => StackOptions) {
  return base.extend<{ appStartedBefore: boolean }, { stack: Stack }>({
    /*
     * Whether the device counts as one the app has run on (src/lib/app-start.ts): then a server
     * page starts the app at once, as every spec but the first-visit ones expects. A first visit
     * (`test.use({ appStartedBefore: false })`) reads the server's page until it reaches for it.
     */
    appStartedBefore: [true, { option: true }],
    context: async ({ context, appStartedBefore }, use, testInfo) => {
      watchForFailure(context, testInfo, 'the test’s browser');
      if (appStartedBefore) {
        await context.addInitScript((key: string) => {
          try {
            localStorage.setItem(key, '1');
          } catch {
            // about:blank and other opaque origins have no storage.
          }
        }, APP_STARTED_KEY);
      }
      await use(context);
      await printFailureLog(testInfo);
    },
    stack: [
      // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructured fixtures argument
      async ({}, use) => {
        const stack = await startStack(options());
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
}

/** The shipped history (875 draws, every tier where known), loaded as `npm start` does. */
export const test = stackTest(() => ({ history: true }));

export { expect } from '@playwright/test';

/**
 * Web Push on (issue 38): the test kit's stand-in push service (`pushService`, one per worker)
 * and a stack whose API sends to it (VAPID keys of its own, `PUSH_SERVICE_ORIGINS` the stand-in's),
 * with the shipped history.
 */
export const pushTest = stackTest(() => ({ history: true })).extend<
  object,
  { pushService: PushService }
>({
  pushService: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructured fixtures argument
    async ({}, use) => {
      const service = await startPushService();
      try {
        await use(service);
      } finally {
        await service.close();
      }
    },
    { scope: 'worker' },
  ],
  stack: [
    async ({ pushService }, use) => {
      const stack = await startStack({ history: true, push: { serviceUrl: pushService.url } });
      try {
        await use(stack);
      } finally {
        await stack.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
});
