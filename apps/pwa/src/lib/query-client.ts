import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { trackFetchStarts } from './fetch-start';
import { noop } from './noop';

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
