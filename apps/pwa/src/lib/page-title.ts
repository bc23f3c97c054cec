import { useEffect } from 'react';

/**
 * The pages' names, as their `<title>` and (where they show one) their `<h1>` say them. Kept
 * together as plain strings so they can move into the language catalogs as they are.
 */
export const PAGE_NAMES = {
  home: 'Home',
  results: 'Results',
  check: 'Check your ticket',
  tips: 'Tips',
  vipTips: 'VIP Tips',
  history: 'Number history',
  stats: 'Statistics',
  login: 'Login',
  register: 'Register',
  profile: 'Profile',
  notFound: 'Page not found',
  failed: 'Something went wrong on this page',
  notLoaded: 'This page could not be loaded',
} as const;

/** The document title of a page: '<page> — Lotto' (one message with a placeholder). */
export function pageTitle(page: string): string {
  return `${page} — Lotto`;
}

/**
 * Names the page in the browser tab, the history and for a screen reader while it is mounted
 * ('<page> — Lotto'); puts the title it found back when it goes.
 */
export function usePageTitle(page: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(page);
    return () => {
      document.title = previous;
    };
  }, [page]);
}
