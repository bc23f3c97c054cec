import {
  LOCALE_INFO,
  LOCALES,
  type Locale,
  pageHref,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
} from '@lotto/site';
import { attrs, escapeHtml as e, scriptJson } from './html.js';

/*
 * A server page's head tags: title, description, canonical, the hreflang alternates of its four
 * language versions and the x-default, Open Graph and Twitter card tags, and its structured data
 * (JSON-LD). Pure: everything comes in `HeadInput`.
 */

export interface HeadInput {
  /** The page's language. */
  lang: Locale;
  /** True when the URL names the language (`?lang=`): the canonical URL names it too. */
  langFromUrl: boolean;
  /** The site's origin (`https://lotto.example`), SITE_URL. */
  siteUrl: string;
  /** The page's path (`/result/2026-11-16`). */
  path: string;
  /** The page's other search parameters that make it a page of its own (`year`). */
  search?: Record<string, string>;
  /** The site's name in the page's language (`og:site_name`). */
  siteName: string;
  title: string;
  description: string;
  ogType: 'website' | 'article';
  /** The share picture (a path on the site) and what it shows. */
  image?: { path: string; alt: string };
  /** schema.org objects, one JSON-LD block each. */
  jsonLd: readonly object[];
  /** Pages that must not be indexed (a date without a draw, a checked ticket). */
  noindex?: boolean;
}

/** An absolute URL of a path on the site. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

/** The page's canonical URL: the language version when the URL names it, else the x-default. */
export function canonicalUrl(
  input: Pick<HeadInput, 'lang' | 'langFromUrl' | 'siteUrl' | 'path' | 'search'>,
): string {
  return absoluteUrl(
    input.siteUrl,
    pageHref(input.path, input.langFromUrl ? input.lang : undefined, input.search),
  );
}

function meta(kind: 'name' | 'property', key: string, content: string | number): string {
  return `<meta${attrs({ [kind]: key, content })} />`;
}

/** The tags that go into the template's `<head>` in place of its title and description. */
export function headTags(input: HeadInput): string {
  const canonical = canonicalUrl(input);
  let html =
    `<title>${e(input.title)}</title>` +
    meta('name', 'description', input.description) +
    `<link rel="canonical"${attrs({ href: canonical })} />`;
  if (input.noindex === true) html += meta('name', 'robots', 'noindex');
  for (const lang of LOCALES)
    html += `<link rel="alternate"${attrs({ hreflang: lang, href: absoluteUrl(input.siteUrl, pageHref(input.path, lang, input.search)) })} />`;
  html += `<link rel="alternate"${attrs({ hreflang: 'x-default', href: absoluteUrl(input.siteUrl, pageHref(input.path, undefined, input.search)) })} />`;
  html +=
    meta('property', 'og:site_name', input.siteName) +
    meta('property', 'og:type', input.ogType) +
    meta('property', 'og:title', input.title) +
    meta('property', 'og:description', input.description) +
    meta('property', 'og:url', canonical) +
    meta('property', 'og:locale', LOCALE_INFO[input.lang].ogLocale);
  for (const lang of LOCALES)
    if (lang !== input.lang)
      html += meta('property', 'og:locale:alternate', LOCALE_INFO[lang].ogLocale);
  html +=
    meta('name', 'twitter:card', input.image ? 'summary_large_image' : 'summary') +
    meta('name', 'twitter:title', input.title) +
    meta('name', 'twitter:description', input.description);
  if (input.image) {
    const image = absoluteUrl(input.siteUrl, input.image.path);
    html +=
      meta('property', 'og:image', image) +
      meta('property', 'og:image:type', 'image/png') +
      meta('property', 'og:image:width', SHARE_CARD_WIDTH) +
      meta('property', 'og:image:height', SHARE_CARD_HEIGHT) +
      meta('property', 'og:image:alt', input.image.alt) +
      meta('name', 'twitter:image', image) +
      meta('name', 'twitter:image:alt', input.image.alt);
  }
  for (const data of input.jsonLd)
    html += `<script type="application/ld+json">${scriptJson(data)}</script>`;
  return html;
}
