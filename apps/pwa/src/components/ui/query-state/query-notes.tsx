import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { t } from '@/i18n';
import { Trans } from '@/i18n/trans';
import { formatAge } from './format-age';
import { type SavedCopy, SLOW_AFTER_MS } from './query-view';

/*
 * What a list or card shows besides its data: the slow note, the failure, the offline state and
 * the saved copy's line. Plain React + CSS (no antd): Home's cards use them before antd is loaded.
 */

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

/** A load taking long (`useQueryView`'s `slow`): says so and offers Retry. */
export function SlowNote({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="query-note query-slow" role="status">
      <p>{t('common.slow')}</p>
      <RetryButton onRetry={onRetry} retrying={false} />
    </div>
  );
}

/**
 * For a wait whose start only its component knows: mounted while it lasts, it shows the slow note
 * after `SLOW_AFTER_MS` (remount it with a new `key` on retry to start the wait again).
 */
export function SlowNotice({ onRetry }: { onRetry: () => void }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return slow ? <SlowNote onRetry={onRetry} /> : null;
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

/** Re-renders every `ms` while mounted, for ages like "5 minutes ago". */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
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
