import { react } from '@lotto/eslint-config/react';

export default [
  { ignores: ['e2e/screenshots/**', 'playwright-report/**', 'test-results/**', 'scripts/*.mjs'] },
  ...react(import.meta.dirname),
  {
    // Playwright fixtures call `use(...)`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];
