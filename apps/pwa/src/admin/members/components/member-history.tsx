import type { Member, StatusChange } from '@lotto/contracts';
import { formatBaht, formatDrawDate } from '@/lib/format';
import { formatLastLogin } from '../lib/format-login';

const STATUS_WORDS: Record<StatusChange['to'], string> = {
  pending: 'pending',
  approved: 'approved',
  suspended: 'suspended',
};

const baht = (amount: number) => `${formatBaht(amount)} baht`;

/**
 * A member's record as kept: every payment (amount, the day paid, note, who recorded it and when)
 * and every status change (old → new, who, when, the payment that made it), oldest first.
 */
export function MemberHistory({ member }: { member: Member }) {
  const payments = new Map(member.payments.map((payment) => [payment._id, payment]));
  return (
    <div className="admin-member-history" aria-label={`History of ${member.email}`} role="group">
      <section>
        <h4>Payments{member.payments.length > 0 ? ` (total ${baht(member.paid)})` : ''}</h4>
        {member.payments.length === 0 ? (
          <p className="admin-muted">No payment recorded.</p>
        ) : (
          <ul>
            {member.payments.map((payment) => (
              <li key={payment._id}>
                <strong>{baht(payment.amount)}</strong> paid {formatDrawDate(payment.date)}
                {payment.note ? ` — ${payment.note}` : ''}
                <span className="admin-muted">
                  {' '}
                  · recorded by {payment.by} on {formatLastLogin(payment.at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h4>Status changes</h4>
        <p className="admin-muted">Signed up {formatLastLogin(member.createdAt)} (pending).</p>
        {member.history.length === 0 ? null : (
          <ul>
            {member.history.map((change, index) => {
              const payment = change.paymentId ? payments.get(change.paymentId) : undefined;
              return (
                <li key={`${change.at}-${index}`}>
                  {formatLastLogin(change.at)}: {STATUS_WORDS[change.from]} →{' '}
                  <strong>{STATUS_WORDS[change.to]}</strong>
                  {payment ? ` with the payment of ${baht(payment.amount)}` : ''}
                  {change.note ? ` — ${change.note}` : ''}
                  <span className="admin-muted"> · by {change.by}</span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
