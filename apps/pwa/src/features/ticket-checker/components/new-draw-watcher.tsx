import type { DrawStatus, Result } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { App } from 'antd';
import { useEffect, useMemo } from 'react';
import { AntdProvider } from '@/components/ui/antd-provider';
import { resultsQueryOptions } from '@/lib/results/get-results';
import { formatBaht, formatDrawDate } from '@/lib/format';
import { useDrawsToCheck } from '../api/use-draws-to-check';
import { checkTickets, coverageOf, isCheckablePeriod, isComplete, tierList } from '../lib/tickets';
import { useSavedTickets } from '../stores/saved-tickets-store';

/**
 * Tells the member how their saved tickets did when the draw of their period lands (online
 * refresh or a later visit): one notification per period, against every tier on file, and again
 * when a provisional draw becomes final. Tickets without a period (saved before tickets kept
 * one) are checked against each new draw, as they always were.
 */
export function NewDrawWatcher({ latest }: { latest: Result | null | undefined }) {
  const tickets = useSavedTickets((s) => s.tickets);
  const notified = useSavedTickets((s) => s.notified);
  const lastCheckedDraw = useSavedTickets((s) => s.lastCheckedDraw);
  const markNotified = useSavedTickets((s) => s.markNotified);
  const markChecked = useSavedTickets((s) => s.markChecked);
  // Reads the light list on the device (no request): the draws of earlier periods.
  const { data: results } = useQuery({ ...resultsQueryOptions(), enabled: false });
  const { notification } = App.useApp();

  const unknownDue =
    latest != null &&
    tickets.some((t) => t.period === null) &&
    (lastCheckedDraw === null || latest.date > lastCheckedDraw);

  // The periods whose draw has landed (not after the latest) and was not announced as final.
  const lights = useMemo(() => {
    if (!latest) return [];
    const due = new Set<string>();
    for (const t of tickets) {
      if (t.period !== null && t.period <= latest.date && notified[t.period] !== 'final') {
        due.add(t.period);
      }
    }
    if (unknownDue) due.add(latest.date);
    const found: Result[] = [];
    for (const date of due) {
      if (!isCheckablePeriod(date)) continue;
      // A period the list on the device does not know yet (it predates the draw) still gets
      // looked up: only a full draw (claimable copy or GET /results/:date) is ever announced.
      const light =
        date === latest.date
          ? latest
          : (results?.find((r) => r.date === date) ?? {
              _id: '',
              date,
              drawDate: date,
              status: 'final' as const,
              missing: [],
            });
      found.push(light);
    }
    return found;
  }, [latest, tickets, notified, unknownDue, results]);
  const states = useDrawsToCheck(lights);

  useEffect(() => {
    for (const state of states) {
      const draw = state.draw;
      // Only a full draw is announced: the light list would miss the 2nd–5th prizes.
      if (draw?.source !== 'full') continue;
      const before: DrawStatus | undefined = notified[draw.date];
      const periodDue = before !== draw.status && before !== 'final';
      const withUnknown = unknownDue && latest.date === draw.date;
      const numbers = [
        ...(periodDue ? tickets.filter((t) => t.period === draw.date) : []),
        ...(withUnknown ? tickets.filter((t) => t.period === null) : []),
      ].map((t) => t.number);
      if (periodDue) markNotified(draw.date, draw.status);
      if (withUnknown) markChecked(draw.date);
      if (numbers.length === 0) continue;

      let outcomes;
      try {
        outcomes = checkTickets([...new Set(numbers)], draw);
      } catch (error) {
        console.error('Could not check the saved tickets', error);
        continue;
      }
      const coverage = coverageOf(draw);
      const winners = outcomes.filter((o) => o.wins.length > 0);
      const total = winners.reduce((sum, o) => sum + o.total, 0);
      const unit = coverage.unit === 'slip' ? ' baht per slip' : ' baht';
      const summary =
        winners.length === 0
          ? isComplete(coverage) || coverage.provisional
            ? `None of your ${outcomes.length} saved ticket(s) won this time.`
            : `None of your ${outcomes.length} saved ticket(s) won among the prizes on file: ${tierList(coverage.checked)}.`
          : `${winners.length} of your saved tickets won ${formatBaht(total)}${unit}: ${winners.map((w) => w.ticket).join(', ')}.`;
      const provisional = coverage.provisional ? ' Provisional — numbers still coming in.' : '';
      notification.open({
        key: `draw-${draw.date}-${draw.status}`,
        title:
          before === 'provisional' && draw.status === 'final'
            ? `Final results ${formatDrawDate(draw.date)}`
            : `New draw ${formatDrawDate(draw.date)}`,
        description: (
          <span>
            {summary}
            {provisional} <Link to="/check">See details</Link>
          </span>
        ),
        duration: 0,
      });
    }
  }, [states, notified, unknownDue, latest, tickets, markNotified, markChecked, notification]);

  return null;
}

/** The lazily loaded entry of the site layout: the watcher inside antd's App (the shell has none). */
export default function NewDrawWatcherEntry(props: { latest: Result | null | undefined }) {
  return (
    <AntdProvider>
      <NewDrawWatcher {...props} />
    </AntdProvider>
  );
}
