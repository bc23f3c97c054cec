import {
  API,
  type Result,
  type ResultYearEntry,
  ResultSchema,
  YearVersionSchema,
} from '@lotto/contracts';
import * as v from 'valibot';
import { api, sameAnswer, savedCopyAt } from '@/lib/api-client';
import { parseItems } from '@/lib/parse-items';
import { pieceOnDevice, savePieces, type YearPiece } from '@/lib/result-pieces';

/** How many years are asked for at once when several changed (a first visit asks for all). */
const YEAR_REQUESTS_AT_ONCE = 6;

/** A year's answer around its draws; the draws are checked one by one, in slices (parseItems). */
const YearAnswerSchema = v.object({
  year: v.number(),
  version: YearVersionSchema,
  draws: v.array(v.unknown()),
});

/**
 * One year's light list by the version the index named. A past year's URL is immutable, so the
 * browser's HTTP cache (and a CDN) answers it without asking the API; the answer states its own
 * version, which is the one kept (another instance may still hold an older list).
 */
async function fetchYear(entry: ResultYearEntry, signal: AbortSignal): Promise<YearPiece> {
  const what = `GET ${API.results.year.route} (${entry.year})`;
  const answer = await api.get(
    API.results.year.path({ year: String(entry.year), version: entry.version }),
    {
      schema: YearAnswerSchema,
      signal,
    },
  );
  if (answer.year !== entry.year) throw new TypeError(`${what} answered the year ${answer.year}`);
  return {
    year: entry.year,
    version: answer.version,
    draws: await parseItems(answer.draws, ResultSchema, what),
  };
}

/** Runs `work` on each item, at most `width` at a time; answers in the items' order. */
async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width)
    out.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return out;
}

/**
 * The light list, newest first, from the years' pieces: `GET /results/years` (small, revalidated)
 * names each year's version; a year already on the device in that version is taken from there,
 * the others are fetched by their versioned URL and saved, each alone (`lib/result-pieces.ts`).
 */
export async function fetchResultsByYear(signal: AbortSignal): Promise<Result[]> {
  const index = await api.get(API.results.years.path(), {
    schema: API.results.years.response,
    signal,
  });
  const missing = index.years.filter((entry) => !pieceOnDevice(entry.year, entry.version));
  const fetched = new Map(
    (await inBatches(missing, YEAR_REQUESTS_AT_ONCE, (entry) => fetchYear(entry, signal))).map(
      (piece) => [piece.year, piece],
    ),
  );
  const years = index.years.map(
    (entry) => fetched.get(entry.year) ?? pieceOnDevice(entry.year, entry.version),
  );
  const kept = years.filter((piece): piece is YearPiece => piece !== undefined);
  // Written in the background, each changed year alone: the list shows meanwhile. An index that is
  // the service worker's saved copy confirms nothing new: the device's save keeps its date.
  if (fetched.size > 0 || savedCopyAt(index) === undefined)
    savePieces(kept, [...fetched.values()]).catch((error: unknown) =>
      console.warn('The results could not be saved on this device', error),
    );
  const all: Result[] = [];
  for (const piece of kept) for (const draw of piece.draws) all.push(draw);
  // A saved copy of the index (the service worker's, the network failing) marks the list as one.
  return sameAnswer(index, all);
}
