import { defineConfig } from 'vitest/config';

/**
 * Two runs, one per store engine (`pnpm test` runs both): the embedded run takes every suite but the
 * MongoDB adapter's; the MongoDB run (`LOTTO_TEST_STORE=mongodb`, `MONGODB_TEST_URI`) takes every
 * suite that keeps documents — the store contract, the HTTP suites, the process tests, the CLIs and
 * the import of the whole history — and leaves out the pure ones (they would only run twice) and the
 * embedded engine's own files and folder lock. The suites of several instances on one database
 * (MONGODB_ONLY) run in the MongoDB run alone, and fail there with instructions without a server.
 */
const mongodbRun = process.env.LOTTO_TEST_STORE === 'mongodb';
const STORE_SUITES = [
  'src/__tests__/**/*.test.ts',
  'src/store/__tests__/mongo-store.test.ts',
  'src/cli/cli.test.ts',
  'src/features/results/history-import.test.ts',
];
const EMBEDDED_ONLY = ['src/__tests__/data-dir-lock.test.ts'];
/**
 * Suites that only mean something on one shared database (several API instances on it), or that
 * need both engines at once (backups restored from one engine into the other).
 */
const MONGODB_ONLY = [
  'src/__tests__/three-instances.test.ts',
  'src/__tests__/backup-restore.test.ts',
  'src/__tests__/push-instances.test.ts',
];

export default defineConfig({
  // The workspace packages (`@lotto/contracts`, `@lotto/number-tools`) are read from their
  // TypeScript source through the `@lotto/source` export condition, as the PWA and `pnpm dev` read
  // them: a change there shows in these tests without building the package first. The rest are
  // Vite's default server conditions (`defaultServerConditions`; `vite` is not a dependency here).
  // The built API (`dist/`, production) takes the packages' `dist`.
  ssr: { resolve: { conditions: ['@lotto/source', 'module', 'node', 'development|production'] } },
  test: {
    include: mongodbRun ? STORE_SUITES : ['src/**/*.test.ts'],
    exclude: mongodbRun
      ? EMBEDDED_ONLY
      : ['src/store/__tests__/mongo-store.test.ts', ...MONGODB_ONLY],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Several suites spawn API processes and redis-servers; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
