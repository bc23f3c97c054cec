import {
  type DrawOverride,
  drawScheduleAt,
  nextDraw,
  type ScheduledDraw,
} from '@lotto/number-tools';
import { useEffect, useMemo, useState } from 'react';
import { useUpcomingDraws } from './get-upcoming-draws';

/** No overrides known (API unreachable, nothing saved): the standing calendar alone. */
const NO_OVERRIDES: readonly DrawOverride[] = [];

/** How often the schedule looks at the clock again when the caller gives no `now`. */
const RECHECK_MS = 30_000;

export interface DrawSchedule {
  /** The announced one-off changes the API gave (or the device saved); empty when none are known. */
  overrides: readonly DrawOverride[];
  /** The next draw whose results are not complete (today's, until about 16:00 Bangkok). */
  next: ScheduledDraw;
  /** The draw under way now (between its start and results-complete instants), or null. */
  underWay: ScheduledDraw | null;
  /** Whether `overrides` came from the API or a saved copy of it (false: the calendar alone). */
  overridesKnown: boolean;
}

/**
 * Re-renders when the schedule can change: at the next draw's start or results-complete instant
 * (whichever comes first), and at least every 30 s (a phone that slept, a changed system clock).
 */
function useScheduleClock(given: Date | undefined): Date {
  const [own, setOwn] = useState(() => new Date());
  const now = given ?? own;
  useEffect(() => {
    if (given) return undefined;
    const draw = nextDraw(own);
    const untilChange = Math.min(
      ...[draw.startsAt, draw.completeBy]
        .map((instant) => instant.getTime() - own.getTime())
        .filter((ms) => ms > 0),
      RECHECK_MS,
    );
    const timer = setTimeout(() => setOwn(new Date()), untilChange + 50);
    return () => clearTimeout(timer);
  }, [given, own]);
  return now;
}

/**
 * When the next draw is, and whether one is under way: number-tools' calendar (`nextDraw`,
 * `drawUnderWay`) with the overrides the API announced. Works offline from the calendar alone.
 * Pass `now` to compute for that instant (a ticking countdown passes its own clock); without it the
 * hook keeps its own clock, re-rendering when the answer can change.
 */
export function useDrawSchedule(now?: Date): DrawSchedule {
  const at = useScheduleClock(now);
  const { data } = useUpcomingDraws();
  const overrides = data?.overrides ?? NO_OVERRIDES;
  const time = at.getTime();
  return useMemo(() => {
    const { next, underWay, overridesApplied } = drawScheduleAt(new Date(time), overrides);
    if (overridesApplied) return { overrides, next, underWay, overridesKnown: data !== undefined };
    console.warn('Ignoring the announced draw changes: they contradict each other');
    return { overrides: NO_OVERRIDES, next, underWay, overridesKnown: false };
  }, [time, overrides, data]);
}
