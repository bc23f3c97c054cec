import type { Query, QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  type PersistedClient,
  type Persister,
  persistQueryClientSave,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { PERSIST_MAX_AGE, queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

/*
 * The query cache's persister: every query marked `persist: true` in one IndexedDB value, but the
 * draws the device keeps in pieces (./result-pieces.ts), which it reads back and hands over as
 * their queries. Here, in the draws layer, and not beside the query client in lib/: it knows the
 * draws' queries and their pieces, and lib/ imports nothing of the draws.
 */

const wholeCache = createAsyncStoragePersister({
  storage: {
    getItem: async (key) => (await get<string>(key)) ?? null,
    setItem: (key, value: string) => set(key, value),
    removeItem: (key) => del(key),
  },
  key: 'lotto-query-cache-v1',
  throttleTime: 1000,
});

// Bump when a persisted query's data shape changes so old caches are dropped, not misread.
// v2: complete results (light items with dates and completeness, claimable and full draws).
const BUSTER = 'v2';

/**
 * The light list's query and the claimable draws': kept on the device in pieces, by year and by
 * draw (`./result-pieces.ts`), not in the one value.
 */
const IN_PIECES = {
  results: JSON.stringify(queryKeys.results.all),
  claimable: JSON.stringify(queryKeys.results.claimable),
};
const inPieces = new Set(Object.values(IN_PIECES));

/**
 * The claimable draws marked out of date (`invalidateQueries` without a refetch, e.g. when a polled
 * draw changes) are marked so on the device too: the pieces are not the one value the persister
 * rewrites with the query's state, and a page started later would otherwise take them as fresh
 * for their hour.
 */
function markClaimableStaleOnDevice(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
    if (event.query.queryHash !== IN_PIECES.claimable) return;
    import('./result-pieces')
      .then(({ markClaimableStale }) => markClaimableStale())
      .catch(() => undefined);
  });
}
markClaimableStaleOnDevice(queryClient);

const DRAW_KEY = queryKeys.results.draw('');

/**
 * Each draw in full the device saved (`GET /results/:date`) comes back out of date: the page that
 * shows it asks again at once (a 304 when unchanged). The draw's `staleTime` spares a page a second
 * request right after its own, but a saved copy's age says nothing of what happened since another
 * page saved it: an admin's correction made seconds after the offline plan's worker or another tab
 * saved the draw stayed off screen on a fast machine, the copy younger than the `staleTime`.
 */
function markDrawsStale(saved: PersistedClient | undefined): void {
  for (const { queryKey, state } of saved?.clientState.queries ?? []) {
    if (queryKey[0] === DRAW_KEY[0] && queryKey[1] === DRAW_KEY[1]) state.isInvalidated = true;
  }
}

/**
 * The persisted cache: every persisted query in one IndexedDB value (idb-keyval, JSON, rewritten
 * whole at each save, at most once a second) but the light list and the claimable draws, which grow
 * with the history and are kept in pieces: the list by year, each year written when its version
 * changes, the claimable draws one per entry, each written when it changes (`./result-pieces.ts`,
 * written by their queries themselves). A restore reads them all and hands each list back as one
 * query.
 */
const persister: Persister = {
  persistClient: (client) => wholeCache.persistClient(client),
  restoreClient: async () => {
    // Its own chunk, loaded as the restore starts: Home paints without it. A chunk that cannot load
    // leaves the value as it is (a failed restore would make the persister remove everything).
    const pieces = import('./result-pieces').catch((error: unknown) => {
      console.warn('The saved results could not be read', error);
      return undefined;
    });
    const saved = await wholeCache.restoreClient();
    markDrawsStale(saved);
    const restore = await pieces;
    if (restore === undefined) return saved;
    return restore.withSavedPieces(saved, {
      maxAgeMs: PERSIST_MAX_AGE,
      buster: BUSTER,
      hashes: IN_PIECES,
    });
  },
  removeClient: async () => {
    await Promise.all([
      wholeCache.removeClient(),
      import('./result-pieces').then(({ clearPieces }) => clearPieces()),
    ]);
  },
};

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: PERSIST_MAX_AGE,
  buster: BUSTER,
  dehydrateOptions: {
    // Any query holding data, even when its last refetch failed (status 'error' keeps the data):
    // an offline start whose refetches fail must not overwrite the saved copy with nothing.
    shouldDehydrateQuery: (query: Query) =>
      query.state.data !== undefined &&
      query.meta?.persist === true &&
      !inPieces.has(query.queryHash),
  },
};

/**
 * Saves the cache now. The persister only writes on cache changes after its restore, and Home's
 * loader (with the preloaded answers) can finish its fetches before IndexedDB has even answered the
 * restore: without this first save, a first visit would keep nothing for its first offline start.
 */
export function persistNow(client: QueryClient): Promise<void> {
  return persistQueryClientSave({ queryClient: client, ...persistOptions });
}
