import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { currentLocale as i18nLocale } from '@/i18n';
import { activateLocale } from '@/i18n/activate';

// Components render in English (the spec's texts) unless a test switches the language.
await activateLocale('en');

// antd and the virtualiser ask for these browser APIs that jsdom does not implement.
if (typeof (window as { matchMedia?: unknown }).matchMedia !== 'function') {
  Object.assign(window, {
    matchMedia: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverShim {
    observe() {
      return undefined;
    }
    unobserve() {
      return undefined;
    }
    disconnect() {
      return undefined;
    }
  }
  Object.assign(window, { ResizeObserver: ResizeObserverShim });
}
window.scrollTo = () => undefined;

// findBy*/waitFor give up after 1 s by default: too short for an antd table re-rendering after a real
// API round trip on a loaded two-core CI box (it failed there once). A wait bound, not a speed goal.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  if (i18nLocale() !== 'en') await activateLocale('en');
});
