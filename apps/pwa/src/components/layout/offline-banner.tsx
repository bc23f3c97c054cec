import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { t } from '@/i18n';
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
  // Online it renders nothing, and reads nothing of the cache: the newest update is looked for
  // (over every query, on each of the cache's events) only while offline.
  return useOnline() ? null : <OfflineNotice />;
}

function OfflineNotice() {
  const lastUpdated = useLastUpdated();
  return (
    <div className="offline-banner" role="status">
      <svg className="offline-banner-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden>
        <path fill="currentColor" d="M12 2 1 21h22L12 2Zm1 15h-2v2h2v-2Zm0-8h-2v6h2V9Z" />
      </svg>
      <span>
        {/* Not "Showing saved data": the page open may have nothing saved (it then says so itself). */}
        {lastUpdated > 0
          ? t('common.offlineLastUpdated', { time: formatDateTime(lastUpdated) })
          : t('common.offlineNothingSaved')}
      </span>
    </div>
  );
}
