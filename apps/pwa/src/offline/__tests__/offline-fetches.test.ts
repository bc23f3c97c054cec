import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import { fetchForOffline, queryForOffline, RECENT_FAILURE_MS } from '../offline-fetches';

/*
 * The offline plan's fetches, the same in the page and in the plan's worker (what follows them is
 * the runner's: offline-run.test.ts).
 */

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

describe('fetchForOffline', () => {
  it('fetches the lists one after the other into the keys the pages read, each persisted', async () => {
    const client = createTestQueryClient();
    const log: string[] = [];
    const results = deferredList('results', log);
    const tips = deferredList('tips', log);
    const fetched = fetchForOffline(client, undefined, [
      (c) => c.query(results.options),
      (c) => c.query(tips.options),
    ]);
    await vi.waitFor(() => expect(log).toEqual(['ask results']));
    results.release(['2024-12-16']);
    await vi.waitFor(() => expect(log).toContain('ask tips'));
    expect(log).toEqual(['ask results', 'answer results', 'ask tips']);
    tips.release(['tip-1']);
    await fetched;
    expect(client.getQueryData(['results'])).toEqual(['2024-12-16']);
    expect(client.getQueryData(['tips'])).toEqual(['tip-1']);
    expect(client.getQueryCache().find({ queryKey: ['results'] })?.meta).toEqual({ persist: true });
  });

  it('when a list fails, then the next ones are still fetched', async () => {
    const client = createTestQueryClient();
    await fetchForOffline(client, undefined, [
      (c) => c.query({ queryKey: ['results'], queryFn: () => Promise.reject(new Error('500')) }),
      (c) => c.query({ queryKey: ['tips'], queryFn: () => Promise.resolve(['a']) }),
    ]);
    expect(client.getQueryData(['results'])).toBeUndefined();
    expect(client.getQueryData(['tips'])).toEqual(['a']);
  });

  it('when stopped, then no further list is asked for', async () => {
    const client = createTestQueryClient();
    const log: string[] = [];
    const results = deferredList('results', log);
    const tips = deferredList('tips', log);
    let stopped = false;
    const fetched = fetchForOffline(client, () => stopped, [
      (c) => c.query(results.options),
      (c) => c.query(tips.options),
    ]);
    await vi.waitFor(() => expect(log).toEqual(['ask results']));
    stopped = true;
    results.release([]);
    await fetched;
    expect(log).toEqual(['ask results', 'answer results']);
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
