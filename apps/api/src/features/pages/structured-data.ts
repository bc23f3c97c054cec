import { type DrawDetail, type Result, tierNumbers, TIERS } from '@lotto/contracts';
import type { CollectionPage, Event, ItemList, WebPage, WebSite, WithContext } from 'schema-dts';
import type { PageText } from '../../shared/page-text.js';

/*
 * The pages' structured data (schema.org as JSON-LD), typed with schema-dts so what is emitted is
 * what the schema.org types allow: a draw is an Event (the draw at 14:30 Bangkok time at GLO) with
 * an ItemList of its prizes' numbers; /result a CollectionPage listing the newest draws; /check a
 * WebPage.
 */

/** GLO's draws start at 14:30 Bangkok time (UTC+7, no daylight saving). */
export function drawStart(drawDate: string): string {
  return `${drawDate}T14:30:00+07:00`;
}

const GLO_URL = 'https://www.glo.or.th/';

/** The draw as an Event. */
export function drawEvent(
  text: PageText,
  draw: Pick<DrawDetail, 'date' | 'drawDate'>,
  page: { url: string; image: string; description: string },
): WithContext<Event> {
  const longDate = text.longDate(draw.date);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: text.t('serverPages.eventName', { longDate }),
    description: text.t('serverPages.eventDescription', { longDate }),
    startDate: drawStart(draw.drawDate),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: text.t('serverPages.place'),
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Nonthaburi',
        addressCountry: 'TH',
      },
    },
    organizer: { '@type': 'Organization', name: text.t('serverPages.organizer'), url: GLO_URL },
    image: page.image,
    url: page.url,
    inLanguage: text.lang,
  };
}

/** The prizes' numbers as an ItemList: one item per tier on file, its numbers as its description. */
export function drawNumbersList(
  text: PageText,
  draw: DrawDetail,
  url: string,
): WithContext<ItemList> {
  const items = TIERS.flatMap((tier) => {
    const numbers = tierNumbers(draw, tier);
    return numbers === undefined || numbers.length === 0 ? [] : [{ tier, numbers }];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: text.t('serverPages.numbersListName', { longDate: text.longDate(draw.date) }),
    url,
    numberOfItems: items.length,
    itemListElement: items.map(({ tier, numbers }, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: text.tierName(tier),
      description: numbers.join(' '),
    })),
  };
}

/** /result: the newest draws' pages. */
export function resultsCollection(
  text: PageText,
  page: { url: string; title: string; description: string },
  shown: readonly Result[],
  drawUrl: (date: string) => string,
): WithContext<CollectionPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.title,
    description: page.description,
    url: page.url,
    inLanguage: text.lang,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: shown.length,
      itemListElement: shown.map((result, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: drawUrl(result.date),
        name: text.t('results.resultsOf', { date: text.drawDate(result.date) }),
      })),
    },
  };
}

/** /check. */
export function checkWebPage(
  text: PageText,
  page: { url: string; title: string; description: string },
): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: page.url,
    inLanguage: text.lang,
  };
}

/** Home: the site itself (schema.org WebSite), in the page's language. */
export function homeWebSite(
  text: PageText,
  page: { url: string; title: string; description: string },
): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: text.t('serverPages.siteName'),
    headline: page.title,
    description: page.description,
    url: page.url,
    inLanguage: text.lang,
  };
}
