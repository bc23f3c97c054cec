// Character-multiset helpers shared by the searches that "count repeats": a needle of "11" needs
// two 1s in the haystack, not one.

function charCounts(chars: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ch of chars) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  return counts;
}

/** Whether `haystack` holds every character of `needle`, each at least as often as in `needle`. */
export function containsEvery(haystack: string, needle: Iterable<string>): boolean {
  const have = charCounts(haystack);
  for (const [ch, count] of charCounts(needle)) {
    if ((have.get(ch) ?? 0) < count) return false;
  }
  return true;
}

/**
 * Every 3-digit string whose digits are non-decreasing, ascending: "000", "001", … "999" (220).
 * The total table and the 3UP generator both work from this list.
 */
export const SORTED_TRIPLES: readonly string[] = Object.freeze(
  (() => {
    const triples: string[] = [];
    for (let a = 0; a <= 9; a++) {
      for (let b = a; b <= 9; b++) {
        for (let c = b; c <= 9; c++) triples.push(`${a}${b}${c}`);
      }
    }
    return triples;
  })(),
);
