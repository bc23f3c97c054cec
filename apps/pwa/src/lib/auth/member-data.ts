import { queryClient } from '@/lib/query-client';
import { onSignedOut } from './auth-store';

/** Every member-only query key starts with this, so sign-out can drop them all at once. */
export const MEMBER_QUERY_ROOT = 'member';

/** Cache names shared with the service worker config in vite.config.ts. */
export const IMAGE_CACHE = 'lotto-images';

/**
 * Drops VIP data when the member signs out: the member queries in memory (they are never
 * persisted) and the VIP images the service worker cached.
 */
export async function clearMemberData(): Promise<void> {
  const imageUrls = new Set<string>();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [MEMBER_QUERY_ROOT] })) {
    const data: unknown = query.state.data;
    if (Array.isArray(data)) {
      for (const item of data) {
        const url = (item as { imageUrl?: unknown } | null)?.imageUrl;
        if (typeof url === 'string') imageUrls.add(url);
      }
    }
  }
  queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
  if (imageUrls.size > 0 && 'caches' in window) {
    const cache = await caches.open(IMAGE_CACHE);
    await Promise.all([...imageUrls].map((url) => cache.delete(url, { ignoreVary: true })));
  }
}

export function registerMemberDataCleanup(): () => void {
  return onSignedOut(() => clearMemberData());
}
