import { WorksOffline } from '@/components/layout/route-error';
import { QueryState } from '@/components/ui/query-state/query-state';
import { resultsQueryOptions, useAllResults } from '@/draws/get-results';
import { t } from '@/i18n';
import { ResultsBrowser } from './results-browser';

/**
 * 'Loading results...' and 'No results found.' as the spec words them; a failed fetch or an offline
 * device with nothing saved says so (with Retry), never an endless loading text (issue 17).
 */
/** `year`: open the list at that year's newest draw (`/result?year=2024`, the server's year pages). */
export function ResultsList({ year }: { year?: number | undefined }) {
  const query = useAllResults();
  return (
    <QueryState
      query={query}
      what={t('results.theResults')}
      worksOffline={<WorksOffline current="/result" />}
      queryKey={resultsQueryOptions().queryKey}
      loading={<p className="state-text">{t('results.loading')}</p>}
      empty={<p className="state-text">{t('results.empty')}</p>}
      isEmpty={(data) => data.results.length === 0}
    >
      {(data) => <ResultsBrowser results={data.results} year={year} />}
    </QueryState>
  );
}
