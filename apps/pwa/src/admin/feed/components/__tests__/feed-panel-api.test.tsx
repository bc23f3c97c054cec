import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { renderAdmin } from '@/admin/testing/render-admin';
import { adminTokenFor } from '@/testing/test-api';
import { FeedPanel } from '../feed-panel';

// The real API with no feed source configured (neither GLO_API_URL nor COMMUNITY_API_URL).
const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
vi.setConfig({ testTimeout: 40_000 });
beforeEach(async () => {
  useAdminSession.getState().signIn(await adminTokenFor(api));
});
afterEach(() => useAdminSession.setState({ token: null, notice: null }));

describe('FeedPanel against the API', () => {
  it('when no source is configured, then the card says the feed is off and why, and Fetch now is disabled', async () => {
    await renderAdmin(<FeedPanel />);
    expect(await screen.findByText('Feed off')).toBeInTheDocument();
    expect(
      screen.getByText('Off: neither GLO_API_URL nor COMMUNITY_API_URL is set on the API.'),
    ).toBeInTheDocument();
    const sources = screen.getByRole('table', { name: 'Feed sources' });
    expect(within(sources).getAllByText('Not configured')).toHaveLength(2);
    const form = screen.getByRole('form', { name: 'Fetch a draw now' });
    expect(within(form).getByRole('button', { name: 'Fetch now' })).toBeDisabled();
    expect(
      screen.getByText(
        'The feed is off: set GLO_API_URL or COMMUNITY_API_URL on the API to fetch.',
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(form).getByLabelText('Period date'));
  });
});
