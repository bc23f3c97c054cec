import { API } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions } from '@/admin/session/admin-query';
import { adminRequest } from '@/admin/session/admin-request';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/backups`: the last backup the API's `backup` command took (null: never). */
export const backupStatusQueryOptions = () =>
  adminQueryOptions(queryKeys.admin.backups, (signal) =>
    adminRequest('GET', API.admin.backups.path(), { schema: API.admin.backups.response, signal }),
  );

export const useBackupStatus = () => useQuery(backupStatusQueryOptions());
