import {
  type DrawNumbers,
  drawIssues,
  eraOf,
  type FeedAnswer,
  type FeedSource,
  setTierNumbers,
  type StatedAmounts,
  TIER_NAMES,
  type Tier,
  TIERS,
} from '@lotto/contracts';

/*
 * The rules every feed answer passes before anything of it is used — as strict as an admin's
 * paste: a tier is in when it has its era's full count of numbers of the era's digits; a tier
 * still being drawn (no numbers, placeholders, fewer numbers) is simply not in yet; anything else
 * (a tier the era does not have, too many numbers, a wrong length, a repeat, near-first not next
 * to the first prize, the wrong draw) makes the whole answer "no answer", never data.
 */

/** What an adapter read from an answer, before the rules: each tier's raw texts, the stated baht. */
export interface RawAnswer {
  /** The period date the answer says it is about (undefined when it does not say). */
  date: string | undefined;
  tiers: Partial<Record<Tier, readonly string[]>>;
  /** Baht per ticket as stated, per tier (texts as answered). */
  prices: Partial<Record<Tier, string>>;
}

export type AnswerCheck = { ok: true; answer: FeedAnswer } | { ok: false; reason: string };

/** A number not drawn yet, as result pages show one: empty, dashes, x's, stars, question marks. */
const PLACEHOLDER = /^[\s\-x*?.]*$/i;

/** The highest stated amount we take for sane: 100 million baht per ticket. */
const MAX_BAHT = 100_000_000;

/** Baht text (`6000000`, `6,000,000`, `6000000.00`) → whole baht, undefined when not sane. */
export function parseBaht(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const plain = text.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.0+)?$/.test(plain)) return undefined;
  const baht = Number.parseInt(plain, 10);
  return baht > 0 && baht <= MAX_BAHT ? baht : undefined;
}

/**
 * Checks a raw answer for the draw of `asked` and builds the {@link FeedAnswer}, or says in plain
 * words why it is no answer. `name` is how the source is named in the reason.
 */
export function checkAnswer(
  source: FeedSource,
  asked: string,
  raw: RawAnswer,
  at: string,
): AnswerCheck {
  const era = eraOf(asked);
  const numbers: DrawNumbers = {};
  const present: Tier[] = [];
  for (const tier of TIERS) {
    const texts = raw.tiers[tier];
    if (texts === undefined) continue;
    const drawn = texts.map((text) => text.trim()).filter((text) => !PLACEHOLDER.test(text));
    if (drawn.length === 0) continue;
    const rule = era.tiers[tier];
    const name = TIER_NAMES[tier];
    if (rule === undefined)
      return no(`it gives the ${name.toLowerCase()}, which draws of this period do not have`);
    if (drawn.length > rule.count)
      return no(`${name} has ${drawn.length} numbers; draws of this period have ${rule.count}`);
    const bad = drawn.find((text) => !new RegExp(`^\\d{${rule.digits}}$`).test(text));
    if (bad !== undefined) return no(`${name} holds "${bad}", not a ${rule.digits}-digit number`);
    // Fewer numbers than the tier has: still being drawn, not in yet.
    if (drawn.length < rule.count) continue;
    setTierNumbers(numbers, tier, drawn);
    present.push(tier);
  }
  if (present.length > 0) {
    if (raw.date === undefined) return no('it does not say which draw it is');
    if (raw.date !== asked) return no(`it is the draw of ${raw.date}, not of ${asked}`);
    const issues = drawIssues({ date: asked, ...numbers });
    const [issue] = issues;
    if (issue !== undefined) return no(issue.message);
  }
  const answer: FeedAnswer = { source, date: asked, at, ...numbers };
  const baht: StatedAmounts['baht'] = {};
  // Prices are known before the numbers: an answer with any tier in states every tier's.
  for (const tier of present.length === 0 ? [] : TIERS.filter((t) => era.tiers[t] !== undefined)) {
    const amount = parseBaht(raw.prices[tier]);
    if (amount !== undefined) baht[tier] = amount;
  }
  if (Object.keys(baht).length > 0) answer.amounts = { source: `feed:${source}`, baht };
  return { ok: true, answer };
}

const no = (reason: string): AnswerCheck => ({ ok: false, reason });
