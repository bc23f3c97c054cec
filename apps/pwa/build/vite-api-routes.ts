// Read from the contracts' source, not the package: Vite bundles its config with Node's resolution,
// which would take the package's `dist` — not there on a fresh clone until the package is built.
import { API, PUBLIC_CACHED_GETS, routePattern } from '../../../packages/contracts/src/index.js';

/**
 * The body of `routePattern`: the route's own pattern without its `^…$` anchors, its named groups
 * made plain (two routes with a `:date` may then share one pattern).
 */
const routeBody = (route: string) =>
  routePattern(route)
    .slice(1, -1)
    .replace(/\(\?<\w+>/g, '(?:');

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The service worker's rules for the API answers, derived from the public GETs the API caches
 * (`PUBLIC_CACHED_GETS` in `@lotto/contracts`), so a new cached list is cached offline too.
 * Workbox serialises each pattern into sw.js, so they are RegExps built here (a function would lose
 * this closure).
 */
export function serviceWorkerApiPatterns(apiOrigin: string): {
  lists: RegExp;
  draws: RegExp;
  years: RegExp;
} {
  const origin = escapeRegExp(apiOrigin);
  const byYear = (get: { route: string }) => get.route === API.results.year.route;
  const withParams = PUBLIC_CACHED_GETS.filter((get) => get.route.includes(':') && !byYear(get));
  const lists = PUBLIC_CACHED_GETS.filter((get) => !get.route.includes(':'));
  const union = (gets: readonly { route: string }[]) =>
    gets.map((get) => routeBody(get.route)).join('|');
  return {
    // The lists (`/results`, `/tips`, …), with or without a query string.
    lists: new RegExp(`^${origin}(?:${union(lists)})(\\?.*)?$`),
    // One draw in full (`/results/2024-11-16`): every draw page opened, kept apart from the lists
    // so that browsing many old draws never pushes the lists out.
    draws: new RegExp(`^${origin}(?:${union(withParams)})$`),
    // One year of the light list by its version (`/results/years/2019/<version>`): the pieces of
    // the list /result and /check read, kept apart from the draw pages so that neither pushes the
    // other out.
    years: new RegExp(`^${origin}(?:${routeBody(API.results.year.route)})$`),
  };
}

/**
 * Home always asks for the latest draw and the tips: index.html's inline script starts both while
 * the scripts download (src/lib/early-requests.ts takes the answers), with the paths put in here.
 */
export const HOME_EARLY_GETS = {
  '%LOTTO_EARLY_LATEST_PATH%': API.results.latest,
  '%LOTTO_EARLY_TIPS_PATH%': API.tips.list,
} as const satisfies Record<string, (typeof PUBLIC_CACHED_GETS)[number]>;

/** index.html with the early requests' paths in place of their placeholders. */
export function withEarlyRequestPaths(html: string): string {
  let out = html;
  for (const [placeholder, get] of Object.entries(HOME_EARLY_GETS)) {
    if (!out.includes(placeholder)) throw new Error(`index.html lacks ${placeholder}`);
    out = out.replaceAll(placeholder, get.path());
  }
  return out;
}
