import { API, bangkokDay } from '@lotto/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { adminTokenFor, callApi } from '@/testing/test-api';
import { createTestQueryClient } from '@/testing/render';
import { useHistoryData } from '../get-tiers';
import { lookupNumber } from '../../lib/lookup';
import { shippedDraws } from '@/testing/shipped-draws';

/*
 * useHistoryData against the real API (built apps/api, embedded store): two real draws of the
 * shipped history (16 Jun 2019 with every tier, 30 Dec 1994 of the 7-digit era) and one draw of
 * this month in full, so it is claimable whenever the test runs.
 */
const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});

const numbers = (count: number, start: number) =>
  Array.from({ length: count }, (_, i) => String(start + i).padStart(6, '0'));
const THIS_MONTH = `${bangkokDay().slice(0, 8)}01`;

const seeded = (async () => {
  const token = await adminTokenFor(api);
  const real = shippedDraws().filter((d) => d.date === '2019-06-16' || d.date === '1994-12-30');
  const drafts = [
    // What the admin cannot enter stays behind (the import alone brings disagreements and amounts).
    ...real.map(
      ({ sources: _s, corrections: _c, disagreements: _d, amounts: _a, ...draw }) => draw,
    ),
    {
      date: THIS_MONTH,
      prize1: '111111',
      near1: ['111110', '111112'],
      front3: ['123', '456'],
      last3: ['789', '012'],
      last2: '34',
      prize2: numbers(5, 200000),
      prize3: numbers(10, 300000),
      prize4: numbers(50, 400000),
      prize5: numbers(100, 500000),
    },
  ];
  for (const body of drafts) {
    const { status } = await callApi(api, 'POST', API.results.add.path(), { body, token });
    if (status !== 201) throw new Error(`seeding ${body.date} answered ${status}`);
  }
})();

function setup() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useHistoryData(), { wrapper }) };
}

describe('useHistoryData', () => {
  it('when a page opens, then the light list and the claimable draws’ tiers are there and the whole history’s are not fetched', async () => {
    await seeded;
    const { result, queryClient } = setup();
    await waitFor(() => expect(result.current.light).toHaveLength(3));
    await waitFor(() => expect(result.current.full.has(THIS_MONTH)).toBe(true));
    expect(result.current.status).toBe('idle');
    expect(queryClient.getQueryState(queryKeys.results.tiers)?.dataUpdatedAt ?? 0).toBe(0);
    expect(result.current.full.get(THIS_MONTH)?.prize4).toContain('400003');

    const answer = lookupNumber('300635', result.current.light ?? [], result.current.full);
    expect(answer.hits).toEqual([]);
    expect(answer.yearsToFetch).toEqual([2019]);
    expect(answer.skipped).toBe(1);
  });

  it('when a 6-digit lookup asks for the full tiers, then they are fetched once and the 2019 4th prize is found', async () => {
    await seeded;
    const { result } = setup();
    await waitFor(() => expect(result.current.light).toHaveLength(3));
    act(() => result.current.fetchFull());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect([...result.current.full.keys()].sort()).toEqual(['2019-06-16', THIS_MONTH]);

    const answer = lookupNumber('300635', result.current.light ?? [], result.current.full);
    expect(answer.hits).toEqual([
      { date: '2019-06-16', kind: 'prize4', number: '300635', times: 1 },
    ]);
    expect(answer.yearsToFetch).toEqual([]);
    // This month's draw (claimable) is found too, from whichever source holds it.
    expect(lookupNumber('500042', result.current.light ?? [], result.current.full).hits).toEqual([
      { date: THIS_MONTH, kind: 'prize5', number: '500042', times: 1 },
    ]);
  });
});
