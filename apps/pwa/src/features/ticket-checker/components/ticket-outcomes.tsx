import { Empty, List, Tag } from 'antd';
import { formatBaht } from '@/lib/format';
import { TIER_LABELS, type TicketOutcome } from '../lib/tickets';

/** Every ticket with every prize it wins (amounts in baht), or 'No prize'. */
export function TicketOutcomes({ outcomes, label }: { outcomes: readonly TicketOutcome[]; label: string }) {
  if (outcomes.length === 0) return <Empty description="No tickets" />;
  return (
    <List
      aria-label={label}
      bordered
      dataSource={outcomes}
      rowKey={(o) => o.ticket}
      renderItem={(outcome) => (
        <List.Item>
          <div className="ticket-row" data-ticket={outcome.ticket} style={{ width: '100%' }}>
            <span className="num" style={{ fontSize: '1.2rem', fontWeight: 700 }}>
              {outcome.ticket}
            </span>
            {outcome.wins.length === 0 ? (
              <span className="no-prize">No prize</span>
            ) : (
              <span className="win">Wins {formatBaht(outcome.total)} baht</span>
            )}
            {outcome.wins.length > 0 && (
              <ul className="number-chips" style={{ width: '100%' }} aria-label={`Prizes of ${outcome.ticket}`}>
                {outcome.wins.map((win, i) => (
                  <li key={`${win.tier}-${i}`}>
                    <Tag color="green" style={{ margin: 0 }}>
                      {TIER_LABELS[win.tier]}: {formatBaht(win.amount)} baht
                    </Tag>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </List.Item>
      )}
    />
  );
}
