import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LATER_NAMESPACES, LOCALE_INFO, PUSH_WORKER_NAMESPACES } from './src/i18n/locales';
import { i18nCatalogs } from './build/vite-i18n-catalogs';
import { ocrFiles } from './build/vite-ocr-files';
import { resolve } from './build/vite-resolve';

export default defineConfig({
  plugins: [
    i18nCatalogs(LOCALE_INFO, LATER_NAMESPACES, { 'push-worker': PUSH_WORKER_NAMESPACES }),
    ocrFiles().plugin,
    react(),
  ],
  resolve,
  test: {
    environment: 'jsdom',
    // The Vite plugins' tests (build/*.test.ts) sit next to them.
    include: ['src/**/*.test.{ts,tsx}', 'build/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    // antd forms are heavy in jsdom and the CI box has two cores shared with other suites.
    testTimeout: 30_000,
    // Vitest's default leaves a core idle (one worker on a 2-core box): the suite then takes twice
    // as long. Turbo runs one package's tests at a time, so every core can go to this one.
    maxWorkers: availableParallelism(),
    // Nothing listens on the discard port: API calls in component tests fail at once, for real.
    env: { VITE_API_URL: 'http://127.0.0.1:9', VITE_FIREBASE_AUTH_EMULATOR_URL: '' },
  },
});
