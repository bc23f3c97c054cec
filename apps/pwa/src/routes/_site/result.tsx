import { createFileRoute } from '@tanstack/react-router';
import { Typography } from 'antd';
import { latestResultQueryOptions, resultsQueryOptions } from '@/features/results/api/get-results';
import { ResultsList } from '@/features/results/components/results-list';
import { noop } from '@/lib/noop';

export const Route = createFileRoute('/_site/result')({
  loader: ({ context }) => {
    context.queryClient.query(resultsQueryOptions()).catch(noop);
    context.queryClient.query(latestResultQueryOptions()).catch(noop);
  },
  component: ResultPage,
});

function ResultPage() {
  return (
    <div className="results-container">
      <Typography.Title level={2} className="page-title">
        Results
      </Typography.Title>
      <ResultsList />
    </div>
  );
}
