import { BackupStatusSchema } from '@lotto/contracts';
import { forgedAdminToken } from '@lotto/test-kit';
import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { renderAdmin } from '@/admin/testing/render-admin';
import { formatDateTime } from '@/lib/format';
import { BackupPanel, BackupStatusView, sizeText } from '../backup-panel';

afterEach(() => useAdminSession.setState({ token: null, notice: null }));

const NOW = Date.parse('2026-12-01T09:00:00Z');
const DAY = 86_400_000;

/** `GET /api/admin/backups` after a backup taken `daysAgo` (checked with the contract's schema). */
const takenDaysAgo = (daysAgo: number) =>
  v.parse(BackupStatusSchema, {
    last: {
      at: new Date(NOW - daysAgo * DAY).toISOString(),
      file: '/var/backups/lotto/lotto-2026-11-30.lotto-backup.gz',
      bytes: 318_799,
      counts: { results: 875, users: 12, admins: 1 },
    },
  });

describe('BackupStatusView', () => {
  it('when no backup was ever taken, then it says so plainly with how to take one', async () => {
    await renderAdmin(<BackupStatusView status={{ last: null }} now={NOW} />);
    expect(await screen.findByText('No backup has ever been taken')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('pnpm --filter @lotto/api backup');
  });

  it('when the last backup is a day old, then it shows when, how much and where, without a warning', async () => {
    await renderAdmin(<BackupStatusView status={takenDaysAgo(1)} now={NOW} />);
    expect(await screen.findByText(`yesterday (${formatDateTime(NOW - DAY)})`)).toBeInTheDocument();
    expect(screen.getByText('Recent')).toBeInTheDocument();
    expect(screen.getByText(/888 documents, 319 kB, in/)).toBeInTheDocument();
    expect(
      screen.getByText('/var/backups/lotto/lotto-2026-11-30.lotto-backup.gz'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the last backup is older than 7 days, then it warns', async () => {
    await renderAdmin(<BackupStatusView status={takenDaysAgo(9)} now={NOW} />);
    expect(await screen.findByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The last backup is older than 7 days');
  });

  it('when sizes are told, then they read in bytes, kB or MB', () => {
    expect([sizeText(512), sizeText(318_799), sizeText(4_210_000)]).toEqual([
      '512 bytes',
      '319 kB',
      '4.2 MB',
    ]);
  });
});

describe('BackupPanel', () => {
  // This file starts no API: requests go to the discard port (vitest.config.ts) and fail for real.
  it('when the API cannot be reached, then the card says so with Retry', async () => {
    useAdminSession.getState().signIn(forgedAdminToken());
    await renderAdmin(<BackupPanel />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Backups' })).toBeVisible();
    expect(await screen.findByText('Failed to load the last backup')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
