import { ApiError, savedCopyAt } from '@/lib/api-client';
import { describeFailure } from './describe-failure';

/*
 * Which state a list or card is in: loading (slow once its request has waited SLOW_AFTER_MS),
 * failed, offline with nothing saved, empty, or data — with the saved copy's age when the data is
 * not fresh from the server (a refresh failed, the device is offline, the service worker answered).
 */

/** After this long still waiting for its request, a list says it is taking long and offers Retry. */
export const SLOW_AFTER_MS = 10_000;

/** The part of a `useQuery` result this needs; a card may combine several queries into one. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  /** When `data` was fetched (ms since epoch); 0 when unknown. */
  dataUpdatedAt: number;
  refetch: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
}

/** Shown data's saved copy, when it is not fresh from the server. */
export interface SavedCopy {
  /** When it was fetched (ms since epoch), 0 when unknown. */
  at: number;
  offline: boolean;
  /** Why the refresh failed, in plain words (null when offline). */
  failure: string | null;
  retrying: boolean;
}

export type QueryView<T> =
  | { kind: 'loading'; slow: boolean }
  | { kind: 'offline' }
  | { kind: 'failed'; reason: string; error: unknown; retrying: boolean }
  | { kind: 'empty'; saved: SavedCopy | null }
  | { kind: 'data'; data: NonNullable<T>; saved: SavedCopy | null };

export interface QueryViewFacts<T> {
  /** The browser and React Query both think the device is online. */
  online: boolean;
  /** The saved cache is still being read back: "nothing saved" or "failed" may not be true yet. */
  restoring: boolean;
  /** How long the load has waited (ms): since its request started, or since it was asked for. */
  waited: number;
  /** Whether an answer is empty (null always is). */
  isEmpty: (data: T) => boolean;
}

/** An empty list is empty. */
export function isEmptyList(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/** The state to show for `query`, given the facts around it. */
export function queryView<T>(
  query: Omit<QueryLike<T>, 'refetch'>,
  { online, restoring, waited, isEmpty }: QueryViewFacts<T>,
): QueryView<T> {
  const fetching = query.fetchStatus === 'fetching';
  const paused = query.fetchStatus === 'paused';
  if (query.data !== undefined) {
    const failed = query.status === 'error';
    const offline = !online || paused;
    // The service worker answered from its cache: the network failed although the request "worked".
    const workerCopyAt = savedCopyAt(query.data);
    const fromWorker = workerCopyAt !== undefined;
    const saved: SavedCopy | null =
      failed || offline || fromWorker
        ? {
            at: workerCopyAt ?? query.dataUpdatedAt,
            offline,
            failure: offline
              ? null
              : failed
                ? describeFailure(query.error)
                : describeFailure(new ApiError(0, 'served from the saved copy')),
            retrying: (failed || fromWorker) && fetching,
          }
        : null;
    const data = query.data;
    return data === null || isEmpty(data)
      ? { kind: 'empty', saved }
      : { kind: 'data', data, saved };
  }
  if (restoring) return { kind: 'loading', slow: waited >= SLOW_AFTER_MS };
  if (paused || (!online && !fetching)) return { kind: 'offline' };
  if (query.status === 'error') {
    return {
      kind: 'failed',
      reason: describeFailure(query.error),
      error: query.error,
      retrying: fetching,
    };
  }
  return { kind: 'loading', slow: waited >= SLOW_AFTER_MS };
}
