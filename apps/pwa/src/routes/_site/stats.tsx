import { createFileRoute } from '@tanstack/react-router';
import { StatsPage } from '@/features/history/components/stats-page';
import { noop } from '@/lib/noop';
import { t } from '@/i18n';
import { PAGE_NAMES, usePageTitle } from '@/lib/page-title';
import { latestResultQueryOptions, resultsQueryOptions } from '@/draws/get-results';
import { validateStatsSearch } from '@/links/stats-search';

/**
 * Statistics over the draws on the device: `/stats?range=12m` (or `?from=&to=`), and the 3UP/down
 * view `/stats?numbers=123,456,78` (the Home generator links it). The URL holds it all, so it can
 * be shared. The chart library is loaded by this page only.
 */
export const Route = createFileRoute('/_site/stats')({
  staticData: {
    offline: {
      label: 'Statistics',
      detail: 'how often each number came up, from the draws saved on this device',
      needs: [resultsQueryOptions().queryKey],
    },
  },
  validateSearch: validateStatsSearch,
  loader: ({ context }) => {
    context.queryClient.query(resultsQueryOptions()).catch(noop);
    context.queryClient.query(latestResultQueryOptions()).catch(noop);
  },
  component: StatsRoute,
});

function StatsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  usePageTitle(t(PAGE_NAMES.stats));
  return (
    <StatsPage
      search={search}
      onSearchChange={(next) => {
        // The range is a view of the same page: replace, so Back leaves /stats.
        void navigate({ search: next, replace: true });
      }}
    />
  );
}
