import { bangkokDay, claimDeadline, type Draw, type Result, TIERS } from '@lotto/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { claimableDrawsQueryOptions } from '@/lib/results/get-claimable-draws';
import { drawQueryOptions } from '@/lib/results/get-draw';
import { type DrawToCheck, isCheckablePeriod } from '../lib/tickets';

export interface DrawToCheckState {
  /** The period date asked for. */
  date: string;
  /** The best draw known for the period; undefined while the full draw is still loading. */
  draw: DrawToCheck | undefined;
  loading: boolean;
  /** Why only the light list's tiers are used (when `draw.source` is 'light'). */
  lightBecause: 'offline' | 'failed' | null;
}

function toCheck(
  draw: Omit<Draw, '_id'> & { _id?: string },
  source: DrawToCheck['source'],
): DrawToCheck {
  const numbers: Partial<DrawToCheck> = {};
  for (const tier of TIERS) {
    const value = draw[tier];
    if (value !== undefined) Object.assign(numbers, { [tier]: value });
  }
  return {
    ...numbers,
    date: draw.date,
    drawDate: draw.drawDate,
    status: draw.status,
    missing: draw.missing,
    source,
  };
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

/**
 * The draws to check tickets against, one per light-list item, with every tier on file: a
 * claimable draw comes from the claimable draws kept on the device (no request); an older one from
 * `GET /results/:date` (persisted once fetched). Without either — offline, or the request failed —
 * the light list's main tiers are used and `lightBecause` says why.
 */
export function useDrawsToCheck(lights: readonly Result[]): DrawToCheckState[] {
  const today = bangkokDay();
  const claimable = useQuery({ ...claimableDrawsQueryOptions(), enabled: lights.length > 0 });
  const plans = lights.map((light) => {
    const full = claimable.data?.find((d) => d.date === light.date);
    const fresh = full !== undefined && !isBehind(full, light) ? full : undefined;
    // Whether the draw should be among the claimable ones: then wait for that list, not a 2nd request.
    const waiting =
      fresh === undefined &&
      claimDeadline(light.drawDate) >= today &&
      claimable.data === undefined &&
      claimable.fetchStatus === 'fetching';
    const needDetail = isCheckablePeriod(light.date) && fresh === undefined && !waiting;
    return { light, full, fresh, waiting, needDetail };
  });
  const details = useQueries({
    queries: plans.map((plan) => ({
      ...drawQueryOptions(plan.light.date),
      enabled: plan.needDetail,
    })),
  });
  return plans.map(({ light, full, fresh, waiting, needDetail }, i): DrawToCheckState => {
    const state = { date: light.date, lightBecause: null };
    if (fresh) return { ...state, draw: toCheck(fresh, 'full'), loading: false };
    const detail = details[i];
    if (detail?.data) return { ...state, draw: toCheck(detail.data, 'full'), loading: false };
    if (full) return { ...state, draw: toCheck(full, 'full'), loading: false };
    if (!isCheckablePeriod(light.date)) {
      return { ...state, draw: toCheck(light, 'light'), loading: false };
    }
    if (waiting || (needDetail && detail?.fetchStatus === 'fetching')) {
      return { ...state, draw: undefined, loading: true };
    }
    return {
      ...state,
      draw: toCheck(light, 'light'),
      loading: false,
      lightBecause: detail?.fetchStatus === 'paused' ? 'offline' : 'failed',
    };
  });
}

/** `useDrawsToCheck` for one period (none when `light` is undefined). */
export function useDrawToCheck(light: Result | undefined): DrawToCheckState | undefined {
  const [state] = useDrawsToCheck(light ? [light] : []);
  return state;
}
