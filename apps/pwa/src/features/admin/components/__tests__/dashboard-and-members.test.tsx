import type { Member } from '@lotto/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '../../stores/admin-session-store';
import { renderAdmin } from '../../testing/render';
import { adminTokenFor, callApi, createMember, forgedAdminToken } from '../../testing/test-api';
import { DashboardView } from '../dashboard-view';
import { MembersView } from '../members-view';

const api = await vi.hoisted(async () => {
  const { startTestApi } = await import('../../testing/test-api');
  const started = await startTestApi();
  vi.stubEnv('VITE_API_URL', started.url);
  return started;
});
afterAll(() => api.stop());
vi.setConfig({ testTimeout: 20_000 });

const suffix = Date.now().toString(36);
let alice: { _id: string; email: string };
let bob: { _id: string; email: string };
beforeAll(async () => {
  // Members as the public app makes them (Auth emulator account + POST /api/users): both pending.
  alice = await createMember(api, `Alice ${suffix}`);
  bob = await createMember(api, `Bob ${suffix}`);
});
let token = '';
beforeEach(async () => {
  token = await adminTokenFor(api);
  useAdminSession.getState().signIn(token);
});
afterEach(() => useAdminSession.setState({ token: null, notice: null }));

function stat(title: string) {
  const card = screen.getByText(title).closest('.ant-statistic');
  if (!card) throw new Error(`no statistic ${title}`);
  return card.textContent.replace(title, '');
}

describe('DashboardView', () => {
  it('when it loads, then it shows the four counts ($ before earnings) and the recent members with status badges', async () => {
    await callApi(api, 'PATCH', `/api/admin/users/${alice._id}`, {
      body: { status: 'approved' },
      token,
    });
    await renderAdmin(<DashboardView />);
    const table = await screen.findByRole('table', { name: 'Recent users' });
    expect(stat('Total Users')).toBe('2');
    expect(stat('Approved Users')).toBe('1');
    expect(stat('Pending Users')).toBe('1');
    expect(stat('Total Earned')).toBe('$0');

    const aliceRow = within(table).getByText(alice.email).closest('tr');
    const bobRow = within(table).getByText(bob.email).closest('tr');
    expect(aliceRow?.querySelector('.ant-badge-status-success')).not.toBeNull();
    expect(within(aliceRow as HTMLElement).getByText('approved')).toBeInTheDocument();
    expect(bobRow?.querySelector('.ant-badge-status-warning')).not.toBeNull();
    expect(within(bobRow as HTMLElement).getByText(`Bob ${suffix}`)).toBeInTheDocument();
    await callApi(api, 'PATCH', `/api/admin/users/${alice._id}`, {
      body: { status: 'pending' },
      token,
    });
  });

  it('when the API refuses the session, then the server message shows and the session ends', async () => {
    useAdminSession.getState().signIn(forgedAdminToken());
    await renderAdmin(<DashboardView />);
    expect(await screen.findByText('Invalid token')).toBeInTheDocument();
    expect(useAdminSession.getState().token).toBeNull();
    expect(useAdminSession.getState().notice).toMatch(/no longer valid/);
  });

  it('when the API cannot be reached, then it says "Failed to load dashboard data"', async () => {
    vi.stubEnv('VITE_API_URL', 'http://127.0.0.1:9');
    vi.resetModules();
    const [{ DashboardView: View }, { renderAdmin: render }, { useAdminSession: session }] =
      await Promise.all([
        import('../dashboard-view'),
        import('../../testing/render'),
        import('../../stores/admin-session-store'),
      ]);
    session.getState().signIn(token);
    await render(<View />);
    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('MembersView', () => {
  it('when searching, then only members whose name or e-mail matches are listed', async () => {
    await renderAdmin(<MembersView />);
    const table = await screen.findByRole('table', { name: 'Members' });
    await waitFor(() => expect(within(table).getByText(alice.email)).toBeInTheDocument());
    expect(within(table).getByText(bob.email)).toBeInTheDocument();

    await userEvent
      .setup()
      .type(screen.getByLabelText('Search members'), `bob ${suffix}`.toUpperCase());
    await waitFor(() => expect(within(table).queryByText(alice.email)).not.toBeInTheDocument());
    expect(within(table).getByText(bob.email)).toBeInTheDocument();
  });

  it('when the search matches nobody, then it says so', async () => {
    await renderAdmin(<MembersView />);
    await userEvent.setup().type(screen.getByLabelText('Search members'), 'zz-nobody-zz');
    expect(await screen.findByText('No member matches "zz-nobody-zz".')).toBeInTheDocument();
  });

  it('when the admin approves a member and sets them back, then the server holds each status', async () => {
    const statusOf = async () =>
      (
        await callApi<Member[]>(api, 'GET', `/api/admin/users?q=${encodeURIComponent(bob.email)}`, {
          token,
        })
      ).body[0]?.status;
    await renderAdmin(<MembersView />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Approve ${bob.email}` }));
    const back = await screen.findByRole('button', { name: `Set ${bob.email} back to pending` });
    expect(await statusOf()).toBe('approved');
    expect(within(back.closest('tr') as HTMLElement).getByText('approved')).toBeInTheDocument();

    await user.click(back);
    await screen.findByRole('button', { name: `Approve ${bob.email}` });
    expect(await statusOf()).toBe('pending');
  });
});
