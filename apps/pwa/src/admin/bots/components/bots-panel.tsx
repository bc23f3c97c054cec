import type { Bot, BotStatus } from '@lotto/contracts';
import { Alert, Card, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { momentText } from '@/admin/feed/lib/moment-text';
import { serverMessage } from '@/admin/session/error-text';
import { LoadFailed } from '@/admin/shell/load-failed';
import { useBotsStatus } from '../api/admin-bots';

const BOT_NAMES: Readonly<Record<Bot, string>> = { line: 'LINE', telegram: 'Telegram' };

const HOW_TO: Readonly<Record<Bot, string>> = {
  line: 'Set LINE_CHANNEL_SECRET and LINE_CHANNEL_ACCESS_TOKEN on the API (apps/api README, "Chat bots").',
  telegram:
    'Set TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET on the API (apps/api README, "Chat bots").',
};

/** One bot: on or off, its last reply, and its last error when it had one. */
function BotRow({ status, now }: { status: BotStatus; now: number }) {
  const name = BOT_NAMES[status.bot];
  if (!status.configured) {
    return (
      <div className="admin-bot" data-bot={status.bot}>
        <p>
          <strong>{name}</strong> <Tag>Off</Tag>
        </p>
        <p className="muted">{HOW_TO[status.bot]}</p>
      </div>
    );
  }
  const { lastDelivery, lastError } = status;
  return (
    <div className="admin-bot" data-bot={status.bot}>
      <p>
        <strong>{name}</strong> <Tag color="green">On</Tag>{' '}
        {lastDelivery === null ? (
          'No reply sent yet.'
        ) : (
          <>
            Last reply: <strong>{momentText(lastDelivery.at, now)}</strong>{' '}
            {lastDelivery.ok ? <Tag color="green">Delivered</Tag> : <Tag color="red">Failed</Tag>}
          </>
        )}
      </p>
      {lastError !== null && (
        <Alert
          className="admin-alert"
          type={lastDelivery?.ok === false ? 'error' : 'info'}
          showIcon
          title={`Last error ${momentText(lastError.at, now)}`}
          description={lastError.message}
        />
      )}
    </div>
  );
}

/** Every bot's row. */
export function BotsStatusView({ bots, now }: { bots: readonly BotStatus[]; now: number }) {
  return (
    <div>
      {bots.map((status) => (
        <BotRow key={status.bot} status={status} now={now} />
      ))}
    </div>
  );
}

/** The time `now`, renewed every minute while the card is open, so "2 minutes ago" stays true. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The dashboard's 'Chat bots' card (`GET /api/admin/bots`). */
export function BotsPanel() {
  const { data, error, isPending, refetch, isFetching } = useBotsStatus();
  const now = useMinute();
  return (
    <Card
      title={<h2 className="admin-card-heading">Chat bots</h2>}
      size="small"
      className="admin-section admin-bots"
    >
      {error ? (
        <LoadFailed
          title={serverMessage(error) ?? 'Failed to load the chat bots'}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} aria-label="Loading the chat bots" />
      ) : (
        <BotsStatusView bots={data.bots} now={now} />
      )}
    </Card>
  );
}
