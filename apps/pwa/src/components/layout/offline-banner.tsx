import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useCallback, useSyncExternalStore } from 'react';
import { formatDateTime } from '@/lib/format';
import { useOnline } from '@/lib/use-online';

/** Newest time any persisted (public) query got fresh data, or 0. */
function useLastUpdated(): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(subscribe, () => {
    let newest = 0;
    for (const query of cache.getAll()) {
      if (query.meta?.persist === true && query.state.dataUpdatedAt > newest)
        newest = query.state.dataUpdatedAt;
    }
    return newest;
  });
}

export function OfflineBanner() {
  const online = useOnline();
  const lastUpdated = useLastUpdated();
  if (online) return null;
  return (
    <Alert
      className="offline-banner"
      type="warning"
      showIcon
      banner
      role="status"
      title={
        <span>
          You are offline. Showing saved data.
          {lastUpdated > 0
            ? ` Last updated ${formatDateTime(lastUpdated)}`
            : ' Nothing has been saved on this device yet.'}
        </span>
      }
    />
  );
}
