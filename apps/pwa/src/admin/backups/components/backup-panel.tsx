import { BACKUP_STALE_DAYS, type BackupStatus, backupIsStale } from '@lotto/contracts';
import { Alert, Tag } from 'antd';
import { momentText } from '@/admin/feed/lib/moment-text';
import { StatusCard, useMinute } from '@/admin/shell/status-card';
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

/** The dashboard's 'Backups' card (`GET /api/admin/backups`). */
export function BackupPanel() {
  const now = useMinute();
  return (
    <StatusCard
      title="Backups"
      className="admin-backups"
      query={useBackupStatus()}
      loading="Loading the last backup"
      failed="Failed to load the last backup"
    >
      {(status) => <BackupStatusView status={status} now={now} />}
    </StatusCard>
  );
}
