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
 */
export async function activateLocale(locale: Locale, { remember = false } = {}): Promise<void> {
  const messages = await loadCatalog(locale);
  i18n.loadAndActivate({ locale, locales: [LOCALE_INFO[locale].intl], messages });
  if (typeof document !== 'undefined') applyDocumentLocale(locale);
  if (remember) rememberLocale(locale);
}
