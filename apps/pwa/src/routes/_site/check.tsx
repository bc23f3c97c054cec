import { bangkokDay } from '@lotto/contracts';
import { checkPageTitle, formTicketNumber } from '@lotto/site/titles';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { WorksOffline } from '@/components/layout/route-error';
import { QueryState } from '@/components/ui/query-state/query-state';
import { claimableDrawsQueryOptions } from '@/draws/get-claimable-draws';
import { drawQueryOptions } from '@/draws/get-draw';
import { latestResultQueryOptions, resultsQueryOptions, useAllResults } from '@/draws/get-results';
import { OddsPanel } from '@/features/history/components/odds-panel';
import { TicketChecker } from '@/features/ticket-checker/components/ticket-checker';
import { noop } from '@/lib/noop';
import { plainCheckInput } from '@/features/ticket-checker/lib/plain-check-input';
import { whileTakingOver } from '@/lib/takeover';
import { PAGE_NAMES } from '@/lib/page-title';
import { useSiteTitle } from '@/lib/site-title';
import { currentLocale, t } from '@/i18n';
import { validateCheckSearch } from '@/links/check-search';

export const Route = createFileRoute('/_site/check')({
  staticData: {
    antd: false,
    offline: {
      label: 'Check Ticket',
      detail: 'check tickets against the draws saved on this device',
      needs: [resultsQueryOptions().queryKey],
    },
  },
  validateSearch: validateCheckSearch,
  loaderDeps: ({ search }) => ({ draw: search.draw, number: search.number }),
  loader: ({ context, deps, preload }) => {
    const { queryClient } = context;
    const results = queryClient.query(resultsQueryOptions());
    const latest = queryClient.query(latestResultQueryOptions());
    // Every claimable draw in full: the checker then checks them offline too.
    const claimable = queryClient.query(claimableDrawsQueryOptions());
    for (const request of [results, latest, claimable]) request.catch(noop);
    // The server's /check is on screen (with its verdict when the plain form sent a number): the
    // first render shows the form, and the same verdict, from the draw the checker will use.
    return whileTakingOver(preload, async () => {
      const [, last, claimed] = await Promise.all([results, latest, claimable]);
      const date = deps.draw ?? last?.date;
      if (deps.number !== undefined && date && !claimed.some((d) => d.date === date))
        await queryClient.query(drawQueryOptions(date));
    });
  },
  component: CheckPage,
});

function CheckPage() {
  const { draw, number } = Route.useSearch();
  // Read in the first render, before its commit replaces the server's page: what the visitor
  // typed there meanwhile goes on in the app's form.
  const [typed] = useState(() => plainCheckInput());
  const results = useAllResults();
  // The server's title: the checked ticket's when the address names a ticket of a draw on file (the
  // plain form's answer), else /check's.
  const ticket = number === undefined ? undefined : formTicketNumber(number);
  const onFile = results.data?.results.some((d) => d.date === draw) ?? false;
  useSiteTitle(
    checkPageTitle(
      ticket !== undefined && draw !== undefined && onFile ? { number: ticket, draw } : undefined,
      currentLocale(),
    ),
  );
  return (
    <div className="results-container">
      <h1 className="page-title">{t(PAGE_NAMES.check)}</h1>
      {/* Loading / failed / offline-with-nothing-saved like every list (issue 17). */}
      <QueryState
        query={results}
        what={t('checker.whatResults')}
        worksOffline={<WorksOffline current="/check" />}
        queryKey={resultsQueryOptions().queryKey}
        loading={<p className="state-text">{t('checker.loadingResults')}</p>}
        empty={<p className="state-text">{t('checker.noResults')}</p>}
        isEmpty={(data) => data.results.length === 0}
      >
        {(data) => (
          <TicketChecker
            key={`${draw ?? ''}:${number ?? ''}`}
            results={data.results}
            latest={data.latest}
            initialDraw={draw}
            initialNumber={number}
            typed={typed}
          />
        )}
      </QueryState>
      {/* The chance of a ticket and its expected return, from the schedule in force (issue 14). */}
      <OddsPanel date={bangkokDay()} />
    </div>
  );
}
