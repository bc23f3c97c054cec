import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { QueryLike } from '@/components/ui/query-state';
import type { FullTiers } from '@/lib/history/lookup';
import { claimableDrawsQueryOptions } from '@/lib/results/get-claimable-draws';

const NO_TIERS: ReadonlyMap<string, FullTiers> = new Map();

/**
 * The near-first and 2nd–5th prizes on the device, by period date, for a 6-digit lookup (`enabled`):
 * the claimable draws (kept on the device for the checker). `query` is the state of their load.
 */
export function useLookupTiers(enabled: boolean): {
  full: ReadonlyMap<string, FullTiers>;
  query: QueryLike<unknown>;
} {
  const claimable = useQuery({ ...claimableDrawsQueryOptions(), enabled });
  const full = useMemo(() => {
    if (!claimable.data) return NO_TIERS;
    const map = new Map<string, FullTiers>();
    for (const draw of claimable.data) map.set(draw.date, draw);
    return map;
  }, [claimable.data]);
  return { full, query: claimable };
}
