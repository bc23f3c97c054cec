import path from 'node:path';
import { featureBoundaries } from '@lotto/eslint-config/feature-boundaries';
import { react } from '@lotto/eslint-config/react';

export default [
  // public/: static files copied as they are (the service worker's imported script is plain JS).
  {
    ignores: [
      'e2e/screenshots/**',
      'playwright-report/**',
      'test-results/**',
      'scripts/*.mjs',
      // Loaded by node --import into the API's process (plain JS, like scripts/).
      'e2e/support/*.mjs',
      'public/**',
    ],
  },
  ...react(import.meta.dirname),
  // src/features/<name> imports no other feature nor admin/; lib/, components/, draws/ and links/
  // (shared code) import no feature nor admin/; nothing but routes/ imports a route.
  featureBoundaries(path.join(import.meta.dirname, 'src')),
  {
    // Playwright fixtures call `use(...)`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];
