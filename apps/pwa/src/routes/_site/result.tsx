import { createFileRoute } from '@tanstack/react-router';
import { latestResultQueryOptions, resultsQueryOptions } from '@/draws/get-results';
import { ResultsList } from '@/features/results/components/results-list';
import { noop } from '@/lib/noop';
import { PAGE_NAMES, usePageTitle } from '@/lib/page-title';
import { t } from '@/i18n';

export const Route = createFileRoute('/_site/result')({
  staticData: {
    antd: false,
    offline: {
      label: 'Result',
      detail: 'every draw since 1990 saved on this device',
      needs: [resultsQueryOptions().queryKey],
    },
  },
  loader: ({ context }) => {
    context.queryClient.query(resultsQueryOptions()).catch(noop);
    context.queryClient.query(latestResultQueryOptions()).catch(noop);
  },
  component: ResultPage,
});

function ResultPage() {
  usePageTitle(t(PAGE_NAMES.results));
  return (
    <div className="results-container">
      <h1 className="page-title">{t(PAGE_NAMES.results)}</h1>
      <ResultsList />
    </div>
  );
}
