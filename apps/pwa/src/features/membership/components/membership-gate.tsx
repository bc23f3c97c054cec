import { MEMBERSHIP_MESSAGES, type OwnMembership } from '@lotto/contracts';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { env } from '@/config/env';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useMembership } from '../api/get-membership';
import '../membership.css';

function reasonOf(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return 'the server could not be reached (are you offline?)';
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** What a member who is not approved reads instead of the VIP tips, and what to do about it. */
export function MembershipNotice({
  membership,
  checking,
  onCheckAgain,
}: {
  membership: OwnMembership & { status: 'pending' | 'suspended' };
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const { status } = membership;
  return (
    <section
      className={`membership-notice ${status}`}
      aria-labelledby="membership-notice-title"
      role="status"
    >
      <h2 id="membership-notice-title">
        {status === 'pending' ? 'Your membership awaits approval' : 'Your membership is suspended'}
      </h2>
      <p>{MEMBERSHIP_MESSAGES[status]}</p>
      {env.facebookPageUrl ? (
        <p>
          <a href={env.facebookPageUrl} target="_blank" rel="noopener noreferrer">
            Contact us on our Facebook page
          </a>
        </p>
      ) : null}
      <p className="membership-muted">
        Give the admin the e-mail you signed up with: {membership.email}.{' '}
        {status === 'pending'
          ? `Signed up ${formatDateTime(Date.parse(membership.createdAt))}.`
          : `Suspended since ${formatDateTime(Date.parse(membership.statusSince))}.`}
      </p>
      <Button onClick={onCheckAgain} loading={checking}>
        Check again
      </Button>
    </section>
  );
}

/**
 * Shows `children` (the VIP tips) to an approved member only; a pending or suspended member reads
 * why and what to do, and nothing of the VIP tips is fetched for them. While the status is being
 * checked the spec's 'Loading VIP Tips...' shows.
 */
export function MembershipGate({ uid, children }: { uid: string; children: ReactNode }) {
  const { data, error, isFetching, refetch } = useMembership(uid);
  if (data === undefined) {
    if (error) {
      return (
        <div className="state-text" role="alert">
          <p>Could not check your membership: {reasonOf(error)}.</p>
          <Button onClick={() => void refetch()} loading={isFetching}>
            Retry
          </Button>
        </div>
      );
    }
    return <p className="state-text">Loading VIP Tips...</p>;
  }
  if (data.status === 'approved') return <>{children}</>;
  return (
    <MembershipNotice
      membership={{ ...data, status: data.status }}
      checking={isFetching}
      onCheckAgain={() => void refetch()}
    />
  );
}
