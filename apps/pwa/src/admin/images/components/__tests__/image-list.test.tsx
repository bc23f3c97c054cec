import type { ImageItem } from '@lotto/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminTokenFor, callApi } from '@/testing/test-api';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { confirmPopup, renderAdmin } from '@/admin/testing/render-admin';
import { ImageList } from '../image-list';

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

describe('ImageList', () => {
  it('when the admin confirms Delete, then the image is gone here and on the server', async () => {
    const first = `https://images.example/first-${Date.now()}.png`;
    const second = `https://images.example/second-${Date.now()}.png`;
    await callApi(api, 'POST', '/api/addSuccess/paper', { body: { imageUrl: first }, token });
    await callApi(api, 'POST', '/api/addSuccess/paper', { body: { imageUrl: second }, token });
    await renderAdmin(<ImageList kind="successImages" />);
    // Newest first: the second one is "Success image 1".
    expect(await screen.findByAltText('Success image 1')).toHaveAttribute('src', second);
    expect(screen.getByAltText('Success image 2')).toHaveAttribute('src', first);

    await confirmPopup(screen.getByRole('button', { name: 'Delete Success image 1' }), 'Delete');
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
