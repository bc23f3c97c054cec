import { bangkokDay, type FeedFetchResult } from '@lotto/contracts';
import { type DrawOverride, drawsBetween, type ScheduledDraw } from '@lotto/number-tools';
import type { Logger } from 'pino';
import type { Clock } from '../../shared/clock.js';
import type { FeedLease } from './feed-lease.js';

/*
 * When the results feed fetches (issue 25, ../shared/domain/feeds.md "What a results site does"):
 *
 * - On a draw day (the draw calendar with the admin's moves), from the draw's start (14:30 Bangkok)
 *   about once a minute with jitter, backing off on failures up to a bound, until the draw is final
 *   or 12 hours after its start (a disagreement can keep a draw provisional until the admin
 *   confirms it: the poller does not hammer the sources all night for it; the daily check takes
 *   over).
 * - Otherwise once a day: the latest two draws held, for the late corrections GLO publishes in the
 *   days after a draw (the latest), and for a draw that was still provisional or disputed when the
 *   next one came (the one before it), which nothing else would look at again.
 * - Only while this instance holds the fetch lease (one fetcher per deployment), never two fetches
 *   at once, and no failure leaves the scheduler: it is logged and the next attempt is planned.
 */

export { DEFAULT_POLL_SCHEDULE, type PollSchedule } from './poll-schedule.js';
import type { PollSchedule } from './poll-schedule.js';

/** Every wait is the planned one ± this share of it, so instances and sites do not ask in step. */
export const JITTER_RATIO = 0.2;

/** How many of the latest draws the daily check fetches again. */
export const DAILY_DRAWS = 2;

/** The poller's part of the feed's status (`FeedStatus`'s `mode`, `leader`, `nextAttemptAt`). */
export interface FeedPollerStatus {
  mode: 'draw-day' | 'daily' | 'off';
  leader: boolean;
  /** ISO time of this instance's next attempt; null while it does not hold the lease or is stopped. */
  nextAttemptAt: string | null;
  /** The draw it watches: today's on a draw day, else the latest; null while it does not fetch. */
  currentDate: string | null;
}

/** What the scheduler does next: fetch `dates` at `at`. */
export interface FeedPlan {
  mode: 'draw-day' | 'daily';
  at: number;
  dates: string[];
}

/** The scheduler's memory between attempts. */
export interface FeedPollState {
  /** Draws a fetch saw final: draw day stops for them. */
  final: Set<string>;
  /** Failed attempts in a row (the back-off's exponent). */
  failures: number;
  /** When the next draw-day attempt is due (null: at the draw's start). */
  drawDayDueAt: number | null;
  /** When the next daily check is due. */
  dailyDueAt: number;
}

const DAY_MS = 86_400_000;

/** `ms` ± {@link JITTER_RATIO} of it; `random` in [0, 1). */
export function withJitter(ms: number, random: () => number): number {
  return Math.round(ms * (1 - JITTER_RATIO + 2 * JITTER_RATIO * random()));
}

/**
 * The wait before the next attempt after `failures` failures in a row: `base` when the last one
 * worked, else the draw-day interval doubled per failure, never longer than `backoffMaxMs` (both
 * with jitter, the bound included).
 */
export function nextWait(
  base: number,
  failures: number,
  schedule: PollSchedule,
  random: () => number,
): number {
  if (failures === 0) return withJitter(base, random);
  const backoff = Math.min(
    schedule.drawDayIntervalMs * 2 ** Math.min(failures - 1, 30),
    schedule.backoffMaxMs,
  );
  return Math.min(withJitter(backoff, random), schedule.backoffMaxMs);
}

/** How long after its start a draw that is not final yet is still fetched once a minute. */
export const DRAW_DAY_WINDOW_MS = 12 * 3_600_000;

/**
 * The draw day's draw at `now` (the admin's moves applied, the dev start if set): one that has
 * started less than {@link DRAW_DAY_WINDOW_MS} ago and is not final, else today's if it has not
 * started yet, else null.
 */
