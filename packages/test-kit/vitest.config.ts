import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The packages the kit uses are read from their TypeScript source (the `@lotto/source` export
  // condition), as in the other packages' tests.
  ssr: { resolve: { conditions: ['@lotto/source', 'module', 'node', 'development|production'] } },
});
