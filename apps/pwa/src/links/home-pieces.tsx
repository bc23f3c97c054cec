import { type PageLinkProps, PageLinkContext } from '@lotto/site/page-links';
import type { ComponentType } from 'react';
import { WordsContext } from '@lotto/site/words-context';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { appWords } from '@/i18n/words';

/** A Home link as the router's: Home's pieces link to paths without a search. */
function HomeLink({ to, search, children, ...rest }: PageLinkProps) {
  return (
    // The pieces name paths of the site's own routes; the router checks them when it navigates.
    <Link to={to as '/'} search={search as never} {...rest}>
      {children}
    </Link>
  );
}

/** The app's words and `link` for the shared pieces (`@lotto/site`'s components) below. */
export function PiecesWith({
  link,
  children,
}: {
  link: ComponentType<PageLinkProps>;
  children: ReactNode;
}) {
  return (
    <WordsContext value={appWords}>
      <PageLinkContext value={link}>{children}</PageLinkContext>
    </WordsContext>
  );
}

/**
 * The app's words and links for Home's first screen (`@lotto/site/home`), which the server writes
 * too. Lighter than `AppPagePieces`: the other pages' search helpers (and valibot) would join
 * Home's first paint.
 */
export function HomePieces({ children }: { children: ReactNode }) {
  return <PiecesWith link={HomeLink}>{children}</PiecesWith>;
}
