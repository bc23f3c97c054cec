import { API, type Result } from '@lotto/contracts';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { createStore, set } from 'idb-keyval';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { persistOptions } from '@/lib/query-client';
import { clearPieces, forgetPiecesInMemory, piecesSaved, readPieces } from '@/lib/result-pieces';
import { adminTokenFor, callApi } from '@/testing/test-api';
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
});
