import { PUSH_API } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions } from '@/admin/session/admin-query';
import { adminRequest } from '@/admin/session/admin-request';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/push`: whether Web Push is configured, the subscribers by choice, the last fan-out. */
export const pushStatusQueryOptions = () =>
  adminQueryOptions(queryKeys.admin.push, (signal) =>
    adminRequest('GET', PUSH_API.status.path(), { schema: PUSH_API.status.response, signal }),
  );

export const usePushStatus = () => useQuery(pushStatusQueryOptions());
