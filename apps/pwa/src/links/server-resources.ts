import { SERVER_PAGES } from '@lotto/site';

/*
 * What the API serves at the site's addresses that is not a page (packages/site/src/pages.ts): the
 * sitemap, robots.txt and the draws' share pictures (`/result/<date>/card.png`). The service
 * worker must not answer them with the app's shell (vite.config.ts, navigateFallbackDenylist), and
 * the app's router must not show its "not found" page for them: they are the server's.
 */

const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Patterns of a path with its search (`/result/2024-12-16/card.png?lang=th`), as Workbox tests. */
export const SERVER_RESOURCES: readonly RegExp[] = [
  new RegExp(`^${escape(SERVER_PAGES.sitemap)}(?:\\?|$)`),
  new RegExp(`^${escape(SERVER_PAGES.robots)}(?:\\?|$)`),
  new RegExp(`^${escape(SERVER_PAGES.drawPrefix)}[^?]*\\.png(?:\\?|$)`),
];

/** Whether `path` (with or without its search) is one of the server's files, not a page. */
export function isServerResource(path: string): boolean {
  return SERVER_RESOURCES.some((pattern) => pattern.test(path));
}
