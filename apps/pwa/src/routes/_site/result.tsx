import { createFileRoute } from '@tanstack/react-router';
import { latestResultQueryOptions, resultsQueryOptions } from '@/lib/results/get-results';
import { ResultsList } from '@/features/results/components/results-list';
import { noop } from '@/lib/noop';

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
  return (
    <div className="results-container">
      <h2 className="page-title">Results</h2>
      <ResultsList />
    </div>
  );
}
