import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { renderAdmin } from '@/admin/testing/render-admin';
import { adminTokenFor, callApi } from '@/testing/test-api';
import { ChangeEmailForm } from '../change-email-form';

const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
vi.setConfig({ testTimeout: 20_000 });
beforeEach(async () => useAdminSession.getState().signIn(await adminTokenFor(api)));
afterEach(() => useAdminSession.setState({ token: null, notice: null }));

const SUBMIT = { name: /Change Email/ };

async function submit(newEmail: string, password: string) {
  const user = userEvent.setup();
  if (newEmail) await user.type(screen.getByLabelText('New Email'), newEmail);
  if (password) await user.type(screen.getByLabelText('Current Password'), password);
  await user.click(screen.getByRole('button', SUBMIT));
}

describe('ChangeEmailForm', () => {
  it('when it opens, then the current e-mail from the token is shown read-only', async () => {
    await renderAdmin(<ChangeEmailForm onChanged={vi.fn()} />);
    const current = screen.getByLabelText('Current Email');
    expect(current).toHaveValue(api.adminEmail);
    expect(current).toHaveAttribute('readonly');
  });

  it('when submitted empty, then the new e-mail and the current password are required', async () => {
    await renderAdmin(<ChangeEmailForm onChanged={vi.fn()} />);
    await submit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
  });

  it('when the new e-mail is malformed, then it says so', async () => {
    await renderAdmin(<ChangeEmailForm onChanged={vi.fn()} />);
    await submit('nobody-at-all', api.adminPassword);
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('when the password is wrong, then the server message shows and the admin stays logged in', async () => {
    const onChanged = vi.fn();
    await renderAdmin(<ChangeEmailForm onChanged={onChanged} />);
    await submit('new-boss@lotto.test', 'not-my-password');
    expect(await screen.findAllByText('Password is incorrect')).toHaveLength(2); // alert + under the field
    expect(useAdminSession.getState().token).not.toBeNull();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('when the server cannot be reached, then it falls back to "Email change failed"', async () => {
    const token = useAdminSession.getState().token ?? '';
    vi.stubEnv('VITE_API_URL', 'http://127.0.0.1:9');
    vi.resetModules();
    // The fresh modules' Lingui has no language yet: English, as the rest of the file.
    await (await import('@/i18n/activate')).activateLocale('en');
    const [{ ChangeEmailForm: Form }, { renderAdmin: render }, { useAdminSession: session }] =
      await Promise.all([
        import('../change-email-form'),
        import('@/admin/testing/render-admin'),
        import('@/admin/session/admin-session-store'),
      ]);
    session.getState().signIn(token);
    await render(<Form onChanged={vi.fn()} />);
    await submit('new-boss@lotto.test', api.adminPassword);
    expect(await screen.findByText('Email change failed')).toBeInTheDocument();
    vi.stubEnv('VITE_API_URL', api.url);
  });

  it('when it succeeds, then every session ends: the token is gone, onChanged runs and the new e-mail logs in', async () => {
    const onChanged = vi.fn();
    const old = useAdminSession.getState().token ?? '';
    const newEmail = `New-Boss-${Date.now()}@Lotto.test`;
    await renderAdmin(<ChangeEmailForm onChanged={onChanged} />);
    await submit(newEmail, api.adminPassword);
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(useAdminSession.getState().token).toBeNull();
    expect(useAdminSession.getState().notice).toContain(newEmail.toLowerCase());
    expect((await callApi(api, 'GET', '/api/admin/me', { token: old })).status).toBe(401);
    const login = await callApi(api, 'POST', '/api/admin/login', {
      body: { email: newEmail, password: api.adminPassword },
    });
    expect(login.status).toBe(200);
  });
});
