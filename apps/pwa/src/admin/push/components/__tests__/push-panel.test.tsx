import { PushStatusSchema } from '@lotto/contracts';
import { forgedAdminToken } from '@lotto/test-kit';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { renderAdmin } from '@/admin/testing/render-admin';
import { durationText, PushPanel, PushStatusView } from '../push-panel';

afterEach(() => useAdminSession.setState({ token: null, notice: null }));

const NOW = Date.parse('2026-12-16T09:00:00Z');

/** `GET /api/admin/push` as the API answers it (checked with the contract's schema). */
const status = (lastFanOut: unknown) =>
  v.parse(PushStatusSchema, {
    configured: true,
    subscribers: 1240,
    byChoice: { final: 800, tiers: 300, wins: 140 },
    lastFanOut,
  });

const FINISHED = {
  notice: '2026-12-16:final:3',
  date: '2026-12-16',
  kind: 'final',
  startedAt: '2026-12-16T08:58:00Z',
  finishedAt: '2026-12-16T08:58:12Z',
  total: 1240,
  sent: 1225,
  failed: 3,
  removed: 12,
  durationMs: 12_400,
};

describe('PushStatusView', () => {
  it('when push is not configured, then it says so with the settings to set', async () => {
    await renderAdmin(
      <PushStatusView
        status={{
          configured: false,
          subscribers: 0,
          byChoice: { final: 0, tiers: 0, wins: 0 },
          lastFanOut: null,
        }}
        now={NOW}
      />,
    );
    expect(await screen.findByText('Web Push is off on this server')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('VAPID_PUBLIC_KEY');
  });

  it('when a fan-out finished, then it shows the subscribers by choice and what the push services answered', async () => {
    await renderAdmin(<PushStatusView status={status(FINISHED)} now={NOW} />);
    expect(
      await screen.findByText(/devices subscribed: 800 when final, 300 each tier, 140 wins only/),
    ).toBeInTheDocument();
    expect(screen.getByText('1,240')).toBeInTheDocument();
    expect(screen.getByText('1,225 sent, 3 failed, 12 removed of 1,240')).toBeInTheDocument();
    expect(screen.getByText('12.4 s')).toBeInTheDocument();
    expect(screen.getByText('2026-12-16:final:3')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('3 devices could not be reached');
  });

  it('when a fan-out is running, then it says so', async () => {
    await renderAdmin(
      <PushStatusView
        status={status({ ...FINISHED, finishedAt: null, durationMs: null, failed: 0 })}
        now={NOW}
      />,
    );
    expect(await screen.findByText('Running')).toBeInTheDocument();
    expect(screen.getByText('still running')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when nothing was sent yet, then it says so', async () => {
    await renderAdmin(<PushStatusView status={status(null)} now={NOW} />);
    expect(await screen.findByText('No notification has been sent yet.')).toBeInTheDocument();
  });

  it('when durations are told, then they read in ms, s or min', () => {
    expect([durationText(850), durationText(12_400), durationText(185_000)]).toEqual([
      '850 ms',
      '12.4 s',
      '3 min 5 s',
    ]);
  });
});

describe('PushPanel', () => {
  // This file starts no API: requests go to the discard port (vitest.config.ts) and fail for real.
  it('when the API cannot be reached, then the card says so with Retry', async () => {
    useAdminSession.getState().signIn(forgedAdminToken());
    await renderAdmin(<PushPanel />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    expect(await screen.findByText('Failed to load the notifications’ status')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
