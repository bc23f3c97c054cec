import {
  type DrawChange,
  type DrawNumbers,
  type DrawStatus,
  FEED_SOURCES,
  type FeedAnswer,
  type FeedDisagreement,
  type FeedFetchResult,
  type FeedSource,
  type FeedStatus,
  sameNumbers,
  setTierNumbers,
  type StatedAmounts,
  type Tier,
  tierNumbers,
  type ValueSource,
} from '@lotto/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Clock } from '../../shared/clock.js';
import { ConflictError } from '../../shared/errors.js';
import {
  createCommunityAdapter,
  createGloAdapter,
  type FeedAdapter,
  type FetchOutcome,
} from './adapters.js';
import type { FeedRepository } from './feed-repository.js';
import { planFeed, type StoredForFeed } from './publish-rules.js';

/** One write the feed asks of the draws: tiers to add, a status, 'disputed' records — from one source. */
export interface FeedEdit {
  numbers: DrawNumbers;
  source: ValueSource;
  note?: string;
  status?: DrawStatus;
  disputed?: readonly { field: Tier; from: string[] | null; to: string[]; note: string }[];
  /** Amounts a source stated for the draw (replace the stored ones when they differ). */
  amounts?: StatedAmounts;
}

/**
 * What the feed needs of the draws (the results service, wired in app.ts): read one, and apply
 * edits in one write that creates it when not on file, clears the cached answers and records every
 * change with its source.
 */
export interface DrawStorePort {
  read(date: string): Promise<(StoredForFeed & { amounts?: StatedAmounts | undefined }) | null>;
  write(
    date: string,
    edits: readonly FeedEdit[],
    by: string,
  ): Promise<{ changes: DrawChange[]; status: DrawStatus | null }>;
}

/** Who the feed's changes are recorded as made by (their `source` says which interface). */
export const FEED_BY = 'results feed';

/** What the scheduler (when one runs) says about itself, for the status. */
export interface FeedSchedule {
  mode: FeedStatus['mode'];
  leader: boolean;
  nextAttemptAt: string | null;
  /** The draw it is watching; the last draw fetched when absent. */
  currentDate?: string | null;
}

export type FeedHealth = 'ok' | 'degraded' | 'off';

/**
 * The results feed: asks each configured source for a draw, keeps what they answered, publishes
 * through the results service by the rules of `publish-rules.ts` (so caches clear as for an
 * admin's write) and keeps the disagreements for the admin.
 */
