import { API, type DrawOverrideInput } from '@lotto/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/admin/session/admin-request';
import { ADMIN_GC_TIME, ADMIN_STALE_TIME, queryKeys } from '@/lib/query-keys';

/** Every announced change, newest first, with who made it and when (admin only, never persisted). */
export const drawOverridesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.drawOverrides,
    queryFn: ({ signal }) =>
      adminRequest('GET', API.draws.overrides.path(), {
        schema: API.draws.overrides.response,
        signal,
      }),
    staleTime: ADMIN_STALE_TIME,
    gcTime: ADMIN_GC_TIME,
  });

export const useDrawOverrides = () => useQuery(drawOverridesQueryOptions());

/** After a change: the admin's list and the visitors' upcoming draws (this tab's copy) are stale. */
function useInvalidateDraws() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.drawOverrides }),
      queryClient.invalidateQueries({ queryKey: queryKeys.draws.upcoming }),
    ]);
}

/** Announces (or replaces) the move of the regular draw of `from`. */
export function useSetDrawOverride() {
  const invalidate = useInvalidateDraws();
  return useMutation({
    mutationFn: ({ from, ...body }: DrawOverrideInput & { from: string }) =>
      adminRequest('PUT', API.draws.setOverride.path({ from }), {
        body,
        schema: API.draws.setOverride.response,
      }),
    onSuccess: invalidate,
  });
}

/** Withdraws the announcement: the draw of `from` is held on its regular date again. */
export function useRemoveDrawOverride() {
  const invalidate = useInvalidateDraws();
  return useMutation({
    mutationFn: (from: string) =>
      adminRequest<undefined>('DELETE', API.draws.removeOverride.path({ from })),
    onSuccess: invalidate,
  });
}
