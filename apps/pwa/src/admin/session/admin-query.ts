import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Admin data is never persisted (no `meta.persist`) and not kept in memory long after use. */
export const ADMIN_GC_TIME = 5 * 60_000;

/** Long enough that a route's loader and its screen share one request; writes invalidate anyway. */
export const ADMIN_STALE_TIME = 10_000;

/** The query options of one admin resource: fetched with `fetch` (through `adminRequest`). */
export function adminQueryOptions<TKey extends QueryKey, TData>(
  queryKey: TKey,
  fetch: (signal: AbortSignal) => Promise<TData>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    staleTime: ADMIN_STALE_TIME,
    gcTime: ADMIN_GC_TIME,
  });
}

/**
 * An admin write: once it succeeds, every query under the `stale` keys (the admin's lists and the
 * visitors' copies this tab holds) is invalidated, and the mutation settles after them.
 */
export function useAdminMutation<TVariables, TData>(
  write: (variables: TVariables) => Promise<TData>,
  stale: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
