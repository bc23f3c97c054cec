import { SERVER_PAGE_ATTRIBUTE } from '@lotto/site';
import { noop } from './noop';

/*
 * A page the API rendered (`<html data-server-page>`: a draw's page, /result, /check) is on screen,
 * whole, before the app runs. React's first render replaces it (no hydration: src/main.tsx renders
 * after `router.load()`), so that render must be the same page, not its loading state: the first
 * route's loader waits for the data its first frame shows — at once from the answers the page
 * handed over (index.html, src/lib/early-requests.ts) —, for a bounded time. Everywhere else, and
 * for every later navigation, loaders only start their requests, as before.
 */

/** How long the first render waits for its data on a server page, then shows its loading state. */
export const TAKEOVER_WAIT_MS = 8_000;

/** Runs `load` while the server's page is still on screen, see `createTakeover`. */
export type Takeover = (
  preload: boolean,
  load: () => Promise<unknown>,
) => Promise<void> | undefined;

/**
 * The takeover of a page `root` (the document's `<html>`) marks as the server's: the first loader
 * that is not a preload waits for `load` (its failure included: the page shows it) or `waitMs`,
 * whichever comes first. Undefined when there is nothing to wait for: not a server page, a
 * preload, or a later load.
 */
export function createTakeover(
  root: Element | undefined,
  waitMs: number = TAKEOVER_WAIT_MS,
): Takeover {
  let pending = root?.hasAttribute(SERVER_PAGE_ATTRIBUTE) ?? false;
  return (preload, load) => {
    if (!pending || preload) return undefined;
    pending = false;
    return Promise.race([
      load().then(noop, noop),
      new Promise<void>((resolve) => setTimeout(resolve, waitMs)),
    ]);
  };
}

/** This page's takeover (for the route loaders). */
export const whileTakingOver: Takeover = createTakeover(
  typeof document === 'undefined' ? undefined : document.documentElement,
);

/**
 * The router's scroll restoration (`scrollRestoration` takes this rule): everywhere, but not at its
 * first render on a page `root` marks as the server's — the takeover — which would otherwise
 * scroll a visitor who read down the server's page back to its top.
 */
export function scrollRestorationRule(
  root: Element | undefined = typeof document === 'undefined'
    ? undefined
    : document.documentElement,
): () => boolean {
  let takingOver = root?.hasAttribute(SERVER_PAGE_ATTRIBUTE) ?? false;
  return () => {
    if (!takingOver) return true;
    takingOver = false;
    return false;
  };
}
