import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SERVER_ONLY_NAMESPACES } from '@lotto/site';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_DIR,
  compileCatalog,
  readCatalog,
  shellIds,
} from '../../../build/vite-i18n-catalogs';
import { LOCALES } from '../locales';

const SRC = join(import.meta.dirname, '../..');
const allNamespaces = readdirSync(join(CATALOG_DIR, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length));
/** The app's namespaces: the server pages' own (SERVER_ONLY_NAMESPACES) are checked by the API. */
const namespaces = allNamespaces.filter((n) => !SERVER_ONLY_NAMESPACES.includes(n));
const english = readCatalog('en', CATALOG_DIR, (n) => !SERVER_ONLY_NAMESPACES.includes(n));
const translated = LOCALES.filter((l) => l !== 'en');

/** The site package's code the app bundles: the server pages' titles name their messages there. */
const SITE_SRC = join(CATALOG_DIR, '../src');

/** The app's own source and the site's (not tests): where every message id must be written out. */
function sourceText(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '__tests__' && name !== 'catalogs' && name !== 'testing') walk(path);
      } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
    }
  };
  walk(SRC);
  walk(SITE_SRC);
  return (
    files.map((f) => readFileSync(f, 'utf8')).join('\n') +
    readFileSync(join(SRC, '../index.html'), 'utf8')
  );
}

/** `{name}`, `{count, plural, …}` and `<0>` of a message: what a translation must keep. */
function slots(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<(\d+)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

// Words a translation may keep in Latin letters: brand and proper names, formats.
const KEPT = new Set(
  [
    'Lotto',
    'VIP',
    'Facebook',
    'Google',
    'GLO',
    'LINE',
    'PDF',
    'PNG',
    'JPEG',
    'WebP',
    'iCal',
    'ics',
    'Android',
    'iPhone',
    'iPad',
    'iOS',
    'Chrome',
    'Safari',
    'Firefox',
    'Samsung',
    'Internet',
    'Wi',
    'Fi',
    'Email',
    'e-mail',
    'Bangkok',
    'Thai',
    'OK',
    'GMT',
    'UTC',
    'ICT',
    'PKT',
    'IST',
    'URL',
    'ID',
    'Firebase',
    'Gmail',
    'Auth',
    'Lottery',
    'Home',
    'PromptPay',
  ].map((w) => w.toLowerCase()),
);

describe('the language catalogs', () => {
  it.each(translated)('%s has exactly the keys of English, namespace by namespace', (locale) => {
    for (const namespace of allNamespaces) {
      const read = (l: string) =>
        Object.keys(
          JSON.parse(readFileSync(join(CATALOG_DIR, l, `${namespace}.json`), 'utf8')) as object,
        );
      const en = read('en');
      const other = read(locale);
      expect({ namespace, missing: en.filter((k) => !other.includes(k)) }).toEqual({
        namespace,
        missing: [],
      });
      expect({ namespace, unknown: other.filter((k) => !en.includes(k)) }).toEqual({
        namespace,
        unknown: [],
      });
    }
  });

  it('holds the same namespaces in every language', () => {
    for (const locale of translated) {
      const files = readdirSync(join(CATALOG_DIR, locale)).filter((f) => f.endsWith('.json'));
      expect(files.sort()).toEqual(allNamespaces.map((n) => `${n}.json`).sort());
    }
  });

  it('compiles every message of every language (ICU syntax)', () => {
    for (const locale of LOCALES)
      expect(() => compileCatalog(readCatalog(locale), locale)).not.toThrow();
  });

  it.each(translated)('%s keeps every placeholder and tag of the English message', (locale) => {
    const catalog = readCatalog(locale);
    const wrong = Object.entries(readCatalog('en'))
      .filter(([id]) => catalog[id] !== undefined)
      .filter(([id, message]) => slots(message).join() !== slots(catalog[id] ?? '').join())
      .map(
        ([id, message]) => `${id}: ${slots(message).join()} ≠ ${slots(catalog[id] ?? '').join()}`,
      );
    expect(wrong).toEqual([]);
  });

  it.each(translated)(
    '%s leaves no English in its messages (brand and proper names aside)',
    (locale) => {
      const catalog = readCatalog(locale);
      const english = Object.entries(catalog)
        .map(([id, message]) => {
          // Placeholders' names, plural keywords and tags are syntax, not words.
          const words = message
            .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g, '{')
            .replace(/\b(one|other|few|many|two|zero|=\d+)\s*\{/g, '{')
            .replace(/\{\s*\w+\s*\}/g, ' ')
            .replace(/<\/?\d+>/g, ' ')
            .match(/[A-Za-z][A-Za-z'-]{2,}/g);
          const left = (words ?? []).filter((w) => !KEPT.has(w.toLowerCase()));
          return left.length > 0 ? `${id}: ${left.join(' ')}` : '';
        })
        .filter(Boolean);
      expect(english).toEqual([]);
    },
  );

  it('uses every message of the catalogs: each id is written out in the source (tsc refuses an id the English catalog lacks)', () => {
    const source = sourceText();
    const unused = Object.keys(english).filter(
      (id) => !source.includes(`'${id}'`) && !source.includes(`"${id}"`),
    );
    expect(unused).toEqual([]);
  });

  it("gives index.html's shell a text for each of its ids in every language", () => {
    const html = readFileSync(join(SRC, '../index.html'), 'utf8');
    const ids = shellIds(html);
    for (const locale of LOCALES) {
      const catalog = readCatalog(locale);
      expect({ locale, missing: ids.filter((id) => !catalog[id]) }).toEqual({
        locale,
        missing: [],
      });
    }
  });

  it('names each catalog file after a namespace the typed ids know', () => {
    const types = readFileSync(join(SRC, 'i18n/message-ids.ts'), 'utf8');
    for (const namespace of namespaces)
      expect(types, relative(SRC, CATALOG_DIR)).toContain(
        `@lotto/site/catalogs/en/${namespace}.json`,
      );
  });
});
