import type { PageLinkProps } from '@lotto/site/page-links';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { checkSearch } from './check-search';
import { historySearch } from './history-search';
import { PiecesWith } from './home-pieces';

/**
 * A shared piece's link as the app's router link. The router JSON-parses search values, so the
 * pages' own search helpers write them (`?n=123` as a number, see history-search.ts).
 */
function AppLink({ to, search, children, ...rest }: PageLinkProps) {
  const routerSearch =
    search === undefined
      ? undefined
      : to === '/history'
        ? historySearch(search.n ?? '')
        : to === '/check' && search.draw !== undefined
          ? checkSearch(search.draw)
          : search;
  return (
    // The pieces name paths of the site's own routes; the router checks them when it navigates.
    <Link to={to as '/'} search={routerSearch as never} {...rest}>
      {children}
    </Link>
  );
}

/**
 * The app's words and links for the pieces of a page it shares with the server (`@lotto/site`'s
 * components), provided by the page that shows them rather than at the root: Home's first paint
 * carries none of it.
 */
export function AppPagePieces({ children }: { children: ReactNode }) {
  return <PiecesWith link={AppLink}>{children}</PiecesWith>;
}
