import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { persistOptions } from '../query-client';
import { queryKeys } from '../query-keys';

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

describe('query client timings', () => {
  it('then unobserved data is kept at least as long as it may be restored, within setTimeout range', async () => {
    const { GC_TIME, PERSIST_MAX_AGE, createQueryClient } = await import('../query-client');
    expect(GC_TIME).toBeGreaterThanOrEqual(PERSIST_MAX_AGE);
    expect(GC_TIME).toBeLessThanOrEqual(2 ** 31 - 1);
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(GC_TIME);
  });
});
