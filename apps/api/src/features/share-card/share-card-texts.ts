import { LOCALE_INFO, type Locale, type ShareCardTexts } from '@lotto/site';
import { disagreementText } from '@lotto/site/draw-text';
import { pageText } from '../../shared/page-text.js';

/*
 * The share card's words in a language: the app's own texts (the same ids its share button uses),
 * in the words of the server pages (page-text.ts: the catalogs, read and compiled once).
 */

/** The card's words for a draw of `date` in `locale`, as the app's share button has them. */
export function shareCardTexts(date: string, locale: Locale): ShareCardTexts {
  const text = pageText(locale);
  return {
    dir: LOCALE_INFO[locale].dir,
    header: text.t('results.cardHeader'),
    title: text.t('results.resultsOf', { date: text.drawDate(date) }),
    tiers: {
      prize1: text.tierName('prize1'),
      front3: text.t('results.front3Short'),
      last3: text.t('results.last3Short'),
      last2: text.t('results.last2Short'),
    },
    notOutYet: text.t('results.notOutYet'),
    footer: text.t('results.cardFooter'),
    provisionalNotice: text.t('results.provisionalNotice'),
    disputed: (tier, disagreement) =>
      text.t('results.summaryDisputed', {
        tier: text.tierName(tier),
        sentence: disagreementText(text, disagreement),
      }),
  };
}
