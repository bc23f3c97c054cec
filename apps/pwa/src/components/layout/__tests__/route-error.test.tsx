import type { AnyRoute } from '@tanstack/react-router';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resultsQueryOptions } from '@/draws/get-results';
import { tipsQueryOptions } from '@/features/tips/api/get-tips';
import { activateLocale } from '@/i18n/activate';
import { useAuthStore } from '@/lib/auth/auth-store';
import { createTestQueryClient } from '@/testing/render';
import { DRAW_2026_08_01, images } from '@/testing/fixtures';
import { createAppRouter } from '../../../router';
import { setNavigatorOnline } from '@/testing/network';

const brokenRoutes: AnyRoute[] = [];

/**
 * The route's code cannot be downloaded, as a code-split route's chunk offline (vitest builds the
 * route tree without splitting, so the route gets the lazy loader the router plugin would give it).
 */
function breakChunk(route: AnyRoute, error: Error) {
  Object.assign(route, { lazyFn: () => Promise.reject(error) });
  brokenRoutes.push(route);
}

afterEach(() => {
  for (const route of brokenRoutes.splice(0)) Reflect.deleteProperty(route, 'lazyFn');
  act(() => setNavigatorOnline(true));
});

const chunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/result-B05g_En7.js',
  );

type RouteId = '/_site/result' | '/_site/tips' | '/_site/check';

async function renderAt(
  path: string,
  saved: { results?: boolean; tips?: boolean },
  broken?: { route: RouteId; error: Error },
) {
  useAuthStore.setState({ user: null, ready: true, loading: false });
  const queryClient = createTestQueryClient();
  if (saved.results) queryClient.setQueryData(resultsQueryOptions().queryKey, [DRAW_2026_08_01]);
  if (saved.tips) queryClient.setQueryData(tipsQueryOptions().queryKey, images(2, 'tip'));
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  if (broken) breakChunk(router.routesById[broken.route], broken.error);
  render(<RouterProvider router={router} />);
  await waitFor(() => {
    if (router.state.status !== 'idle') throw new Error('loading');
  });
  return router;
}

describe('RouteError', () => {
  it('when offline and a page’s code is not on the device, then it says so and links what works offline', async () => {
    setNavigatorOnline(false);
    await renderAt(
      '/result',
      { results: true, tips: true },
      { route: '/_site/result', error: chunkError() },
    );

    expect(
      await screen.findByText('You are offline and this page has not been saved yet.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Works offline' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Tips', '/tips'],
      ['Check Ticket', '/check'],
      ['History', '/history'],
      ['Statistics', '/stats'],
    ]);
    // The site's layout stays: the visitor can go elsewhere from the navigation too.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });

  it('when nothing was saved, then only Home is listed (its tools need no network)', async () => {
    setNavigatorOnline(false);
    await renderAt('/tips', {}, { route: '/_site/tips', error: chunkError() });
    const list = await screen.findByRole('list', { name: 'Works offline' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home']);
  });

  it('when the connection comes back, then the page is tried again and shows', async () => {
    setNavigatorOnline(false);
    const router = await renderAt(
      '/tips',
      { tips: true },
      { route: '/_site/tips', error: chunkError() },
    );
    await screen.findByText('You are offline and this page has not been saved yet.');
    Reflect.deleteProperty(router.routesById['/_site/tips'], 'lazyFn');
    act(() => setNavigatorOnline(true));
    expect(await screen.findByRole('heading', { name: 'Tips' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Tip \d/ })).toHaveLength(2);
  });

  it('when online and a page’s code is missing, then it says a newer version may be out and offers a reload', async () => {
    await renderAt('/result', { results: true }, { route: '/_site/result', error: chunkError() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('A newer version of Lotto may have been published');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('when online and a page fails otherwise, then it names the failure with Retry and a way home', async () => {
    await renderAt(
      '/check',
      { results: true },
      { route: '/_site/check', error: new Error('Unexpected token') },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on this page');
    expect(alert).toHaveTextContent('Something went wrong: Unexpected token');
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});

describe('RouteError in other languages', () => {
  it('when offline in Thai, then the page says so and lists what works offline in Thai', async () => {
    await activateLocale('th');
    setNavigatorOnline(false);
    await renderAt('/result', { results: true }, { route: '/_site/result', error: chunkError() });
    expect(await screen.findByText('คุณออฟไลน์อยู่และหน้านี้ยังไม่ได้บันทึกไว้')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'ใช้งานได้แบบออฟไลน์' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['หน้าแรก', 'ตรวจสลาก', 'ประวัติ', 'สถิติ']);
    expect(list).toHaveTextContent('ตรวจสลาก: ตรวจสลากกับงวดที่บันทึกไว้ในอุปกรณ์นี้');
  });

  it('when online in Urdu and a page fails, then the failure, Retry and the way home speak Urdu', async () => {
    await activateLocale('ur');
    await renderAt(
      '/check',
      { results: true },
      { route: '/_site/check', error: new Error('Unexpected token') },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('کچھ غلط ہو گیا: Unexpected token');
    expect(screen.getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ہوم پر جائیں' })).toHaveAttribute('href', '/');
  });

  it('when an address leads nowhere in Hindi, then the not-found page speaks Hindi', async () => {
    await activateLocale('hi');
    await renderAt('/no-such-page', {});
    expect(await screen.findByText('इस पते पर कुछ भी नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toHaveAttribute('href', '/');
  });
});
