import type { ValueSource } from '@lotto/contracts';
import {
  differingNumbers,
  drawDateText,
  LOCALE_INFO,
  LOCALES,
  type Locale,
  type ShareCardTexts,
} from '@lotto/site';
import { readCatalog } from '@lotto/site/node';
import { IntlMessageFormat } from 'intl-messageformat';

/*
 * The share card's words in a language, from the site's catalogs (the app's own texts: the same
 * ids the app's share button uses), formatted as ICU messages in the language's Intl tag.
 */

const SOURCE_IDS: Record<ValueSource, string> = {
  glo: 'tiers.sourceGlo',
  csv: 'tiers.sourceCsv',
  sanook: 'tiers.sourceSanook',
  'feed:glo': 'tiers.sourceFeedGlo',
  'feed:community': 'tiers.sourceFeedCommunity',
  admin: 'tiers.sourceAdmin',
  schedule: 'tiers.sourceSchedule',
  import: 'tiers.sourceImport',
};

type Translate = (id: string, values?: Record<string, string>) => string;

/** The catalogs' `results` and `tiers` messages of every language, read and compiled once. */
const TRANSLATE = Object.fromEntries(
  LOCALES.map((locale) => {
    const catalog = readCatalog(locale, undefined, (ns) => ns === 'results' || ns === 'tiers');
    const compiled = new Map<string, IntlMessageFormat>();
    const translate: Translate = (id, values) => {
      let message = compiled.get(id);
      if (message === undefined) {
        const source = catalog[id];
        if (source === undefined) throw new Error(`The ${locale} catalog has no "${id}"`);
        message = new IntlMessageFormat(source, LOCALE_INFO[locale].intl);
        compiled.set(id, message);
      }
      return String(message.format(values));
    };
    return [locale, translate];
  }),
) as Record<Locale, Translate>;

/** The card's words for a draw of `date` in `locale`, as the app's share button has them. */
export function shareCardTexts(date: string, locale: Locale): ShareCardTexts {
  const t = TRANSLATE[locale];
  const tierName = (tier: string) => t(`tiers.${tier}`);
  return {
    dir: LOCALE_INFO[locale].dir,
    header: t('results.cardHeader'),
    title: t('results.resultsOf', { date: drawDateText(date, locale) ?? date }),
    tiers: {
      prize1: tierName('prize1'),
      front3: t('results.front3Short'),
      last3: t('results.last3Short'),
      last2: t('results.last2Short'),
    },
    notOutYet: t('results.notOutYet'),
    footer: t('results.cardFooter'),
    provisionalNotice: t('results.provisionalNotice'),
    // As apps/pwa/src/draws/disagreements.ts says it: each source's differing numbers, by source.
    disputed: (tier, disagreement) =>
      t('results.summaryDisputed', {
        tier: tierName(tier),
        sentence: t('results.sourcesDisagree', {
          values: differingNumbers(disagreement)
            .map(({ source, numbers }) =>
              t('results.sourceValue', {
                numbers: numbers.join(' '),
                source: t(SOURCE_IDS[source]),
              }),
            )
            .join(t('results.listSeparator')),
        }),
      }),
  };
}
