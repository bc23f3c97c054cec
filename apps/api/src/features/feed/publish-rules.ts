import {
  type DrawChange,
  type DrawNumbers,
  type DrawStatus,
  eraTiers,
  type FeedAnswer,
  type FeedDisagreement,
  sameNumbers,
  type SourceNumbers,
  type TierDisagreement,
  TIER_NAMES,
  type Tier,
  tierNumbers,
  VALUE_SOURCE_NAMES,
  type ValueSource,
} from '@lotto/contracts';

/*
 * The feed's publishing rules, as one pure function: the sources' latest answers and the stored
 * draw in, what to publish and which disagreements are open out. Per tier of the draw's era:
 * - every source that has the tier gives the same numbers and nothing else is stored: publish it
 *   (provisional), from GLO when both have it, else from the one that has it so far;
 * - the sources give different numbers, or a source differs from what is stored (the admin's entry,
 *   an earlier feed value, or a tier the draw holds as disputed): publish nothing for the tier, never
 *   overwrite — an open disagreement;
 * - the draw turns final when both sources have every tier of the era, agree on each, and the
 *   stored draw holds exactly that.
 * A disagreement closes when the sources and the stored draw come to agree, or when the admin acts
 * on it (changes that tier or confirms the draw after it opened); the admin's decision stands until
 * a source answers something new.
 */

/** A feed source as a value source. */
export type FeedValueSource = Extract<ValueSource, `feed:${string}`>;

/** The stored draw as far as the rules need it. */
export interface StoredForFeed extends DrawNumbers {
  date: string;
  status: DrawStatus;
  changes: readonly DrawChange[];
  /** Tiers the draw holds as disputed (its sources disagree): the feed never settles them. */
  disagreements?: readonly TierDisagreement[] | undefined;
}

/** A disagreement the feed keeps, open or closed. */
export interface KeptDisagreement extends FeedDisagreement {
  openedAt: string;
  /** When and how it closed: the sources came to agree, or the admin acted on it. */
  closedAt?: string;
  closedBy?: 'agreement' | 'admin';
}

export interface FeedPlanInput {
  date: string;
  /** Each source's latest answer for the draw (at most one per source). */
  answers: readonly FeedAnswer[];
  stored: StoredForFeed | null;
  /** The disagreements kept for this draw (open and closed). */
  kept: readonly KeptDisagreement[];
}

export interface TierToPublish {
  tier: Tier;
  numbers: string[];
  source: FeedValueSource;
  note: string;
}

export interface FeedPlan {
  publish: TierToPublish[];
  /** The disagreements open after this fetch, one per tier (new ones and those still open). */
  open: FeedDisagreement[];
  /** Of `open`, those not open before (or open with other values): each is recorded in the draw's history. */
  opened: FeedDisagreement[];
  /** Tiers whose open disagreement closes, and why. */
  closed: { tier: Tier; by: 'agreement' | 'admin' }[];
  /** Set the draw's status to final. */
  final: boolean;
}

const sourceOf = (answer: FeedAnswer): FeedValueSource => `feed:${answer.source}`;

/** Where the stored numbers of `tier` came from: the source of its last change (`admin` when unsaid). */
export function storedSource(stored: StoredForFeed, tier: Tier): ValueSource {
  for (let i = stored.changes.length - 1; i >= 0; i--) {
    const change = stored.changes[i];
    if (change?.field === tier && (change.kind === 'added' || change.kind === 'corrected'))
      return change.source ?? 'admin';
  }
  return 'admin';
}

const byAdmin = (change: DrawChange) => change.source === undefined || change.source === 'admin';

/** Whether the admin changed `tier` or confirmed the draw after `since`. */
function adminActedOn(stored: StoredForFeed | null, tier: Tier, since: string): boolean {
  return (
    stored?.changes.some(
      (change) =>
        change.at > since &&
        byAdmin(change) &&
        (change.field === tier || (change.kind === 'status' && change.to === 'final')),
    ) ?? false
  );
}

const key = (values: readonly SourceNumbers[]) =>
  values
    .map((value) => `${value.source}=${[...value.numbers].sort().join(',')}`)
    .sort()
    .join(';');

/** The feed sources' values of a disagreement (the stored value left out). */
const feedValues = (d: FeedDisagreement, feeds: ReadonlySet<ValueSource>) =>
  key(d.values.filter((value) => feeds.has(value.source)));

