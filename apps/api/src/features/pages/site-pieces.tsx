/* @jsxRuntime automatic */
// Named here too: tsx run from another package (the bench) applies that package's tsconfig.
import { isServerPagePath, type Locale, pageHref } from '@lotto/site';
import { type PageLinkProps, PageLinkContext } from '@lotto/site/page-links';
import { WordsContext } from '@lotto/site/words-context';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageText } from '../../shared/page-text.js';

/*
 * The shared page pieces (`@lotto/site`'s components, which the app renders too) as the server
 * writes them: in the page's words, with links that keep the language the URL named.
 */

/** A link within the site in the page's language (`/result/2026-11-16?lang=th`). */
export function siteHref(path: string, urlLang: Locale | undefined, search = {}): string {
  return pageHref(path, urlLang, search);
}

/** The HTML of `pieces`, rendered with `text`'s words and links in `urlLang`. */
export function renderPieces(
  text: PageText,
  urlLang: Locale | undefined,
  pieces: ReactNode,
): string {
  // A server page keeps the language the URL named; the app's own pages (/history) take the
  // visitor's.
  function ServerLink({ to, search, children, ...rest }: PageLinkProps) {
    const href = isServerPagePath(to)
      ? siteHref(to, urlLang, search)
      : pageHref(to, undefined, search);
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return renderToStaticMarkup(
    <WordsContext value={text}>
      <PageLinkContext value={ServerLink}>{pieces}</PageLinkContext>
    </WordsContext>,
  );
}