export function drawOfDay(
  now: Date,
  overrides: readonly DrawOverride[],
  schedule: PollSchedule,
  final: ReadonlySet<string> = new Set(),
): ScheduledDraw | null {
  const today = bangkokDay(now);
  const dev = schedule.devDrawStartsAt;
  const draws = drawsBetween(bangkokDay(new Date(now.getTime() - DAY_MS)), today, overrides)
    .map((draw) =>
      dev !== undefined && bangkokDay(dev) === draw.date ? { ...draw, startsAt: dev } : draw,
    )
    .filter((draw) => !final.has(draw.date));
  const t = now.getTime();
  return (
    draws.find(
      (draw) => draw.startsAt.getTime() <= t && t < draw.startsAt.getTime() + DRAW_DAY_WINDOW_MS,
    ) ??
    draws.find((draw) => draw.date === today && draw.startsAt.getTime() > t) ??
    null
  );
}

/** The latest {@link DAILY_DRAWS} draws that have started by `now` (the dev start counted), newest first. */
export function latestDraws(
  now: Date,
  overrides: readonly DrawOverride[],
  schedule?: Pick<PollSchedule, 'devDrawStartsAt'>,
): string[] {
  const today = bangkokDay(now);
  const dev = schedule?.devDrawStartsAt;
  // Two months back always holds two draws (two a month; a move shifts one by at most a month).
  const from = bangkokDay(new Date(now.getTime() - 62 * DAY_MS));
  return drawsBetween(from, today, overrides)
    .filter((draw) => {
      const startsAt = dev !== undefined && bangkokDay(dev) === draw.date ? dev : draw.startsAt;
      return startsAt.getTime() <= now.getTime();
    })
    .map((draw) => draw.date)
    .reverse()
    .slice(0, DAILY_DRAWS);
}

/** What to fetch next and when, from the calendar and the state (pure). */
export function planNext(
  now: Date,
  overrides: readonly DrawOverride[],
  state: FeedPollState,
  schedule: PollSchedule,
): FeedPlan {
  const draw = drawOfDay(now, overrides, schedule, state.final);
  if (draw !== null) {
    const start = draw.startsAt.getTime();
    return {
      mode: 'draw-day',
      at: Math.max(start, state.drawDayDueAt ?? start),
      dates: [draw.date],
    };
  }
  return { mode: 'daily', at: state.dailyDueAt, dates: latestDraws(now, overrides, schedule) };
}

/** setTimeout / clearTimeout, injected so the tests run the scheduler on a fake clock. */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (run, ms) => {
    const handle = setTimeout(run, ms);
    // The poller never keeps the process alive by itself.
    handle.unref();
    return handle;
  },
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface FeedPollerDeps {
  /** The feed's fetch of one draw (publishes what arrives; never called twice at once from here). */
  fetchDraw(date: string): Promise<FeedFetchResult>;
  /** The admin's announced moves (read again before each plan, so a move counts within a minute). */
  overrides(): Promise<DrawOverride[]>;
  lease: FeedLease;
  schedule: PollSchedule;
  logger: Logger;
  clock?: Clock;
  timers?: Timers;
  /** In [0, 1): the jitter. */
  random?: () => number;
}

export interface FeedPoller {
  /** Starts competing for the lease and, once held, fetching. */
  start(): void;
  /** Stops planning, waits for an attempt under way, releases the lease. */
  stop(): Promise<void>;
  status(): FeedPollerStatus;
}

/**
 * The scheduler: one timer at a time; each wake-up re-reads the calendar, then either fetches what
 * is due or sleeps again (never longer than the draw-day interval, so an admin's move is seen
 * within it). The lease is renewed on its own timer; losing it stops fetching at once.
 */
