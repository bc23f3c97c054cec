import type { Tier, TierDisagreement, ValueSource } from '@lotto/contracts';

/*
 * The pure part of what every page says about a tier whose sources disagree (issue 25): the draw
 * leaves the tier out of its numbers and keeps every source's value in `disagreements`. Shared by
 * the app (apps/pwa/src/draws/disagreements.ts adds the words) and the server's share card.
 */

/** A draw shape that may carry disagreements (every draw shape of the contracts does). */
export interface MayDisagree {
  disagreements?: readonly TierDisagreement[] | undefined;
}

/** The disagreement on `tier` of a draw, when its sources disagree on it. */
export function disagreementOn(draw: MayDisagree, tier: Tier): TierDisagreement | undefined {
  return draw.disagreements?.find((d) => d.tier === tier);
}

/** The disputed tiers of a draw, in the order the draw lists them. */
export function disputedTiers(draw: MayDisagree): Tier[] {
  return (draw.disagreements ?? []).map((d) => d.tier);
}

/**
 * Each source's numbers that not every other source has (as multisets): the whole value of a
 * single-number tier, only the differing numbers of a list (a 4th prize disputed on one number
 * names that number, not all fifty). A source whose numbers all others share keeps its list.
 */
export function differingNumbers(
  disagreement: TierDisagreement,
): { source: ValueSource; numbers: string[] }[] {
  const { values } = disagreement;
  return values.map((value) => {
    const differs = value.numbers.filter((number) =>
      values.some((other) => {
        if (other === value) return false;
        const mine = value.numbers.filter((n) => n === number).length;
        return other.numbers.filter((n) => n === number).length < mine;
      }),
    );
    return { source: value.source, numbers: differs.length > 0 ? differs : [...value.numbers] };
  });
}

/**
 * The numbers of a disputed list tier every source has (as a multiset): shown as the tier's numbers
 * beside the disputed ones. Empty for a single-number tier.
 */
export function agreedNumbers(disagreement: TierDisagreement): string[] {
  const [first, ...others] = disagreement.values;
  if (first === undefined) return [];
  const left = others.map((value) => [...value.numbers]);
  const agreed: string[] = [];
  for (const number of first.numbers) {
    if (left.every((list) => list.includes(number))) {
      agreed.push(number);
      for (const list of left) list.splice(list.indexOf(number), 1);
    }
  }
  return agreed;
}
