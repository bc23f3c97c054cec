import {
  dehydrate,
  hydrate,
  QueryClient,
  QueryObserver,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchAfterRestore } from '../query-client';

describe('query client timings', () => {
  it('then unobserved data is kept at least as long as it may be restored, within setTimeout range', async () => {
    const { GC_TIME, PERSIST_MAX_AGE, createQueryClient } = await import('../query-client');
    expect(GC_TIME).toBeGreaterThanOrEqual(PERSIST_MAX_AGE);
    expect(GC_TIME).toBeLessThanOrEqual(2 ** 31 - 1);
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(GC_TIME);
  });
});

describe('a fetch under way while the saved cache is read back', () => {
  /**
   * A page whose loader's fetch hangs (offline, the request never answers) while the restore fills
   * its query; then the visitor leaves the page (its observer goes): the data left in the query.
   */
  async function leftAfterRestore(afterRestore: (client: QueryClient) => void) {
    const saved = new QueryClient();
    saved.setQueryData(['list'], ['a', 'b']);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, {
      queryKey: ['list'],
      // Reads the signal, as the app's fetches do: a cancelled fetch is then reverted.
      queryFn: ({ signal }: QueryFunctionContext) =>
        new Promise<string[]>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(client.getQueryState(['list'])?.fetchStatus).toBe('fetching');
    hydrate(client, dehydrate(saved));
    expect(client.getQueryData(['list'])).toEqual(['a', 'b']);
    afterRestore(client);
    unsubscribe();
    await Promise.resolve();
    return client.getQueryData(['list']);
  }

  it('when the page is left, then the restored data stays (React Query alone would revert the fetch to its start: no data)', async () => {
    expect(await leftAfterRestore(() => undefined)).toBeUndefined();
    expect(await leftAfterRestore(refetchAfterRestore)).toEqual(['a', 'b']);
  });
});
