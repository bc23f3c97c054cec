import { createFileRoute } from '@tanstack/react-router';
import { Typography } from 'antd';
import { resultsQueryOptions, useResults } from '@/features/results/api/get-results';
import { TicketChecker } from '@/features/ticket-checker/components/ticket-checker';
import { noop } from '@/lib/noop';

export const Route = createFileRoute('/_site/check')({
  loader: ({ context }) => {
    context.queryClient.query(resultsQueryOptions()).catch(noop);
  },
  component: CheckPage,
});

function CheckPage() {
  const { data } = useResults();
  return (
    <div className="results-container">
      <Typography.Title level={2} className="page-title">
        Check your ticket
      </Typography.Title>
      {data ? <TicketChecker results={data} /> : <p className="state-text">Loading results...</p>}
    </div>
  );
}
