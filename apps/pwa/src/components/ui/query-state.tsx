import {
  onlineManager,
  type QueryKey,
  useIsRestoring,
  useQueryClient,
} from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { currentLocale, LOCALE_INFO, t } from '@/i18n';
import { Trans } from '@/i18n/trans';
import { ApiError, apiErrorText, isApiError, savedCopyAt } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';

/*
 * How every list and card of the site shows its data: loading (the spec's text), slow (still
 * loading after SLOW_AFTER_MS: it says so and offers Retry), failed (what went wrong in plain
 * words, with Retry), offline with nothing saved, empty (the spec's text), and data — with the age
 * of the saved copy when it is shown because a refresh failed or the device is offline.
 * Plain React + CSS (no antd): Home's cards use it before antd is loaded.
 */

/** After this long still loading, a list says it is taking long and offers Retry. */
export const SLOW_AFTER_MS = 10_000;

/** The part of a `useQuery` result this needs; a card may combine several queries into one. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  /** When `data` was fetched (ms since epoch); 0 when unknown. */
  dataUpdatedAt: number;
  refetch: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
}

/** Shown data's saved copy, when it is not fresh from the server. */
export interface SavedCopy {
  /** When it was fetched (ms since epoch), 0 when unknown. */
  at: number;
  offline: boolean;
  /** Why the refresh failed, in plain words (null when offline). */
  failure: string | null;
  retrying: boolean;
}

export type QueryView<T> =
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'failed'; reason: string; error: unknown; retrying: boolean }
  | { kind: 'empty'; saved: SavedCopy | null }
  | { kind: 'data'; data: NonNullable<T>; saved: SavedCopy | null };

/**
 * What went wrong, in words a visitor understands, in the active language (call it while
 * rendering). An API error's reason is its code in words (`apiErrorText`), never the server's
 * English; a detail the app's own code wrote (a non-API error's message) is put in as it came.
 */
export function describeFailure(error: unknown, online = true): string {
  if (!online) return t('common.failOffline');
  if (!isApiError(error)) {
    const detail = error instanceof Error ? error.message : String(error);
    return t('common.failSomething', { detail });
  }
  if (error.timedOut) return t('common.failTimeout');
  const { status } = error;
  if (status === 0) return t('common.failUnreachable');
  if (status === -1) return t('common.failNotUnderstood');
  // A reason of the visitor's own (their membership) says more than the status.
  if (error.code === 'membership_pending' || error.code === 'membership_suspended')
    return apiErrorText(error);
  if (status === 503) return t('common.failUnavailable');
  if (status >= 500) return t('common.failServer', { status });
  if (status === 404) return t('common.failNotFound');
  if (status === 401) return t('common.failSignIn');
  if (status === 403) return t('common.failForbidden');
  if (status === 429) return t('common.failTooMany');
  return t('common.failRequest', { status, message: apiErrorText(error) });
}

/**
 * The state to show for `query`. null data is empty; `isEmpty` tells an empty answer apart too
 * (default: an empty array). `retry` refetches, cancelling a request still under way.
 */
export function useQueryView<T>(
  query: QueryLike<T>,
  {
    isEmpty = defaultIsEmpty,
    queryKey,
  }: {
    isEmpty?: (data: T) => boolean;
    /**
     * The query's key, so Retry can cancel a first load that hangs: React Query's refetch joins a
     * request under way when there is no data yet instead of starting a new one.
     */
    queryKey?: QueryKey;
  } = {},
): { view: QueryView<T>; retry: () => void; attempt: number } {
  const browserOnline = useOnline();
  const queriesOnline = useQueriesOnline();
  const online = browserOnline && queriesOnline;
  // Until the saved cache is read back, "nothing saved" or "failed" may not be true.
  const restoring = useIsRestoring();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setAttempt((n) => n + 1);
    const hanging = query.data === undefined && query.fetchStatus === 'fetching';
    void (async () => {
      if (hanging && queryKey) await queryClient.cancelQueries({ queryKey, exact: true });
      await query.refetch({ cancelRefetch: true });
    })();
  };
  const fetching = query.fetchStatus === 'fetching';
  const paused = query.fetchStatus === 'paused';

  let view: QueryView<T>;
  if (query.data !== undefined) {
    const failed = query.status === 'error';
    const offline = !online || paused;
    // The service worker answered from its cache: the network failed although the request "worked".
    const workerCopyAt = savedCopyAt(query.data);
    const fromWorker = workerCopyAt !== undefined;
    const saved: SavedCopy | null =
      failed || offline || fromWorker
        ? {
            at: workerCopyAt ?? query.dataUpdatedAt,
            offline,
            failure: offline
              ? null
              : failed
                ? describeFailure(query.error)
                : describeFailure(new ApiError(0, 'served from the saved copy')),
            retrying: (failed || fromWorker) && fetching,
          }
        : null;
    const data = query.data;
    view =
      data === null || isEmpty(data) ? { kind: 'empty', saved } : { kind: 'data', data, saved };
  } else if (restoring) {
    view = { kind: 'loading' };
  } else if (paused || (!online && !fetching)) {
    view = { kind: 'offline' };
  } else if (query.status === 'error') {
    view = {
      kind: 'failed',
      reason: describeFailure(query.error),
      error: query.error,
      retrying: fetching,
    };
  } else {
    view = { kind: 'loading' };
  }
  return { view, retry, attempt };
}

