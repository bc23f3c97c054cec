import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Flat config shared by every package: the type-checked presets of typescript-eslint.
 * A package calls `base(import.meta.dirname)` so the type-aware rules find its tsconfig.
 */
export function base(tsconfigRootDir) {
  return tseslint.config(
    { ignores: ['dist/**', 'coverage/**', '**/*.gen.ts', 'dev-dist/**', '*.config.js'] },
    js.configs.recommended,
    ...tseslint.configs.strictTypeChecked,
    ...tseslint.configs.stylisticTypeChecked,
    {
      languageOptions: {
        globals: { ...globals.node },
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'inline-type-imports' },
        ],
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
        '@typescript-eslint/no-confusing-void-expression': 'off',
      },
    },
  );
}
