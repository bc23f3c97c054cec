import type { Tier, ValueSource } from '@lotto/contracts';
import type { Locale } from './locales.js';

/** The values a message's placeholders take. */
export type MessageValues = Record<string, string | number | undefined>;

/**
 * The words of one language, as every shared piece of a page takes them: the app builds them on
 * its Lingui instance (apps/pwa/src/i18n/words.ts), the server on formatjs (apps/api's
 * page-text.ts). Both read the same catalogs (packages/site/catalogs), so a piece rendered by
 * either says the same thing in the same words.
 */
export interface Words {
  lang: Locale;
  /** The message `id` (`checker.noPrize`) with `values` put into its placeholders. */
  t(id: string, values?: MessageValues): string;
  /** An amount of baht with the language's grouping and Western digits (6,000,000). */
  baht(amount: number): string;
  /** dd/MM/yyyy, in Thai with the Buddhist-era year (16/11/2569). */
  drawDate(date: string): string;
  /** A prize tier's name ("First prize", "2nd prize"). */
  tierName(tier: Tier): string;
  /** A source's name ("GLO's table", "the Sanook archive"). */
  sourceName(source: ValueSource): string;
}

/** Each source's name in the catalogs ("GLO's table", "the Sanook archive"): `Words.sourceName`. */
export const SOURCE_MESSAGE_IDS: Readonly<Record<ValueSource, string>> = {
  glo: 'tiers.sourceGlo',
  csv: 'tiers.sourceCsv',
  sanook: 'tiers.sourceSanook',
  'feed:glo': 'tiers.sourceFeedGlo',
  'feed:community': 'tiers.sourceFeedCommunity',
  admin: 'tiers.sourceAdmin',
  schedule: 'tiers.sourceSchedule',
  import: 'tiers.sourceImport',
};
