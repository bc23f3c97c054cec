import { API, type DrawOverrideInput } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions, useAdminMutation } from '@/admin/session/admin-query';
import { adminRequest } from '@/admin/session/admin-request';
import { queryKeys } from '@/lib/query-keys';

/** Every announced change, newest first, with who made it and when. */
export const drawOverridesQueryOptions = () =>
  adminQueryOptions(queryKeys.admin.drawOverrides, (signal) =>
    adminRequest('GET', API.draws.overrides.path(), {
      schema: API.draws.overrides.response,
      signal,
    }),
  );

export const useDrawOverrides = () => useQuery(drawOverridesQueryOptions());

/** What a change makes stale: the admin's list and the visitors' upcoming draws (this tab's copy). */
const STALE = [queryKeys.admin.drawOverrides, queryKeys.draws.upcoming];

/** Announces (or replaces) the move of the regular draw of `from`. */
export const useSetDrawOverride = () =>
  useAdminMutation(
    ({ from, ...body }: DrawOverrideInput & { from: string }) =>
      adminRequest('PUT', API.draws.setOverride.path({ from }), {
        body,
        schema: API.draws.setOverride.response,
      }),
    STALE,
  );

/** Withdraws the announcement: the draw of `from` is held on its regular date again. */
export const useRemoveDrawOverride = () =>
  useAdminMutation(
    (from: string) => adminRequest<undefined>('DELETE', API.draws.removeOverride.path({ from })),
    STALE,
  );
