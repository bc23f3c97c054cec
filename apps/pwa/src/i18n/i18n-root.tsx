import { I18nProvider } from '@lingui/react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { i18n } from './index';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const getLocale = () => i18n.locale;

/**
 * Lingui's provider (for <Trans>), and a fresh render of everything below when the language
 * changes: texts, dates and amounts are computed while rendering, memoised parts included, so the
 * tree is keyed by the language. Queries and saved data live outside it and stay.
 */
export function I18nRoot({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribe, getLocale, getLocale);
  return (
    <I18nProvider i18n={i18n}>
      <LocaleKeyed key={locale}>{children}</LocaleKeyed>
    </I18nProvider>
  );
}

function LocaleKeyed({ children }: { children: ReactNode }) {
  return children;
}
