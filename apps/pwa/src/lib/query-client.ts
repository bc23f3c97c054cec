import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  type PersistedClient,
  type Persister,
  persistQueryClientSave,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { isApiError } from './api-client';
import { trackFetchStarts } from './fetch-start';
import { noop } from './noop';
import { queryKeys } from './query-keys';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * Opt-in: only queries marked `persist: true` are written to IndexedDB, so member (VIP) and
       * admin data never outlive the session on the device.
       */
      persist?: boolean;
    };
  }
}

const DAY = 1000 * 60 * 60 * 24;
/** How long persisted data may be shown when offline. */
export const PERSIST_MAX_AGE = 21 * DAY;
/**
 * Unobserved data must outlive the persisted copy (gcTime ≥ maxAge), but gc runs on setTimeout,
 * whose delay overflows past 2^31-1 ms (≈ 24.8 days) and then fires at once — dropping every
 * query the moment its page unmounts. So: 24 days, just under the limit.
 */
export const GC_TIME = 24 * DAY;

/**
 * Network and 5xx errors may heal, so a query tries twice more (after 1 s and 2 s): a failure
 * then shows with its Retry within a few seconds, not after half a minute of backing off. Client
 * errors, a wrong answer shape and a timeout (which has already waited its 20 s) are not retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    if (error.timedOut || error.status === -1) return false;
    if (error.status >= 400 && error.status < 500 && error.status !== 429) return false;
  }
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    // Spec §4: a failed list fetch is logged, never shown as a message.
    queryCache: new QueryCache({
      onError: (error, query) =>
        console.error(`Fetching ${JSON.stringify(query.queryKey)} failed:`, error),
    }),
    mutationCache: new MutationCache({
      onError: (error) => console.error('Request failed:', error),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: GC_TIME,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
  trackFetchStarts(client);
  return client;
}

/** The app's client; the router context and every provider use this one. */
export const queryClient = createQueryClient();

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
 * draw (`lib/result-pieces.ts`), not in the one value.
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
 * changes, the claimable draws one per entry, each written when it changes (`lib/result-pieces.ts`,
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
 * Once the saved cache is read back: every query fetching at that moment (a route's loader starts
 * its fetches before the restore has read anything) fetches again from the state the restore gave
 * it. React Query keeps, for a fetch under way, the state it started from, and reverts to it when
 * the fetch is cancelled — which it is when the query's last observer leaves, as a navigation does.
 * A restore that filled the query meanwhile did not change that kept state: the navigation threw
 * the restored data away (a cold offline start at /result, then Check Ticket at once: "this page
 * has not been saved yet", the list on the device all along). A fetch started now keeps the
 * restored state instead. Silently: the first fetch's callers get the new fetch's answer.
 */
export function refetchAfterRestore(client: QueryClient): void {
  const filled = client.getQueryCache().findAll({
    predicate: ({ state }) => state.fetchStatus !== 'idle' && state.data !== undefined,
  });
  for (const query of filled) query.fetch(undefined, { cancelRefetch: true }).catch(noop);
}

/**
 * Saves the cache now. The persister only writes on cache changes after its restore, and Home's
 * loader (with the preloaded answers) can finish its fetches before IndexedDB has even answered the
 * restore: without this first save, a first visit would keep nothing for its first offline start.
 */
export function persistNow(client: QueryClient): Promise<void> {
  return persistQueryClientSave({ queryClient: client, ...persistOptions });
}
