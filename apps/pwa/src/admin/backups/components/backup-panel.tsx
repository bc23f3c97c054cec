import { BACKUP_STALE_DAYS, type BackupStatus, backupIsStale } from '@lotto/contracts';
import { Alert, Card, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { serverMessage } from '@/admin/session/error-text';
import { LoadFailed } from '@/admin/shell/load-failed';
import { momentText } from '@/admin/feed/lib/moment-text';
import { useBackupStatus } from '../api/admin-backups';

const HOW_TO =
  'Run `pnpm --filter @lotto/api backup -- <file>` on the server, and schedule it daily (apps/api README, "Backups").';

/** A size in bytes as "312 kB" / "4.2 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** When the last backup was taken, and a warning when there is none or it is too old. */
export function BackupStatusView({ status, now }: { status: BackupStatus; now: number }) {
  const { last } = status;
  if (last === null) {
    return (
      <Alert
        className="admin-alert"
        type="warning"
        showIcon
        title="No backup has ever been taken"
        description={HOW_TO}
      />
    );
  }
  const stale = backupIsStale(last, now);
  const documents = Object.values(last.counts).reduce((sum, n) => sum + n, 0);
  return (
    <div>
      <p>
        Last backup: <strong>{momentText(last.at, now)}</strong>{' '}
        {stale ? <Tag color="orange">Overdue</Tag> : <Tag color="green">Recent</Tag>}
      </p>
      <p>
        {documents.toLocaleString('en-US')} documents, {sizeText(last.bytes)}, in{' '}
        <code>{last.file}</code>
      </p>
      {stale && (
        <Alert
          className="admin-alert"
          type="warning"
          showIcon
          title={`The last backup is older than ${BACKUP_STALE_DAYS} days`}
          description={HOW_TO}
        />
      )}
    </div>
  );
}

/** The time `now`, renewed every minute while the card is open, so "2 days ago" stays true. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The dashboard's 'Backups' card (`GET /api/admin/backups`). */
export function BackupPanel() {
  const { data, error, isPending, refetch, isFetching } = useBackupStatus();
  const now = useMinute();
  return (
    <Card
      title={<h2 className="admin-card-heading">Backups</h2>}
      size="small"
      className="admin-section admin-backups"
    >
      {error ? (
        <LoadFailed
          title={serverMessage(error) ?? 'Failed to load the last backup'}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} aria-label="Loading the last backup" />
      ) : (
        <BackupStatusView status={data} now={now} />
      )}
    </Card>
  );
}
