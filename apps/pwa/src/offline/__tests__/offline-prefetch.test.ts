import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import {
  type OfflinePlan,
  prefetchForOfflineWhenIdle,
  queryForOffline,
  RECENT_FAILURE_MS,
} from '../offline-prefetch';
import { setNavigatorOnline, setSaveData } from '@/testing/network';

afterEach(() => {
  setNavigatorOnline(true);
  setSaveData(undefined);
});

/** A list whose answer the test releases by hand, logging when it was asked and answered. */
function deferredList(name: string, log: string[]) {
  let release: (value: string[]) => void = () => undefined;
  const options = queryOptions({
    queryKey: [name],
    queryFn: () => {
      log.push(`ask ${name}`);
      return new Promise<string[]>((resolve) => {
        release = (value) => {
          log.push(`answer ${name}`);
          resolve(value);
        };
      });
    },
    meta: { persist: true },
  });
  return { options, release: (value: string[]) => release(value) };
}

const tipsOptions = (urls: string[]) =>
  queryOptions({
    queryKey: ['tips'],
    queryFn: () => Promise.resolve(urls),
    meta: { persist: true },
  });

function imagePlan(client: QueryClient, urls: string[]): OfflinePlan {
  return {
    fetches: [(c) => c.query(tipsOptions(urls))],
    images: () => client.getQueryData<string[]>(['tips']) ?? [],
  };
}

describe('prefetchForOfflineWhenIdle', () => {
  it('when the page has loaded and the browser is idle, then the lists are fetched one after the other into the keys the pages read', async () => {
    const client = createTestQueryClient();
    const log: string[] = [];
    const results = deferredList('results', log);
    const tips = deferredList('tips', log);
    const done = vi.fn();
    prefetchForOfflineWhenIdle(
      client,
      { fetches: [(c) => c.query(results.options), (c) => c.query(tips.options)] },
      { onDone: done },
    );
    expect(log).toEqual([]);
    await vi.waitFor(() => expect(log).toEqual(['ask results']), { timeout: 3000 });
    results.release(['2024-12-16']);
    await vi.waitFor(() => expect(log).toContain('ask tips'));
    expect(log).toEqual(['ask results', 'answer results', 'ask tips']);
    tips.release(['tip-1']);
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(client.getQueryData(['results'])).toEqual(['2024-12-16']);
    expect(client.getQueryData(['tips'])).toEqual(['tip-1']);
    expect(client.getQueryCache().find({ queryKey: ['results'] })?.meta).toEqual({ persist: true });
  });

  it('when a list fails, then the next ones are still fetched', async () => {
    const client = createTestQueryClient();
    const done = vi.fn();
    prefetchForOfflineWhenIdle(
      client,
      {
        fetches: [
          (c) =>
            c.query({
              queryKey: ['results'],
              queryFn: () => Promise.reject(new Error('500')),
            }),
          (c) => c.query(tipsOptions(['a'])),
        ],
      },
      { onDone: done },
    );
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce(), { timeout: 3000 });
    expect(client.getQueryData(['results'])).toBeUndefined();
    expect(client.getQueryData(['tips'])).toEqual(['a']);
  });

  it('when the device is offline at that time, then nothing is asked until it is back online', async () => {
    setNavigatorOnline(false);
    const client = createTestQueryClient();
    const log: string[] = [];
    const results = deferredList('results', log);
    prefetchForOfflineWhenIdle(client, { fetches: [(c) => c.query(results.options)] });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(log).toEqual([]);
    setNavigatorOnline(true);
    await vi.waitFor(() => expect(log).toEqual(['ask results']), { timeout: 3000 });
  });

  it('when cancelled before the browser is idle, then nothing is fetched', async () => {
    const client = createTestQueryClient();
    const log: string[] = [];
    const results = deferredList('results', log);
    const cancel = prefetchForOfflineWhenIdle(client, {
      fetches: [(c) => c.query(results.options)],
    });
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(log).toEqual([]);
  });

  it('when the lists are in, then the images are loaded once the service worker controls the page, two at a time, each once', async () => {
    const client = createTestQueryClient();
    const urls = ['/t/1.png', '/t/2.png', '/t/3.png', '/t/1.png'];
    let control: () => void = () => undefined;
    const controlled = new Promise<void>((resolve) => (control = resolve));
    const loading = new Map<string, () => void>();
    const warmed: string[] = [];
    let mostAtOnce = 0;
    const done = vi.fn();
    prefetchForOfflineWhenIdle(client, imagePlan(client, urls), {
      whenControlled: () => controlled,
      warmImage: (url) =>
        new Promise<void>((resolve) => {
          warmed.push(url);
          mostAtOnce = Math.max(mostAtOnce, loading.size + 1);
          loading.set(url, () => {
            loading.delete(url);
            resolve();
          });
        }),
      onDone: done,
    });
    await vi.waitFor(() => expect(client.getQueryData(['tips'])).toEqual(urls), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warmed).toEqual([]);
    control();
    await vi.waitFor(() => expect(warmed).toEqual(['/t/1.png', '/t/2.png']));
    loading.get('/t/1.png')?.();
    await vi.waitFor(() => expect(warmed).toEqual(['/t/1.png', '/t/2.png', '/t/3.png']));
    loading.get('/t/2.png')?.();
    loading.get('/t/3.png')?.();
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(mostAtOnce).toBe(2);
  });

  it('when the visitor asked the browser to save data, then the lists come but no image is loaded', async () => {
    setSaveData(true);
    const client = createTestQueryClient();
    const warmImage = vi.fn(() => Promise.resolve());
    const done = vi.fn();
    prefetchForOfflineWhenIdle(client, imagePlan(client, ['/t/1.png']), {
      whenControlled: () => Promise.resolve(),
      warmImage,
      onDone: done,
    });
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce(), { timeout: 3000 });
    expect(client.getQueryData(['tips'])).toEqual(['/t/1.png']);
    expect(warmImage).not.toHaveBeenCalled();
  });

  it('when the plan has files, then they are fetched after the images, one after the other, once the service worker controls the page', async () => {
    const client = createTestQueryClient();
    let control: () => void = () => undefined;
    const controlled = new Promise<void>((resolve) => (control = resolve));
    const log: string[] = [];
    const file = (name: string) => () => {
      log.push(`file ${name}`);
      return name === 'a' ? Promise.reject(new Error('offline')) : Promise.resolve();
    };
    const done = vi.fn();
    prefetchForOfflineWhenIdle(
      client,
      { ...imagePlan(client, ['/t/1.png']), files: () => [file('a'), file('b')] },
      {
        whenControlled: () => controlled,
        warmImage: (url) => {
          log.push(`image ${url}`);
          return Promise.resolve();
        },
        onDone: done,
      },
    );
    await vi.waitFor(() => expect(client.getQueryData(['tips'])).toEqual(['/t/1.png']), {
      timeout: 3000,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log).toEqual([]);
    control();
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
    // A failed file is skipped: the next one is still fetched.
    expect(log).toEqual(['image /t/1.png', 'file a', 'file b']);
  });
});

