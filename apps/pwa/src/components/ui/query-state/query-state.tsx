import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { QueryFailed, QueryOffline, SavedNote, SlowNote } from './query-notes';
import type { QueryLike } from './query-view';
import { useQueryView } from './use-query-view';

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /**
   * Noun phrase for the failure's title, in the active language (lower-case in English): "Could
   * not load {what}." (`common.couldNotLoad`).
   */
  what: string;
  /** The spec's loading text (or a skeleton carrying it). */
  loading: ReactNode;
  /** The spec's empty text. */
  empty: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** The query's key: the wait counts from its request, and Retry can cancel a first load that hangs. */
  queryKey?: QueryKey;
  /** 'card' when the list is one card of a page (Home's), 'page' when it is the page. */
  scope?: 'page' | 'card';
  /**
   * What works offline, under "…not been saved yet" (a page: `<WorksOffline current=… />` of
   * `components/layout/route-error.tsx`, the pages whose code and data are on this device now).
   */
  worksOffline?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}

/**
 * One list or card in whichever state its query is in: loading (slow after `SLOW_AFTER_MS`),
 * failed, offline with nothing saved, empty, or data with its saved copy's line (`queryView`).
 */
export function QueryState<T>({
  query,
  what,
  loading,
  empty,
  isEmpty,
  queryKey,
  scope = 'page',
  worksOffline,
  children,
}: QueryStateProps<T>) {
  const { view, retry } = useQueryView(query, {
    ...(isEmpty ? { isEmpty } : {}),
    ...(queryKey ? { queryKey } : {}),
  });
  switch (view.kind) {
    case 'loading':
      return (
        <>
          {loading}
          {view.slow && <SlowNote onRetry={retry} />}
        </>
      );
    case 'offline':
      return <QueryOffline scope={scope}>{worksOffline}</QueryOffline>;
    case 'failed':
      return (
        <QueryFailed
          title={t('common.couldNotLoad', { what })}
          reason={view.reason}
          retrying={view.retrying}
          onRetry={retry}
        />
      );
    case 'empty':
      return (
        <>
          {view.saved && <SavedNote saved={view.saved} onRetry={retry} />}
          {empty}
        </>
      );
    case 'data':
      return (
        <>
          {view.saved && <SavedNote saved={view.saved} onRetry={retry} />}
          {children(view.data)}
        </>
      );
  }
}
