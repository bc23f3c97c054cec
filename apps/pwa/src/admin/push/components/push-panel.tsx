import type { PushFanOut, PushStatus } from '@lotto/contracts';
import { Alert, Descriptions, Tag } from 'antd';
import { momentText } from '@/admin/feed/lib/moment-text';
import { StatusCard } from '@/admin/shell/status-card';
import { usePushStatus } from '../api/admin-push';

const HOW_TO =
  'Set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT on the API (a pair from `npx web-push generate-vapid-keys`; README, "Configuration").';

const KIND: Readonly<Record<PushFanOut['kind'], string>> = {
  tier: 'a tier arrived',
  final: 'final',
  corrected: 'corrected',
};

/** A duration in ms as "850 ms", "12.4 s" or "3 min 5 s". */
export function durationText(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The last fan-out: which notice, when, and what the push services answered. */
function FanOutView({ fanOut, now }: { fanOut: PushFanOut; now: number }) {
  const running = fanOut.finishedAt === null;
  return (
    <Descriptions
      size="small"
      column={1}
      title="Last fan-out"
      items={[
        {
          key: 'notice',
          label: 'Notice',
          children: (
            <>
              {fanOut.date}, {KIND[fanOut.kind]} <code>{fanOut.notice}</code>
            </>
          ),
        },
        {
          key: 'when',
          label: running ? 'Started' : 'Finished',
          children: (
            <>
              {momentText(running ? fanOut.startedAt : fanOut.finishedAt, now)}{' '}
              {running ? <Tag color="blue">Running</Tag> : null}
            </>
          ),
        },
        {
          key: 'figures',
          label: 'Devices',
          children: `${count(fanOut.sent)} sent, ${count(fanOut.failed)} failed, ${count(fanOut.removed)} removed of ${count(fanOut.total)}`,
        },
        {
          key: 'took',
          label: 'Took',
          children: fanOut.durationMs === null ? 'still running' : durationText(fanOut.durationMs),
        },
      ]}
    />
  );
}

/** What the API says of Web Push: off (and how to turn it on), or the subscribers and the last fan-out. */
export function PushStatusView({ status, now }: { status: PushStatus; now: number }) {
  if (!status.configured) {
    return (
      <Alert
        className="admin-alert"
        type="info"
        showIcon
        title="Web Push is off on this server"
        description={HOW_TO}
      />
    );
  }
  const { byChoice } = status;
  return (
    <div>
      <p>
        <strong>{count(status.subscribers)}</strong> devices subscribed: {count(byChoice.final)}{' '}
        when final, {count(byChoice.tiers)} each tier, {count(byChoice.wins)} wins only.
      </p>
      {status.lastFanOut === null ? (
        <p>No notification has been sent yet.</p>
      ) : (
        <FanOutView fanOut={status.lastFanOut} now={now} />
      )}
      {status.lastFanOut !== null && status.lastFanOut.failed > 0 ? (
        <Alert
          className="admin-alert"
          type="warning"
          showIcon
          title={`${count(status.lastFanOut.failed)} devices could not be reached`}
          description="The push services refused them or stayed unavailable after the retries; the API's log has each answer."
        />
      ) : null}
    </div>
  );
}

/** The dashboard's 'Notifications' card (`GET /api/admin/push`). */
export function PushPanel() {
  const query = usePushStatus();
  return (
    <StatusCard
      title="Notifications"
      className="admin-push"
      query={query}
      loading="Loading the notifications’ status"
      failed="Failed to load the notifications’ status"
    >
      {(status) => <PushStatusView status={status} now={query.dataUpdatedAt} />}
    </StatusCard>
  );
}
