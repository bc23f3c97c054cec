import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { onSignedOut } from './auth-store';

/** Cache name shared with the service worker config in vite.config.ts. */
export const IMAGE_CACHE = 'lotto-images';

const SHOWN_KEY = 'lotto-member-images';
const SHOWN_MAX = 500;

function readShown(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SHOWN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Notes member-only image URLs shown on this device. The service worker caches every image it
 * sees, and the app may be closed and reopened before the member signs out, so the list lives in
 * localStorage rather than memory.
 */
export function rememberMemberImages(urls: readonly string[]): void {
  const shown = new Set(readShown());
  const before = shown.size;
  for (const url of urls) shown.add(url);
  if (shown.size === before) return;
  try {
    localStorage.setItem(SHOWN_KEY, JSON.stringify([...shown].slice(-SHOWN_MAX)));
  } catch {
    // Storage full or blocked: the in-memory queries still cover this session.
  }
}

/**
 * Drops VIP data when the member signs out: the member queries in memory (they are never
 * persisted) and every VIP image the service worker cached on this device.
 */
export async function clearMemberData(): Promise<void> {
  const imageUrls = new Set(readShown());
  for (const query of queryClient.getQueryCache().findAll({ queryKey: queryKeys.member.all })) {
    const data: unknown = query.state.data;
    if (Array.isArray(data)) {
      for (const item of data) {
        const url = (item as { imageUrl?: unknown } | null)?.imageUrl;
        if (typeof url === 'string') imageUrls.add(url);
      }
    }
  }
  queryClient.removeQueries({ queryKey: queryKeys.member.all });
  localStorage.removeItem(SHOWN_KEY);
  if (imageUrls.size > 0 && 'caches' in window) {
    const cache = await caches.open(IMAGE_CACHE);
    await Promise.all([...imageUrls].map((url) => cache.delete(url, { ignoreVary: true })));
  }
}

export function registerMemberDataCleanup(): () => void {
  return onSignedOut(() => clearMemberData());
}
