import { WordsContext } from '@lotto/site/words-context';
import type { ReactNode } from 'react';
import { appWords } from './words';

/**
 * The app's words for the pieces of a page shared with the server (`@lotto/site`'s components),
 * provided by the page that shows them rather than at the root: Home's first paint carries none.
 */
export function AppWords({ children }: { children: ReactNode }) {
  return <WordsContext value={appWords}>{children}</WordsContext>;
}
