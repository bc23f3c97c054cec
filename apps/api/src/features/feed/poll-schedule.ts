/*
 * The poller's schedule on its own, with no dependency: config.ts reads the settings into it
 * without loading the poller (the feed's code is started by app.ts only when a feed is set).
 */

/** How often and how hard the poller fetches (FEED_* settings; see config.ts and the README). */
export interface PollSchedule {
  /** Draw-day cadence (and the scale of the back-off). */
  drawDayIntervalMs: number;
  /** The daily check's cadence. */
  dailyIntervalMs: number;
  /** The longest wait after failures. */
  backoffMaxMs: number;
  /** How long the fetch lease lasts unless renewed (renewed every third of it). */
  leaseTtlMs: number;
  /**
   * Dev only (`FEED_DEV_DRAW_STARTS_AT`, refused in production): the instant the draw of that
   * instant's Bangkok day starts instead of 14:30, so a replayed draw day can start now.
   */
  devDrawStartsAt?: Date;
}

export const DEFAULT_POLL_SCHEDULE: PollSchedule = {
  drawDayIntervalMs: 60_000,
  dailyIntervalMs: 86_400_000,
  backoffMaxMs: 900_000,
  leaseTtlMs: 30_000,
};
