import type { OwnMembership } from '@lotto/contracts';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { QueryFailed, QueryOffline, SlowNote } from '@/components/ui/query-state/query-notes';
import { useQueryView } from '@/components/ui/query-state/use-query-view';
import { env } from '@/config/env';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { useMembership } from '../api/get-membership';
import { MEMBERSHIP_MESSAGE_IDS } from './membership-text';
import '../membership.css';

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
        {status === 'pending' ? t('members.pendingTitle') : t('members.suspendedTitle')}
      </h2>
      <p>{t(MEMBERSHIP_MESSAGE_IDS[status])}</p>
      {env.facebookPageUrl ? (
        <p>
          <a href={env.facebookPageUrl} target="_blank" rel="noopener noreferrer">
            {t('members.contactFacebook')}
          </a>
        </p>
      ) : null}
      <p className="membership-muted">
        {t('members.giveEmail', { email: membership.email })}{' '}
        {status === 'pending'
          ? t('members.signedUpAt', { date: formatDateTime(Date.parse(membership.createdAt)) })
          : t('members.suspendedSince', {
              date: formatDateTime(Date.parse(membership.statusSince)),
            })}
      </p>
      <Button onClick={onCheckAgain} loading={checking}>
        {t('members.checkAgain')}
      </Button>
    </section>
  );
}

/**
 * Shows `children` (the VIP tips) to an approved member only; a pending or suspended member reads
 * why and what to do, and nothing of the VIP tips is fetched for them. While the status is being
 * checked the spec's 'Loading VIP Tips...' shows — with the site's bounded wait (after
 * `SLOW_AFTER_MS` it says so and offers Retry), its offline state (the status is never kept on the
 * device) and its failure in plain words, as every list does.
 */
export function MembershipGate({ uid, children }: { uid: string; children: ReactNode }) {
  const query = useMembership(uid);
  const { data, isFetching, refetch } = query;
  const { view, retry } = useQueryView(query, {
    queryKey: queryKeys.member.membership(uid),
  });
  if (data === undefined) {
    switch (view.kind) {
      case 'offline':
        return <QueryOffline />;
      case 'failed':
        return (
          <QueryFailed
            title={t('members.checkFailed')}
            reason={view.reason}
            retrying={view.retrying}
            onRetry={retry}
          />
        );
      default:
        return (
          <>
            <p className="state-text">{t('members.loadingVipTips')}</p>
            {view.kind === 'loading' && view.slow && <SlowNote onRetry={retry} />}
          </>
        );
    }
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
