import { loadCatalog } from './catalog-loader';
import { i18n } from './index';
import { LOCALE_INFO, type Locale, rememberLocale } from './locales';

/** Puts the language on the page: `<html lang dir>`. */
export function applyDocumentLocale(locale: Locale): void {
  const html = document.documentElement;
  html.lang = locale;
  html.dir = LOCALE_INFO[locale].dir;
}

/**
 * Loads `locale`'s catalog and makes it the active language (the page's `<html lang dir>` too).
 * `remember` keeps the choice on the device (the switcher; not the first visit's guess).
 * `first: true` (the page's first render) waits for the first part only and loads the rest after
 * (see LATER_NAMESPACES); otherwise both parts are there when it resolves.
 */
export async function activateLocale(
  locale: Locale,
  { remember = false, first = false } = {},
): Promise<void> {
  const [messages, later] = await Promise.all([
    loadCatalog(locale, 'first'),
    first ? undefined : loadCatalog(locale, 'later'),
  ]);
  i18n.loadAndActivate({
    locale,
    locales: [LOCALE_INFO[locale].intl],
    messages: { ...messages, ...later },
  });
  if (typeof document !== 'undefined') applyDocumentLocale(locale);
  if (remember) rememberLocale(locale);
  if (first) void laterMessages().catch(() => undefined);
}

let laterLoaded: { locale: string; promise: Promise<void> } | undefined;

/**
 * The active language's 'later' part, in the catalog once it resolves (at once when it already
 * is). Every page but Home waits for it before rendering (src/routes/__root.tsx).
 */
export function laterMessages(): Promise<void> {
  const locale = i18n.locale as Locale;
  if (laterLoaded?.locale !== locale) {
    const promise = loadCatalog(locale, 'later').then((later) => {
      // The visitor may have switched meanwhile: the switch loaded both parts of the new one.
      if (i18n.locale === locale) i18n.load(locale, later);
    });
    promise.catch(() => {
      if (laterLoaded?.promise === promise) laterLoaded = undefined;
    });
    laterLoaded = { locale, promise };
  }
  return laterLoaded.promise;
}
