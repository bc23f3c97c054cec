import type { Bot, BotStatus } from '@lotto/contracts';
import { Alert, Tag } from 'antd';
import { momentText } from '@/admin/feed/lib/moment-text';
import { StatusCard, useMinute } from '@/admin/shell/status-card';
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

/** The dashboard's 'Chat bots' card (`GET /api/admin/bots`). */
export function BotsPanel() {
  const now = useMinute();
  return (
    <StatusCard
      title="Chat bots"
      className="admin-bots"
      query={useBotsStatus()}
      loading="Loading the chat bots"
      failed="Failed to load the chat bots"
    >
      {(status) => <BotsStatusView bots={status.bots} now={now} />}
    </StatusCard>
  );
}
