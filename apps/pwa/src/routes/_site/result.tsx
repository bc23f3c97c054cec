import { resultsPageTitle, titleText } from '@lotto/site/titles';
import { createFileRoute } from '@tanstack/react-router';
import { latestResultQueryOptions, resultsQueryOptions } from '@/draws/get-results';
import { ResultsList } from '@/features/results/components/results-list';
import { noop } from '@/lib/noop';
import { whileTakingOver } from '@/lib/takeover';
import { PAGE_NAMES } from '@/lib/page-title';
import { useSiteTitle } from '@/lib/site-title';
import { currentLocale, t } from '@/i18n';
import { validateResultsSearch } from '@/links/results-search';

export const Route = createFileRoute('/_site/result')({
  staticData: {
    antd: false,
    offline: {
      label: 'Result',
      detail: 'every draw since 1990 saved on this device',
      needs: [resultsQueryOptions().queryKey],
    },
  },
  validateSearch: validateResultsSearch,
  loader: ({ context, preload }) => {
    const results = context.queryClient.query(resultsQueryOptions());
    const latest = context.queryClient.query(latestResultQueryOptions());
    results.catch(noop);
    latest.catch(noop);
    // The server's list is on screen: the first render shows the list, not 'Loading results...'.
    return whileTakingOver(preload, () => Promise.all([results, latest]));
  },
  component: ResultPage,
});

function ResultPage() {
  const { year } = Route.useSearch();
  // The server's title of /result, or of its list of the year (`?year=`); a year's list has the
  // server's heading too (the title's words), so the takeover does not change it.
  const title = resultsPageTitle(year === undefined ? undefined : String(year), currentLocale());
  useSiteTitle(title);
  return (
    <div className="results-container">
      <h1 className="page-title">
        {year === undefined ? t(PAGE_NAMES.results) : titleText(title, t)}
      </h1>
      <ResultsList year={year} />
    </div>
  );
}
