import { API } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions } from '@/admin/session/admin-query';
import { adminRequest } from '@/admin/session/admin-request';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/dashboard`. */
export const dashboardQueryOptions = () =>
  adminQueryOptions(queryKeys.admin.dashboard, (signal) =>
    adminRequest('GET', API.members.dashboard.path(), {
      schema: API.members.dashboard.response,
      signal,
    }),
  );

export const useDashboard = () => useQuery(dashboardQueryOptions());
