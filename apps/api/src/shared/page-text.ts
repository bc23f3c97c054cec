import { type Tier, type ValueSource } from '@lotto/contracts';
import { drawDateText, LOCALE_INFO, type Locale } from '@lotto/site';
import { readCatalog, type RawCatalog } from '@lotto/site/node';
import { SOURCE_MESSAGE_IDS } from '@lotto/site/words';
import { longDateText, type TitleMessage, titleText } from '@lotto/site/titles';
import { IntlMessageFormat } from 'intl-messageformat';

/*
 * What the server pages say, in a language: the site's catalogs (@lotto/site, the app's words and
 * the server pages' own `serverPages` namespace), formatted as ICU messages with formatjs, as the
 * app formats them; dates and amounts as the app writes them (apps/pwa/src/lib/format.ts).
 */

export type MessageValues = Record<string, string | number>;

/** The words of one language. */
export interface PageText {
  lang: Locale;
  /** The message `id` (`results.resultsOf`) with `values`; English when the language lacks it. */
  t(id: string, values?: MessageValues): string;
  /** A page's title (the site's titles, which the app sets too). */
  title(message: TitleMessage): string;
  /** dd/MM/yyyy, in Thai with the Buddhist-era year (16/11/2569), as the app's formatDrawDate. */
  drawDate(date: string): string;
  /** The date spelt out in the language (November 16, 2026, 16 พฤศจิกายน 2569): titles. */
  longDate(date: string): string;
  /** A month's name (1–12) as the app's month pickers write it: November, พฤศจิกายน. */
  monthName(month: number): string;
  /** An amount of baht with the language's grouping and Western digits (6,000,000). */
  baht(amount: number): string;
  tierName(tier: Tier): string;
  sourceName(source: ValueSource): string;
}

const texts = new Map<Locale, PageText>();
let english: RawCatalog | undefined;

function createPageText(lang: Locale): PageText {
  const info = LOCALE_INFO[lang];
  english ??= readCatalog('en');
  const fallback = english;
  const catalog = lang === 'en' ? fallback : readCatalog(lang);
  const compiled = new Map<string, IntlMessageFormat>();
  const numbers = new Intl.NumberFormat(info.intl);

  // The app's monthName (apps/pwa/src/i18n/format-locale.ts): English as en-GB, Thai in the
  // Buddhist calendar, Western digits everywhere.
  const months = new Intl.DateTimeFormat(
    info.buddhistEra ? 'th-TH-u-ca-buddhist-nu-latn' : info.intl.replace('en-US', 'en-GB'),
    { month: 'long', timeZone: 'UTC' },
  );

  const t = (id: string, values?: MessageValues): string => {
    let format = compiled.get(id);
    if (format === undefined) {
      const message = catalog[id] ?? fallback[id];
      if (message === undefined) throw new Error(`No message "${id}" in the catalogs`);
      format = new IntlMessageFormat(message, info.intl, undefined, { ignoreTag: true });
      compiled.set(id, format);
    }
    return String(format.format(values));
  };

  return {
    lang,
    t,
    title: (message) => titleText(message, t),
    // As the app prints it (the site's drawDateText); a text that is not a day is left as it is.
    drawDate: (date) => drawDateText(date, lang) ?? date,
    // As the app's titles say it (the site's longDateText).
    longDate: (date) => longDateText(date, lang),
    monthName: (month) => months.format(new Date(Date.UTC(2000, month - 1, 1))),
    baht: (amount) => numbers.format(amount),
    tierName: (tier) => t(`tiers.${tier}`),
    sourceName: (source) => t(SOURCE_MESSAGE_IDS[source]),
  };
}

/** The words of `lang` (built once per language). */
export function pageText(lang: Locale): PageText {
  let text = texts.get(lang);
  if (text === undefined) {
    text = createPageText(lang);
    texts.set(lang, text);
  }
  return text;
}
