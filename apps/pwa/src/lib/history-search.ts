import type { SearchSchemaInput } from '@tanstack/react-router';
import * as v from 'valibot';

/*
 * `?n=` of /history, the number lookup. The router JSON-parses search values, so `?n=123` arrives
 * as the number 123, and a string '123' would be written back as `?n=%22123%22`. Links and the
 * page's own URL updates therefore pass digits without a leading zero as a number (`?n=123`) and
 * anything else as text (`?n=012345`, `?n=12a`), and the page reads both back as text. Shared by
 * the page and every link to it (the draw page's numbers).
 */

/** What the URL may hold: any text (the page validates it and says what is wrong) or a number. */
const HistorySearchSchema = v.object({
  n: v.optional(
    v.fallback(
      v.optional(
        v.pipe(
          v.union([v.string(), v.pipe(v.number(), v.finite())]),
          v.transform(String),
          // Longer is never a number to look up: drop it rather than echo it into the field.
          v.maxLength(40),
        ),
      ),
      undefined,
    ),
  ),
});

export interface HistorySearch {
  /** What the visitor typed (or the link carried), not yet validated: `parseLookupQuery` does that. */
  n?: string | undefined;
}

/** `validateSearch` of /history: `?n=` as text, anything unusable dropped. */
export function validateHistorySearch(
  search: { n?: string | number | undefined } & SearchSchemaInput,
): HistorySearch {
  return v.parse(HistorySearchSchema, search);
}

/** The search of a link to /history for `text`: `?n=123`, not `?n=%22123%22` (see above). */
export function historySearch(text: string): { n?: string | number } {
  if (text === '') return {};
  if (/^[1-9]\d{0,14}$/.test(text)) return { n: Number(text) };
  return { n: text };
}
