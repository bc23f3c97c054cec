import { useEffect } from 'react';
import { type MessageId, t } from '@/i18n';

/**
 * The pages' names, as their `<title>` and (where they show one) their `<h1>` say them: message
 * ids of the `pages` catalog, read with `t(PAGE_NAMES.x)` while rendering.
 */
export const PAGE_NAMES = {
  home: 'pages.home',
  results: 'pages.results',
  check: 'pages.check',
  tips: 'pages.tips',
  vipTips: 'pages.vipTips',
  history: 'pages.history',
  stats: 'pages.stats',
  login: 'pages.login',
  register: 'pages.register',
  profile: 'pages.profile',
  notFound: 'pages.notFound',
  failed: 'pages.failed',
  notLoaded: 'pages.notLoaded',
} as const satisfies Record<string, MessageId>;

/** The document title of a page: '<page> — Lotto' (one message with a placeholder). */
export function pageTitle(page: string): string {
  return t('pages.title', { page });
}

/**
 * Names the page in the browser tab, the history and for a screen reader while it is mounted
 * ('<page> — Lotto'); puts the title it found back when it goes.
 */
export function usePageTitle(page: string): void {
  useDocumentTitle(pageTitle(page));
}

/** `title` as the document's title while the component is mounted (see usePageTitle). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
