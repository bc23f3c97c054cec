import { createFileRoute } from '@tanstack/react-router';
import { publishedResultsQueryOptions } from '@/features/admin/api/results';
import { AdminPage } from '@/features/admin/components/admin-page';
import { PublishedResults } from '@/features/admin/components/published-results';
import { ResultForm } from '@/features/admin/components/result-form';
import { noop } from '@/lib/noop';

export const Route = createFileRoute('/admin/addResult')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    context.queryClient.query(publishedResultsQueryOptions()).catch(noop);
  },
  component: AddResultPage,
});

function AddResultPage() {
  return (
    <AdminPage
      title="Add Result"
      intro="One result per draw date. Visitors see it at once on Home and Result."
    >
      <ResultForm />
      <h2 className="admin-subtitle">Published results</h2>
      <PublishedResults />
    </AdminPage>
  );
}
