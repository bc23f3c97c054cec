import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The test kit and the packages it uses are read from their TypeScript source (the
  // `@lotto/source` export condition), as in the API's tests; the rest are Vite's default server
  // conditions.
  ssr: { resolve: { conditions: ['@lotto/source', 'module', 'node', 'development|production'] } },
});
