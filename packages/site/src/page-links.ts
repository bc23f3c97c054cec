import {
  type ComponentType,
  createContext,
  createElement,
  type ReactNode,
  useContext,
} from 'react';

/*
 * How a shared page piece links within the site: the app navigates with its router, the server
 * writes an `<a>` that keeps the page's language (`?lang=`). The pieces name the path and its
 * search; each side provides its own `PageLinkContext`.
 */

export interface PageLinkProps {
  /** A path of the site: '/result', '/result/2024-12-16', '/check', '/history'. */
  to: string;
  /** The link's search (`{ draw: '2024-12-16' }`, `{ n: '123' }`), as text. */
  search?: Readonly<Record<string, string>>;
  className?: string;
  title?: string;
  rel?: string;
  'aria-label'?: string;
  children?: ReactNode;
}

/** The link of the side rendering the page: the app's router link or the server's `<a>`. */
export const PageLinkContext = createContext<ComponentType<PageLinkProps> | null>(null);

/** A link within the site, as the side rendering the page makes it. */
export function PageLink(props: PageLinkProps): ReactNode {
  const Link = useContext(PageLinkContext);
  if (Link === null) throw new Error('No PageLinkContext above this link');
  return createElement(Link, props);
}