/** React Query's own idea of the connection (it pauses requests while offline). */
function useQueriesOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

function defaultIsEmpty(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/** Re-renders every `ms` while mounted, for ages like "5 minutes ago". */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "12 days ago" — in the active language
 * ("5 นาทีที่ผ่านมา", "เมื่อวาน"), with Western digits.
 */
export function formatAge(at: number, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return t('common.justNow');
  const tag = LOCALE_INFO[currentLocale()].intl;
  let relativeFormat = relativeFormats.get(tag);
  if (!relativeFormat) {
    relativeFormat = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
    relativeFormats.set(tag, relativeFormat);
  }
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relativeFormat.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relativeFormat.format(-hours, 'hour');
  return relativeFormat.format(-Math.floor(hours / 24), 'day');
}

function RetryButton({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={onRetry}
      disabled={retrying}
      aria-busy={retrying || undefined}
    >
      {retrying ? t('common.retrying') : t('common.retry')}
    </button>
  );
}

/**
 * Mounted while something loads: after `SLOW_AFTER_MS` it says so and offers Retry (remount it
 * with a new `key` on retry to start the wait again).
 */
export function SlowNotice({ onRetry }: { onRetry: () => void }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!slow) return null;
  return (
    <div className="query-note query-slow" role="status">
      <p>{t('common.slow')}</p>
      <RetryButton onRetry={onRetry} retrying={false} />
    </div>
  );
}

/** A failed load: the title, what went wrong and Retry. */
export function QueryFailed({
  title,
  reason,
  retrying,
  onRetry,
  children,
}: {
  /** A string becomes a bold line; pass an element for a heading of the page's own. */
  title: ReactNode;
  reason: string;
  retrying: boolean;
  onRetry: () => void;
  /** More ways out, next to Retry (a link back, say). */
  children?: ReactNode;
}) {
  return (
    <div className="query-failed">
      <div role="alert">
        {typeof title === 'string' ? <p className="query-failed-title">{title}</p> : title}
        <p className="query-failed-reason">{reason}</p>
      </div>
      <div className="card-actions">
        <RetryButton onRetry={onRetry} retrying={retrying} />
        {children}
      </div>
    </div>
  );
}

/**
 * The sentence of the issue, kept as written: the English of `common.offlinePage` (without its full
 * stop), for tests to find it. The page shows the message in the visitor's language.
 */
export const OFFLINE_PAGE_TEXT = 'You are offline and this page has not been saved yet';

/**
 * Offline with nothing on the device: says so, that it loads by itself once back online, and what
 * works meanwhile. `scope: 'card'` is the short form for a card on a page that shows other things.
 */
export function QueryOffline({
  scope = 'page',
  title,
  children,
}: {
  scope?: 'page' | 'card';
  /** A heading of the page's own, above the sentence. */
  title?: ReactNode;
  /** What works offline instead of the default list. */
  children?: ReactNode;
}) {
  if (scope === 'card') {
    return (
      <div className="query-offline" role="status">
        <p>{t('common.offlineCard')}</p>
      </div>
    );
  }
  return (
    <div className="query-offline" role="status">
      {title}
      <p className="query-offline-title">{t('common.offlinePage')}</p>
      <p>{t('common.loadsByItself')}</p>
      {children ?? (
        <p>
          <Trans
            id="common.offlineMeanwhile"
            components={{ 0: <Link to="/check" />, 1: <Link to="/" /> }}
          />
        </p>
      )}
    </div>
  );
}

/** The line above data shown from the device: its age, and why it is not fresh. */
export function SavedNote({ saved, onRetry }: { saved: SavedCopy; onRetry: () => void }) {
  const now = useNow(60_000);
  const copy =
    saved.at > 0
      ? t('common.savedAgo', { age: formatAge(saved.at, now) })
      : t('common.savedOnDevice');
  return (
    <div className="query-note query-saved" role="status">
      {saved.failure === null ? (
        // Not "You are offline…": that is the banner's line (and tests find the banner by it).
        <p>{t('common.savedOffline', { saved: copy })}</p>
      ) : (
        <>
          <p>{t('common.savedFailed', { failure: saved.failure, saved: copy })}</p>
          <RetryButton onRetry={onRetry} retrying={saved.retrying} />
        </>
      )}
    </div>
  );
}

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
  /** The query's key: lets Retry cancel a first load that hangs (see `useQueryView`). */
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

/** One list or card in whichever state its query is in (see the top of this file). */
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
  const { view, retry, attempt } = useQueryView(query, {
    ...(isEmpty ? { isEmpty } : {}),
    ...(queryKey ? { queryKey } : {}),
  });
  switch (view.kind) {
    case 'loading':
      return (
        <>
          {loading}
          <SlowNotice key={attempt} onRetry={retry} />
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
