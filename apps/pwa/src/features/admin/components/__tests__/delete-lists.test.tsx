import type { ImageItem, Result } from '@lotto/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '../../stores/admin-session-store';
import { renderAdmin } from '../../testing/render';
import { adminTokenFor, callApi } from '../../testing/test-api';
import { ImageList } from '../image-list';
import { PublishedResults } from '../published-results';

const api = await vi.hoisted(async () => {
  const { startTestApi } = await import('../../testing/test-api');
  const started = await startTestApi();
  vi.stubEnv('VITE_API_URL', started.url);
  return started;
});
afterAll(() => api.stop());
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

/** Opens the Popconfirm of `button` and answers it. */
async function confirm(button: HTMLElement, answer: 'Delete' | 'Cancel') {
  const user = userEvent.setup();
  await user.click(button);
  const popup = await screen.findByRole('tooltip');
  await user.click(within(popup).getByRole('button', { name: answer }));
}

describe('PublishedResults', () => {
  it('when the admin confirms Delete, then that draw is gone here and on the server; Cancel keeps it', async () => {
    await callApi(api, 'POST', '/api/results/add', { body: draw('2026-06-01', '111111'), token });
    await callApi(api, 'POST', '/api/results/add', { body: draw('2026-06-16', '222222'), token });
    await renderAdmin(<PublishedResults />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('222222')).toBeInTheDocument();

    await confirm(screen.getByRole('button', { name: 'Delete result of 16/06/2026' }), 'Cancel');
    expect(within(table).getByText('222222')).toBeInTheDocument();

    await confirm(screen.getByRole('button', { name: 'Delete result of 16/06/2026' }), 'Delete');
    await waitFor(() => expect(within(table).queryByText('222222')).not.toBeInTheDocument());
    expect(within(table).getByText('111111')).toBeInTheDocument();
    const stored = (await callApi<Result[]>(api, 'GET', '/results')).body.map((r) => r.date);
    expect(stored).toContain('2026-06-01');
    expect(stored).not.toContain('2026-06-16');
  });
});

describe('ImageList', () => {
  it('when the admin confirms Delete, then the image is gone here and on the server', async () => {
    const first = `https://images.example/first-${Date.now()}.png`;
    const second = `https://images.example/second-${Date.now()}.png`;
    await callApi(api, 'POST', '/api/addSuccess/paper', { body: { imageUrl: first }, token });
    await callApi(api, 'POST', '/api/addSuccess/paper', { body: { imageUrl: second }, token });
    await renderAdmin(<ImageList kind="success" />);
    // Newest first: the second one is "Success image 1".
    expect(await screen.findByAltText('Success image 1')).toHaveAttribute('src', second);
    expect(screen.getByAltText('Success image 2')).toHaveAttribute('src', first);

    await confirm(screen.getByRole('button', { name: 'Delete Success image 1' }), 'Delete');
    await waitFor(() => expect(screen.queryByAltText('Success image 2')).not.toBeInTheDocument());
    expect(screen.getByAltText('Success image 1')).toHaveAttribute('src', first);
    const stored = (await callApi<ImageItem[]>(api, 'GET', '/api/addSuccess/paper')).body.map(
      (i) => i.imageUrl,
    );
    expect(stored).toEqual([first]);
  });

  it('when there are none, then it says so', async () => {
    await renderAdmin(<ImageList kind="vipTips" />);
    expect(await screen.findByText('No images yet.')).toBeInTheDocument();
  });
});
