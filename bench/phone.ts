import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@lotto/test-kit';

/**
 * Headless Chromium (the test kit's path and flags) with one context that is the phone every
 * browser bench measures on: a 390×844 touch screen. Close `browser` when done.
 */
export async function openPhone(
  baseURL?: string,
): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    headless: true,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      ...(baseURL === undefined ? {} : { baseURL }),
    });
    return { browser, context };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
