import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { base } from './base.js';

/** Flat config for React apps: the shared base plus browser globals and the hooks rules. */
export function react(tsconfigRootDir) {
  return [
    ...base(tsconfigRootDir),
    {
      languageOptions: { globals: { ...globals.browser } },
      plugins: { 'react-hooks': reactHooks },
      rules: { ...reactHooks.configs.recommended.rules },
    },
  ];
}
