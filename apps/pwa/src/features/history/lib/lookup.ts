import { eraOf, FULL_TIERS, type Draw, type Result, type Tier } from '@lotto/contracts';
import { disagreementOn, type MayDisagree } from '@/draws/disagreements';
import { parseLookupQuery } from '@/links/history-search';

/*
 * "Has my number ever won?": pure lookups over the draws the device holds (no React, no I/O).
 *
 * What a number is compared with, by its length:
 * - 6 digits: the first prize, the near-first numbers and the 2nd–5th prizes. Near-first numbers are
 *   the first prize ± 1 by definition (`nearFirstOf`), so where a draw's list is not on the device they
 *   are compared as derived from its first prize (1995–2006 has no near-first list on file). The first prizes of
 *   1990–94 have 7 digits and those draws have no other 6-digit tier, so a 6-digit number can never
 *   match them: they are not counted in `searched` but in `skipped`, and their years are listed in
 *   `yearsWithoutFullTiers` (they have no 2nd–5th prizes on file).
 * - 3 digits: front-3 (from 1 Sep 2015), last-3 (four numbers a draw before 1 Sep 2015, two since)
 *   and the last three digits of a 6-digit first prize (shown apart: GLO pays no prize on it).
 * - 2 digits: last-2 and the last two digits of a 6-digit first prize (no prize either).
 * - 4 or 5 digits: no prize of any era matches 4 or 5 digits, so there is nothing to look up; the
 *   query is refused with a sentence saying so (see `parseLookupQuery`).
 * The 7-digit first prizes of 1990–94 give no "last three/two" hits: no source explains their
 * format, and their last two digits are not the draw's last-2.
 *
 * A tier whose sources disagree (`disagreements`) is uncertain: a number that is one source's value
 * is listed as a `disputed` hit ('sources disagree'), never as a win, and not counted in `drawsIn`.
 */

/** What a number can match: a tier of the draw, or the first prize's last three/two digits. */
export type HitKind = Tier | 'prize1-last3' | 'prize1-last2';

/** The tiers only a full draw holds (near-first, 2nd–5th prizes). */
export type FullTier = (typeof FULL_TIERS)[number];

export interface NumberHit {
  /** Period date of the draw (`YYYY-MM-DD`). */
  date: string;
  kind: HitKind;
  /** The winning number as published (the 6-digit first prize for `prize1-last3/last2`). */
  number: string;
  /** How many times the number is in that tier of the draw (usually 1: some tiers repeat a number). */
  times: number;
  /**
   * The tier's sources disagree and the number is only some sources' value: uncertain, shown as
   * 'sources disagree', not a win (`times`: the most any source has it).
   */
  disputed?: true;
}

/**
 * The tiers of one draw that only a full draw holds, and the disagreements on them. Absent tiers
 * are not on file (or disputed).
 */
export type FullTiers = Pick<Draw, FullTier> & MayDisagree;

export interface LookupAnswer {
  /** Normalised 2, 3 or 6 digits. */
  query: string;
  /** Newest first; within a draw in sheet order (first prize, near-first, front-3, last-3, …). */
  hits: NumberHit[];
  /** Draws compared with the number (for 6 digits: draws with a 6-digit first prize, i.e. 1995 on). */
  searched: number;
  /** Draws that cannot hold a number of this length (6 digits: the 120 draws of 1990–94). */
  skipped: number;
  /**
   * 6 digits only (else empty), ascending: years with a draw whose near-first or 2nd–5th prizes
   * could not be compared — not on file at all (the light list's `missing`), not fetched to this
   * device yet, or (1990–94) a 7-digit era without them. `fullTierGaps` says which tiers.
   */
  yearsWithoutFullTiers: number[];
  /** 6 digits only: per full tier, the years where it could not be compared (ascending). */
  fullTierGaps: { tier: FullTier; years: number[] }[];
  /**
   * 6 digits only: years with a draw whose full tiers are on file (the API has them) but not on this
   * device: fetching the tiers (`GET /results/tiers`) would complete the lookup.
   */
  yearsToFetch: number[];
}

