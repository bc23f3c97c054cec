import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { renderAdmin } from '@/admin/testing/render-admin';
import { adminTokenFor, callApi } from '@/testing/test-api';
import { ChangePasswordForm } from '../change-password-form';

const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
vi.setConfig({ testTimeout: 20_000 });
beforeEach(async () => useAdminSession.getState().signIn(await adminTokenFor(api)));
afterEach(() => useAdminSession.setState({ token: null, notice: null }));

const SUBMIT = { name: /Change Password/ };

async function submit(values: { old?: string; next?: string; confirm?: string }) {
  const user = userEvent.setup();
  if (values.old) await user.type(screen.getByLabelText('Old Password'), values.old);
  if (values.next) await user.type(screen.getByLabelText('New Password'), values.next);
  if (values.confirm)
    await user.type(screen.getByLabelText('Confirm New Password'), values.confirm);
  await user.click(screen.getByRole('button', SUBMIT));
}

describe('ChangePasswordForm', () => {
  it('when submitted empty, then old, new and confirm are all required', async () => {
    await renderAdmin(<ChangePasswordForm />);
    await submit({});
    expect(await screen.findByText('Old password is required')).toBeInTheDocument();
    expect(screen.getByText('New password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
  });

  it('when new and confirm differ, then it says "New passwords do not match" and nothing is sent', async () => {
    await renderAdmin(<ChangePasswordForm />);
    await submit({ old: api.adminPassword, next: 'brand-new-pass', confirm: 'brand-new-pasS' });
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    const login = await callApi(api, 'POST', '/api/admin/login', {
      body: { email: api.adminEmail, password: api.adminPassword },
    });
    expect(login.status).toBe(200);
  });

  it('when the old password is wrong, then the server message shows', async () => {
    await renderAdmin(<ChangePasswordForm />);
    await submit({ old: 'not-my-password', next: 'brand-new-pass', confirm: 'brand-new-pass' });
    expect(await screen.findAllByText('Old password is incorrect')).toHaveLength(2); // alert + under the field
  });

  it('when it succeeds, then "Password changed successfully", the new password works and other sessions end', async () => {
    const other = await adminTokenFor(api);
    await renderAdmin(<ChangePasswordForm />);
    await submit({ old: api.adminPassword, next: 'brand-new-pass', confirm: 'brand-new-pass' });
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();

    const mine = useAdminSession.getState().token ?? '';
    expect((await callApi(api, 'GET', '/api/admin/me', { token: mine })).status).toBe(200);
    expect((await callApi(api, 'GET', '/api/admin/me', { token: other })).status).toBe(401);
    const login = await callApi(api, 'POST', '/api/admin/login', {
      body: { email: api.adminEmail, password: 'brand-new-pass' },
    });
    expect(login.status).toBe(200);
    // Put it back for the next tests.
    await callApi(api, 'POST', '/api/admin/change-password', {
      body: { oldPassword: 'brand-new-pass', newPassword: api.adminPassword },
      token: mine,
    });
  });

  it('when the server cannot be reached, then it falls back to "Failed to change password"', async () => {
    const token = useAdminSession.getState().token ?? '';
    vi.stubEnv('VITE_API_URL', 'http://127.0.0.1:9');
    vi.resetModules();
    // The fresh modules' Lingui has no language yet: English, as the rest of the file.
    await (await import('@/i18n/activate')).activateLocale('en');
    const [{ ChangePasswordForm: Form }, { renderAdmin: render }, { useAdminSession: session }] =
      await Promise.all([
        import('../change-password-form'),
        import('@/admin/testing/render-admin'),
        import('@/admin/session/admin-session-store'),
      ]);
    session.getState().signIn(token);
    await render(<Form />);
    await submit({ old: api.adminPassword, next: 'brand-new-pass', confirm: 'brand-new-pass' });
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
  });
});
