import { DrawDateSchema } from '@lotto/contracts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import {
  drawDetailQueryOptions,
  drawHistoryQueryOptions,
  publishedResultsQueryOptions,
} from '@/admin/results/api/admin-results';
import { AdminPage } from '@/admin/shell/admin-page';
import { FullResults } from '@/admin/results/components/full-results';
import { PublishedResults } from '@/admin/results/components/published-results';
import { ResultForm } from '@/admin/results/components/result-form';
import { noop } from '@/lib/noop';

/** `?edit=YYYY-MM-DD`: the published draw open in 'Full results' (a bookmark keeps it open). */
const ResultsSearchSchema = v.object({
  edit: v.fallback(v.optional(DrawDateSchema), undefined),
});

export const Route = createFileRoute('/admin/addResult')({
  validateSearch: ResultsSearchSchema,
  loaderDeps: ({ search }) => ({ edit: search.edit }),
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, deps }) => {
    context.queryClient.query(publishedResultsQueryOptions()).catch(noop);
    if (deps.edit) {
      context.queryClient.query(drawDetailQueryOptions(deps.edit)).catch(noop);
      context.queryClient.query(drawHistoryQueryOptions(deps.edit)).catch(noop);
    }
  },
  component: ResultsPage,
});

function ResultsPage() {
  const { edit } = Route.useSearch();
  const navigate = Route.useNavigate();
  const openDraw = (date: string | undefined) => {
    void navigate({ search: { edit: date } });
    // The editor sits above the list: bring it into view when a row's Edit is used.
    document.getElementById('full-results')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <AdminPage
      title="Results"
      intro="One result per draw date. Visitors see it at once on Home and Result."
    >
      <ResultForm />
      <h2 className="admin-subtitle" id="full-results">
        Full results
      </h2>
      <FullResults
        editDate={edit}
        onEdit={(date) => openDraw(date)}
        onStopEditing={() => openDraw(undefined)}
      />
      <h2 className="admin-subtitle">Published results</h2>
      <PublishedResults editing={edit} onEdit={(date) => openDraw(date)} />
    </AdminPage>
  );
}