const yearOf = (date: string): number =>
  (date.charCodeAt(0) - 48) * 1000 +
  (date.charCodeAt(1) - 48) * 100 +
  (date.charCodeAt(2) - 48) * 10 +
  (date.charCodeAt(3) - 48);

const ascending = (set: ReadonlySet<number>): number[] => [...set].sort((a, b) => a - b);

function countIn(list: readonly string[] | undefined, query: string): number {
  if (list === undefined) return 0;
  let times = 0;
  for (const number of list) if (number === query) times++;
  return times;
}

/** Whether `prize1` is 6 digits and ends with `query` (2 or 3 digits). */
function prize1EndsWith(prize1: string | undefined, query: string): prize1 is string {
  return prize1?.length === 6 && prize1.endsWith(query);
}

/**
 * A `disputed` hit when `tier` of the draw is disputed and `query` is in some source's value
 * (`end`: the first prize's last digits, compared with each source's first prize).
 */
function pushDisputed(
  draw: { date: string } & MayDisagree,
  tier: Tier,
  query: string,
  hits: NumberHit[],
  kind: HitKind = tier,
): void {
  const disagreement = disagreementOn(draw, tier);
  if (disagreement === undefined) return;
  if (kind === 'prize1-last3' || kind === 'prize1-last2') {
    const ends = disagreement.values.filter((value) => prize1EndsWith(value.numbers[0], query));
    const first = ends[0]?.numbers[0];
    if (first !== undefined)
      hits.push({ date: draw.date, kind, number: first, times: 1, disputed: true });
    return;
  }
  let times = 0;
  for (const value of disagreement.values) times = Math.max(times, countIn(value.numbers, query));
  if (times > 0) hits.push({ date: draw.date, kind, number: query, times, disputed: true });
}

/**
 * Pushes the hits of a 2- or 3-digit `query` in one draw (shared with `numbersHistory`); every era
 * has last-3 and last-2, so every draw can be compared. A disputed tier gives a `disputed` hit.
 */
export function pushShortHits(query: string, draw: Result, hits: NumberHit[]): void {
  if (query.length === 3) {
    const front = countIn(draw.front3, query);
    if (front > 0) hits.push({ date: draw.date, kind: 'front3', number: query, times: front });
    else if (draw.front3 === undefined) pushDisputed(draw, 'front3', query, hits);
    const last = countIn(draw.last3, query);
    if (last > 0) hits.push({ date: draw.date, kind: 'last3', number: query, times: last });
    else if (draw.last3 === undefined) pushDisputed(draw, 'last3', query, hits);
    if (prize1EndsWith(draw.prize1, query))
      hits.push({ date: draw.date, kind: 'prize1-last3', number: draw.prize1, times: 1 });
    else pushDisputed(draw, 'prize1', query, hits, 'prize1-last3');
  } else {
    if (draw.last2 === query)
      hits.push({ date: draw.date, kind: 'last2', number: query, times: 1 });
    else if (draw.last2 === undefined) pushDisputed(draw, 'last2', query, hits);
    if (prize1EndsWith(draw.prize1, query))
      hits.push({ date: draw.date, kind: 'prize1-last2', number: draw.prize1, times: 1 });
    else pushDisputed(draw, 'prize1', query, hits, 'prize1-last2');
  }
}

/**
 * Every draw of `light` where `query` won, newest first, plus what could not be searched.
 *
 * `light` is the light list (main tiers; newest first as the API sends it — another order is sorted,
 * a repeated period date is counted once). `full` holds the near-first and 2nd–5th prizes of the
 * draws the device has, by period date (the claimable draws and/or `GET /results/tiers`); it is only
 * read for 6-digit queries. One pass over the draws; nothing is allocated per draw but the hits.
 *
 * @throws RangeError when `query` is not 2, 3 or 6 digits (check it with `parseLookupQuery` first).
 */
