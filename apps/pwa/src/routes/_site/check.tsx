import { bangkokDay } from '@lotto/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { WorksOffline } from '@/components/layout/route-error';
import { QueryState } from '@/components/ui/query-state/query-state';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import { latestResultQueryOptions, resultsQueryOptions, useAllResults } from '@/draws/get-results';
import { OddsPanel } from '@/features/history/components/odds-panel';
import { TicketChecker } from '@/features/ticket-checker/components/ticket-checker';
import { noop } from '@/lib/noop';
import { PAGE_NAMES, usePageTitle } from '@/lib/page-title';
import { t } from '@/i18n';
import { validateCheckSearch } from '@/links/check-search';

export const Route = createFileRoute('/_site/check')({
  staticData: {
    antd: false,
    offline: {
      label: 'Check Ticket',
      detail: 'check tickets against the draws saved on this device',
      needs: [resultsQueryOptions().queryKey],
    },
  },
  validateSearch: validateCheckSearch,
  loader: ({ context }) => {
    context.queryClient.query(resultsQueryOptions()).catch(noop);
    context.queryClient.query(latestResultQueryOptions()).catch(noop);
    // Every claimable draw in full: the checker then checks them offline too.
    context.queryClient.query(claimableDrawsQueryOptions()).catch(noop);
  },
  component: CheckPage,
});

function CheckPage() {
  const { draw } = Route.useSearch();
  const results = useAllResults();
  usePageTitle(t(PAGE_NAMES.check));
  return (
    <div className="results-container">
      <h1 className="page-title">{t(PAGE_NAMES.check)}</h1>
      {/* Loading / failed / offline-with-nothing-saved like every list (issue 17). */}
      <QueryState
        query={results}
        what={t('checker.whatResults')}
        worksOffline={<WorksOffline current="/check" />}
        queryKey={resultsQueryOptions().queryKey}
        loading={<p className="state-text">{t('checker.loadingResults')}</p>}
        empty={<p className="state-text">{t('checker.noResults')}</p>}
        isEmpty={(data) => data.results.length === 0}
      >
        {(data) => (
          <TicketChecker
            key={draw ?? ''}
            results={data.results}
            latest={data.latest}
            initialDraw={draw}
          />
        )}
      </QueryState>
      {/* The chance of a ticket and its expected return, from the schedule in force (issue 14). */}
      <OddsPanel date={bangkokDay()} />
    </div>
  );
}
