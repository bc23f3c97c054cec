import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import hiIN from 'antd/locale/hi_IN';
import thTH from 'antd/locale/th_TH';
import urPK from 'antd/locale/ur_PK';
import type { ReactNode } from 'react';
import { currentLocale, LOCALE_INFO, type Locale } from '@/i18n';
import { theme } from '@/styles/theme';

/** antd's own texts (pagination, empty lists, pickers) in the site's language. */
const ANTD_LOCALES: Record<Locale, AntdLocale> = { en: enUS, th: thTH, hi: hiIN, ur: urPK };

/**
 * antd's theme and its App context (message, modal, notification) for the part of the page below,
 * in the active language and its direction (Urdu: right to left). The shell and Home's first
 * screen use no antd at all (antd's runtime is most of the main-thread work a cheap phone would do
 * before showing the last result), so each screen, tool or dialog that uses antd wraps itself in
 * this instead of the root doing it once.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const locale = currentLocale();
  return (
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[locale]} direction={LOCALE_INFO[locale].dir}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