export function lookupNumber(
  query: string,
  light: readonly Result[],
  full: ReadonlyMap<string, FullTiers>,
): LookupAnswer {
  const parsed = parseLookupQuery(query);
  if (!parsed.ok) throw new RangeError(parsed.error);
  const q = parsed.query;
  const draws = newestFirst(light);
  const hits: NumberHit[] = [];
  let searched = 0;
  let skipped = 0;
  let previous = '';
  if (q.length !== 6) {
    for (const draw of draws) {
      if (draw.date === previous) continue;
      previous = draw.date;
      searched++;
      pushShortHits(q, draw, hits);
    }
    return {
      query: q,
      hits,
      searched,
      skipped,
      yearsWithoutFullTiers: [],
      fullTierGaps: [],
      yearsToFetch: [],
    };
  }
  const gaps = FULL_TIERS.map((tier) => ({ tier, years: new Set<number>() }));
  const wanted = Number(q);
  const without = new Set<number>();
  const toFetch = new Set<number>();
  for (const draw of draws) {
    if (draw.date === previous) continue;
    previous = draw.date;
    const year = yearOf(draw.date);
    if (!eraOf(draw.date).checkable) {
      skipped++;
      without.add(year);
      for (const gap of gaps) gap.years.add(year);
      continue;
    }
    searched++;
    if (draw.prize1 === q) hits.push({ date: draw.date, kind: 'prize1', number: q, times: 1 });
    else if (draw.prize1 === undefined) pushDisputed(draw, 'prize1', q, hits);
    const tiers = full.get(draw.date);
    let fetchable = false;
    for (const gap of gaps) {
      const tier = gap.tier;
      const numbers = tiers?.[tier];
      if (numbers === undefined && tier === 'near1' && draw.prize1?.length === 6) {
        if (isNearFirst(wanted, Number(draw.prize1)))
          hits.push({ date: draw.date, kind: 'near1', number: q, times: 1 });
        continue;
      }
      const disputed = numbers === undefined && tiers ? disagreementOn(tiers, tier) : undefined;
      if (disputed !== undefined) {
        pushDisputed({ date: draw.date, disagreements: [disputed] }, tier, q, hits);
        continue;
      }
      if (numbers === undefined) {
        without.add(year);
        gap.years.add(year);
        if (!draw.missing.includes(tier)) fetchable = true;
        continue;
      }
      const times = countIn(numbers, q);
      if (times > 0) hits.push({ date: draw.date, kind: tier, number: q, times });
    }
    if (fetchable) toFetch.add(year);
  }
  return {
    query: q,
    hits,
    searched,
    skipped,
    yearsWithoutFullTiers: ascending(without),
    fullTierGaps: gaps
      .filter((gap) => gap.years.size > 0)
      .map((gap) => ({ tier: gap.tier, years: ascending(gap.years) })),
    yearsToFetch: ascending(toFetch),
  };
}

/**
 * How many draws `hits` fall in, the `disputed` hits aside (`disputedDrawsIn` counts those). `hits`
 * is newest first as `lookupNumber` and `numbersHistory` give it, so the hits of one draw are next
 * to each other: a draw may match twice (its last-3 and the end of its first prize) and counts once.
 */
export function drawsIn(hits: readonly NumberHit[]): number {
  let count = 0;
  let previous = '';
  for (const hit of hits) {
    if (hit.disputed) continue;
    if (hit.date !== previous) count++;
    previous = hit.date;
  }
  return count;
}

/**
 * How many draws have a `disputed` hit and no certain one: draws where the number is only some
 * sources' value (uncertain, 'sources disagree').
 */
export function disputedDrawsIn(hits: readonly NumberHit[]): number {
  const certain = new Set<string>();
  const disputed = new Set<string>();
  for (const hit of hits) (hit.disputed ? disputed : certain).add(hit.date);
  let count = 0;
  for (const date of disputed) if (!certain.has(date)) count++;
  return count;
}

const SIX_DIGITS = 1_000_000;

/** Whether `number` is one below or above `prize1` (wrapping: 999999 and 000001 are 000000's). */
function isNearFirst(number: number, prize1: number): boolean {
  return (prize1 + 1) % SIX_DIGITS === number || (prize1 + SIX_DIGITS - 1) % SIX_DIGITS === number;
}

/** `draws` itself when it is newest first (the API's order), else a sorted copy. */
export function newestFirst<T extends { date: string }>(draws: readonly T[]): readonly T[] {
  let previous: string | undefined;
  for (const draw of draws) {
    if (previous !== undefined && draw.date > previous)
      return [...draws].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    previous = draw.date;
  }
  return draws;
}
