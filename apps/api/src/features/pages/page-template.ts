import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Locale,
  LOCALE_INFO,
  PAGE_DATA_ID,
  type PageData,
  SERVER_PAGE_ATTRIBUTE,
  type ServerPageKind,
} from '@lotto/site';
import { escapeHtml, scriptJson } from './html.js';

/*
 * The app's built index.html as the server pages' template: its inline styles, scripts and shell
 * stay; a page puts its data script first in <head>, its head tags in place of the template's
 * title and description, its language, direction and kind on <html>, and its content into
 * <main class="site-main" id="main">.
 */

/** The template cut at the places a page fills. */
export interface PageTemplate {
  /** Changes whenever the file does (its mtime and size): part of every rendered page's key. */
  version: string;
  /** Everything before `<html …>`. */
  beforeHtml: string;
  /** From after `<html …>` up to and including `<head>` and its first `<meta charset>`. */
  headStart: string;
  /** The head from there to its title, then between title and description, then to `<main>`. */
  beforeTitle: string;
  betweenTitleAndDescription: string;
  afterDescription: string;
  /** From `</main>` to the end. */
  afterMain: string;
}

const HTML_TAG = /<html\b[^>]*>/i;
const HEAD_START = /<head\b[^>]*>(\s*<meta\s+charset=[^>]*>)?/i;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/i;
const MAIN = /<main class="site-main" id="main">[\s\S]*?<\/main>/i;

/** Cuts `html` at the places a page fills; throws naming what the file lacks. */
export function parseTemplate(html: string, version: string, where = 'index.html'): PageTemplate {
  const cut = (pattern: RegExp, what: string, from: number) => {
    const match = pattern.exec(html.slice(from));
    if (match === null)
      throw new Error(`${where} has no ${what}: it cannot serve as the pages' template`);
    return { start: from + match.index, end: from + match.index + match[0].length };
  };
  const htmlTag = cut(HTML_TAG, '<html> tag', 0);
  const head = cut(HEAD_START, '<head>', htmlTag.end);
  const title = cut(TITLE, '<title>', head.end);
  const description = cut(DESCRIPTION, '<meta name="description">', title.end);
  const main = cut(MAIN, '<main class="site-main" id="main">', description.end);
  return {
    version,
    beforeHtml: html.slice(0, htmlTag.start),
    headStart: html.slice(htmlTag.end, head.end),
    beforeTitle: html.slice(head.end, title.start),
    betweenTitleAndDescription: html.slice(title.end, description.start),
    afterDescription: html.slice(description.end, main.start),
    afterMain: html.slice(main.end),
  };
}

/** What one page puts into the template. */
export interface PageParts {
  kind: ServerPageKind;
  lang: Locale;
  data: PageData;
  /** Title, description, canonical, alternates, OG, Twitter, JSON-LD (page-head.ts). */
  head: string;
  /** The content of `<main>`. */
  main: string;
  /**
   * The shell's own words (`data-t="common.navTips"`) in the page's language, so the header reads
   * right with scripts off (the template's inline script does it otherwise); undefined: as written.
   */
  shellText?: (id: string) => string | undefined;
}

const TAG = /<([a-z][a-z0-9-]*)\b([^>]*)>/gi;
const TEXT_ELEMENT = /(<([a-z][a-z0-9-]*)\b[^>]*\sdata-t="([^"]+)"[^>]*>)([^<]*)(<\/\2>)/gi;

/**
 * The template's `data-t="id"` elements (their text) and `data-t-<attribute>="id"` attributes in
 * the words `text` gives, as the inline script of index.html puts them on screen.
 */
export function translateShell(html: string, text: (id: string) => string | undefined): string {
  const attributes = html.replace(TAG, (tag: string, name: string, rest: string) => {
    if (!rest.includes('data-t-')) return tag;
    let out = rest;
    for (const [, attribute = '', id = ''] of rest.matchAll(/\sdata-t-([a-z-]+)="([^"]+)"/g)) {
      const value = text(id);
      if (value === undefined) continue;
      const current = new RegExp(`(\\s${attribute}=")[^"]*(")`);
      out = current.test(out)
        ? out.replace(
            current,
            (_, before: string, after: string) => before + escapeHtml(value) + after,
          )
        : `${out} ${attribute}="${escapeHtml(value)}"`;
    }
    return `<${name}${out}>`;
  });
  return attributes.replace(
    TEXT_ELEMENT,
    (element: string, open: string, _name: string, id: string, _text: string, close: string) => {
      const value = text(id);
      return value === undefined ? element : open + escapeHtml(value) + close;
    },
  );
}

/** The whole page. */
export function fillTemplate(template: PageTemplate, page: PageParts): string {
  const { dir } = LOCALE_INFO[page.lang];
  return (
    template.beforeHtml +
    `<html lang="${page.lang}" dir="${dir}" ${SERVER_PAGE_ATTRIBUTE}="${page.kind}">` +
    template.headStart +
    // First in <head> (after the charset): the template's inline script reads it.
    `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(page.data)}</script>` +
    template.beforeTitle +
    page.head +
    template.betweenTitleAndDescription +
    (page.shellText
      ? translateShell(template.afterDescription, page.shellText)
      : template.afterDescription) +
    `<main class="site-main" id="main">${page.main}</main>` +
    template.afterMain
  );
}

/**
 * The template of `distDir` (`PWA_DIST_DIR`): read at the first page, read again when the file's
 * mtime or size changes (a new build of the app), checked at most once every `checkEveryMs`.
 */
export function templateSource(
  distDir: string,
  checkEveryMs = 1000,
  now: () => number = Date.now,
): () => PageTemplate {
  const file = join(distDir, 'index.html');
  let current: PageTemplate | undefined;
  let checkedAt = -Infinity;
  return () => {
    if (current !== undefined && now() - checkedAt < checkEveryMs) return current;
    checkedAt = now();
    const info = statSync(file);
    const version = `${info.mtimeMs.toString(36)}-${info.size.toString(36)}`;
    if (current?.version !== version)
      current = parseTemplate(readFileSync(file, 'utf8'), version, file);
    return current;
  };
}
