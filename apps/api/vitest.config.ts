import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The workspace packages (`@lotto/contracts`, `@lotto/number-tools`) are read from their
  // TypeScript source through the `@lotto/source` export condition, as the PWA and `pnpm dev` read
  // them: a change there shows in these tests without building the package first. The rest are
  // Vite's default server conditions (`defaultServerConditions`; `vite` is not a dependency here).
  // The built API (`dist/`, production) takes the packages' `dist`.
  ssr: { resolve: { conditions: ['@lotto/source', 'module', 'node', 'development|production'] } },
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Several suites spawn API processes and redis-servers; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
