import { API, type Draw, type Result } from '@lotto/contracts';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { savedCopyAt, SAVED_AT_HEADER } from '@/lib/api-client';
import { persistNow, persistOptions } from '../query-persistence';
import { clearPieces, forgetPiecesInMemory, piecesSaved, readPieces } from '../result-pieces';
import { adminTokenFor, callApi } from '@/testing/test-api';
import { claimableDrawsQueryOptions } from '../get-claimable-draws';
import { resultsQueryOptions } from '../get-results';
import { fetchResultsByYear } from '../results-by-year';

const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
vi.setConfig({ testTimeout: 30_000 });

// fake-indexeddb stands in for the browser's IndexedDB, which jsdom lacks; idb-keyval is real.
const raw = createStore('lotto-results', 'years');
const DAY = 24 * 60 * 60 * 1000;
/** The persister's one value (`draws/query-persistence.ts`), in idb-keyval's default store. */
const PERSIST_KEY = 'lotto-query-cache-v1';
const DATES = ['2014-12-16', '2015-01-16', '2015-12-30', '2016-01-16', '2016-02-01'];
const draw = (date: string, last2 = '34') =>
  date >= '2015-09-01'
    ? { date, prize1: '123456', front3: ['123', '456'], last3: ['789', '012'], last2 }
    : { date, prize1: '123456', last3: ['789', '012', '345', '678'], last2 };

/** The paths this page asks the API for from now on. */
function watchRequests(): string[] {
  const asked: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(new URL(url).pathname);
    return realFetch(input, init);
  });
  return asked;
}

/** The IndexedDB keys the pieces' store is written under from now on (ask the answer). */
function watchWrites(): () => string[] {
  const put = vi.spyOn(IDBObjectStore.prototype, 'put');
  return () =>
    put.mock.calls.flatMap((call, i) =>
      (put.mock.contexts[i] as IDBObjectStore).transaction.db.name === 'lotto-results'
        ? [call[1] as string]
        : [],
    );
}

/**
 * From now on the answers to `path` come as the service worker gives its saved copy when the
 * network fails: the API's answer, stamped with when the worker saved it.
 */
function servedByWorker(path: string, savedAt: Date): void {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await realFetch(input, init);
    if (new URL(url).pathname !== path) return response;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, savedAt.toISOString());
    return new Response(await response.text(), { status: response.status, headers });
  });
}

/** A new page's query client, restored from what the device keeps. */
async function newPage(): Promise<QueryClient> {
  forgetPiecesInMemory();
  const client = new QueryClient();
  await persistQueryClientRestore({ queryClient: client, ...persistOptions });
  return client;
}

const wholeList = async () => (await callApi<Result[]>(api, 'GET', API.results.list.path())).body;

