import * as v from 'valibot';
import { t } from '@/i18n';

/*
 * `?n=` of /history, the number lookup. The router JSON-parses search values, so `?n=123` arrives
 * as the number 123, and a string '123' would be written back as `?n=%22123%22`. Links and the
 * page's own URL updates therefore pass digits without a leading zero as a number (`?n=123`) and
 * anything else as text (`?n=012345`, `?n=12a`); the search keeps what came (a number stays one,
 * or the router would quote it again) and the page reads it as text (`historyText`) and checks it
 * (`parseLookupQuery`). Shared by the page and every link to it (the draw page links the numbers
 * `parseLookupQuery` takes).
 */

/** What the URL may hold: any text (the page validates it and says what is wrong) or a number. */
const HistorySearchSchema = v.object({
  n: v.optional(
    v.fallback(
      v.optional(
        v.union([
          // Longer is never a number to look up: drop it rather than echo it into the field.
          v.pipe(v.string(), v.maxLength(40)),
          v.pipe(v.number(), v.finite()),
        ]),
      ),
      undefined,
    ),
  ),
});

export interface HistorySearch {
  /**
   * What the visitor typed (or the link carried), not yet validated (`parseLookupQuery` does that);
   * kept a number when it came as one, or the router would write it back quoted: read it with
   * `historyText`.
   */
  n?: string | number | undefined;
}

/** The text of `?n=` (undefined when there is none). */
export function historyText(search: HistorySearch): string | undefined {
  return search.n === undefined ? undefined : String(search.n);
}

/** `validateSearch` of /history: `?n=` as text or a number, anything unusable dropped. */
export function validateHistorySearch(search: Record<string, unknown>): HistorySearch {
  return v.parse(HistorySearchSchema, search);
}

/** The search of a link to /history for `text`: `?n=123`, not `?n=%22123%22` (see above). */
export function historySearch(text: string): { n?: string | number } {
  if (text === '') return {};
  if (/^[1-9]\d{0,14}$/.test(text)) return { n: Number(text) };
  return { n: text };
}

export type LookupQuery = { ok: true; query: string } | { ok: false; error: string };

const THAI_ZERO = 0x0e50;

/**
 * Normalises what a visitor typed (spaces, dashes and dots dropped, Thai digits ๐–๙ read as 0–9)
 * and checks it is 2, 3 or 6 digits; otherwise a plain sentence saying what to type, in the active
 * language (call it while rendering or validating, not at import).
 */
export function parseLookupQuery(input: string): LookupQuery {
  let digits = '';
  for (const char of input) {
    const code = char.charCodeAt(0);
    if (code >= 48 && code <= 57) digits += char;
    else if (code >= THAI_ZERO && code <= THAI_ZERO + 9) digits += String(code - THAI_ZERO);
    else if (char === ' ' || char === '-' || char === '.' || char === '\u00a0') continue;
    else return { ok: false, error: t('history.digitsOnly') };
  }
  if (digits.length === 0) return { ok: false, error: t('history.enterNumber') };
  if (digits.length === 1) return { ok: false, error: t('history.atLeast2') };
  if (digits.length === 4 || digits.length === 5)
    return { ok: false, error: t('history.fourOrFive') };
  if (digits.length > 6) return { ok: false, error: t('history.atMost6') };
  return { ok: true, query: digits };
}
