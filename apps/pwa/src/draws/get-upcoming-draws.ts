import { API, type UpcomingDraws } from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The next draws and the announced one-off changes (`GET /draws/upcoming`), kept on the device
 * (`meta.persist`) so a moved draw is still known offline. Pages never need it to show the next
 * draw: the calendar of `@lotto/number-tools` gives it without any network (see `useDrawSchedule`);
 * this only adds what the admin announced.
 */
export const upcomingDrawsQueryOptions = () =>
  queryOptions<UpcomingDraws>({
    queryKey: queryKeys.draws.upcoming,
    queryFn: ({ signal }) =>
      api.get(API.draws.upcoming.path(), { schema: API.draws.upcoming.response, signal }),
    // An announcement is rare and days ahead: once every few minutes per open page is plenty.
    staleTime: 5 * 60_000,
    meta: { persist: true },
  });

export const useUpcomingDraws = () => useQuery(upcomingDrawsQueryOptions());
