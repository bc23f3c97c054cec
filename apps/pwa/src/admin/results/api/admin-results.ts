import {
  API,
  ResultSchema,
  type DrawChange,
  type Result,
  type ResultInput,
} from '@lotto/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/admin/session/admin-request';
import { ADMIN_GC_TIME, ADMIN_STALE_TIME, queryKeys } from '@/lib/query-keys';
import { parseItems } from '@/lib/results/get-results';
import type { SaveBody } from '../lib/draw-review';

export interface PublishedResults {
  results: Result[];
  /** Stored records that do not match the contract: counted so the admin knows, not hidden silently. */
  unreadable: number;
}

/** The visitors' parsing of `GET /results` (item by item), plus how many items it left out. */
async function parsePublished(items: unknown): Promise<PublishedResults> {
  const results = await parseItems(items, ResultSchema, 'GET /results');
  return { results, unreadable: (items as unknown[]).length - results.length };
}

/** Every published draw, newest first (`GET /results`), as the admin manages them. */
export const publishedResultsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.results,
    queryFn: async ({ signal }) =>
      parsePublished(await adminRequest('GET', API.results.list.path(), { signal })),
    staleTime: ADMIN_STALE_TIME,
    gcTime: ADMIN_GC_TIME,
  });

export const usePublishedResults = () => useQuery(publishedResultsQueryOptions());

function useInvalidateResults() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.results }),
      queryClient.invalidateQueries({ queryKey: queryKeys.results.all }),
    ]);
}

/** `POST /api/results/add` (409 when that date already has a result): answers the draw saved. */
export function useAddResult() {
  const invalidate = useInvalidateResults();
  return useMutation({
    mutationFn: (input: ResultInput) =>
      adminRequest('POST', API.results.add.path(), {
        body: input,
        schema: API.results.add.response,
      }),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/results/:id`. */
export function useDeleteResult() {
  const invalidate = useInvalidateResults();
  return useMutation({
    mutationFn: (id: string) => adminRequest<undefined>('DELETE', API.results.remove.path({ id })),
    onSuccess: invalidate,
  });
}

/** One draw with every tier (`GET /results/:date`), to edit it. */
export const drawDetailQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.admin.resultDetail(date),
    queryFn: ({ signal }) =>
      adminRequest('GET', API.results.detail.path({ date }), {
        signal,
        schema: API.results.detail.response,
      }),
    staleTime: ADMIN_STALE_TIME,
    gcTime: ADMIN_GC_TIME,
  });

export const useDrawDetail = (date: string | undefined) =>
  useQuery({ ...drawDetailQueryOptions(date ?? ''), enabled: date !== undefined });

/** Who changed the draw when, and how (`GET /api/results/:date/history`, admins only), newest first. */
export const drawHistoryQueryOptions = (date: string) =>
  queryOptions({
    queryKey: queryKeys.admin.resultHistory(date),
    queryFn: async ({ signal }): Promise<DrawChange[]> => {
      const changes = await adminRequest('GET', API.results.history.path({ date }), {
        signal,
        schema: API.results.history.response,
      });
      return [...changes].sort((a, b) => b.at.localeCompare(a.at));
    },
    staleTime: ADMIN_STALE_TIME,
    gcTime: ADMIN_GC_TIME,
  });

export const useDrawHistory = (date: string | undefined) =>
  useQuery({ ...drawHistoryQueryOptions(date ?? ''), enabled: date !== undefined });

/**
 * Saves the full results: `POST /api/results/add` for a new draw (409 when the date has one),
 * `PATCH /api/results/:date` with the tiers that changed for a draw on file.
 */
export function useSaveDraw() {
  const invalidate = useInvalidateResults();
  return useMutation({
    mutationFn: (body: SaveBody) =>
      body.kind === 'add'
        ? adminRequest('POST', API.results.add.path(), {
            body: body.input,
            schema: API.results.add.response,
          })
        : adminRequest('PATCH', API.results.update.path({ date: body.date }), {
            body: body.patch,
            schema: API.results.update.response,
          }),
    onSuccess: invalidate,
  });
}
