import { API, type Draw, DrawTiersSchema, type Result } from '@lotto/contracts';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useClaimableDraws } from '@/draws/get-claimable-draws';
import { useAllResults } from '@/draws/get-results';
import { parseItems } from '@/lib/parse-items';
import type { FullTiers } from '../lib/lookup';

/** The near-first and 2nd–5th prizes by period date (what `lookupNumber` reads for 6 digits). */
export type FullTiersMap = ReadonlyMap<string, FullTiers>;

const FULL_TIER_KEYS = ['near1', 'prize2', 'prize3', 'prize4', 'prize5'] as const;

/** The full tiers of a draw and the disagreements on them, or null when it has none on file. */
function fullTiersOf(
  draw: Pick<Draw, (typeof FULL_TIER_KEYS)[number] | 'disagreements'>,
): FullTiers | null {
  const tiers: FullTiers = {};
  let any = false;
  for (const tier of FULL_TIER_KEYS) {
    const numbers = draw[tier];
    if (numbers !== undefined) {
      tiers[tier] = numbers;
      any = true;
    }
  }
  const disputed = draw.disagreements?.filter((d) =>
    (FULL_TIER_KEYS as readonly string[]).includes(d.tier),
  );
  if (disputed !== undefined && disputed.length > 0) {
    tiers.disagreements = disputed;
    any = true;
  }
  return any ? tiers : null;
}

/**
 * The full tiers of the whole history (`GET /results/tiers`, ≈430 draws), as a map by period date.
 * Items that do not match the contract are logged and left out (one bad draw must not hide the rest).
 *
 * Fetched on demand only (a 6-digit lookup needs it) and not persisted to IndexedDB: the answer is
 * 487 kB raw / 192 kB gzip, above the ~150 kB the persisted cache (rewritten whole on every change)
 * should carry. Offline it still answers after one online lookup: the service worker keeps it in its
 * API list cache (`lotto-api-lists`, NetworkFirst, 60 days: every `PUBLIC_CACHED_GETS` path), and
 * `networkMode: 'offlineFirst'` lets the request reach the worker while the browser is offline
 * (React Query would otherwise pause it); without a saved copy it then pauses until online.
 */
export const tiersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.results.tiers,
    queryFn: async ({ signal }): Promise<FullTiersMap> => {
      const what = `GET ${API.results.tiers.route}`;
      const body = await api.get(API.results.tiers.path(), { signal });
      if (typeof body !== 'object' || body === null || !('draws' in body))
        throw new TypeError(`${what} did not answer with { draws }`);
      const map = new Map<string, FullTiers>();
      for (const draw of await parseItems(body.draws, DrawTiersSchema, what)) {
        const tiers = fullTiersOf(draw);
        if (tiers !== null) map.set(draw.date, tiers);
      }
      return map;
    },
    // New full tiers come with a draw twice a month at most; a write invalidates `results` anyway.
    staleTime: 60 * 60 * 1000,
    networkMode: 'offlineFirst',
  });

/**
 * The tiers call's state: `idle` (not asked for: no 6-digit lookup needed it), `loading`, `ready`,
 * `offline` (offline and no saved copy: it loads by itself when the connection is back) or `error`
 * (failed: the API down or a wrong answer; `fetchFull()` again retries).
 */
export type FullTiersStatus = 'idle' | 'loading' | 'ready' | 'offline' | 'error';

export interface HistoryData {
  /** The light list of every draw (main tiers), newest first; undefined while it loads or failed. */
  light: Result[] | undefined;
  /**
   * The full tiers the device holds, by period date: the claimable draws (kept on the device) and,
   * once fetched, the whole history's. Stable between renders while nothing changes.
   */
  full: FullTiersMap;
  /** Asks for the whole history's full tiers (a 6-digit lookup with `yearsToFetch`); again = retry. */
  fetchFull: () => void;
  status: FullTiersStatus;
  /** The light list's query, for `QueryState` (loading, failed, saved copy, Retry). */
  lightQuery: ReturnType<typeof useAllResults>;
  /** The tiers call's query (error, refetch), for a failed or offline 6-digit lookup. */
  fullQuery: UseQueryResult<FullTiersMap>;
}

/**
 * What the history explorer computes from: the light list (`useAllResults`: the persisted list plus
 * the latest draw), the full tiers of the claimable draws already on the device, and the whole
 * history's full tiers once `fetchFull()` asked for them (or a page before it did: they stay in the
 * query cache for the session).
 */
export function useHistoryData(): HistoryData {
  const lightQuery = useAllResults();
  const claimable = useClaimableDraws();
  const [wanted, setWanted] = useState(false);
  const fullQuery = useQuery({ ...tiersQueryOptions(), enabled: wanted });
  const { refetch } = fullQuery;

  const fetchFull = useCallback(() => {
    if (!wanted) setWanted(true);
    else void refetch();
  }, [wanted, refetch]);

  const fetched = fullQuery.data;
  const recent = claimable.data;
  const full = useMemo((): FullTiersMap => {
    if (recent === undefined || recent.length === 0) return fetched ?? EMPTY;
    const map = new Map(fetched);
    // The claimable draws are the newest the device knows: their tiers win (a draw completed since
    // the bigger answer was fetched).
    for (const draw of recent) {
      const tiers = fullTiersOf(draw);
      if (tiers !== null) map.set(draw.date, tiers);
    }
    return map;
  }, [fetched, recent]);

  let status: FullTiersStatus = 'idle';
  if (fetched !== undefined) status = 'ready';
  else if (fullQuery.status === 'error') status = 'error';
  else if (fullQuery.fetchStatus === 'paused') status = 'offline';
  else if (wanted || fullQuery.fetchStatus === 'fetching') status = 'loading';

  return {
    light: lightQuery.data?.results,
    full,
    fetchFull,
    status,
    lightQuery,
    fullQuery,
  };
}

const EMPTY: FullTiersMap = new Map();
