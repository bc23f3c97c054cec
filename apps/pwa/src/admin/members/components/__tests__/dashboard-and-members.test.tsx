import { bangkokDay } from '@lotto/contracts';
import type { Member } from '@lotto/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { renderAdmin } from '@/admin/testing/render-admin';
import { adminTokenFor, callApi, createMember, forgedAdminToken } from '@/testing/test-api';
import { DashboardView } from '../dashboard-view';
import { MembersView } from '../members-view';

const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
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
  it('when it loads, then it shows the four counts (Total Earned = the recorded payments, $ before it) and the recent members with status badges', async () => {
    const paid = await callApi(api, 'POST', `/api/admin/users/${alice._id}/payments`, {
      body: { amount: 250, date: '2026-11-01' },
      token,
    });
    expect(paid.status).toBe(201);
    await renderAdmin(<DashboardView />);
    const table = await screen.findByRole('table', { name: 'Recent users' });
    expect(stat('Total Users')).toBe('2');
    expect(stat('Approved Users')).toBe('1');
    expect(stat('Pending Users')).toBe('1');
    expect(stat('Total Earned')).toBe('$250');

    const aliceRow = within(table).getByText(alice.email).closest('tr');
    const bobRow = within(table).getByText(bob.email).closest('tr');
    expect(aliceRow?.querySelector('.ant-badge-status-success')).not.toBeNull();
    expect(within(aliceRow as HTMLElement).getByText('approved')).toBeInTheDocument();
    expect(bobRow?.querySelector('.ant-badge-status-warning')).not.toBeNull();
    expect(within(bobRow as HTMLElement).getByText(`Bob ${suffix}`)).toBeInTheDocument();
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
        import('@/admin/testing/render-admin'),
        import('@/admin/session/admin-session-store'),
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

  const memberOf = async (email: string) =>
    (
      await callApi<Member[]>(api, 'GET', `/api/admin/users?q=${encodeURIComponent(email)}`, {
        token,
      })
    ).body[0];

  it('when the admin records a payment, then the member is approved, the payment and the change are kept, and suspending closes them again', async () => {
    const carol = await createMember(api, `Carol ${suffix}`);
    await renderAdmin(<MembersView />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Approve ${carol.email}` }));

    const dialog = await screen.findByRole('dialog', { name: `Approve ${carol.email}` });
    const form = within(dialog).getByRole('form', { name: 'Payment' });
    expect(within(form).getByLabelText('Date paid')).toHaveValue(bangkokDay());
    // Checked as the API checks it: nothing reaches the server while a field is wrong.
    await user.type(within(form).getByLabelText('Amount (baht)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment and approve' }));
    expect(await within(form).findByText('Amount must be more than 0')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Date paid'));
    await user.type(within(form).getByLabelText('Date paid'), '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment and approve' }));
    expect(await within(form).findByText('Date cannot be in the future')).toBeInTheDocument();
    expect((await memberOf(carol.email))?.payments).toEqual([]);

    await user.clear(within(form).getByLabelText('Amount (baht)'));
    await user.type(within(form).getByLabelText('Amount (baht)'), '350');
    await user.clear(within(form).getByLabelText('Date paid'));
    await user.type(within(form).getByLabelText('Date paid'), '2026-11-01');
    await user.type(within(form).getByLabelText('Note (optional)'), 'PromptPay ref 123');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment and approve' }));

    expect(
      await screen.findByText(`Payment of 350 baht recorded: ${carol.email} approved`),
    ).toBeInTheDocument();
    const held = await memberOf(carol.email);
    expect(held).toMatchObject({ status: 'approved', paid: 350 });
    expect(held?.payments[0]).toMatchObject({
      amount: 350,
      date: '2026-11-01',
      note: 'PromptPay ref 123',
      by: api.adminEmail,
    });
    expect(held?.history).toMatchObject([
      { from: 'pending', to: 'approved', by: api.adminEmail, paymentId: held?.payments[0]?._id },
    ]);

    // The row now offers a further payment and Suspend; its history shows what was kept.
    const suspend = await screen.findByRole('button', { name: `Suspend ${carol.email}` });
    const row = suspend.closest('tr') as HTMLElement;
    expect(within(row).getByText('approved')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: `Show the history of ${carol.email}` }),
    );
    const history = await screen.findByRole('group', { name: `History of ${carol.email}` });
    expect(history).toHaveTextContent('350 baht paid 01/11/2026 — PromptPay ref 123');
    expect(history).toHaveTextContent(`recorded by ${api.adminEmail}`);
    expect(history).toHaveTextContent('pending → approved with the payment of 350 baht');

    await user.click(suspend);
    const confirm = await screen.findByRole('dialog', { name: `Suspend ${carol.email}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(`${carol.email} suspended`)).toBeInTheDocument();
    expect(await memberOf(carol.email)).toMatchObject({ status: 'suspended', paid: 350 });
    await screen.findByRole('button', { name: `Approve ${carol.email}` });
    expect(
      await screen.findByRole('group', { name: `History of ${carol.email}` }),
    ).toHaveTextContent('approved → suspended');
    // A long walk through the real API and antd's dialogs: on a loaded CI host it took over 20 s.
  }, 90_000);

  it('when the admin approves without a payment, then the member is approved and nothing is earned', async () => {
    const dave = await createMember(api, `Dave ${suffix}`);
    await renderAdmin(<MembersView />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Approve ${dave.email}` }));
    const dialog = await screen.findByRole('dialog', { name: `Approve ${dave.email}` });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Friend of the site');
    await user.click(within(dialog).getByRole('button', { name: 'Approve without payment' }));
    expect(await screen.findByText(`${dave.email} approved without a payment`)).toBeInTheDocument();
    expect(await memberOf(dave.email)).toMatchObject({
      status: 'approved',
      paid: 0,
      payments: [],
      history: [{ from: 'pending', to: 'approved', note: 'Friend of the site' }],
    });
  });
});
