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
import { noop } from '@/lib/noop';
import { PERSIST_MAX_AGE } from '@/lib/query-client';
import { devicePieces, pieceOnDevice, savePieces, type YearPiece } from './result-pieces';

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
async function fetchYear(
  entry: ResultYearEntry,
  signal: AbortSignal,
): Promise<{ piece: YearPiece; answer: object }> {
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
    piece: {
      year: entry.year,
      version: answer.version,
      draws: await parseItems(answer.draws, ResultSchema, what),
    },
    answer,
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
 * the others are fetched by their versioned URL and saved, each alone (`./result-pieces.ts`).
 */
export async function fetchResultsByYear(signal: AbortSignal): Promise<Result[]> {
  // What the device holds is known before the years are compared (`devicePieces`), read while
  // the index is asked for; a device that cannot be read has nothing to offer.
  const [index] = await Promise.all([
    api.get(API.results.years.path(), { schema: API.results.years.response, signal }),
    devicePieces(PERSIST_MAX_AGE).catch(noop),
  ]);
  const missing = index.years.filter((entry) => !pieceOnDevice(entry.year, entry.version));
  const answers = await inBatches(missing, YEAR_REQUESTS_AT_ONCE, (entry) =>
    fetchYear(entry, signal),
  );
  const fetched = new Map(answers.map(({ piece }) => [piece.year, piece]));
  const years = index.years.map(
    (entry) => fetched.get(entry.year) ?? pieceOnDevice(entry.year, entry.version),
  );
  const kept = years.filter((piece): piece is YearPiece => piece !== undefined);
  // The service worker answered from its cache (the network failed): the index, or a year's
  // answer. The list is then that saved copy, and says so with its age, here and once read back.
  const copy = [index, ...answers.map(({ answer }) => answer)]
    .map((answer) => ({ answer, at: savedCopyAt(answer) }))
    .filter((c): c is { answer: object; at: number } => c.at !== undefined)
    .sort((a, b) => a.at - b.at)[0];
  // Written in the background, each changed year alone: the list shows meanwhile. A saved copy
  // that brought no new year confirms nothing: the device's save stays as it is.
  if (fetched.size > 0 || copy === undefined)
    savePieces(kept, [...fetched.values()], { copyAt: copy?.at }).catch((error: unknown) =>
      console.warn('The results could not be saved on this device', error),
    );
  const all: Result[] = [];
  for (const piece of kept) for (const draw of piece.draws) all.push(draw);
  return sameAnswer(copy?.answer ?? index, all);
}
