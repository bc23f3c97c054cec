import { isLocale, type Locale } from './locales.js';

/*
 * The server-rendered pages' contract: which paths the API renders as complete HTML (Home, the
 * draw pages, /result, /check, the sitemap, robots.txt, the draw's share picture), how a page names its
 * language, and the data a page hands to the app that takes it over. The API renders them
 * (apps/api/src/features/pages); the app reads the same names (apps/pwa). docs/architecture.md
 * says why the API renders them.
 */

/** `?lang=th`: the page in that language (the four versions of a page; hreflang alternates). */
export const LANG_PARAM = 'lang';

/**
 * A page's language from its URL's search: the `lang` parameter when it names a language the
 * site speaks, else undefined (the page adapts to the visitor: the x-default version).
 */
export function langOfSearch(search: string | URLSearchParams): Locale | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(LANG_PARAM);
  return isLocale(value) ? value : undefined;
}

/** `path` in `lang` (`/result/2026-11-16?lang=th`); without a language, the x-default page. */
export function pageHref(path: string, lang?: Locale, search: Record<string, string> = {}): string {
  const params = new URLSearchParams(search);
  if (lang) params.set(LANG_PARAM, lang);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The paths the API renders (the site's proxy sends them there): see `isServerPagePath`. */
export const SERVER_PAGES = {
  /** Home: its first screen (the last result, the clock, the next draw). */
  home: '/',
  results: '/result',
  /** `/result/2026-11-16`: one draw. */
  drawPrefix: '/result/',
  check: '/check',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const;

/**
 * `/result?year=2024`: that year's draws (the server lists them; the app's list opens at that year),
 * so every draw is two links from /result for a crawler.
 */
export const RESULTS_YEAR_PARAM = 'year';

/** `/result/2026-11-16/card.png?lang=th`: the draw's share picture (og:image), in a language. */
export function shareCardPath(date: string): string {
  return `${SERVER_PAGES.drawPrefix}${date}/card.png`;
}

/** True for a path the API renders (the static host sends it there, the app's shell otherwise). */
export function isServerPagePath(pathname: string): boolean {
  return (
    pathname === SERVER_PAGES.home ||
    pathname === SERVER_PAGES.results ||
    pathname.startsWith(SERVER_PAGES.drawPrefix) ||
    pathname === SERVER_PAGES.check ||
    pathname === SERVER_PAGES.sitemap ||
    pathname === SERVER_PAGES.robots
  );
}

/**
 * /check's plain HTML form (`GET /check?draw=2026-11-16&number=123456`): the names of its fields,
 * which the app's /check reads too (src/links/check-search.ts), so a checked ticket's URL shows
 * the same verdict with scripts on or off.
 */
export const CHECK_FORM = { draw: 'draw', number: 'number' } as const;

/** The kinds of server-rendered HTML page. */
export type ServerPageKind = 'home' | 'draw' | 'results' | 'check';

/** The id of the `<script type="application/json">` in a server page's head (`PageData`). */
export const PAGE_DATA_ID = 'lotto-page-data';

/** An API answer the page already holds: the app takes it instead of asking (no flash). */
export interface PageAnswer {
  /** The API path, as the app asks it (`/results/2026-11-16`). */
  path: string;
  /** The answer's JSON, exactly as the API sends it for that GET. */
  body: unknown;
}

/**
 * What a server page tells the app that takes it over: its kind and language, the API answers it
 * was rendered from (taken as early answers by src/lib/early-requests.ts), and the GETs the app
 * will make first, to start while its scripts download.
 */
export interface PageData {
  kind: ServerPageKind;
  lang: Locale;
  /** True when the URL named the language (`?lang=`); false when it adapted to the visitor. */
  langFromUrl: boolean;
  answers: PageAnswer[];
  fetch: string[];
  /**
   * The page changes while it is open: the live draw's, before or while its numbers come in. The
   * app, which follows the draw, then starts at once even on a first visit (apps/pwa's
   * src/lib/app-start.ts); absent on every other page.
   */
  live?: true;
}

/**
 * On a part of a server page only the app fills (Home's tips and tools): a first visit's app starts
 * when the visitor scrolls it into view, as when they reach for the page (apps/pwa's
 * src/lib/start-on-demand.ts).
 */
export const APP_WHEN_SEEN_ATTRIBUTE = 'data-app-when-seen';

/** The attribute on `<html>` that marks a server page and names its kind (`data-server-page`). */
export const SERVER_PAGE_ATTRIBUTE = 'data-server-page';

/**
 * Catalog namespaces only the API says: the server pages' own (titles, descriptions, structured
 * data) and the chat bots' (help, notices). The app's build leaves them out of its bundles
 * (apps/pwa/build/vite-i18n-catalogs.ts), and the API's tests check each of their ids is used by
 * the server pages or the bots.
 */
export const SERVER_ONLY_NAMESPACES: readonly string[] = ['serverPages', 'bots'];
