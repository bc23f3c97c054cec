import { type TitleMessage, titleText } from '@lotto/site/titles';
import { t } from '@/i18n';
import { useDocumentTitle } from './page-title';

/**
 * The title of a page the API renders too (a draw's page, /result, /check): the server's own,
 * built by the same function from the same `titles` messages (@lotto/site/titles), so taking the
 * server's page over keeps its title and a page reached in the app has the title a search shows.
 * Formatted while rendering, in the active language: a switch renames the tab.
 */
export function useSiteTitle(title: TitleMessage): void {
  useDocumentTitle(titleText(title, t));
}