export function createFeedPoller(deps: FeedPollerDeps): FeedPoller {
  const { lease, schedule, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const timers = deps.timers ?? realTimers;
  const random = deps.random ?? Math.random;
  const log = logger.child({ part: 'feed-poller' });

  const state: FeedPollState = { final: new Set(), failures: 0, drawDayDueAt: null, dailyDueAt: 0 };
  let running = false;
  let leader = false;
  let mode: FeedPollerStatus['mode'] = 'off';
  let nextAt: number | null = null;
  let watching: string | null = null;
  let wake: unknown;
  let renewal: unknown;
  let current: Promise<void> = Promise.resolve();
  let ticking = false;
  // Read through a function: both change while an attempt awaits.
  const fetching = () => running && leader;

  const sleep = (ms: number) => {
    if (!running) return;
    timers.clear(wake);
    wake = timers.set(
      () => {
        // A wake-up during a tick (a lost lease) is left to that tick, which plans the next one:
        // never two ticks, so never two fetches, at once.
        if (ticking) return;
        ticking = true;
        current = tick().finally(() => (ticking = false));
      },
      Math.max(0, ms),
    );
  };

  const becomeLeader = () => {
    leader = true;
    const now = clock().getTime();
    // The first check soon after taking over: the previous holder's plan is not known here.
    state.dailyDueAt = now + Math.round(random() * JITTER_RATIO * schedule.drawDayIntervalMs);
    state.drawDayDueAt = null;
    state.failures = 0;
    log.info('holding the feed lease: this instance fetches');
    const renewEvery = Math.max(1, Math.floor(schedule.leaseTtlMs / 3));
    const renew = () => {
      renewal = timers.set(() => {
        void lease.renew().then(
          (held) => {
            if (!running || !leader) return;
            if (held) renew();
            else loseLease('the lease was taken or expired');
          },
          (error: unknown) => {
            if (running && leader) loseLease(`renewing failed: ${String(error)}`);
          },
        );
      }, renewEvery);
    };
    renew();
  };

  const loseLease = (why: string) => {
    leader = false;
    nextAt = null;
    timers.clear(renewal);
    log.warn({ why }, 'lost the feed lease: this instance stops fetching');
    sleep(0);
  };

  const attempt = async (plan: FeedPlan): Promise<void> => {
    let failed = false;
    for (const date of plan.dates) {
      if (!fetching()) return;
      try {
        const result = await deps.fetchDraw(date);
        const answered = result.answers.length > 0;
        if (!answered && result.errors.length > 0) failed = true;
        if (result.status === 'final') state.final.add(date);
        log.info(
          {
            date,
            mode: plan.mode,
            status: result.status,
            changes: result.changes.length,
            disagreements: result.disagreements.length,
            errors: result.errors,
          },
          'feed fetched',
        );
      } catch (error) {
        failed = true;
        log.warn({ err: error, date, mode: plan.mode }, 'feed fetch failed');
      }
    }
    state.failures = failed ? state.failures + 1 : 0;
    const now = clock().getTime();
    if (plan.mode === 'draw-day') {
      state.drawDayDueAt =
        now + nextWait(schedule.drawDayIntervalMs, state.failures, schedule, random);
      // The draw was just looked at: the daily check comes a day after draw day, not right after it.
      state.dailyDueAt = Math.max(
        state.dailyDueAt,
        now + withJitter(schedule.dailyIntervalMs, random),
      );
    } else {
      state.dailyDueAt = now + nextWait(schedule.dailyIntervalMs, state.failures, schedule, random);
    }
  };

  const standBy = () => {
    mode = 'off';
    // Try again before a holder that died would have lost it for long.
    sleep(Math.max(1, Math.floor(schedule.leaseTtlMs / 2)));
  };

  const tick = async (): Promise<void> => {
    if (!running) return;
    try {
      if (!leader) {
        if (await lease.acquire()) becomeLeader();
        else {
          standBy();
          return;
        }
      }
      const overrides = await deps.overrides();
      let plan = planNext(clock(), overrides, state, schedule);
      mode = plan.mode;
      if (plan.at <= clock().getTime() && fetching()) {
        await attempt(plan);
        plan = planNext(clock(), await deps.overrides(), state, schedule);
        mode = plan.mode;
      }
      if (!fetching()) {
        // The lease was lost during the attempt.
        standBy();
        return;
      }
      nextAt = plan.at;
      watching = plan.dates[0] ?? null;
      sleep(Math.min(plan.at - clock().getTime(), schedule.drawDayIntervalMs));
    } catch (error) {
      // The calendar could not be read (the store is down) or the lease call failed: try again.
      log.warn({ err: error }, 'feed poller could not plan; trying again');
      sleep(schedule.drawDayIntervalMs);
    }
  };

  return {
    start() {
      if (running) return;
      running = true;
      sleep(0);
    },
    async stop() {
      if (!running) return;
      running = false;
      timers.clear(wake);
      timers.clear(renewal);
      await current;
      // An attempt that ended during the stop may have set the renewal again.
      timers.clear(renewal);
      timers.clear(wake);
      if (leader) {
        leader = false;
        try {
          await lease.release();
        } catch (error) {
          log.warn({ err: error }, 'could not release the feed lease; it expires by itself');
        }
      }
      nextAt = null;
      mode = 'off';
      await lease.close();
    },
    status() {
      const fetches = running && leader;
      return {
        mode: running ? mode : 'off',
        leader: fetches,
        nextAttemptAt: fetches && nextAt !== null ? new Date(nextAt).toISOString() : null,
        currentDate: fetches ? watching : null,
      };
    },
  };
}
