import type { FeedFetchResult } from '@lotto/contracts';
import type { DrawOverride } from '@lotto/number-tools';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Clock } from '../../shared/clock.js';
import { type FeedLease, openRedisLease, processLease } from './feed-lease.js';
import { createFeedPoller, type FeedPoller } from './poller.js';

/**
 * The poller as the API runs it (main.ts): the lease in Redis when the API runs with Redis (several
 * instances may), else the process's own (the embedded store allows one process per data folder);
 * the admin's moves from the draw calendar. Not started yet: `start()` it once the API listens.
 */
export async function openFeedPoller(deps: {
  config: Pick<Config, 'redis' | 'feedSchedule'>;
  fetchDraw: (date: string) => Promise<FeedFetchResult>;
  /** The draw calendar's announced moves (its service's `list()`, passed in by main.ts). */
  calendar: { list(): Promise<DrawOverride[]> };
  logger: Logger;
  clock?: Clock;
}): Promise<FeedPoller> {
  const { config, logger } = deps;
  const lease: FeedLease =
    config.redis === undefined
      ? processLease
      : await openRedisLease({ ...config.redis, ttlMs: config.feedSchedule.leaseTtlMs }, logger);
  return createFeedPoller({
    fetchDraw: deps.fetchDraw,
    overrides: async () =>
      (await deps.calendar.list()).map(({ from, to, reason }) => ({ from, to, reason })),
    lease,
    schedule: config.feedSchedule,
    logger,
    ...(deps.clock === undefined ? {} : { clock: deps.clock }),
  });
}
