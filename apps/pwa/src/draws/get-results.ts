import { API, bangkokDay, newestNotAfter, type Result } from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, isApiError, keepSameList, sameAnswer } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Every draw (the light list: main tiers, dates, completeness), newest first, fetched and kept on
 * the device by year (`fetchResultsByYear`, `./results-by-year.ts`) for browsing offline. `GET /results` is the
 * same list in one answer (the spec's call; the admin panel reads it).
 */
export const resultsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.results.all,
    // Its own chunk: Home paints without it (the list is read by /result, /check and the offline plan).
    queryFn: async ({ signal }) => (await import('./results-by-year')).fetchResultsByYear(signal),
    // Unchanged years keep their draws' objects: no deep comparison of the history, and the list
    // stays marked as what its last answer was (a saved copy or fresh).
    structuralSharing: keepSameList,
    meta: { persist: true },
  });

/** The newest draw not after today (Asia/Bangkok), or null when there is none yet. */
export const latestResultQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.results.latest,
    queryFn: async ({ signal }) => {
      try {
        return await api.get(API.results.latest.path(), {
          schema: API.results.latest.response,
          signal,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    // The one thing people open the app for on draw day: revalidate on every mount (cheap: the
    // API answers 304 to the service worker's If-None-Match); cached data still shows meanwhile.
    // The few seconds only spare the card a second request right after Home's loader fetched it.
    staleTime: 5_000,
    meta: { persist: true },
  });

export const useResults = () => useQuery(resultsQueryOptions());
export const useLatestResult = () => useQuery(latestResultQueryOptions());

/**
 * The list with `latest` in it: put in front when the (cached) list does not have it yet, and in
 * place of the list's copy when it has (on draw day the latest draw, revalidated on every visit,
 * fills in while the bigger list may still hold its provisional first numbers).
 */
export function withLatest(
  results: readonly Result[],
  latest: Result | null | undefined,
): Result[] {
  if (!latest) return [...results];
  const index = results.findIndex((r) => r._id === latest._id || r.date === latest.date);
  if (index !== -1) return results.map((r, i) => (i === index ? latest : r));
  return [latest, ...results].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** Every draw, newest first, and the last result: the newest of them not after today. */
export interface AllResults {
  results: Result[];
  /** The newest draw not after today (Bangkok); undefined when every draw is after today. */
  latest: Result | undefined;
}

/**
 * Every draw, newest first, including a draw the latest-result query has already seen while the
 * bigger list is still the cached one (so a new draw shows everywhere as soon as it is known), and
 * the last result among them.
 */
export function useAllResults() {
  const results = useResults();
  const { data: latest } = useLatestResult();
  const today = bangkokDay();
  const data = useMemo((): AllResults | undefined => {
    if (!results.data) return undefined;
    const all = withLatest(results.data, latest);
    // Still the list's answer: a saved copy of it shows its age on /result and /check.
    return sameAnswer(results.data, { results: all, latest: newestNotAfter(all, today) });
  }, [results.data, latest, today]);
  return { ...results, data };
}
