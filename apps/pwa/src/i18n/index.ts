import { setupI18n } from '@lingui/core';
import type { Tier } from '@lotto/contracts';
import type { Locale } from './locales';
import type { MessageId } from './message-ids';

export { LOCALES, LOCALE_INFO, type Locale, detectLocale, isLocale } from './locales';
export type { MessageId } from './message-ids';

/**
 * The app's one Lingui instance. Messages live in packages/site/catalogs (compiled at build time);
 * components call `t(id, values)` while they render — never at module level, where no language is
 * active yet — and the whole app renders again when the language changes (I18nRoot).
 */
export const i18n = setupI18n();

export type MessageValues = Record<string, string | number | undefined>;

/** The active language's text for `id`, with `values` put into its placeholders. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** The active language (English until one is activated). */
export function currentLocale(): Locale {
  return (i18n.locale || 'en') as Locale;
}

const TIER_IDS = {
  prize1: 'tiers.prize1',
  near1: 'tiers.near1',
  front3: 'tiers.front3',
  last3: 'tiers.last3',
  last2: 'tiers.last2',
  prize2: 'tiers.prize2',
  prize3: 'tiers.prize3',
  prize4: 'tiers.prize4',
  prize5: 'tiers.prize5',
} as const satisfies Record<Tier, MessageId>;

/** A prize tier's name in the active language (English: the contracts' TIER_NAMES). */
export function tierName(tier: Tier): string {
  return t(TIER_IDS[tier]);
}
