import {
  bangkokDay,
  claimDeadline,
  type Draw,
  type DrawDetail,
  eraOf,
  type Result,
} from '@lotto/contracts';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { claimableDrawsQueryOptions } from './get-claimable-draws';
import { type DrawPolling, detailFromDraw, drawQueryOptions } from './get-draw';

/*
 * The best copy of a draw on the device, from three sources: the draw in full
 * (`GET /results/:date`, persisted once fetched, the only one with the change history), the
 * claimable draws kept on the device (every tier of the last two years, no history) and the light
 * list (main tiers only). What is best depends on what the caller needs:
 * - every tier (the ticket checker, the default): a claimable copy not behind the light list, with
 *   no request; else the draw in full, asked for unless the claimable list that should hold it is
 *   still arriving (a period of the 7-digit era has no tier beyond the light list's: never asked);
 *   else a claimable copy that is behind, else the light list's, and why (`lightBecause`);
 * - the change history too (`history`, a draw page): the draw in full, always asked for (and
 *   polled with `polling`) and used once it is there; until then the claimable copy on the device
 *   (read, never fetched for this), as a detail with an empty history.
 */

/** A draw to find: its period date and, for every tier, the light list's copy of it. */
export interface DrawAsk {
  date: string;
  light?: Result;
}

export interface BestDrawOptions {
  /** The change history is needed (a draw page): the draw in full is always asked for. */
  history?: boolean;
  /** With `history`: the draw page's polling while its draw is live (see live.ts). */
  polling?: DrawPolling;
}

/** Where the best copy came from. */
export type DrawCopySource = 'detail' | 'claimable' | 'light';

export interface BestDraw<T> {
  /** The period date asked for. */
  date: string;
  /** The best copy known; undefined while the one to use is still loading. */
  draw: T | undefined;
  source: DrawCopySource | undefined;
  /** Whether the copy to use is still arriving (every tier only; with `history` see `query`). */
  loading: boolean;
  /** Why only the light list's tiers are used (when `source` is 'light'). */
  lightBecause: 'offline' | 'failed' | null;
  /** The draw in full's query (loading, failed, polled, saved copy). */
  query: UseQueryResult<DrawDetail>;
}

/** A claimable copy as a detail, one object per copy (views compare the draw they show by identity). */
const standIns = new WeakMap<Draw, DrawDetail>();
function standInOf(draw: Draw): DrawDetail {
  let detail = standIns.get(draw);
  if (detail === undefined) {
    detail = detailFromDraw(draw);
    standIns.set(draw, detail);
  }
  return detail;
}

/**
 * A claimable copy an hour old may predate the light list's news (a draw made final, a correction,
 * on draw day a tier that arrived since: the latest draw is polled once a minute while live).
 */
function isBehind(full: Draw, light: Result): boolean {
  if (light.status === 'final' && full.status === 'provisional') return true;
  if (light.missing.length < full.missing.length) return true;
  return (light.correctedAt ?? '') > (full.correctedAt ?? '');
}

export function useBestDraws<const Asks extends readonly DrawAsk[]>(
  asks: Asks,
  options: BestDrawOptions & { history: true },
): { [K in keyof Asks]: BestDraw<DrawDetail> };
export function useBestDraws(
  asks: readonly (DrawAsk & { light: Result })[],
  options?: BestDrawOptions & { history?: false },
): BestDraw<Draw | Result>[];
/** The best copy on the device of each draw asked for (see above). */
export function useBestDraws(
  asks: readonly DrawAsk[],
  { history = false, polling }: BestDrawOptions = {},
): BestDraw<DrawDetail | Draw | Result>[] {
  const today = bangkokDay();
  const claimable = useQuery({
    ...claimableDrawsQueryOptions(),
    // With the history wanted it only stands in meanwhile: `enabled: false` reads the cache only.
    enabled: !history && asks.length > 0,
  });
  const plans = asks.map(({ date, light }) => {
    const full = claimable.data?.find((d) => d.date === date);
    if (history || light === undefined) {
      return { date, light, full, fresh: undefined, waiting: false, needDetail: true };
    }
    const fresh = full !== undefined && !isBehind(full, light) ? full : undefined;
    // Whether the draw should be among the claimable ones: then wait for that list, not a 2nd request.
    const waiting =
      fresh === undefined &&
      claimDeadline(light.drawDate) >= today &&
      claimable.data === undefined &&
      claimable.fetchStatus === 'fetching';
    const needDetail = eraOf(date).checkable && fresh === undefined && !waiting;
    return { date, light, full, fresh, waiting, needDetail };
  });
  const details = useQueries({
    queries: plans.map((plan) => ({
      ...drawQueryOptions(plan.date),
      ...(history ? polling : undefined),
      enabled: plan.needDetail,
    })),
  });
  return plans.map(
    (
      { date, light, full, fresh, waiting, needDetail },
      i,
    ): BestDraw<DrawDetail | Draw | Result> => {
      const query = details[i];
      if (query === undefined) throw new Error(`No query for the draw of ${date}`);
      const state = { date, query, loading: false, lightBecause: null };
      if (history || light === undefined) {
        if (query.data) return { ...state, draw: query.data, source: 'detail' };
        const standIn = full && standInOf(full);
        return { ...state, draw: standIn, source: standIn ? 'claimable' : undefined };
      }
      if (fresh) return { ...state, draw: fresh, source: 'claimable' };
      if (query.data) return { ...state, draw: query.data, source: 'detail' };
      if (full) return { ...state, draw: full, source: 'claimable' };
      if (!eraOf(date).checkable) return { ...state, draw: light, source: 'light' };
      if (waiting || (needDetail && query.fetchStatus === 'fetching')) {
        return { ...state, draw: undefined, source: undefined, loading: true };
      }
      return {
        ...state,
        draw: light,
        source: 'light',
        lightBecause: query.fetchStatus === 'paused' ? 'offline' : 'failed',
      };
    },
  );
}
