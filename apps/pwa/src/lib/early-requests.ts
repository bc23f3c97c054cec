/**
 * The first API answers of a page, requested by the inline script of index.html while the app's
 * scripts still download, or handed over by a page the server rendered (`window.__lotto.early`
 * there). The app takes each answer once, for the same GET, instead of asking again.
 */

declare global {
  interface Window {
    /** index.html's one global: what its inline scripts hand to the app. */
    __lotto?: {
      /** Absolute URL → the answer of a GET the page started (or held) before the app ran. */
      early?: Record<string, Promise<Response> | undefined>;
      /** A server page whose app was held back: hands its answers over, starts its first GETs. */
      start?: () => void;
      /** The shell's language and its texts' filler (index.html's own scripts). */
      shell?: unknown;
    };
  }
}

/**
 * An early answer is for the start of the visit only: one not taken by then (the persisted cache
 * was fresh, say) is dropped rather than served as if new minutes later.
 */
export const EARLY_ANSWER_WINDOW_MS = 10_000;

/** The early answer for a GET of `url`, once; undefined when there is none (or it is too late). */
export function takeEarlyResponse(
  url: string,
  now: number = performance.now(),
): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__lotto?.early;
  if (!early) return undefined;
  if (now > EARLY_ANSWER_WINDOW_MS) {
    delete window.__lotto?.early;
    return undefined;
  }
  const key = new URL(url, location.href).href;
  const answer = early[key];
  early[key] = undefined;
  return answer;
}

/**
 * `fetchImpl`, except that a plain GET (no body, no Authorization) of a URL the page requested
 * early gets that answer. When the early request failed (offline before the service worker, say),
 * the request is made again, so the caller sees the state of now.
 */
export function withEarlyResponses(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const plain = method === 'GET' && !headers.has('Authorization') && init?.body == null;
    const url = input instanceof Request ? input.url : String(input);
    const early = plain && !(input instanceof Request) ? takeEarlyResponse(url) : undefined;
    if (!early) return fetchImpl(input, init);
    return early.catch(() => fetchImpl(input, init));
  };
}
