import { LOCALES, pageHref, SERVER_PAGES } from '@lotto/site';
import { escapeHtml as e } from './html.js';
import { absoluteUrl } from './page-head.js';

/*
 * /sitemap.xml and /robots.txt, from the draws on file: every draw's page once per language, each
 * with its alternates (xhtml:link, the four languages and the x-default), and the site's other
 * public pages. Pure: the routes render them again when the draws change.
 */

/** A draw in the sitemap: its page's date and when it last changed (ISO), if known. */
export interface SitemapDraw {
  date: string;
  lastmod: string | undefined;
}

/** The public pages besides the draws (all four languages each). */
export const SITEMAP_PAGES = [
  '/',
  SERVER_PAGES.results,
  SERVER_PAGES.check,
  '/history',
  '/stats',
  '/tips',
] as const;

/** The paths robots are asked to stay out of: the admin panel and a member's own pages. */
export const PRIVATE_PATHS = ['/admin', '/profile', '/login', '/register', '/vip-tips'] as const;

function urlEntries(siteUrl: string, path: string, lastmod: string | undefined): string {
  const alternates =
    LOCALES.map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${e(absoluteUrl(siteUrl, pageHref(path, lang)))}"/>`,
    ).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${e(absoluteUrl(siteUrl, path))}"/>`;
  const mod = lastmod === undefined ? '' : `<lastmod>${e(lastmod)}</lastmod>`;
  return LOCALES.map(
    (lang) =>
      `<url><loc>${e(absoluteUrl(siteUrl, pageHref(path, lang)))}</loc>${mod}${alternates}</url>\n`,
  ).join('');
}

/**
 * The sitemap: the site's public pages (the list pages dated by the newest change of any draw),
 * then every draw, newest first, dated by its last change.
 */
export function sitemapXml(siteUrl: string, draws: readonly SitemapDraw[]): string {
  let newest: string | undefined;
  for (const draw of draws)
    if (draw.lastmod !== undefined && (newest === undefined || draw.lastmod > newest))
      newest = draw.lastmod;
  let xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  for (const path of SITEMAP_PAGES)
    xml += urlEntries(
      siteUrl,
      path,
      path === '/' || path === SERVER_PAGES.results ? newest : undefined,
    );
  for (const draw of draws)
    xml += urlEntries(siteUrl, `${SERVER_PAGES.drawPrefix}${draw.date}`, draw.lastmod);
  return `${xml}</urlset>\n`;
}

/** robots.txt: everything public may be crawled, the private pages not; where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return (
    'User-agent: *\n' +
    'Allow: /\n' +
    PRIVATE_PATHS.map((path) => `Disallow: ${path}\n`).join('') +
    `\nSitemap: ${absoluteUrl(siteUrl, SERVER_PAGES.sitemap)}\n`
  );
}
