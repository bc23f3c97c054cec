import { createContext, useContext } from 'react';
import type { Words } from './words.js';

/*
 * The words the shared page pieces (`verdict-view`) say things in: the app provides its Lingui
 * words at its root (apps/pwa/src/i18n/i18n-root.tsx), the server its formatjs words for each
 * render. A module of its own, so the app's root carries the context and not the pieces.
 */

/** The words of the pieces below: the app's (Lingui) or the server's (formatjs). */
export const WordsContext = createContext<Words | null>(null);

/** The words of the nearest `WordsContext`; a piece rendered without one is a bug. */
export function useWords(): Words {
  const words = useContext(WordsContext);
  if (words === null) throw new Error('No WordsContext above this component');
  return words;
}
