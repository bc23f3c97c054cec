import { BotsStatusSchema } from '@lotto/contracts';
import { forgedAdminToken } from '@lotto/test-kit';
import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { renderAdmin } from '@/admin/testing/render-admin';
import { BotsPanel, BotsStatusView } from '../bots-panel';

afterEach(() => useAdminSession.setState({ token: null, notice: null }));

const NOW = Date.parse('2026-12-01T09:00:00Z');

/** `GET /api/admin/bots` (checked with the contract's schema): LINE on and failing, Telegram off. */
const STATUS = v.parse(BotsStatusSchema, {
  bots: [
    {
      bot: 'line',
      configured: true,
      lastDelivery: { at: '2026-12-01T08:58:00Z', ok: false },
      lastError: { at: '2026-12-01T08:58:00Z', message: 'The reply answered HTTP 429' },
    },
    { bot: 'telegram', configured: false, lastDelivery: null, lastError: null },
  ],
});

describe('BotsStatusView', () => {
  it('when a bot is on and its last reply failed, then it shows the failure and why; a bot that is off says how to set it up', async () => {
    const { container } = await renderAdmin(<BotsStatusView bots={STATUS.bots} now={NOW} />);
    const line = container.querySelector<HTMLElement>('[data-bot="line"]');
    const telegram = container.querySelector<HTMLElement>('[data-bot="telegram"]');
    if (line === null || telegram === null) throw new Error('a bot is missing');
    expect(within(line).getByText('On')).toBeInTheDocument();
    expect(within(line).getByText('Failed')).toBeInTheDocument();
    expect(within(line).getByRole('alert')).toHaveTextContent('The reply answered HTTP 429');
    expect(within(telegram).getByText('Off')).toBeInTheDocument();
    expect(telegram).toHaveTextContent('TELEGRAM_BOT_TOKEN and TELEGRAM_WEBHOOK_SECRET');
  });

  it('when a bot is on and has not replied yet, then it says so without an alert', async () => {
    await renderAdmin(
      <BotsStatusView
        bots={[{ bot: 'line', configured: true, lastDelivery: null, lastError: null }]}
        now={NOW}
      />,
    );
    expect(await screen.findByText(/No reply sent yet/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('BotsPanel', () => {
  // This file starts no API: requests go to the discard port (vitest.config.ts) and fail for real.
  it('when the API cannot be reached, then the card says so with Retry', async () => {
    useAdminSession.getState().signIn(forgedAdminToken());
    await renderAdmin(<BotsPanel />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Chat bots' })).toBeVisible();
    expect(await screen.findByText('Failed to load the chat bots')).toBeInTheDocument();
  });
});
