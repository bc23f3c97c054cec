/**
 * Every TanStack Query key of the app, public and admin, in one place: a query and the writes that
 * invalidate it use the same entry, so a key cannot drift between a feature and the admin.
 *
 * A key is an array whose first element is its root: invalidating or removing a root drops every
 * key under it (a sign-out drops `member`, an admin login or logout drops `admin`).
 *
 * The values of persisted keys (`meta.persist`: results, tips, success images, the upcoming draws)
 * are data stored on visitors' devices (IndexedDB, see `draws/query-persistence.ts`): they keep the
 * values they were saved under even where the code name differs (`successImages` is stored as
 * `['success']`), so an update of the app still finds the saved copy offline.
 */

/** Every member-only query key starts with this, so sign-out can drop them all at once. */
export const MEMBER_QUERY_ROOT = 'member';

/** Every admin query key starts with this, so a sign-out or a new login can drop them all at once. */
export const ADMIN_QUERY_ROOT = 'admin';

export const queryKeys = {
  results: {
    /** The light list of every draw (`GET /results`); also the root of every results key. */
    all: ['results'] as const,
    /** The newest draw not after today, as the API knows it (`GET /api/results/latest`). */
    latest: ['results', 'latest'] as const,
    /** Every draw still claimable, in full. */
    claimable: ['results', 'claimable'] as const,
    /** One draw in full by period date. */
    draw: (date: string) => ['results', 'draw', date] as const,
    /**
     * The near-first and 2nd–5th prizes of the whole history (`GET /results/tiers`), for 6-digit
     * lookups; fetched on demand and NOT persisted (≈190 kB gzip; the service worker keeps it).
     */
    tiers: ['results', 'tiers'] as const,
  },
  /** The draw calendar: the next draws and the announced changes (`GET /draws/upcoming`; persisted). */
  draws: {
    upcoming: ['draws', 'upcoming'] as const,
  },
  tips: ['tips'] as const,
  /** Stored on devices as `['success']` (see above). */
  successImages: ['success'] as const,
  member: {
    all: [MEMBER_QUERY_ROOT] as const,
    membership: (uid: string) => [MEMBER_QUERY_ROOT, uid, 'membership'] as const,
    vipTips: (uid: string) => [MEMBER_QUERY_ROOT, uid, 'vipTips'] as const,
  },
  /** The server's Web Push key (`GET /push/key`; null when push is not configured). */
  pushKey: ['push', 'key'] as const,
  /** The optional third-party IP lookup of the local clock. */
  ipLocation: (url: string) => ['ip-location', url] as const,
  admin: {
    all: [ADMIN_QUERY_ROOT] as const,
    dashboard: [ADMIN_QUERY_ROOT, 'dashboard'] as const,
    /** Root of the members list, whatever the search. */
    members: [ADMIN_QUERY_ROOT, 'members'] as const,
    membersSearch: (q: string) => [ADMIN_QUERY_ROOT, 'members', q] as const,
    results: [ADMIN_QUERY_ROOT, 'results'] as const,
    resultDetail: (date: string) => [ADMIN_QUERY_ROOT, 'results', 'detail', date] as const,
    resultHistory: (date: string) => [ADMIN_QUERY_ROOT, 'results', 'history', date] as const,
    /** The announced draw-date changes, every one (`GET /draws/overrides`). */
    drawOverrides: [ADMIN_QUERY_ROOT, 'draws', 'overrides'] as const,
    /** One image collection by kind (`tips`, `vipTips`, `successImages`). */
    images: (kind: string) => [ADMIN_QUERY_ROOT, 'images', kind] as const,
    /** The results feed as the dashboard shows it (`GET /api/admin/feed`). */
    feed: [ADMIN_QUERY_ROOT, 'feed'] as const,
    /** The last backup taken of the API's store (`GET /api/admin/backups`). */
    backups: [ADMIN_QUERY_ROOT, 'backups'] as const,
    /** The chat bots: configured, last reply, last error (`GET /api/admin/bots`). */
    bots: [ADMIN_QUERY_ROOT, 'bots'] as const,
    /** Web Push: subscribers by choice and the last fan-out (`GET /api/admin/push`). */
    push: [ADMIN_QUERY_ROOT, 'push'] as const,
  },
} as const;
