import { Badge, Button } from 'antd';
import { Link } from '@tanstack/react-router';
import { describeFailure, SlowNotice, useQueryView } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { useMembership } from '../api/get-membership';
import { STATUS_LABELS } from './membership-text';
import '../membership.css';

/** The member's status on their profile: approved (since when), awaiting approval or suspended. */
export function MembershipStatus({ uid }: { uid: string }) {
  const query = useMembership(uid);
  const { data } = query;
  const { view, retry, attempt } = useQueryView(query, {
    queryKey: queryKeys.member.membership(uid),
  });
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
  } else if (view.kind === 'offline') {
    body = (
      <p className="membership-muted" role="status">
        You are offline: your membership is checked when the connection is back.
      </p>
    );
  } else if (view.kind === 'failed') {
    body = (
      <p role="alert">
        Could not check your membership: {describeFailure(view.error)}{' '}
        <Button size="small" onClick={retry} loading={view.retrying}>
          Retry
        </Button>
      </p>
    );
  } else {
    body = (
      <>
        <span className="membership-muted">Checking your membership...</span>
        <SlowNotice key={attempt} onRetry={retry} />
      </>
    );
  }
  return (
    <section className="membership-status" aria-label="Membership">
      <div className="membership-muted">Membership</div>
      {body}
    </section>
  );
}
