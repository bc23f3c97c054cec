import { ResultSchema, type Result, type ResultInput } from '@lotto/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { adminRequest } from './admin-request';
import { ADMIN_GC_TIME, ADMIN_QUERY_ROOT, ADMIN_STALE_TIME, PUBLIC_KEYS } from './query-keys';

export interface PublishedResults {
  results: Result[];
  /** Stored records that do not match the contract: counted so the admin knows, not hidden silently. */
  unreadable: number;
}

function parsePublished(items: unknown): PublishedResults {
  if (!Array.isArray(items)) throw new TypeError('GET /results did not answer with a list');
  const results: Result[] = [];
  let unreadable = 0;
  for (const item of items) {
    const parsed = v.safeParse(ResultSchema, item);
    if (parsed.success) results.push(parsed.output);
    else unreadable += 1;
  }
  return { results, unreadable };
}

/** Every published draw, newest first (`GET /results`), as the admin manages them. */
export const publishedResultsQueryOptions = () =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'results'],
    queryFn: async ({ signal }) =>
      parsePublished(await adminRequest('GET', '/results', { signal })),
    staleTime: ADMIN_STALE_TIME,
    gcTime: ADMIN_GC_TIME,
  });

export const usePublishedResults = () => useQuery(publishedResultsQueryOptions());

function useInvalidateResults() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'results'] }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_KEYS.results }),
    ]);
}

/** `POST /api/results/add` (409 when that date already has a result). */
export function useAddResult() {
  const invalidate = useInvalidateResults();
  return useMutation({
    mutationFn: (input: ResultInput) =>
      adminRequest('POST', '/api/results/add', { body: input, schema: ResultSchema }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/results/:id`. */
export function useDeleteResult() {
  const invalidate = useInvalidateResults();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<undefined>('DELETE', `/api/results/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
