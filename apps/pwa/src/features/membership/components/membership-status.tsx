import { Badge, Button } from 'antd';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '@/lib/format';
import { useMembership } from '../api/get-membership';
import { STATUS_LABELS } from './membership-text';
import '../membership.css';

/** The member's status on their profile: approved (since when), awaiting approval or suspended. */
export function MembershipStatus({ uid }: { uid: string }) {
  const { data, error, isFetching, refetch } = useMembership(uid);
  let body;
  if (data !== undefined) {
    const since = formatDateTime(Date.parse(data.statusSince));
    body = (
      <>
        <Badge
          status={
            data.status === 'approved' ? 'success' : data.status === 'pending' ? 'warning' : 'error'
          }
          text={<strong>{STATUS_LABELS[data.status]}</strong>}
        />
        <p className="membership-muted">
          {data.status === 'approved' ? (
            <>Since {since}: VIP tips are open to you.</>
          ) : data.status === 'pending' ? (
            <>
              Since {since}. VIP tips open once the admin approves you:{' '}
              <Link to="/vip-tips">what to do</Link>.
            </>
          ) : (
            <>
              Since {since}. VIP tips are closed: <Link to="/vip-tips">what to do</Link>.
            </>
          )}
        </p>
      </>
    );
  } else if (error) {
    body = (
      <p role="alert">
        Could not check your membership.{' '}
        <Button size="small" onClick={() => void refetch()} loading={isFetching}>
          Retry
        </Button>
      </p>
    );
  } else {
    body = <span className="membership-muted">Checking your membership...</span>;
  }
  return (
    <section className="membership-status" aria-label="Membership">
      <div className="membership-muted">Membership</div>
      {body}
    </section>
  );
}
