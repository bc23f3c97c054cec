import { DrawSchema, RESULT_PATHS } from '@lotto/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { noop } from '@/lib/noop';
import { parseItems } from './get-results';

/**
 * Every draw whose prizes can still be claimed (drawn within two years, ≈ 48 draws), in full,
 * newest first. Kept on the device: the ticket checker and the draw pages of these draws then work
 * offline. It changes twice a month, so an hour between revalidations is plenty.
 */
export const claimableDrawsQueryOptions = () =>
  queryOptions({
    queryKey: ['results', 'claimable'],
    queryFn: async ({ signal }) =>
      parseItems(
        await api.get(RESULT_PATHS.claimable, { signal }),
        DrawSchema,
        `GET ${RESULT_PATHS.claimable}`,
      ),
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  });

export const useClaimableDraws = () => useQuery(claimableDrawsQueryOptions());

/**
 * Fetches the claimable draws once the page has loaded and the main thread is idle (unless the
 * copy on the device is fresh), so they never compete with the first paint. Returns a cancel.
 */
export function prefetchClaimableDrawsWhenIdle(queryClient: QueryClient): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fetchNow = () => {
    if (!cancelled) queryClient.query(claimableDrawsQueryOptions()).catch(noop);
  };
  const whenIdle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window)
      idle = window.requestIdleCallback(fetchNow, { timeout: 5000 });
    else timer = setTimeout(fetchNow, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
