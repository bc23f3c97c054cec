import {
  bangkokDay,
  DRAW_OVERRIDE_MAX_DAYS,
  DRAW_OVERRIDE_MESSAGES,
  type DrawOverrideData,
  type DrawOverrideInput,
  type DrawOverrideRecord,
  type FieldIssue,
  UPCOMING_DRAW_COUNT,
  type UpcomingDraws,
} from '@lotto/contracts';
import {
  assertDrawOverrides,
  drawsBetween,
  isRegularDrawDate,
  upcomingDraws,
} from '@lotto/number-tools';
import type { Clock } from '../../shared/clock.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { DuplicateKeyError, newId } from '../../store/collection.js';
import type { DrawOverrideRepository } from './draw-override-repository.js';

const DAY_MS = 86_400_000;

/** Whole days from `a` to `b` (both `YYYY-MM-DD`). */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Midnight at the start of `day` in Bangkok (UTC+7, no daylight saving). */
function startOfBangkokDay(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

const overrideOf = (record: DrawOverrideRecord): DrawOverrideData => ({
  from: record.from,
  to: record.to,
  reason: record.reason,
});

/**
 * The draw calendar: the upcoming draws (the standing rules of `@lotto/number-tools` with the
 * admin's overrides applied) and the overrides themselves, checked against the calendar and today.
 */
export function createDrawCalendarService(deps: {
  overrides: DrawOverrideRepository;
  clock: Clock;
  changed: (tag: 'draws') => Promise<void>;
}) {
  const { overrides, clock, changed } = deps;
  const today = () => bangkokDay(clock());

  /** Every rule an override of the regular draw of `from` moved to `to` breaks, on its field. */
  const issuesOf = async (from: string, to: string): Promise<FieldIssue[]> => {
    const day = today();
    const issues: FieldIssue[] = [];
    if (!isRegularDrawDate(from))
      issues.push({ path: 'from', message: `${from} is not a regular draw date` });
    else if (from < day)
      issues.push({ path: 'from', message: `The draw of ${from} is in the past` });

    if (to === from) {
      issues.push({ path: 'to', message: DRAW_OVERRIDE_MESSAGES.sameDate });
      return issues;
    }
    if (to < day) issues.push({ path: 'to', message: 'The new date must not be in the past' });
    else if (Math.abs(daysBetween(from, to)) > DRAW_OVERRIDE_MAX_DAYS)
      issues.push({
        path: 'to',
        message: `The new date must be within ${DRAW_OVERRIDE_MAX_DAYS} days of the regular date`,
      });
    if (issues.length > 0) return issues;

    // The other overrides stay; this one (if any) is the one being replaced.
    const others = (await overrides.listNewestFirst())
      .filter((record) => record.from !== from)
      .map(overrideOf);
    const movedThere = others.find((override) => override.to === to);
    if (movedThere !== undefined)
      return [
        { path: 'to', message: `${to} already holds the draw moved from ${movedThere.from}` },
      ];
    try {
      // A draw the calendar itself holds on `to` (regular, or a past one-off) that no other
      // override moves away.
      const held = drawsBetween(to, to).some(
        (draw) => !others.some((override) => override.from === (draw.movedFrom ?? draw.date)),
      );
      if (held) return [{ path: 'to', message: `${to} is already a draw date` }];
      // The calendar's own check of the whole list: what it refuses is never stored.
      assertDrawOverrides([...others, { from, to, reason: 'check' }]);
    } catch (error) {
      if (error instanceof RangeError || error instanceof TypeError)
        return [{ path: 'to', message: error.message }];
      throw error;
    }
    return issues;
  };

  return {
    /**
     * The next draws from the start of `day` (Bangkok) on — today's draw stays listed all day, so
     * the answer depends on the day alone and is cached by it — and the announced changes ahead.
     */
    async upcoming(day: string): Promise<UpcomingDraws> {
      const all = (await overrides.listNewestFirst()).map(overrideOf);
      const draws = upcomingDraws(startOfBangkokDay(day), UPCOMING_DRAW_COUNT, all);
      return {
        draws: draws.map((draw) => ({
          date: draw.date,
          startsAt: draw.startsAt.toISOString(),
          completeBy: draw.completeBy.toISOString(),
          ...(draw.movedFrom === undefined ? {} : { movedFrom: draw.movedFrom }),
          ...(draw.reason === undefined ? {} : { reason: draw.reason }),
        })),
        overrides: all
          .filter((override) => override.from >= day || override.to >= day)
          .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)),
      };
    },

    /** Every override with who changed it last and when, the newest change first (admins). */
    list(): Promise<DrawOverrideRecord[]> {
      return overrides.listNewestFirst();
    },

    /** Announces (or replaces) the move of the regular draw of `from`, recorded as changed by `by`. */
    async set(from: string, input: DrawOverrideInput, by: string): Promise<DrawOverrideRecord> {
      const issues = await issuesOf(from, input.to);
      if (issues.length > 0) throw new ValidationError('Invalid draw change', issues);
      const now = clock();
      const record: DrawOverrideRecord = {
        from,
        to: input.to,
        reason: input.reason,
        changedBy: by,
        changedAt: now.toISOString(),
      };
      let saved = await overrides.replace(record);
      if (saved === null) {
        try {
          saved = await overrides.insert(newId(now.getTime()), record);
        } catch (error) {
          // Another admin announced one for the same draw at the same moment: this one replaces it.
          if (!(error instanceof DuplicateKeyError)) throw error;
          saved = await overrides.replace(record);
          if (saved === null) throw error;
        }
      }
      await changed('draws');
      return saved;
    },

    /** Takes an announced change back: the draw is held on its regular date again. */
    async remove(from: string): Promise<void> {
      const all = await overrides.listNewestFirst();
      const own = all.find((record) => record.from === from);
      // Another draw moved onto this regular date would then share it with this draw.
      const onto = all.find((record) => record.to === from);
      if (own !== undefined && onto !== undefined)
        throw new ConflictError(
          `The draw of ${onto.from} was moved to ${from}: take that change back first`,
        );
      if (!(await overrides.delete(from)))
        throw new NotFoundError(`No announced change for the draw of ${from}`);
      await changed('draws');
    },
  };
}

export type DrawCalendarService = ReturnType<typeof createDrawCalendarService>;
