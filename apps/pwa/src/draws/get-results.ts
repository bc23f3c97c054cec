import {
  API,
  bangkokDay,
  newestNotAfter,
  type Result,
  type ResultYearEntry,
  ResultSchema,
  YearVersionSchema,
} from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as v from 'valibot';
import { api, isApiError, sameAnswer, savedCopyAt } from '@/lib/api-client';
import { parseItems } from '@/lib/parse-items';
import { queryKeys } from '@/lib/query-keys';
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

/**
 * Every draw (the light list: main tiers, dates, completeness), newest first, fetched and kept on
 * the device by year (see {@link fetchResultsByYear}) for browsing offline. `GET /results` is the
 * same list in one answer (the spec's call; the admin panel reads it).
 */
export const resultsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.results.all,
    queryFn: ({ signal }) => fetchResultsByYear(signal),
    meta: { persist: true },
  });

/** The newest draw not after today (Asia/Bangkok), or null when there is none yet. */
export const latestResultQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.results.latest,
    queryFn: async ({ signal }) => {
      try {
        return await api.get(API.results.latest.path(), {
          schema: API.results.latest.response,
          signal,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    // The one thing people open the app for on draw day: revalidate on every mount (cheap: the
    // API answers 304 to the service worker's If-None-Match); cached data still shows meanwhile.
    // The few seconds only spare the card a second request right after Home's loader fetched it.
    staleTime: 5_000,
    meta: { persist: true },
  });

export const useResults = () => useQuery(resultsQueryOptions());
export const useLatestResult = () => useQuery(latestResultQueryOptions());

/**
 * The list with `latest` in it: put in front when the (cached) list does not have it yet, and in
 * place of the list's copy when it has (on draw day the latest draw, revalidated on every visit,
 * fills in while the bigger list may still hold its provisional first numbers).
 */
export function withLatest(
  results: readonly Result[],
  latest: Result | null | undefined,
): Result[] {
  if (!latest) return [...results];
  const index = results.findIndex((r) => r._id === latest._id || r.date === latest.date);
  if (index !== -1) return results.map((r, i) => (i === index ? latest : r));
  return [latest, ...results].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** Every draw, newest first, and the last result: the newest of them not after today. */
export interface AllResults {
  results: Result[];
  /** The newest draw not after today (Bangkok); undefined when every draw is after today. */
  latest: Result | undefined;
}

/**
 * Every draw, newest first, including a draw the latest-result query has already seen while the
 * bigger list is still the cached one (so a new draw shows everywhere as soon as it is known), and
 * the last result among them.
 */
export function useAllResults() {
  const results = useResults();
  const { data: latest } = useLatestResult();
  const today = bangkokDay();
  const data = useMemo((): AllResults | undefined => {
    if (!results.data) return undefined;
    const all = withLatest(results.data, latest);
    // Still the list's answer: a saved copy of it shows its age on /result and /check.
    return sameAnswer(results.data, { results: all, latest: newestNotAfter(all, today) });
  }, [results.data, latest, today]);
  return { ...results, data };
}
