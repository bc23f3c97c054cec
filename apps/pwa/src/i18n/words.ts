import type { ValueSource } from '@lotto/contracts';
import { SOURCE_MESSAGE_IDS, type Words } from '@lotto/site/words';
import { formatBaht, formatDrawDate } from '@/lib/format';
import { currentLocale, type MessageId, t, tierName } from './index';

/** A source's name in the active language ("GLO's table", "the Sanook archive"). */
export function sourceName(source: ValueSource): string {
  return t(SOURCE_MESSAGE_IDS[source] as MessageId);
}

/**
 * The app's words for the pieces of the pages it shares with the server (`@lotto/site`'s
 * verdict and its components): the active language's, read at each call, so one object serves
 * every language (the tree renders again when it changes: I18nRoot).
 */
export const appWords: Words = {
  get lang() {
    return currentLocale();
  },
  // The shared pieces name catalog ids the app ships (their tests render every one in every
  // language); an id the catalogs lack shows as itself.
  t,
  baht: formatBaht,
  drawDate: formatDrawDate,
  tierName,
  sourceName,
};
