import { type Draw, type Result, TIERS } from '@lotto/contracts';
import { useBestDraws } from '@/draws/use-best-draws';
import { type DrawToCheck } from '../lib/tickets';

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
    disagreements: draw.disagreements,
    amounts: draw.amounts,
  };
}

/**
 * The draws to check tickets against, one per light-list item, each the best copy on the device
 * with every tier on file (`useBestDraws`): the light list's main tiers only when no full copy can
 * be had (offline, or the request failed), and `lightBecause` says why.
 */
export function useDrawsToCheck(lights: readonly Result[]): DrawToCheckState[] {
  const best = useBestDraws(lights.map((light) => ({ date: light.date, light })));
  return best.map(({ date, draw, source, loading, lightBecause }) => ({
    date,
    draw: draw && toCheck(draw, source === 'light' ? 'light' : 'full'),
    loading,
    lightBecause,
  }));
}

/** `useDrawsToCheck` for one period (none when `light` is undefined). */
export function useDrawToCheck(light: Result | undefined): DrawToCheckState | undefined {
  const [state] = useDrawsToCheck(light ? [light] : []);
  return state;
}
