import { createFileRoute } from '@tanstack/react-router';
import { historySearch, historyText, validateHistorySearch } from '@/links/history-search';
import { latestResultQueryOptions, resultsQueryOptions } from '@/draws/get-results';
import { LookupPage } from '@/features/history/components/lookup-page';
import { noop } from '@/lib/noop';
import { t } from '@/i18n';
import { PAGE_NAMES, usePageTitle } from '@/lib/page-title';

/** The number lookup: `/history?n=123` — every draw where 123 came up (the URL can be shared). */
export const Route = createFileRoute('/_site/history')({
  staticData: {
    offline: {
      label: 'History',
      detail: 'look a number up in every draw saved on this device',
      needs: [resultsQueryOptions().queryKey],
    },
  },
  validateSearch: validateHistorySearch,
  loader: ({ context }) => {
    context.queryClient.query(resultsQueryOptions()).catch(noop);
    context.queryClient.query(latestResultQueryOptions()).catch(noop);
  },
  component: HistoryPage,
});

function HistoryPage() {
  const n = historyText(Route.useSearch());
  const navigate = Route.useNavigate();
  usePageTitle(t(PAGE_NAMES.history));
  return (
    <LookupPage
      n={n}
      onNumberChange={(text) => {
        // Every key press: replace, so Back leaves the page instead of undoing one digit.
        void navigate({ search: historySearch(text), replace: true });
      }}
    />
  );
}
