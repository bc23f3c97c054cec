import type { QueryClient } from '@tanstack/react-query';
import { fetchedInThisPage } from './fetch-start';
import { noop } from './noop';
import { queryKeys } from './query-keys';

/*
 * Its own module, loaded when the restore is done (routes/__root.tsx): Home paints without it.
 */

/**
 * Once the saved cache is read back: each draw in full it brought (`GET /results/:date`) that no
 * request of this page has refreshed is out of date, and the one on screen is asked again at once
 * (a 304 when unchanged). Its `staleTime` spares a page a second request right after its own, but
 * the saved copy's age says nothing of what happened since: an admin's correction seconds after
 * another page (or the offline plan's worker) saved the draw stayed off screen on a fast machine,
 * the copy being younger than the `staleTime` (issue 36). A page load revalidates what it shows.
 */
export function revalidateRestoredDraws(client: QueryClient): void {
  const [root, kind] = queryKeys.results.draw('');
  client
    .invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === root &&
        query.queryKey[1] === kind &&
        query.state.data !== undefined &&
        !fetchedInThisPage(query),
    })
    .catch(noop);
}
