import { API } from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/admin/session/admin-request';
import { ADMIN_GC_TIME, ADMIN_STALE_TIME, queryKeys } from '@/lib/query-keys';

/** `GET /api/dashboard`. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.dashboard,
    queryFn: ({ signal }) =>
      adminRequest('GET', API.members.dashboard.path(), {
        schema: API.members.dashboard.response,
        signal,
      }),
    staleTime: ADMIN_STALE_TIME,
    gcTime: ADMIN_GC_TIME,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