describe('the light list fetched and kept by year', () => {
  let token = '';
  beforeAll(async () => {
    token = await adminTokenFor(api);
    for (const date of DATES)
      await callApi(api, 'POST', API.results.add.path(), { body: draw(date), token });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await clearPieces();
  });

  it('when nothing is on the device, then every year is fetched by its versioned URL and the list is GET /results', async () => {
    const whole = await wholeList();
    const asked = watchRequests();
    const list = await fetchResultsByYear(new AbortController().signal);
    expect(list).toEqual(whole);
    expect(asked[0]).toBe(API.results.years.path());
    expect(asked.slice(1).sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/results\/years\/2016\/[\w-]{16}$/),
        expect.stringMatching(/^\/results\/years\/2015\/[\w-]{16}$/),
        expect.stringMatching(/^\/results\/years\/2014\/[\w-]{16}$/),
      ]),
    );
    expect(asked).toHaveLength(4);
    await piecesSaved();
    forgetPiecesInMemory();
    expect((await readPieces(21 * DAY))?.draws).toEqual(list);
  });

  it('when a past draw is corrected, then only the index and that year are asked for, and only that year is written again', async () => {
    await fetchResultsByYear(new AbortController().signal);
    await piecesSaved();
    await callApi(api, 'PATCH', API.results.update.path({ date: '2015-01-16' }), {
      body: { last2: '77' },
      token,
    });

    const asked = watchRequests();
    const written = watchWrites();
    const list = await fetchResultsByYear(new AbortController().signal);
    await piecesSaved();
    expect(asked).toEqual([
      API.results.years.path(),
      expect.stringMatching(/^\/results\/years\/2015\/[\w-]{16}$/),
    ]);
    expect(written()).toEqual(['year:2015', 'index']);
    expect(list.find((d) => d.date === '2015-01-16')?.last2).toBe('77');
    expect(list).toEqual(await wholeList());
  });

  it("when a new page fetches the list before its restore has read the device, then it waits for the device's years: only the index is asked for and written", async () => {
    const list = await fetchResultsByYear(new AbortController().signal);
    await piecesSaved();
    // A new page: the route's loader starts the fetch before React's first render, so before the
    // persister's restore has read anything.
    forgetPiecesInMemory();

    const asked = watchRequests();
    const written = watchWrites();
    const again = await fetchResultsByYear(new AbortController().signal);
    await piecesSaved();
    expect(asked).toEqual([API.results.years.path()]);
    expect(written()).toEqual(['index']);
    expect(again).toEqual(list);
  });

  it('when a saved year is corrupt, then a new page fetches that year alone and writes it again', async () => {
    await fetchResultsByYear(new AbortController().signal);
    await piecesSaved();
    await set('year:2016', { year: 2016, version: 'broken', draws: null }, raw);
    forgetPiecesInMemory();
    expect((await readPieces(21 * DAY))?.complete).toBe(false);

    const asked = watchRequests();
    const written = watchWrites();
    const list = await fetchResultsByYear(new AbortController().signal);
    await piecesSaved();
    expect(asked).toEqual([
      API.results.years.path(),
      expect.stringMatching(/^\/results\/years\/2016\/[\w-]{16}$/),
    ]);
    expect(written()).toEqual(['year:2016', 'index']);
    expect(list).toEqual(await wholeList());
  });

  it('when the app starts again, then the list comes back from the pieces as the results query, not from the one persisted value', async () => {
    const before = new QueryClient();
    const list = await before.query(resultsQueryOptions());
    await piecesSaved();
    forgetPiecesInMemory();

    const after = new QueryClient();
    await persistQueryClientRestore({ queryClient: after, ...persistOptions });
    expect(after.getQueryData(resultsQueryOptions().queryKey)).toEqual(list);
    const state = after.getQueryState(resultsQueryOptions().queryKey);
    expect(state?.status).toBe('success');
    expect(state?.dataUpdatedAt).toBeGreaterThan(0);
  });

  it("when the years' index is the service worker's saved copy, then the list says so with its age, also once a new page reads it back, until a fresh answer", async () => {
    const copyAt = new Date(Date.now() - 5 * 60_000);
    servedByWorker(API.results.years.path(), copyAt);
    const before = new QueryClient();
    const list = await before.query(resultsQueryOptions());
    expect(savedCopyAt(list)).toBe(copyAt.getTime());
    await piecesSaved();
    vi.restoreAllMocks();

    const after = await newPage();
    const restored = after.getQueryData(resultsQueryOptions().queryKey);
    expect(restored).toEqual(list);
    expect(savedCopyAt(restored)).toBe(copyAt.getTime());
    // Fetched again as soon as a page shows it.
    expect(after.getQueryState(resultsQueryOptions().queryKey)?.isInvalidated).toBe(true);

    await after.query(resultsQueryOptions());
    const fresh = after.getQueryData(resultsQueryOptions().queryKey);
    expect(fresh).toEqual(list);
    expect(savedCopyAt(fresh)).toBeUndefined();
  });

  it("when the device's own copy is read back and its refresh is the service worker's saved copy, then the list says so (the same draws, another answer)", async () => {
    const before = new QueryClient();
    await before.query(resultsQueryOptions());
    await piecesSaved();

    const after = await newPage();
    const restored = after.getQueryData(resultsQueryOptions().queryKey);
    expect(savedCopyAt(restored)).toBeUndefined();
    const copyAt = new Date(Date.now() - 60_000);
    servedByWorker(API.results.years.path(), copyAt);
    await after.query({ ...resultsQueryOptions(), staleTime: 0 });
    // Nothing changed: the same draws are the same objects, and the list stands for the new answer.
    const refreshed = after.getQueryData(resultsQueryOptions().queryKey);
    expect(refreshed).toBe(restored);
    expect(savedCopyAt(refreshed)).toBe(copyAt.getTime());
  });
});

