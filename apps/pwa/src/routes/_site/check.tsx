import { createFileRoute } from '@tanstack/react-router';
import {
  latestResultQueryOptions,
  resultsQueryOptions,
  useAllResults,
} from '@/features/results/api/get-results';
import { TicketChecker } from '@/features/ticket-checker/components/ticket-checker';
import { noop } from '@/lib/noop';

export const Route = createFileRoute('/_site/check')({
  loader: ({ context }) => {
    context.queryClient.query(resultsQueryOptions()).catch(noop);
    context.queryClient.query(latestResultQueryOptions()).catch(noop);
  },
  component: CheckPage,
});

function CheckPage() {
  const { data } = useAllResults();
  return (
    <div className="results-container">
      <h2 className="page-title">Check your ticket</h2>
      {data ? <TicketChecker results={data} /> : <p className="state-text">Loading results...</p>}
    </div>
  );
}
