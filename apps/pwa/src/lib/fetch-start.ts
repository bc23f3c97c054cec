import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/*
 * When each query's request under way started. React Query keeps no such time, and a list often
 * mounts seconds after its request began (a route's loader starts it before the first render, which
 * a cheap phone takes a while to reach): its "taking long" note counts from the request, not the
 * render, as the request's timeout does.
 */

const started = new WeakMap<Query, number>();

/** Notes the start of every fetch of `client`'s queries from now on (call it when creating it). */
export function trackFetchStarts(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { type } = event.action;
    // 'continue': a request paused while offline goes out now.
    if (type === 'fetch' || type === 'continue') started.set(event.query as Query, Date.now());
  });
}

/**
 * When the request under way for `queryKey` started (ms since epoch); undefined when none is, or
 * `client` does not track them.
 */
export function fetchStartedAt(client: QueryClient, queryKey: QueryKey): number | undefined {
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (query?.state.fetchStatus !== 'fetching') return undefined;
  return started.get(query);
}
