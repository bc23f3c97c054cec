import { DashboardSchema } from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from './admin-request';
import { ADMIN_GC_TIME, ADMIN_QUERY_ROOT, ADMIN_STALE_TIME } from './query-keys';

/** `GET /api/dashboard`. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'dashboard'],
    queryFn: ({ signal }) =>
      adminRequest('GET', '/api/dashboard', { schema: DashboardSchema, signal }),
    staleTime: ADMIN_STALE_TIME,
    gcTime: ADMIN_GC_TIME,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
