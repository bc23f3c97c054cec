import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Property tests (fast-check) run hundreds of cases: on a loaded CI host one took over the
    // default 5 s. A wait bound, not a speed goal.
    testTimeout: 30_000,
  },
});
