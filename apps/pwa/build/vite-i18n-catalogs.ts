import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ONLY_NAMESPACES } from '@lotto/site';
import { CATALOG_DIR, readCatalog, type RawCatalog } from '@lotto/site/node';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/*
 * The language catalogs: packages/site/catalogs/<lang>/<namespace>.json (shared with the API's
 * server-rendered pages), flat maps of key → ICU message
 * (English is the source; the spec's texts stay verbatim there). `virtual:lotto-catalog/<lang>` is
 * one module with every namespace of that language, ids `<namespace>.<key>`, each message compiled
 * by Lingui's own compiler here, at build time: the app ships Lingui's runtime (≈ 3.5 kB gzip)
 * without its parser (≈ 7 kB).
 *
 * index.html's shell paints before any script: its texts carry `data-t="<id>"` (text) or
 * `data-t-<attr>="<id>"` (an attribute), and %LOTTO_I18N% becomes those ids' messages in
 * every language (with each language's direction), so the inline script can put the visitor's
 * language on screen before React.
 */

export { CATALOG_DIR, readCatalog, type RawCatalog } from '@lotto/site/node';

const PREFIX = 'virtual:lotto-catalog/';
const RESOLVED = '\0lotto-catalog:';

/** A catalog's messages compiled for Lingui's runtime; a message that does not parse fails. */
export function compileCatalog(catalog: RawCatalog, origin: string): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(catalog)) {
    try {
      compiled[id] = compileMessage(message);
    } catch (error) {
      throw new Error(`${origin} "${id}": ${(error as Error).message}`);
    }
  }
  return compiled;
}

/** `data-t="id"`, `data-t-aria-label="id"` and the inline script's `text('id', …)` in the HTML. */
export function shellIds(html: string): string[] {
  const scripted = [...html.matchAll(/\btext\(\s*'([\w]+\.[\w]+)'/g)].map((m) => m[1] ?? '');
  return [
    ...new Set([
      ...[...html.matchAll(/\sdata-t(?:-[a-z-]+)?="([^"]+)"/g)].map((m) => m[1] ?? ''),
      ...scripted,
    ]),
  ];
}

/** Per language: its writing direction. */
export type LocaleDirs = Record<string, { dir: 'ltr' | 'rtl' }>;

/**
 * `info`: the languages and their directions; `later`: the namespaces of the second chunk
 * (`virtual:lotto-catalog/<lang>/later`), the rest going into `virtual:lotto-catalog/<lang>/first`;
 * `parts`: named selections for code outside the app's chunks (the push worker's
 * `virtual:lotto-catalog/<lang>/push-worker`: only the namespaces its words use).
 */
export function i18nCatalogs(
  info: LocaleDirs,
  later: readonly string[],
  parts: Readonly<Record<string, readonly string[]>> = {},
): Plugin {
  const locales = Object.keys(info);
  const partNames = ['first', 'later', ...Object.keys(parts)];
  return {
    name: 'lotto:i18n-catalogs',
    enforce: 'pre',
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const [locale = '', part = ''] = id.slice(PREFIX.length).split('/');
      if (!locales.includes(locale) || !partNames.includes(part))
        throw new Error(
          `No catalog "${id}" (languages: ${locales.join(', ')}; parts: ${partNames.join(', ')})`,
        );
      return `${RESOLVED}${locale}/${part}`;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [locale = '', part = ''] = id.slice(RESOLVED.length).split('/');
      const folder = join(CATALOG_DIR, locale);
      for (const file of readdirSync(folder).filter((f) => f.endsWith('.json')))
        this.addWatchFile(join(folder, file));
      // The server pages' own texts never reach the app's bundles.
      const named = parts[part];
      const keep = (namespace: string) =>
        !SERVER_ONLY_NAMESPACES.includes(namespace) &&
        (named ? named.includes(namespace) : later.includes(namespace) === (part === 'later'));
      const compiled = compileCatalog(
        readCatalog(locale, CATALOG_DIR, keep),
        `catalogs/${locale} (${part})`,
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
    transformIndexHtml(html) {
      if (!html.includes('%LOTTO_I18N%')) return html;
      const ids = shellIds(html);
      const texts: Record<string, RawCatalog> = {};
      for (const locale of locales) {
        const catalog = readCatalog(locale);
        const missing = ids.filter((id) => !catalog[id]);
        if (missing.length > 0)
          throw new Error(`index.html's shell needs ${missing.join(', ')} in catalogs/${locale}`);
        // English is what the HTML says already.
        if (locale !== 'en')
          texts[locale] = Object.fromEntries(ids.map((id) => [id, catalog[id] ?? '']));
      }
      const dirs = Object.fromEntries(locales.map((locale) => [locale, info[locale]?.dir]));
      const data = JSON.stringify({ dirs, texts }).replaceAll('<', '\\u003c');
      return html.replace('%LOTTO_I18N%', data);
    },
  };
}
