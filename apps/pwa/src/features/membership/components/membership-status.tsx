import { Badge, Button } from 'antd';
import { Link } from '@tanstack/react-router';
import { describeFailure } from '@/components/ui/query-state/describe-failure';
import { SlowNote } from '@/components/ui/query-state/query-notes';
import { useQueryView } from '@/components/ui/query-state/use-query-view';
import { t } from '@/i18n';
import { Trans } from '@/i18n/trans';
import { formatDateTime } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { useMembership } from '../api/get-membership';
import { STATUS_LABELS } from './membership-text';
import '../membership.css';

/** The member's status on their profile: approved (since when), awaiting approval or suspended. */
export function MembershipStatus({ uid }: { uid: string }) {
  const query = useMembership(uid);
  const { data } = query;
  const { view, retry } = useQueryView(query, {
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
          text={<strong>{t(STATUS_LABELS[data.status])}</strong>}
        />
        <p className="membership-muted">
          {data.status === 'approved' ? (
            t('members.approvedSince', { since })
          ) : data.status === 'pending' ? (
            <Trans
              id="members.pendingSince"
              values={{ since }}
              components={{ 0: <Link to="/vip-tips" /> }}
            />
          ) : (
            <Trans
              id="members.suspendedSinceClosed"
              values={{ since }}
              components={{ 0: <Link to="/vip-tips" /> }}
            />
          )}
        </p>
      </>
    );
  } else if (view.kind === 'offline') {
    body = (
      <p className="membership-muted" role="status">
        {t('members.statusOffline')}
      </p>
    );
  } else if (view.kind === 'failed') {
    body = (
      <p role="alert">
        {t('members.statusFailed', { reason: describeFailure(view.error) })}{' '}
        <Button size="small" onClick={retry} loading={view.retrying}>
          {t('members.retry')}
        </Button>
      </p>
    );
  } else {
    body = (
      <>
        <span className="membership-muted">{t('members.checking')}</span>
        {view.kind === 'loading' && view.slow && <SlowNote onRetry={retry} />}
      </>
    );
  }
  return (
    <section className="membership-status" aria-label={t('members.membership')}>
      <div className="membership-muted">{t('members.membership')}</div>
      {body}
    </section>
  );
}