export function createFeedService(deps: {
  draws: DrawStorePort;
  repository: FeedRepository;
  config: Config['feed'] | undefined;
  clock: Clock;
  logger?: Pick<Logger, 'warn' | 'info'>;
  /** The interfaces to ask; by default those whose base URL is configured. */
  adapters?: readonly FeedAdapter[];
}) {
  const { draws, repository, config, clock, logger } = deps;
  const adapters: readonly FeedAdapter[] =
    deps.adapters ??
    (config === undefined
      ? []
      : [
          ...(config.gloUrl === undefined
            ? []
            : [createGloAdapter({ baseUrl: config.gloUrl, timeoutMs: config.timeoutMs, clock })]),
          ...(config.communityUrl === undefined
            ? []
            : [
                createCommunityAdapter({
                  baseUrl: config.communityUrl,
                  timeoutMs: config.timeoutMs,
                  clock,
                }),
              ]),
        ]);
  const configured = new Set<FeedSource>(adapters.map((adapter) => adapter.source));
  let schedule: () => FeedSchedule = () => ({ mode: 'off', leader: false, nextAttemptAt: null });

  const ask = async (adapter: FeedAdapter, date: string): Promise<FetchOutcome> => {
    const at = clock().toISOString();
    let outcome: FetchOutcome;
    try {
      outcome = await adapter.fetchDraw(date);
    } catch (error) {
      outcome = { ok: false, message: `${adapter.source}: ${(error as Error).message}` };
    }
    await repository.recordAttempt(adapter.source, at, outcome.ok ? null : outcome.message);
    if (outcome.ok) await repository.saveAnswer(outcome.answer);
    else logger?.warn({ source: adapter.source, date }, `results feed: ${outcome.message}`);
    return outcome;
  };

  return {
    /** Whether any source is configured. */
    enabled: adapters.length > 0,

    /** The scheduler reports its mode, lease and next attempt through this. */
    useSchedule(provider: () => FeedSchedule): void {
      schedule = provider;
    },

    /**
     * Fetches the draw of `date` from every configured source and publishes what the rules allow.
     * A source that fails changes nothing; its failure is kept and returned in plain words.
     */
    async fetchDraw(date: string): Promise<FeedFetchResult> {
      if (adapters.length === 0)
        throw new ConflictError(
          'The results feed is off: set GLO_API_URL and/or COMMUNITY_API_URL to turn it on',
        );
      const outcomes = await Promise.all(
        adapters.map(async (adapter) => ({
          source: adapter.source,
          outcome: await ask(adapter, date),
        })),
      );
      const fresh: FeedAnswer[] = [];
      const errors: FeedFetchResult['errors'] = [];
      for (const { source, outcome } of outcomes) {
        if (outcome.ok) fresh.push(outcome.answer);
        else errors.push({ source, message: outcome.message });
      }

      // A source that failed this time still counts with what it answered last for this draw.
      const answers = (await repository.answersOf(date)).filter((a) => configured.has(a.source));
      const stored = await draws.read(date);
      const plan = planFeed({ date, answers, stored, kept: await repository.keptOf(date) });

      const edits: FeedEdit[] = [];
      // One edit per tier, so that each change carries its own note.
      for (const tier of plan.publish) {
        const numbers: DrawNumbers = {};
        setTierNumbers(numbers, tier.tier, tier.numbers);
        edits.push({ numbers, source: tier.source, note: tier.note });
      }
      if (stored !== null || edits.length > 0) {
        for (const disagreement of plan.opened) {
          const from = stored === null ? undefined : tierNumbers(stored, disagreement.tier);
          for (const value of disagreement.values) {
            if (!value.source.startsWith('feed:')) continue;
            if (from !== undefined && sameNumbers(from, value.numbers)) continue;
            edits.push({
              numbers: {},
              source: value.source,
              disputed: [
                {
                  field: disagreement.tier,
                  from: from === undefined ? null : [...from],
                  to: [...value.numbers],
                  note: disagreement.note ?? '',
                },
              ],
            });
          }
        }
      }
      // The amounts a source stated (GLO's first): kept on the draw unless another source's are.
      const stated = ['glo', 'community']
        .map((source) => answers.find((a) => a.source === source)?.amounts)
        .find((amounts) => amounts !== undefined);
      if (
        stated !== undefined &&
        (stored !== null || edits.length > 0) &&
        (stored?.amounts === undefined || stored.amounts.source === stated.source)
      )
        edits.push({ numbers: {}, source: stated.source, amounts: stated });
      if (plan.final) {
        edits.push({
          numbers: {},
          status: 'final',
          source: 'feed:glo',
          note: "GLO's results API and the community results API agree on every tier",
        });
      }
      const written =
        edits.length === 0
          ? { changes: [], status: stored?.status ?? null }
          : await draws.write(date, edits, FEED_BY);

      const at = clock().toISOString();
      for (const closed of plan.closed)
        await repository.closeDisagreement(date, closed.tier, at, closed.by);
      for (const opened of plan.opened)
        await repository.openDisagreement({ ...opened, openedAt: at });
      if (written.changes.length > 0)
        logger?.info({ date, changes: written.changes.length }, 'results feed published');

      return {
        date,
        answers: fresh,
        errors,
        changes: written.changes,
        disagreements: plan.open,
        status: written.status,
      };
    },

    /** The feed as the admin dashboard shows it. */
    async status(): Promise<FeedStatus> {
      const scheduled = schedule();
      const currentDate = scheduled.currentDate ?? (await repository.latestAnsweredDate());
      const sources = await Promise.all(
        FEED_SOURCES.map(async (source) => {
          const kept = await repository.sourceStatus(source);
          return {
            ...kept,
            configured: configured.has(source),
            degraded: configured.has(source) && kept.lastError !== null,
          };
        }),
      );
      const open = await repository.open();
      return {
        enabled: adapters.length > 0,
        mode: adapters.length === 0 ? 'off' : scheduled.mode,
        leader: scheduled.leader,
        currentDate,
        nextAttemptAt: scheduled.nextAttemptAt,
        sources,
        answers: currentDate === null ? [] : await repository.answersOf(currentDate),
        disagreements: open.map(({ date, tier, values, note }): FeedDisagreement => ({
          date,
          tier,
          values,
          ...(note === undefined ? {} : { note }),
        })),
      };
    },

    /** `off` without sources; `degraded` when a configured source's last attempt failed. */
    async health(): Promise<FeedHealth> {
      if (adapters.length === 0) return 'off';
      for (const source of configured) {
        if ((await repository.sourceStatus(source)).lastError !== null) return 'degraded';
      }
      return 'ok';
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
