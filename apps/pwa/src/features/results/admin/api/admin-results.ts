import {
  DrawChangeSchema,
  DrawDetailSchema,
  RESULT_PATHS,
  ResultSchema,
  type DrawChange,
  type Result,
  type ResultInput,
} from '@lotto/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import type { SaveBody } from '../lib/draw-review';
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

/** One draw with every tier (`GET /results/:date`), to edit it. */
export const drawDetailQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'results', 'detail', date],
    queryFn: ({ signal }) =>
      adminRequest('GET', RESULT_PATHS.detail(date), { signal, schema: DrawDetailSchema }),
    staleTime: ADMIN_STALE_TIME,
    gcTime: ADMIN_GC_TIME,
  });

export const useDrawDetail = (date: string | undefined) =>
  useQuery({ ...drawDetailQueryOptions(date ?? ''), enabled: date !== undefined });

const HistorySchema = v.union([
  v.array(DrawChangeSchema),
  v.pipe(
    v.object({ changes: v.array(DrawChangeSchema) }),
    v.transform((answer) => answer.changes),
  ),
]);

/** Who changed the draw when, and how (`GET /api/results/:date/history`, admins only), newest first. */
export const drawHistoryQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'results', 'history', date],
    queryFn: async ({ signal }): Promise<DrawChange[]> => {
      const changes = await adminRequest('GET', RESULT_PATHS.history(date), {
        signal,
        schema: HistorySchema,
      });
      return [...changes].sort((a, b) => b.at.localeCompare(a.at));
    },
    staleTime: ADMIN_STALE_TIME,
    gcTime: ADMIN_GC_TIME,
  });

export const useDrawHistory = (date: string | undefined) =>
  useQuery({ ...drawHistoryQueryOptions(date ?? ''), enabled: date !== undefined });

/** What a save answers: at least the draw's period date. */
const SavedDrawSchema = v.looseObject({ date: v.string() });

/**
 * Saves the full results: `POST /api/results/add` for a new draw (409 when the date has one),
 * `PATCH /api/results/:date` with the tiers that changed for a draw on file.
 */
export function useSaveDraw() {
  const invalidate = useInvalidateResults();
  return useMutation({
    mutationFn: (body: SaveBody) =>
      body.kind === 'add'
        ? adminRequest('POST', RESULT_PATHS.add, { body: body.input, schema: SavedDrawSchema })
        : adminRequest('PATCH', RESULT_PATHS.update(body.date), {
            body: body.patch,
            schema: SavedDrawSchema,
          }),
    onSuccess: invalidate,
  });
}
