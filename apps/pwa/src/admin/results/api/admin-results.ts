import {
  API,
  ResultSchema,
  type DrawChange,
  type Result,
  type ResultInput,
} from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions, useAdminMutation } from '@/admin/session/admin-query';
import { adminRequest } from '@/admin/session/admin-request';
import { queryKeys } from '@/lib/query-keys';
import { parseItems } from '@/lib/parse-items';
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
  adminQueryOptions(queryKeys.admin.results, async (signal) =>
    parsePublished(await adminRequest('GET', API.results.list.path(), { signal })),
  );

export const usePublishedResults = () => useQuery(publishedResultsQueryOptions());

/** What a write makes stale: the admin's list and every results query of this tab. */
const STALE = [queryKeys.admin.results, queryKeys.results.all];

/** `POST /api/results/add` (409 when that date already has a result): answers the draw saved. */
export const useAddResult = () =>
  useAdminMutation(
    (input: ResultInput) =>
      adminRequest('POST', API.results.add.path(), {
        body: input,
        schema: API.results.add.response,
      }),
    STALE,
  );

/** `DELETE /api/results/:id`. */
export const useDeleteResult = () =>
  useAdminMutation(
    (id: string) => adminRequest<undefined>('DELETE', API.results.remove.path({ id })),
    STALE,
  );

/** One draw with every tier (`GET /results/:date`), to edit it. */
export const drawDetailQueryOptions = (date: string) =>
  adminQueryOptions(queryKeys.admin.resultDetail(date), (signal) =>
    adminRequest('GET', API.results.detail.path({ date }), {
      signal,
      schema: API.results.detail.response,
    }),
  );

export const useDrawDetail = (date: string | undefined) =>
  useQuery({ ...drawDetailQueryOptions(date ?? ''), enabled: date !== undefined });

/** Who changed the draw when, and how (`GET /api/results/:date/history`, admins only), newest first. */
export const drawHistoryQueryOptions = (date: string) =>
  adminQueryOptions(queryKeys.admin.resultHistory(date), async (signal): Promise<DrawChange[]> => {
    const changes = await adminRequest('GET', API.results.history.path({ date }), {
      signal,
      schema: API.results.history.response,
    });
    return [...changes].sort((a, b) => b.at.localeCompare(a.at));
  });

export const useDrawHistory = (date: string | undefined) =>
  useQuery({ ...drawHistoryQueryOptions(date ?? ''), enabled: date !== undefined });

/**
 * Saves the full results: `POST /api/results/add` for a new draw (409 when the date has one),
 * `PATCH /api/results/:date` with the tiers that changed for a draw on file.
 */
export const useSaveDraw = () =>
  useAdminMutation(
    (body: SaveBody) =>
      body.kind === 'add'
        ? adminRequest('POST', API.results.add.path(), {
            body: body.input,
            schema: API.results.add.response,
          })
        : adminRequest('PATCH', API.results.update.path({ date: body.date }), {
            body: body.patch,
            schema: API.results.update.response,
          }),
    STALE,
  );
