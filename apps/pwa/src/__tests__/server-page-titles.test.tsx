import { drawDetailOf, type Result } from '@lotto/contracts';
import { CHECK_FORM, LOCALES, type Locale } from '@lotto/site';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
// The API's own renderer of the server pages: the titles it writes are what the app must set.
import { readCheckRequest } from '../../../api/src/features/pages/check-request';
import {
  checkPageView,
  drawPageView,
  type PageContext,
  resultsPageView,
} from '../../../api/src/features/pages/page-views';
import { pageText } from '../../../api/src/shared/page-text';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import { drawQueryOptions } from '@/draws/get-draw';
import { latestResultQueryOptions, resultsQueryOptions } from '@/draws/get-results';
import { FULL_DRAW_2024_11_16, lightOf, manyDraws } from '@/testing/fixtures';
import { createTestQueryClient } from '@/testing/render';
import { activateLocale } from '@/i18n/activate';
import { I18nRoot } from '@/i18n/i18n-root';
import { createAppRouter } from '../router';

/*
 * A page the API renders (a draw's, /result and a year's list, /check and a checked ticket) has one
 * title: the app sets the very one the server wrote into the HTML, in every language, so taking the
 * page over or reaching it inside the app does not rename the tab.
 */

const FULL = FULL_DRAW_2024_11_16;
/** The list the server and the app both have: 40 draws back from 2026-08-01, and the full draw. */
const DRAWS: Result[] = [...manyDraws(40), lightOf(FULL)].sort((a, b) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
);
const TODAY = '2026-08-10';

/** The server's `<title>` of a page view. */
function serverTitle(view: { head: string }): string {
  const title = /<title>([^<]*)<\/title>/.exec(view.head)?.[1];
  if (title === undefined) throw new Error(`no <title> in ${view.head.slice(0, 200)}`);
  return title.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
}

function context(lang: Locale): PageContext {
  return {
    text: pageText(lang),
    langFromUrl: true,
    siteUrl: 'https://lotto.example',
    today: TODAY,
  };
}

/** The app's real route tree at `path`, its data on the device already (no request needed). */
async function openInApp(path: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(resultsQueryOptions().queryKey, DRAWS);
  queryClient.setQueryData(latestResultQueryOptions().queryKey, DRAWS[0] ?? null);
  queryClient.setQueryData(claimableDrawsQueryOptions().queryKey, []);
  queryClient.setQueryData(drawQueryOptions(FULL.date).queryKey, drawDetailOf(FULL, []));
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  const view = render(
    <I18nRoot>
      <RouterProvider router={router} />
    </I18nRoot>,
  );
  await waitFor(() => {
    if (router.state.status !== 'idle') throw new Error('loading');
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

afterEach(async () => {
  await activateLocale('en');
});

describe('the titles of the pages the server renders too', () => {
  it.each(LOCALES)(
    'when a draw page opens in the app (%s), then its title is the server’s',
    async (lang) => {
      await activateLocale(lang);
      const view = await openInApp(`/result/${FULL.date}`);
      const server = serverTitle(
        drawPageView(context(lang), FULL.date, drawDetailOf(FULL, []), {
          previous: undefined,
          next: undefined,
        }),
      );
      await waitFor(() => expect(document.title).toBe(server));
      view.unmount();
    },
  );

  it.each(LOCALES)(
    'when /result and a year’s list open in the app (%s), then each has the server’s title',
    async (lang) => {
      await activateLocale(lang);
      for (const year of [undefined, '2024']) {
        const view = await openInApp(year === undefined ? '/result' : `/result?year=${year}`);
        const server = serverTitle(resultsPageView(context(lang), DRAWS, year));
        await waitFor(() => expect(document.title).toBe(server));
        view.unmount();
      }
    },
  );

  it.each(LOCALES)(
    'when /check opens in the app (%s), with or without a ticket to check, then its title is the server’s',
    async (lang) => {
      await activateLocale(lang);
      const known = (date: string) => DRAWS.some((d) => d.date === date);
      for (const search of [
        '',
        `?${CHECK_FORM.draw}=${FULL.date}&${CHECK_FORM.number}=${FULL.prize1}`,
        // As typed on a ticket: the server checks it, and titles it, as 187221.
        `?${CHECK_FORM.draw}=${FULL.date}&${CHECK_FORM.number}=187-221`,
        // Not a ticket: /check's own title.
        `?${CHECK_FORM.draw}=${FULL.date}&${CHECK_FORM.number}=1872`,
      ]) {
        const view = await openInApp(`/check${search}`);
        const request = readCheckRequest(pageText(lang), new URLSearchParams(search), known);
        const server = serverTitle(
          checkPageView(context(lang), {
            request,
            offered: [FULL.date],
            latest: DRAWS[0]?.date,
            draw: request.kind === 'ticket' ? FULL : null,
          }),
        );
        await waitFor(() => expect(document.title, search).toBe(server));
        view.unmount();
      }
    },
  );

  it('when the language is switched on a draw page, then the title is the server’s in that language', async () => {
    await activateLocale('en');
    await openInApp(`/result/${FULL.date}`);
    const titleIn = (lang: Locale) =>
      serverTitle(
        drawPageView(context(lang), FULL.date, drawDetailOf(FULL, []), {
          previous: undefined,
          next: undefined,
        }),
      );
    await waitFor(() => expect(document.title).toBe(titleIn('en')));
    await act(() => activateLocale('th'));
    await waitFor(() => expect(document.title).toBe(titleIn('th')));
    expect(document.title).toContain('2567');
  });

  it('when a date without a draw opens in the app, then its title is the server’s 404 page’s', async () => {
    for (const date of ['2024-02-31', 'not-a-date']) {
      const view = await openInApp(`/result/${date}`);
      const server = serverTitle(
        drawPageView(context('en'), date, null, { previous: undefined, next: undefined }),
      );
      await waitFor(() => expect(document.title).toBe(server));
      view.unmount();
    }
  });
});
