import type { Words } from '@lotto/site/words';
import { sourceName } from '@/draws/disagreements';
import { formatBaht, formatDrawDate } from '@/lib/format';
import { currentLocale, type MessageId, t, tierName } from './index';

/**
 * The app's words for the pieces of the pages it shares with the server (`@lotto/site`'s
 * verdict and its components): the active language's, read at each call, so one object serves
 * every language (the tree renders again when it changes: I18nRoot).
 */
export const appWords: Words = {
  get lang() {
    return currentLocale();
  },
  // The shared pieces name catalog ids the app ships; an id the catalogs lack shows as itself.
  t: (id, values) => t(id as MessageId, values),
  baht: formatBaht,
  drawDate: formatDrawDate,
  tierName,
  sourceName,
};
