import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { createStore, get } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { asDraw } from '@/testing/shipped-draws';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { persistOptions } from '../query-persistence';
import { clearPieces, forgetPiecesInMemory, keepClaimable, piecesSaved } from '../result-pieces';

// fake-indexeddb stands in for the browser's IndexedDB, which jsdom lacks; idb-keyval is real.
describe('persisted query cache', () => {
  it('when the app starts again, then public data comes back from IndexedDB and member data does not', async () => {
    const before = new QueryClient();
    before.setQueryData(
      ['tips'],
      [{ _id: 't1', imageUrl: 'https://x.test/t.png', createdAt: 'x' }],
    );
    before
      .getQueryCache()
      .find({ queryKey: ['tips'] })
      ?.setOptions({ queryKey: ['tips'], meta: { persist: true } });
    before.setQueryData(queryKeys.member.vipTips('u1'), [
      { _id: 'v1', imageUrl: 'https://x.test/v.png', createdAt: 'x' },
    ]);
    await persistQueryClientSave({ queryClient: before, ...persistOptions });

    const after = new QueryClient();
    await persistQueryClientRestore({ queryClient: after, ...persistOptions });
    expect(after.getQueryData(['tips'])).toEqual([
      { _id: 't1', imageUrl: 'https://x.test/t.png', createdAt: 'x' },
    ]);
    expect(after.getQueryData(queryKeys.member.vipTips('u1'))).toBeUndefined();
  });
});

describe('the claimable draws kept in pieces', () => {
  it('when the app marks them out of date without fetching them, then the app started again takes the device copy as stale, not fresh for its hour', async () => {
    const claimable = [asDraw('2024-12-16')];
    const restart = async () => {
      forgetPiecesInMemory();
      const after = new QueryClient();
      await persistQueryClientRestore({ queryClient: after, ...persistOptions });
      return after.getQueryState(queryKeys.results.claimable);
    };
    try {
      await keepClaimable(claimable);
      await piecesSaved();
      expect(await restart()).toMatchObject({ data: claimable, isInvalidated: false });

      // As live.ts does when a polled draw changes: stale, fetched again on the next use.
      queryClient.setQueryData(queryKeys.results.claimable, claimable);
      await queryClient.invalidateQueries({
        queryKey: queryKeys.results.claimable,
        exact: true,
        refetchType: 'none',
      });
      const raw = createStore('lotto-results', 'years');
      await vi.waitFor(async () =>
        expect(await get<{ stale?: boolean }>('claimable', raw)).toMatchObject({ stale: true }),
      );
      expect(await restart()).toMatchObject({
        data: claimable,
        isInvalidated: true,
        dataUpdatedAt: 0,
      });
    } finally {
      queryClient.clear();
      await clearPieces();
    }
  });
});

describe('a draw saved on the device seconds before the page loads', () => {
  it('when the saved cache is read back, then the page showing the draw asks for it again at once, however young its copy (a correction made since shows)', async () => {
    const date = '2024-12-16';
    const key = queryKeys.results.draw(date);
    const before = new QueryClient();
    // Saved just now by another page: younger than the draw's staleTime of 5 s.
    before.setQueryData(key, { date, prize4: ['old'] });
    before
      .getQueryCache()
      .find({ queryKey: key })
      ?.setOptions({ queryKey: key, meta: { persist: true } });
    await persistQueryClientSave({ queryClient: before, ...persistOptions });

    const after = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await persistQueryClientRestore({ queryClient: after, ...persistOptions });
    expect(after.getQueryData(key)).toEqual({ date, prize4: ['old'] });
    const queryFn = vi.fn(() => Promise.resolve({ date, prize4: ['new'] }));
    const observer = new QueryObserver(after, { queryKey: key, queryFn, staleTime: 5_000 });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(after.getQueryData(key)).toEqual({ date, prize4: ['new'] }));
    unsubscribe();
    expect(queryFn).toHaveBeenCalledTimes(1);

    // Without the mark React Query takes the young copy as fresh and never asks (the bug).
    const plain = new QueryClient();
    hydrate(plain, dehydrate(before));
    const untouched = vi.fn(() => Promise.resolve({ date, prize4: ['new'] }));
    const stays = new QueryObserver(plain, { queryKey: key, queryFn: untouched, staleTime: 5_000 });
    const off = stays.subscribe(() => undefined);
    await Promise.resolve();
    off();
    expect(untouched).not.toHaveBeenCalled();
    await persistQueryClientSave({ queryClient: new QueryClient(), ...persistOptions });
  });
});
