import type { Result } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { useNotices } from '@/components/ui/notices';
import { useTicketVerdicts } from '@/draws/ticket-verdicts';
import { resultsQueryOptions } from '@/draws/get-results';
import { formatDrawDate } from '@/lib/format';
import { t } from '@/i18n';
import { useDrawsToCheck } from '../api/use-draws-to-check';
import {
  announcementFor,
  type OpenAnnouncement,
  periodsToAnnounce,
} from '../lib/draw-announcements';
import { ticketLine } from '../lib/tickets';
import { useSavedTickets } from '../stores/saved-tickets-store';

/**
 * Tells the member how their saved tickets did when the draw of their period lands (online
 * refresh or a later visit), as `announcementFor` decides: records it, publishes the tickets'
 * verdicts for the system notification and shows the notice.
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

  const saved = useMemo(
    () => ({ tickets, notified, lastCheckedDraw }),
    [tickets, notified, lastCheckedDraw],
  );
  const lights = useMemo(() => periodsToAnnounce(latest, saved, results), [latest, saved, results]);
  const states = useDrawsToCheck(lights);

  // Per period announced while provisional in this visit (see OpenAnnouncement).
  const open = useRef(new Map<string, OpenAnnouncement>());
  const expectVerdicts = useTicketVerdicts((s) => s.expect);
  const publishVerdicts = useTicketVerdicts((s) => s.publish);

  useEffect(() => {
    expectVerdicts(lights.map((light) => light.date));
  }, [lights, expectVerdicts]);

  useEffect(() => {
    if (!latest) return;
    for (const { draw } of states) {
      // Only a full draw is announced: the light list would miss the 2nd–5th prizes.
      if (draw?.source !== 'full') continue;
      const plan = announcementFor(draw, saved, latest, open.current.get(draw.date));
      if (plan.notifiedAs) markNotified(draw.date, plan.notifiedAs);
      if (plan.checkedUnknown) markChecked(draw.date);
      if ('error' in plan.verdicts) {
        console.error('Could not check the saved tickets', plan.verdicts.error);
        continue;
      }
      const { outcomes, coverage } = plan.verdicts;
      publishVerdicts(draw.date, {
        status: draw.status,
        lines: outcomes.map((o) => ticketLine(o, coverage)),
      });
      const { notice } = plan;
      if (!notice) continue;
      if (notice.open) open.current.set(draw.date, notice.open);
      else open.current.delete(draw.date);
      if (notice.replaces) notices.close(notice.replaces);
      const date = formatDrawDate(draw.date);
      notices.open({
        key: notice.key,
        title:
          notice.title === 'final'
            ? t('checker.finalResults', { date })
            : t('checker.newDraw', { date }),
        description: (
          <span>
            {notice.summary}
            {notice.provisional && ` ${t('checker.watcherProvisional')}`}
            {notice.soFar.length > 0 && (
              <ul className="watcher-so-far" aria-label={t('checker.soFarLabel')}>
                {notice.soFar.map((line) => (
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
  }, [states, saved, latest, markNotified, markChecked, notices, publishVerdicts]);

  return noticeHolder;
}

/** The lazily loaded entry of the site layout (its notices are the app's own: no antd). */
export default NewDrawWatcher;