export function planFeed(input: FeedPlanInput): FeedPlan {
  const { date, answers, stored, kept } = input;
  const plan: FeedPlan = { publish: [], open: [], opened: [], closed: [], final: false };
  const tiers = eraTiers(date);
  const feedSources = new Set<ValueSource>(answers.map(sourceOf));
  let everyTierAgreed = answers.length >= 2;

  for (const tier of tiers) {
    const given = answers.flatMap((answer) => {
      const numbers = tierNumbers(answer, tier);
      return numbers === undefined ? [] : [{ source: sourceOf(answer), numbers: [...numbers] }];
    });
    const storedNumbers = stored === null ? undefined : tierNumbers(stored, tier);
    const open = kept.find((d) => d.tier === tier && d.closedAt === undefined);
    if (given.length < answers.length || answers.length < 2) everyTierAgreed = false;
    if (given.length === 0) {
      if (open !== undefined) plan.open.push(strip(open));
      continue;
    }

    const values: SourceNumbers[] = [...given];
    const keep = (value: SourceNumbers) => {
      if (!values.some((v) => v.source === value.source && sameNumbers(v.numbers, value.numbers)))
        values.push({ source: value.source, numbers: [...value.numbers] });
    };
    if (storedNumbers !== undefined && stored !== null)
      keep({ source: storedSource(stored, tier), numbers: [...storedNumbers] });
    // A tier the draw holds as disputed stays so: every value it keeps counts as stored.
    for (const value of stored?.disagreements?.find((d) => d.tier === tier)?.values ?? [])
      keep(value);
    const [first] = values as [SourceNumbers, ...SourceNumbers[]];
    const agree = values.every((value) => sameNumbers(value.numbers, first.numbers));

    if (agree) {
      if (open !== undefined) plan.closed.push({ tier, by: 'agreement' });
      if (storedNumbers === undefined) {
        const [from] = given as [SourceNumbers, ...SourceNumbers[]];
        plan.publish.push({
          tier,
          numbers: [...from.numbers],
          source: from.source as FeedValueSource,
          note:
            given.length > 1
              ? `${given.map((g) => VALUE_SOURCE_NAMES[g.source]).join(' and ')} agree`
              : `only ${VALUE_SOURCE_NAMES[from.source]} has it so far`,
        });
      }
      continue;
    }

    everyTierAgreed = false;
    const disagreement: FeedDisagreement = {
      date,
      tier,
      values,
      note: disagreementNote(tier, values),
    };
    if (open !== undefined && adminActedOn(stored, tier, open.openedAt)) {
      // The admin decided after seeing it: closed, and not reopened for the same feed values.
      plan.closed.push({ tier, by: 'admin' });
      if (feedValues(open, feedSources) !== feedValues(disagreement, feedSources)) {
        plan.open.push(disagreement);
        plan.opened.push(disagreement);
      }
      continue;
    }
    if (open === undefined) {
      const dismissed = kept.some(
        (d) =>
          d.tier === tier &&
          d.closedBy === 'admin' &&
          feedValues(d, feedSources) === feedValues(disagreement, feedSources),
      );
      if (dismissed) continue;
    }
    plan.open.push(disagreement);
    // An open one with other values is replaced by this one, which is recorded anew.
    if (open === undefined || key(open.values) !== key(values)) plan.opened.push(disagreement);
  }

  // Next-to-first is checked against the first prize: it waits until that is on file.
  const prize1On =
    (stored !== null && tierNumbers(stored, 'prize1') !== undefined) ||
    plan.publish.some((p) => p.tier === 'prize1');
  if (!prize1On) plan.publish = plan.publish.filter((p) => p.tier !== 'near1');

  if (everyTierAgreed && stored?.status !== 'final') {
    // Final needs the stored draw (after this publish) to hold every tier exactly as answered.
    plan.final = tiers.every(
      (tier) =>
        (stored !== null && tierNumbers(stored, tier) !== undefined) ||
        plan.publish.some((p) => p.tier === tier),
    );
  }
  return plan;
}

function strip(d: KeptDisagreement): FeedDisagreement {
  return {
    date: d.date,
    tier: d.tier,
    values: d.values,
    ...(d.note === undefined ? {} : { note: d.note }),
  };
}

/** "GLO's results API says 96, the community results API says 06: …" */
export function disagreementNote(tier: Tier, values: readonly SourceNumbers[]): string {
  const said = values
    .map((value) => {
      const numbers =
        value.numbers.length > 6 ? `${value.numbers.length} numbers` : value.numbers.join(' ');
      return `${VALUE_SOURCE_NAMES[value.source]} says ${numbers}`;
    })
    .join(', ');
  return `${TIER_NAMES[tier]}: ${said}. Not published automatically: check GLO's official sheet and correct or confirm the draw.`;
}
