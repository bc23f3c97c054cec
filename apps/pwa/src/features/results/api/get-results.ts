import { ResultSchema, type Result } from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import { api, isApiError } from '@/lib/api-client';

/**
 * One bad record must not hide 850 good ones: items are checked one by one and the ones that do
 * not match the contract are logged and left out.
 */
function parseResults(items: unknown): Result[] {
  if (!Array.isArray(items)) throw new TypeError('GET /results did not answer with a list');
  const results: Result[] = [];
  for (const item of items) {
    const parsed = v.safeParse(ResultSchema, item);
    if (parsed.success) results.push(parsed.output);
    else console.warn('Skipping a malformed result', item, v.flatten(parsed.issues));
  }
  return results;
}

/** Every draw, newest first. The whole history is small (≈900 draws) and the ticket checker needs it offline. */
export const resultsQueryOptions = () =>
  queryOptions({
    queryKey: ['results'],
    queryFn: async ({ signal }) => parseResults(await api.get('/results', { signal })),
    meta: { persist: true },
  });

/** The newest draw not after today (Asia/Bangkok), or null when there is none yet. */
export const latestResultQueryOptions = () =>
  queryOptions({
    queryKey: ['results', 'latest'],
    queryFn: async ({ signal }) => {
      try {
        return await api.get('/api/results/latest', { schema: ResultSchema, signal });
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

/** The list with `latest` put in front when the (cached) list does not have it yet. */
export function withLatest(
  results: readonly Result[],
  latest: Result | null | undefined,
): Result[] {
  if (!latest || results.some((r) => r._id === latest._id || r.date === latest.date))
    return [...results];
  return [latest, ...results].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * Every draw, newest first, including a draw the latest-result query has already seen while the
 * bigger list is still the cached one (so a new draw shows everywhere as soon as it is known).
 */
export function useAllResults() {
  const results = useResults();
  const { data: latest } = useLatestResult();
  const data = useMemo(
    () => (results.data ? withLatest(results.data, latest) : undefined),
    [results.data, latest],
  );
  return { ...results, data };
}