describe('queryForOffline', () => {
  it('leaves a query that failed within the last minute to its page, and fetches it once that is older', async () => {
    const client = createTestQueryClient();
    let asked = 0;
    let fail = true;
    const options = queryOptions({
      queryKey: ['tips'],
      queryFn: () => {
        asked += 1;
        return fail ? Promise.reject(new Error('server down')) : Promise.resolve(['a.png']);
      },
      retry: false,
    });
    await expect(client.query(options)).rejects.toThrow('server down');
    expect(asked).toBe(1);

    fail = false;
    await queryForOffline(client, options);
    expect(asked).toBe(1);
    expect(client.getQueryState(options.queryKey)?.status).toBe('error');

    const failedAt = client.getQueryState(options.queryKey)?.errorUpdatedAt ?? 0;
    vi.spyOn(Date, 'now').mockReturnValue(failedAt + RECENT_FAILURE_MS + 1);
    try {
      await queryForOffline(client, options);
    } finally {
      vi.mocked(Date.now).mockRestore();
    }
    expect(asked).toBe(2);
    expect(client.getQueryData(options.queryKey)).toEqual(['a.png']);
  });

  it('fetches a query that never ran, and joins one under way instead of asking twice', async () => {
    const client = createTestQueryClient();
    const log: string[] = [];
    const list = deferredList('results', log);
    const first = client.query(list.options);
    const second = queryForOffline(client, list.options);
    list.release(['2026-11-16']);
    await Promise.all([first, second]);
    expect(log).toEqual(['ask results', 'answer results']);
  });
});
