import { BOTS_API } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions } from '@/admin/session/admin-query';
import { adminRequest } from '@/admin/session/admin-request';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/bots`: each chat bot, configured or not, its last reply and its last error. */
export const botsStatusQueryOptions = () =>
  adminQueryOptions(queryKeys.admin.bots, (signal) =>
    adminRequest('GET', BOTS_API.status.path(), { schema: BOTS_API.status.response, signal }),
  );

export const useBotsStatus = () => useQuery(botsStatusQueryOptions());
