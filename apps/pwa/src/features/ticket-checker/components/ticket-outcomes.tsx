import { Tag } from 'antd';
import { formatBaht } from '@/lib/format';
import { TIER_LABELS, type TicketOutcome } from '../lib/tickets';

/** Every ticket with every prize it wins (amounts in baht), or 'No prize'. */
export function TicketOutcomes({
  outcomes,
  label,
}: {
  outcomes: readonly TicketOutcome[];
  label: string;
}) {
  return (
    <ul className="ticket-outcomes" aria-label={label}>
      {outcomes.map((outcome) => (
        <li key={outcome.ticket} className="ticket-row" data-ticket={outcome.ticket}>
          <span className="num ticket-number">{outcome.ticket}</span>
          {outcome.wins.length === 0 ? (
            <span className="no-prize">No prize</span>
          ) : (
            <span className="win">Wins {formatBaht(outcome.total)} baht</span>
          )}
          {outcome.wins.length > 0 && (
            <ul className="number-chips ticket-prizes" aria-label={`Prizes of ${outcome.ticket}`}>
              {outcome.wins.map((win, i) => (
                <li key={`${win.tier}-${i}`}>
                  <Tag color="green" style={{ margin: 0 }}>
                    {TIER_LABELS[win.tier]}: {formatBaht(win.amount)} baht
                  </Tag>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
