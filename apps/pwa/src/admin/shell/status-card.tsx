import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { serverMessage } from '@/admin/session/error-text';
import { LoadFailed } from './load-failed';

/**
 * A dashboard card that shows one status the API reports (backups, chat bots, notifications): a
 * skeleton while it loads, why it failed with Retry, else `children(data)`.
 */
export function StatusCard<T>({
  title,
  className,
  query,
  loading,
  failed,
  children,
}: {
  title: string;
  /** The card's own class beside `admin-section`. */
  className: string;
  query: UseQueryResult<T>;
  /** The skeleton's label: 'Loading the last backup'. */
  loading: string;
  /** Said when the server gave no reason: 'Failed to load the last backup'. */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { data, error, isPending, refetch, isFetching } = query;
  return (
    <Card
      title={<h2 className="admin-card-heading">{title}</h2>}
      size="small"
      className={`admin-section ${className}`}
    >
      {error ? (
        <LoadFailed
          title={serverMessage(error) ?? failed}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} aria-label={loading} />
      ) : (
        children(data)
      )}
    </Card>
  );
}

/** The time now, renewed every minute while the card is open, so "2 minutes ago" stays true. */
export function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
