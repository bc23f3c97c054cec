import type { Result } from '@lotto/contracts';
import { Link } from '@tanstack/react-router';
import { App } from 'antd';
import { useEffect } from 'react';
import { AntdProvider } from '@/components/ui/antd-provider';
import { formatBaht, formatDrawDate } from '@/lib/format';
import { checkTickets } from '../lib/tickets';
import { useSavedTickets } from '../stores/saved-tickets-store';

/**
 * Re-checks the saved tickets when a draw newer than the last one they were checked against
 * shows up (online refresh or a later visit) and tells the member how they did.
 */
export function NewDrawWatcher({ latest }: { latest: Result | null | undefined }) {
  const tickets = useSavedTickets((s) => s.tickets);
  const lastCheckedDraw = useSavedTickets((s) => s.lastCheckedDraw);
  const markChecked = useSavedTickets((s) => s.markChecked);
  const { notification } = App.useApp();

  useEffect(() => {
    if (!latest || tickets.length === 0) return;
    if (lastCheckedDraw !== null && latest.date <= lastCheckedDraw) return;
    markChecked(latest.date);
    let outcomes;
    try {
      outcomes = checkTickets(
        tickets.map((t) => t.number),
        latest,
      );
    } catch (error) {
      console.error('Could not check the saved tickets', error);
      return;
    }
    const winners = outcomes.filter((o) => o.total > 0);
    const total = winners.reduce((sum, o) => sum + o.total, 0);
    notification.open({
      key: `draw-${latest.date}`,
      title: `New draw ${formatDrawDate(latest.date)}`,
      description: (
        <span>
          {winners.length === 0
            ? `None of your ${tickets.length} saved ticket(s) won this time.`
            : `${winners.length} of your saved tickets won ${formatBaht(total)} baht: ${winners.map((w) => w.ticket).join(', ')}.`}{' '}
          <Link to="/check">See details</Link>
        </span>
      ),
      duration: 0,
    });
  }, [latest, tickets, lastCheckedDraw, markChecked, notification]);

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
