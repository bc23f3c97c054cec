import * as v from 'valibot';
import { sameAnswer } from '@/lib/api-client';
import { forEachInSlices } from '@/lib/idle';

/**
 * One bad record must not hide 850 good ones: items are checked one by one and the ones that do
 * not match the contract are logged and left out. The list stands for the answer it came from
 * (a service worker's saved copy stays marked as one: `savedCopyAt`). Checking the whole history
 * takes a cheap phone a few hundred milliseconds: it runs in slices, yielding to the page between.
 */
export async function parseItems<T>(
  items: unknown,
  schema: v.GenericSchema<unknown, T>,
  what: string,
): Promise<T[]> {
  if (!Array.isArray(items)) throw new TypeError(`${what} did not answer with a list`);
  const parsed: T[] = [];
  await forEachInSlices(items as unknown[], (item) => {
    const result = v.safeParse(schema, item);
    if (result.success) parsed.push(result.output);
    else console.warn(`Skipping a malformed item of ${what}`, item, v.flatten(result.issues));
  });
  return sameAnswer(items, parsed);
}
