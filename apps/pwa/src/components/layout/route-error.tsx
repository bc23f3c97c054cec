import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type AnyRoute, type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { describeFailure } from '@/components/ui/query-state/describe-failure';
import { QueryFailed, QueryOffline } from '@/components/ui/query-state/query-notes';
import { PAGE_NAMES } from '@/lib/page-title';
import { useOnline } from '@/lib/use-online';
import { type MessageId, t } from '@/i18n';
import { NAV } from './nav-items';

/** A route's place in the list of what works offline (its `staticData.offline`). */
export interface OfflinePage {
  /**
   * The link's text in English. Shown in the visitor's language from the `common` catalog (the
   * navigation's label, see `OFFLINE_TEXTS`); this English is kept only for a page not listed there.
   */
  label: string;
  /** What the page offers offline, after the link (in English; as `label`). */
  detail: string;
  /** Queries that must have data on the device for the page to work; none: its code is enough. */
  needs: readonly QueryKey[];
}

/** A page's code failed to download (the messages of Chromium, Firefox and Safari). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return [
    'Failed to fetch dynamically imported module',
    'error loading dynamically imported module',
    'Importing a module script failed',
  ].some((start) => message.startsWith(start));
}

interface LazyComponent {
  preload?: () => Promise<void>;
}

/**
 * Whether the route's code is on the device: the service worker precaches every public page's code
 * (it controls the page only once all of it is stored), else only code loaded in this tab counts —
 * a split route component keeps its `preload` until it has loaded once.
 */
function codeOnDevice(route: AnyRoute): boolean {
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller !== null) return true;
  const component = route.options.component as LazyComponent | undefined;
  return typeof component?.preload !== 'function';
}

export interface WorkingPage extends Omit<OfflinePage, 'needs'> {
  to: string;
}

/** The offline list's link text and detail per page, as message ids (read while rendering). */
const OFFLINE_TEXTS: Record<string, { label: MessageId; detail: MessageId }> = {
  '/': { label: 'common.navHome', detail: 'common.offlineDetailHome' },
  '/tips': { label: 'common.navTips', detail: 'common.offlineDetailTips' },
  '/result': { label: 'common.navResult', detail: 'common.offlineDetailResult' },
  '/check': { label: 'common.navCheck', detail: 'common.offlineDetailCheck' },
  '/history': { label: 'common.navHistory', detail: 'common.offlineDetailHistory' },
  '/stats': { label: 'common.navStats', detail: 'common.offlineDetailStats' },
};

/** A working page's link text and detail in the active language. */
function offlineTexts(page: WorkingPage): { label: string; detail: string } {
  const ids = OFFLINE_TEXTS[page.to];
  return ids ? { label: t(ids.label), detail: t(ids.detail) } : page;
}

/** The pages that work offline on this device now: their code and their data are here. */
export function pagesWorkingOffline(
  routes: readonly AnyRoute[],
  queryClient: QueryClient,
): WorkingPage[] {
  const pages: WorkingPage[] = [];
  for (const route of routes) {
    const offline = route.options.staticData?.offline;
    if (!offline) continue;
    const saved = offline.needs.every((key) => queryClient.getQueryData(key) !== undefined);
    if (saved && codeOnDevice(route)) {
      pages.push({ to: String(route.fullPath), label: offline.label, detail: offline.detail });
    }
  }
  // Home first, then in the navigation's order.
  const rank = (to: string) => (to === '/' ? -1 : NAV.findIndex((item) => item.to === to) >>> 0);
  return pages.sort((a, b) => rank(a.to) - rank(b.to));
}

/**
 * The pages that work offline on this device, as links (`current`, a path, left out), or a line
 * saying nothing has been saved yet.
 */
export function WorksOffline({ current }: { current?: string }) {
  const router = useRouter();
  const pages = pagesWorkingOffline(
    Object.values(router.routesById as unknown as Record<string, AnyRoute>),
    router.options.context.queryClient,
  ).filter((page) => page.to !== current);
  if (pages.length === 0) return <p>{t('common.nothingElseSaved')}</p>;
  return (
    <>
      <p>{t('common.worksOfflineIntro')}</p>
      <ul className="works-offline" aria-label={t('common.worksOfflineList')}>
        {pages.map((page) => {
          const { label, detail } = offlineTexts(page);
          return (
            <li key={page.to}>
              <Link to={page.to}>{label}</Link>: {detail}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * Loads the page again (its code and data), then leaves the error. In this order: shown again
 * before the load, a page whose code failed would throw its old error at once.
 */
function retryPage(router: ReturnType<typeof useRouter>, reset: () => void) {
  void router.invalidate().then(reset, reset);
}

/**
 * The router's error component for every route. Offline, a page fails because its code or data is
 * not on the device: say so and list what works (and try again when the network is back). Online,
 * missing code means a newer version was published since this tab opened: offer a reload.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const online = useOnline();
  const router = useRouter();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (wasOffline.current) {
      wasOffline.current = false;
      retryPage(router, reset);
    }
  }, [online, reset, router]);

  if (!online) {
    return (
      <QueryOffline>
        <WorksOffline current={router.state.location.pathname} />
      </QueryOffline>
    );
  }
  const retry = () => retryPage(router, reset);
  if (isChunkLoadError(error)) {
    return (
      <QueryFailed
        title={<h1 className="page-title">{t(PAGE_NAMES.notLoaded)}</h1>}
        reason={t('common.newerVersion')}
        retrying={false}
        onRetry={() => window.location.reload()}
      />
    );
  }
  return (
    <QueryFailed
      title={<h1 className="page-title">{t(PAGE_NAMES.failed)}</h1>}
      reason={describeFailure(error)}
      retrying={false}
      onRetry={retry}
    >
      <Link to="/" className="btn">
        {t('common.goHome')}
      </Link>
    </QueryFailed>
  );
}
