import { WorksOffline } from '@/components/layout/route-error';
import { QueryState } from '@/components/ui/query-state';
import { resultsQueryOptions, useAllResults } from '@/lib/results/get-results';
import { ResultsBrowser } from './results-browser';

/**
 * 'Loading results...' and 'No results found.' as the spec words them; a failed fetch or an offline
 * device with nothing saved says so (with Retry), never an endless loading text (issue 17).
 */
export function ResultsList() {
  const query = useAllResults();
  return (
    <QueryState
      query={query}
      what="the results"
      worksOffline={<WorksOffline current="/result" />}
      queryKey={resultsQueryOptions().queryKey}
      loading={<p className="state-text">Loading results...</p>}
      empty={<p className="state-text">No results found.</p>}
      isEmpty={(data) => data.results.length === 0}
    >
      {(data) => <ResultsBrowser results={data.results} />}
    </QueryState>
  );
}
