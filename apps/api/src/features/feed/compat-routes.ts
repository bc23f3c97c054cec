import {
  COMMUNITY_ID_PATTERN,
  type CommunityAnswer,
  type DrawDetail,
  drawAmount,
  type Result,
  tierNumbers,
  COMPAT_API,
} from '@lotto/contracts';
import { SERVER_PAGES } from '@lotto/site';
import { ValidationError } from '../../shared/errors.js';
import { type PublicAnswers, routeCachedGet } from '../../shared/http/cached-get.js';
import type { AppRouter } from '../../shared/http/router.js';
import { COMMUNITY_TIER_IDS, communityAnswer, isoOfCommunityId } from './wire.js';

/*
 * The community API's shape, read-only (../shared/domain/feeds.md; contracts' compat.ts), spoken
 * with the same words (wire.ts) the feed's adapter reads it with: a bot written for that API works
 * against this one by changing its base URL to `<api>/compat`. The
 * answers are cached under the `results` tag like the other public reads, and our disagreements
 * ride in `response.disagreements`, a field the old shape does not have.
 */

/** A draw of ours in the community API's shape; `pageUrl` is its draw page (the `endpoint`). */
export function compatAnswerOf(draw: DrawDetail, pageUrl: string): CommunityAnswer {
  const answer = communityAnswer(draw.date, pageUrl, (tier) => ({
    numbers: tierNumbers(draw, tier) ?? [],
    reward: drawAmount(draw, tier).baht,
  }));
  if (draw.disagreements !== undefined && draw.disagreements.length > 0) {
    answer.response.disagreements = draw.disagreements.map((disagreement) => ({
      id: COMMUNITY_TIER_IDS[disagreement.tier].id,
      ...disagreement,
    }));
  }
  return answer;
}

/** `16112569` → `2026-11-16`; a 400 naming the expected form otherwise. */
export function readCommunityId(raw: string | undefined): string {
  const iso =
    raw !== undefined && COMMUNITY_ID_PATTERN.test(raw) ? isoOfCommunityId(raw) : undefined;
  if (iso === undefined) {
    throw new ValidationError('Invalid draw id', [
      {
        path: 'id',
        message: 'A draw id is DDMMYYYY with the Buddhist-era year, such as 16112569',
      },
    ]);
  }
  return iso;
}

/** The draws the answers show, as the results service tells them (app.ts passes it). */
export interface CompatDraws {
  /** `GET /api/results/latest`'s answer; throws NotFoundError without a draw. */
  latest(): Promise<Result>;
  /** `GET /results/:date`'s answer; throws NotFoundError without such a draw. */
  detail(date: string): Promise<DrawDetail>;
}

export function registerCompatRoutes(
  router: AppRouter,
  deps: {
    results: CompatDraws;
    answers: PublicAnswers;
    /** The site's origin (`SITE_URL`) for the draw pages' links; unset: paths alone. */
    siteUrl: string | undefined;
  },
): void {
  const { results, answers } = deps;
  const pageUrl = (date: string) => `${deps.siteUrl ?? ''}${SERVER_PAGES.drawPrefix}${date}`;

  routeCachedGet(router, answers, COMPAT_API.latest, () => ({
    load: async () => {
      const latest = await results.latest();
      return compatAnswerOf(await results.detail(latest.date), pageUrl(latest.date));
    },
  }));

  routeCachedGet(router, answers, COMPAT_API.draw, (ctx) => {
    const communityId = ctx.params.communityId;
    const date = readCommunityId(communityId);
    return {
      params: { communityId },
      load: async () => compatAnswerOf(await results.detail(date), pageUrl(date)),
    };
  });
}
