import type { Result } from '@lotto/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminTokenFor, callApi } from '@/testing/test-api';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { confirmPopup, renderAdmin } from '@/admin/testing/render-admin';
import { PublishedResults } from '../published-results';

const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
vi.setConfig({ testTimeout: 20_000 });
let token = '';
beforeEach(async () => {
  token = await adminTokenFor(api);
  useAdminSession.getState().signIn(token);
});
afterEach(() => useAdminSession.setState({ token: null, notice: null }));

const draw = (date: string, prize1: string) => ({
  date,
  prize1,
  front3: ['123', '456'],
  last3: ['789', '012'],
  last2: '34',
});

describe('PublishedResults', () => {
  it('when the admin confirms Delete, then that draw is gone here and on the server; Cancel keeps it', async () => {
    await callApi(api, 'POST', '/api/results/add', { body: draw('2026-06-01', '111111'), token });
    await callApi(api, 'POST', '/api/results/add', { body: draw('2026-06-16', '222222'), token });
    await renderAdmin(<PublishedResults />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('222222')).toBeInTheDocument();

    await confirmPopup(
      screen.getByRole('button', { name: 'Delete result of 16/06/2026' }),
      'Cancel',
    );
    expect(within(table).getByText('222222')).toBeInTheDocument();

    await confirmPopup(
      screen.getByRole('button', { name: 'Delete result of 16/06/2026' }),
      'Delete',
    );
    await waitFor(() => expect(within(table).queryByText('222222')).not.toBeInTheDocument());
    expect(within(table).getByText('111111')).toBeInTheDocument();
    const stored = (await callApi<Result[]>(api, 'GET', '/results')).body.map((r) => r.date);
    expect(stored).toContain('2026-06-01');
    expect(stored).not.toContain('2026-06-16');
  });
});
