import { defaultClientConditions, type ResolveOptions } from 'vite';

/**
 * How the app's imports resolve, for the build, the dev server and Vitest alike:
 * - `@/…` is `src/…`, read from `tsconfig.json`'s `paths` (its one definition);
 * - the workspace packages (`@lotto/contracts`, `@lotto/number-tools`) are read from their
 *   TypeScript source through the `@lotto/source` export condition (tsconfig's
 *   `customConditions` names it too), so a change there shows at once without building the
 *   package first. Node (the API, Playwright) ignores the condition and takes their `dist`.
 */
export const resolve: ResolveOptions & { tsconfigPaths: boolean } = {
  tsconfigPaths: true,
  conditions: ['@lotto/source', ...defaultClientConditions],
};
