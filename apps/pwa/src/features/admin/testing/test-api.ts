/**
 * Moved to `src/testing/test-api.ts` (shared test support, over `@lotto/test-kit`); this path
 * re-exports it until every import says `@/testing/test-api`.
 */
export * from '../../../testing/test-api';
