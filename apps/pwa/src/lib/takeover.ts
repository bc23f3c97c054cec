import { CHECK_FORM, SERVER_PAGE_ATTRIBUTE, SERVER_PAGES } from '@lotto/site';
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

/** What the visitor put into the server's plain /check form before the app took it over. */
export interface PlainCheckInput {
  /** The ticket number typed, when the field holds something else than the server wrote. */
  number?: string;
  /** The draw picked, when another than the server's choice. */
  draw?: string;
  /** Whether the number field had the focus (the app's field then takes it). */
  focused: boolean;
}

/**
 * The plain /check form the server rendered (`method="get"`, `action="/check"`: the app's own form
 * is neither), as the visitor left it while the app's code loaded — on a cheap phone, seconds in
 * which someone may type a ticket. The app's first render starts from it, so the takeover loses
 * nothing. Undefined when the page holds no such form or nothing in it was changed.
 */
export function plainCheckInput(doc: Document = document): PlainCheckInput | undefined {
  const form = doc.querySelector<HTMLFormElement>(
    `form[method="get"][action="${SERVER_PAGES.check}"]`,
  );
  if (!form) return undefined;
  const number = form.elements.namedItem(CHECK_FORM.number);
  const draw = form.elements.namedItem(CHECK_FORM.draw);
  const typed: PlainCheckInput = { focused: number !== null && doc.activeElement === number };
  if (number instanceof HTMLInputElement && number.value !== number.defaultValue)
    typed.number = number.value;
  if (draw instanceof HTMLSelectElement) {
    const written = [...draw.options].find((option) => option.defaultSelected) ?? draw.options[0];
    const picked = draw.selectedOptions[0];
    if (picked && picked !== written) typed.draw = picked.value;
  }
  return typed.number === undefined && typed.draw === undefined && !typed.focused
    ? undefined
    : typed;
}
