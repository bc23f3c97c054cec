/** Every admin query key starts with this, so a sign-out or a new login can drop them all at once. */
export const ADMIN_QUERY_ROOT = 'admin';

/** Admin data is never persisted (no `meta.persist`) and not kept in memory long after use. */
export const ADMIN_GC_TIME = 5 * 60_000;

/**
 * Keys of the public side's queries that admin writes change: invalidated (never imported) so a
 * visitor view open in the same browser shows the new content at once.
 */
export const PUBLIC_KEYS = {
  results: ['results'],
  tips: ['tips'],
  success: ['success'],
  member: ['member'],
} as const;

/** Long enough that a route's loader and its screen share one request; writes invalidate anyway. */
export const ADMIN_STALE_TIME = 10_000;
