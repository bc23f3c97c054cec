import type { DrawStatus, Result } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { useNotices } from '@/components/ui/notices';
import { useTicketVerdicts } from '@/draws/ticket-verdicts';
import { resultsQueryOptions } from '@/draws/get-results';
import { formatBaht, formatDrawDate } from '@/lib/format';
import { t } from '@/i18n';
import { useDrawsToCheck } from '../api/use-draws-to-check';
import {
  checkTickets,
  coverageOf,
  isCheckablePeriod,
  isComplete,
  soFarText,
  tierList,
} from '../lib/tickets';
import { ticketLine } from './ticket-outcomes';
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
  const [notices, noticeHolder] = useNotices();

  const unknownDue =
    latest != null &&
    tickets.some((ticket) => ticket.period === null) &&
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

  // Per period announced while provisional in this visit: the tiers it named, and whether the
  // member closed it (then it is not shown again until the draw is final).
  const open = useRef(new Map<string, { tiers: string; closed: boolean }>());
  const expectVerdicts = useTicketVerdicts((s) => s.expect);
  const publishVerdicts = useTicketVerdicts((s) => s.publish);

  useEffect(() => {
    expectVerdicts(lights.map((light) => light.date));
  }, [lights, expectVerdicts]);

  useEffect(() => {
    for (const state of states) {
      const draw = state.draw;
      // Only a full draw is announced: the light list would miss the 2nd–5th prizes.
      if (draw?.source !== 'full') continue;
      const before: DrawStatus | undefined = notified[draw.date];
      const periodDue = before !== draw.status && before !== 'final';
      const withUnknown = unknownDue && latest.date === draw.date;
      const coverage = coverageOf(draw);
      const announced = open.current.get(draw.date);
      // On draw day: a tier arrived since the provisional announcement still on screen.
      const update =
        !periodDue &&
        draw.status === 'provisional' &&
        announced !== undefined &&
        !announced.closed &&
        announced.tiers !== coverage.checked.join();
      const ofPeriod = tickets.filter((ticket) => ticket.period === draw.date);
      const numbers = [
        ...(periodDue || update ? ofPeriod : []),
        ...(withUnknown ? tickets.filter((ticket) => ticket.period === null) : []),
      ].map((ticket) => ticket.number);
      if (periodDue) markNotified(draw.date, draw.status);
      if (withUnknown) markChecked(draw.date);

      let outcomes;
      try {
        outcomes = checkTickets(
          [...new Set([...numbers, ...ofPeriod.map((ticket) => ticket.number)])],
          draw,
        );
      } catch (error) {
        console.error('Could not check the saved tickets', error);
        continue;
      }
      // What a system notification says about this period's tickets (draw-notices.ts).
      const lines = outcomes
        .filter((o) => ofPeriod.some((ticket) => ticket.number === o.ticket))
        .map((o) => ticketLine(o, coverage));
      publishVerdicts(draw.date, { status: draw.status, lines });
      if (numbers.length === 0) continue;
      const shown = outcomes.filter((o) => numbers.includes(o.ticket));

      const winners = shown.filter((o) => o.wins.length > 0);
      const total = winners.reduce((sum, o) => sum + o.total, 0);
      const won = {
        count: winners.length,
        amount: formatBaht(total),
        tickets: winners.map((w) => w.ticket).join(t('checker.listSeparator')),
      };
      const summary =
        winners.length === 0
          ? isComplete(coverage) || coverage.provisional
            ? t('checker.noneWon', { count: shown.length })
            : t('checker.noneWonOnFile', {
                count: shown.length,
                tiers: tierList(coverage.checked),
              })
          : coverage.unit === 'slip'
            ? t('checker.someWonPerSlip', won)
            : t('checker.someWon', won);
      const provisional = coverage.provisional ? ` ${t('checker.watcherProvisional')}` : '';
      const soFar = shown
        .map((o) => soFarText(o, coverage))
        .filter((line): line is string => line !== null);
      const key = `draw-${draw.date}-${draw.status}`;
      if (draw.status === 'provisional') {
        open.current.set(draw.date, { tiers: coverage.checked.join(), closed: false });
      } else {
        // The provisional announcement gives way to the final one.
        notices.close(`draw-${draw.date}-provisional`);
        open.current.delete(draw.date);
      }
      notices.open({
        key,
        title:
          before === 'provisional' && draw.status === 'final'
            ? t('checker.finalResults', { date: formatDrawDate(draw.date) })
            : t('checker.newDraw', { date: formatDrawDate(draw.date) }),
        description: (
          <span>
            {summary}
            {provisional}
            {soFar.length > 0 && (
              <ul className="watcher-so-far" aria-label={t('checker.soFarLabel')}>
                {soFar.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}{' '}
            <Link to="/check">{t('checker.seeDetails')}</Link>
          </span>
        ),
        onClose: () => {
          const entry = open.current.get(draw.date);
          if (entry) entry.closed = true;
        },
      });
    }
  }, [
    states,
    notified,
    unknownDue,
    latest,
    tickets,
    markNotified,
    markChecked,
    notices,
    publishVerdicts,
  ]);

  return noticeHolder;
}

/** The lazily loaded entry of the site layout (its notices are the app's own: no antd). */
export default NewDrawWatcher;
