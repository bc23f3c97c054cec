import { setupI18n } from '@lingui/core';
import { drawDateText, LOCALE_INFO, type Locale } from '@lotto/site';
import { SOURCE_MESSAGE_IDS, type Words } from '@lotto/site/words';
import en from 'virtual:lotto-catalog/en/push-worker';
import hi from 'virtual:lotto-catalog/hi/push-worker';
import th from 'virtual:lotto-catalog/th/push-worker';
import ur from 'virtual:lotto-catalog/ur/push-worker';

/*
 * The push worker's words: the app's catalogs (only the namespaces a notification says,
 * PUSH_WORKER_NAMESPACES, compiled at build time as the app's are), each language on its own
 * Lingui instance — the worker has no active language, it says each push in the device's.
 */

const CATALOGS = { en, th, hi, ur } as const;
const made = new Map<Locale, Words>();

/** The words of `lang`, made once per language; English where the language lacks a message. */
export function workerWords(lang: Locale): Words {
  let words = made.get(lang);
  if (words) return words;
  const i18n = setupI18n({ locale: lang, messages: { [lang]: { ...en, ...CATALOGS[lang] } } });
  const numbers = new Intl.NumberFormat(LOCALE_INFO[lang].intl);
  const t: Words['t'] = (id, values) => i18n._(id, values);
  words = {
    lang,
    t,
    baht: (amount) => numbers.format(amount),
    drawDate: (date) => drawDateText(date, lang) ?? date,
    tierName: (tier) => t(`tiers.${tier}`),
    sourceName: (source) => t(SOURCE_MESSAGE_IDS[source]),
  };
  made.set(lang, words);
  return words;
}
