import { DrawDateSchema } from '@lotto/contracts';
import * as v from 'valibot';

/** `?draw=YYYY-MM-DD` of /check preselects that draw (the draw page links here); anything else is ignored. */
const CheckSearchSchema = v.object({
  draw: v.optional(v.fallback(v.optional(DrawDateSchema), undefined)),
});

export interface CheckSearch {
  draw?: string | undefined;
}

/** `validateSearch` of /check. */
export function validateCheckSearch(search: Record<string, unknown>): CheckSearch {
  return v.parse(CheckSearchSchema, search);
}

/** The search of a link to /check with the draw of period `date` preselected. */
export function checkSearch(date: string): CheckSearch {
  return { draw: date };
}
