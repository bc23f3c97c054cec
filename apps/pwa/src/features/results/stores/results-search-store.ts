import { create } from 'zustand';

/**
 * What the visitor typed in /result's search, kept while they open a draw from the matches and
 * come back (the page remounts). Client state for this visit only: not persisted, not in the URL
 * (a URL change per key press would re-run the route's loader).
 */
export const useResultsSearch = create<{ query: string; setQuery: (query: string) => void }>()(
  (set) => ({
    query: '',
    setQuery: (query) => set({ query }),
  }),
);