describe('the claimable draws kept on the device by draw', () => {
  beforeAll(async () => {
    const token = await adminTokenFor(api);
    // Within the two years a prize can be claimed.
    for (const date of ['2026-10-16', '2026-11-01'])
      await callApi(api, 'POST', API.results.add.path(), { body: draw(date), token });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await clearPieces();
    await del(PERSIST_KEY);
  });

  it('when the app starts again, then the claimable draws come back from their pieces as their query, and the one persisted value does not hold them', async () => {
    const before = new QueryClient();
    const draws = await before.query(claimableDrawsQueryOptions());
    expect(draws.map((d) => d.date)).toEqual(['2026-11-01', '2026-10-16']);
    await piecesSaved();
    await persistNow(before);
    expect(await get<string>(PERSIST_KEY)).not.toContain('"claimable"');

    const after = await newPage();
    expect(after.getQueryData(claimableDrawsQueryOptions().queryKey)).toEqual(draws);
    expect(after.getQueryState(claimableDrawsQueryOptions().queryKey)?.isInvalidated).toBe(false);

    // Fetched again with nothing changed: the same objects, nothing written but the index.
    const restored = after.getQueryData(claimableDrawsQueryOptions().queryKey);
    const written = watchWrites();
    await after.query({ ...claimableDrawsQueryOptions(), staleTime: 0 });
    await piecesSaved();
    expect(after.getQueryData(claimableDrawsQueryOptions().queryKey)).toBe(restored);
    expect(written()).toEqual(['claimable']);
  });

  it("when a new page fetches them before its restore has read the device, then it compares them with the device's draws: only the index is written, and the restore gets the same objects", async () => {
    await new QueryClient().query(claimableDrawsQueryOptions());
    await piecesSaved();
    // A new page whose route loader fetches before the persister's restore has read anything.
    forgetPiecesInMemory();

    const written = watchWrites();
    const page = new QueryClient();
    const fetched = await page.query(claimableDrawsQueryOptions());
    await piecesSaved();
    expect(written()).toEqual(['claimable']);

    // The restore that follows shares the page's read: the fetched draws are the device's objects.
    const restored = new QueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...persistOptions });
    const back = restored.getQueryData(claimableDrawsQueryOptions().queryKey);
    expect(back).toEqual(fetched);
    expect(back?.[0]).toBe(fetched[0]);
  });

  it('when an older app kept them in the one persisted value, then a start hands them back and keeps them in pieces from then on', async () => {
    const draws = (await callApi<Draw[]>(api, 'GET', API.results.claimable.path())).body;
    const older = new QueryClient();
    older.setQueryData(claimableDrawsQueryOptions().queryKey, draws);
    await set(
      PERSIST_KEY,
      JSON.stringify({
        timestamp: Date.now(),
        buster: 'v2',
        clientState: dehydrate(older, { shouldDehydrateQuery: () => true }),
      }),
    );

    expect((await newPage()).getQueryData(claimableDrawsQueryOptions().queryKey)).toEqual(draws);
    await piecesSaved();
    await del(PERSIST_KEY);
    const next = await newPage();
    expect(next.getQueryData(claimableDrawsQueryOptions().queryKey)).toEqual(draws);
  });
});
