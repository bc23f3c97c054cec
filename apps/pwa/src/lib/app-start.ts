/*
 * When the app starts on a page the API rendered (a draw's page, /result, /check: complete HTML
 * with its own data). A device where the app has run before gets it at once, as everywhere: its
 * visitor uses the app (saved tickets, a language chosen, a member's session). A first visit — a
 * search result, a link shared in a chat — reads the page the server wrote, which needs no script,
 * and the app starts when the visitor first reaches for the page (a tap, a key, a focus that is not
 * a link's): evaluating and rendering the app costs a cheap phone seconds of a busy main thread,
 * for a page that is already whole. The service worker is registered after the load either way,
 * and the first visit's offline data is fetched off the main thread (src/boot.ts).
 *
 * index.html's inline script decides (it also holds back the app's first GETs on such a page) and
 * marks `<html>`; this module names the marks. No imports: the entry and vite.config.ts read it.
 */

/** localStorage key: present once the app has started on this device (`markAppStarted`). */
export const APP_STARTED_KEY = 'lotto.appStarted';

/** On `<html>`: `on-demand` when index.html's script held the app back (see above). */
export const APP_START_ATTRIBUTE = 'data-app-start';
export const APP_START_ON_DEMAND = 'on-demand';

/** Events that mean the visitor reached for a server page. Scrolling is reading: not among them. */
export const REACHES = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * On `<html>`: what the visitor reached for before the app was up, for the app's first render to
 * do (`startRequest`). Only the header's menu button asks for anything: the menu then opens.
 */
export const START_REQUEST_ATTRIBUTE = 'data-start-request';
export type StartRequest = 'menu';

/** Marks the device as one the app has run on (its server pages then start the app at once). */
export function markAppStarted(
  storage: Pick<Storage, 'setItem'> | undefined = safeStorage(),
): void {
  try {
    storage?.setItem(APP_STARTED_KEY, '1');
  } catch {
    // Storage full or refused (a private window's policy): the next server page waits for a tap.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Whether index.html's script held the app back on this page. */
export function startsOnDemand(root: Element = document.documentElement): boolean {
  return root.getAttribute(APP_START_ATTRIBUTE) === APP_START_ON_DEMAND;
}

/** Records that the visitor reached for `request` before the app was up. */
export function requestAtStart(
  request: StartRequest,
  root: Element = document.documentElement,
): void {
  root.setAttribute(START_REQUEST_ATTRIBUTE, request);
}

const here = () => (typeof document === 'undefined' ? undefined : document.documentElement);

/** What the visitor asked for before the app was up (read in a render: it changes nothing). */
export function startRequest(root: Element | undefined = here()): StartRequest | undefined {
  return root?.getAttribute(START_REQUEST_ATTRIBUTE) === 'menu' ? 'menu' : undefined;
}

/** Done with what the visitor asked for before the app was up (after the render that did it). */
export function clearStartRequest(root: Element | undefined = here()): void {
  root?.removeAttribute(START_REQUEST_ATTRIBUTE);
}

/** The generated service worker (vite-plugin-pwa) and its scope: the app's and the entry's. */
export const SERVICE_WORKER = { url: '/sw.js', scope: '/' } as const;
