import { API, type Draw, type DrawDetail, drawDetailOf } from '@lotto/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { liveRefetchInterval } from './live';

/**
 * One draw in full (`GET /results/:date`, `date` = the period date): every tier, era, prize
 * schedule and change history. Persisted, so every draw the device opened works offline. It is
 * revalidated on every visit (a 304 when unchanged) because a correction must show at once; the
 * few seconds only spare the page a second request right after its loader fetched it.
 */
export const drawQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.results.draw(date),
    queryFn: ({ signal }) =>
      api.get(API.results.detail.path({ date }), { schema: API.results.detail.response, signal }),
    staleTime: 5_000,
    meta: { persist: true },
  });

/** Extra options of a view that polls its draw while it is live (see `live.ts`). */
export interface DrawPolling {
  refetchInterval: ReturnType<typeof liveRefetchInterval>;
  refetchIntervalInBackground: false;
  /**
   * A draw not on file (404) is asked again by the interval only: without this, the page mounting
   * (or the saved cache's restore finishing) after its route loader's request failed asks again at
   * once. A navigation still asks (the loader's request).
   */
  retryOnMount: false;
}

/**
 * A claimable draw as the draw page needs it: era and schedule come from the contracts (the same
 * functions the API uses); its change history is not in the claimable list, so it is empty here.
 */
export function detailFromDraw(draw: Draw): DrawDetail {
  return drawDetailOf(draw, []);
}
