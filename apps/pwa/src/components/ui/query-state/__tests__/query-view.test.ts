import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isEmptyList, type QueryLike, queryView, SLOW_AFTER_MS } from '../query-view';

type Snapshot = Omit<QueryLike<string[]>, 'refetch'>;

const pending: Snapshot = {
  data: undefined,
  error: null,
  status: 'pending',
  fetchStatus: 'fetching',
  dataUpdatedAt: 0,
};
const facts = { online: true, restoring: false, waited: 0, isEmpty: isEmptyList };
const unreachable = new ApiError(0, 'Network error');

describe('queryView', () => {
  it('when the request is under way, then it is loading, and slow once it has waited the bound', () => {
    expect(queryView(pending, { ...facts, waited: SLOW_AFTER_MS - 1 })).toEqual({
      kind: 'loading',
      slow: false,
    });
    expect(queryView(pending, { ...facts, waited: SLOW_AFTER_MS })).toEqual({
      kind: 'loading',
      slow: true,
    });
  });

  it('when the saved cache is still being read back, then it is loading (not offline, not failed)', () => {
    const failed: Snapshot = {
      ...pending,
      status: 'error',
      error: unreachable,
      fetchStatus: 'idle',
    };
    expect(queryView(failed, { ...facts, online: false, restoring: true }).kind).toBe('loading');
  });

  it('when offline with nothing saved, then it is offline, whether the request paused or failed', () => {
    expect(queryView({ ...pending, fetchStatus: 'paused' }, facts).kind).toBe('offline');
    const failed: Snapshot = {
      ...pending,
      status: 'error',
      error: unreachable,
      fetchStatus: 'idle',
    };
    expect(queryView(failed, { ...facts, online: false }).kind).toBe('offline');
  });

  it('when the request failed with nothing saved, then it is failed with the reason in plain words', () => {
    const failed: Snapshot = {
      ...pending,
      status: 'error',
      error: unreachable,
      fetchStatus: 'idle',
    };
    expect(queryView(failed, { ...facts, waited: SLOW_AFTER_MS })).toEqual({
      kind: 'failed',
      reason: expect.stringMatching(/^The server could not be reached\./) as string,
      error: unreachable,
      retrying: false,
    });
    expect(queryView({ ...failed, fetchStatus: 'fetching' }, facts)).toMatchObject({
      retrying: true,
    });
  });

  it('when fresh data is there, then it is data with no saved-copy line; an empty answer is empty', () => {
    const fresh: Snapshot = { ...pending, data: ['a'], status: 'success', fetchStatus: 'idle' };
    expect(queryView(fresh, facts)).toEqual({ kind: 'data', data: ['a'], saved: null });
    expect(queryView({ ...fresh, data: [] }, facts)).toEqual({ kind: 'empty', saved: null });
    expect(queryView({ ...fresh, data: ['a'] }, { ...facts, isEmpty: () => true }).kind).toBe(
      'empty',
    );
  });

  it('when a refresh failed, then the data shows as a saved copy with its age and why', () => {
    const stale: Snapshot = {
      data: ['a'],
      error: unreachable,
      status: 'error',
      fetchStatus: 'fetching',
      dataUpdatedAt: 1_000,
    };
    expect(queryView(stale, facts)).toEqual({
      kind: 'data',
      data: ['a'],
      saved: {
        at: 1_000,
        offline: false,
        failure: expect.stringMatching(/^The server could not be reached\./) as string,
        retrying: true,
      },
    });
  });

  it('when offline with data, then the saved copy says offline, with no failure', () => {
    const kept: Snapshot = { ...pending, data: ['a'], status: 'success', fetchStatus: 'paused' };
    expect(queryView(kept, facts)).toMatchObject({
      kind: 'data',
      saved: { offline: true, failure: null, retrying: false },
    });
  });
});
