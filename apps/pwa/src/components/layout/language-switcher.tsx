import { LANG_PARAM } from '@lotto/site';
import { useEffect, useId, useRef, useState } from 'react';
import { currentLocale, isLocale, LOCALE_INFO, LOCALES, t } from '@/i18n';
import { activateLocale } from '@/i18n/activate';
import type { Locale } from '@/i18n/locales';

/**
 * On a page whose address names its language (`?lang=th`, a server page's language version), the
 * address follows the switch: a reload or a copied link then shows the language chosen, not the one
 * the page was opened in. Other addresses stay as they are (the choice is kept on the device).
 */
function followInAddress(locale: Locale): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANG_PARAM)) return;
  url.searchParams.set(LANG_PARAM, locale);
  window.history.replaceState(window.history.state, '', url);
}

// The whole page renders again in the new language (I18nRoot), this select with it: the new one
// takes the focus back, so a keyboard or screen-reader user stays where they were.
let refocus = false;

/**
 * The language menu of the top bar: a native select (the phone's own picker, keyboard and screen
 * reader support), each language named in itself. The choice is kept on the device; the texts come
 * from the service worker's cache offline.
 */
export function LanguageSwitcher() {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [failed, setFailed] = useState(false);
  const locale = currentLocale();

  useEffect(() => {
    if (!refocus) return;
    refocus = false;
    select.current?.focus();
  }, []);

  return (
    <div className="lang-switch">
      <label htmlFor={id} className="sr-only">
        {t('app.language')}
      </label>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden className="lang-switch-icon">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a7.9 7.9 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.08 16Zm2.95-8H5.08a7.99 7.99 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.03 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56A15.7 15.7 0 0 0 15.97 16h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a7.9 7.9 0 0 1 0 4h-3.38Z"
        />
      </svg>
      <select
        id={id}
        ref={select}
        className="lang-switch-select"
        value={locale}
        aria-describedby={failed ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next) || next === locale) return;
          setFailed(false);
          refocus = true;
          activateLocale(next, { remember: true })
            .then(() => followInAddress(next))
            .catch(() => {
              refocus = false;
              setFailed(true);
            });
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code} dir={LOCALE_INFO[code].dir}>
            {LOCALE_INFO[code].name}
          </option>
        ))}
      </select>
      {failed && (
        <p id={`${id}-error`} role="alert" className="lang-switch-error">
          {t('app.languageFailed')}
        </p>
      )}
    </div>
  );
}
