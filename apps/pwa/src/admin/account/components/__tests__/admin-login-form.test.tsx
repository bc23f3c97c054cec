import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '@/admin/testing/render-admin';
import { callApi } from '@/testing/test-api';
import { ADMIN_TOKEN_KEY, useAdminSession } from '@/admin/session/admin-session-store';
import { AdminLoginForm } from '../admin-login-form';

// The real API, started before the app's modules read VITE_API_URL.
const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
afterEach(() => useAdminSession.setState({ token: null, notice: null }));

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('AdminLoginForm', () => {
  it('when the fields are empty, then both required messages show and nothing is sent', async () => {
    const onLoggedIn = vi.fn();
    await renderAdmin(<AdminLoginForm onLoggedIn={onLoggedIn} />);
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('when the e-mail is malformed, then it says so under the field', async () => {
    await renderAdmin(<AdminLoginForm onLoggedIn={vi.fn()} />);
    await fillAndSubmit('not-an-email', 'whatever1');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('when the password is wrong, then the server message shows and no token is stored', async () => {
    const onLoggedIn = vi.fn();
    await renderAdmin(<AdminLoginForm onLoggedIn={onLoggedIn} />);
    await fillAndSubmit(api.adminEmail, 'wrong-password');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(useAdminSession.getState().token).toBeNull();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('when the credentials are right, then the token is stored and onLoggedIn runs', async () => {
    const onLoggedIn = vi.fn();
    await renderAdmin(<AdminLoginForm onLoggedIn={onLoggedIn} />);
    await fillAndSubmit(api.adminEmail, api.adminPassword);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    const token = useAdminSession.getState().token;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(token);
  });

  it('when logins keep failing, then the 429 answer says when the admin may try again', async () => {
    // The limit counts per IP + e-mail: an address of its own keeps this test apart.
    const email = `limited-${Date.now()}@lotto.test`;
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { status } = await callApi(api, 'POST', '/api/admin/login', {
        body: { email, password: 'wrong-password' },
      });
      expect(status).toBe(401);
    }
    await renderAdmin(<AdminLoginForm onLoggedIn={vi.fn()} />);
    await fillAndSubmit(email, 'wrong-password');
    expect(await screen.findByText('Too many failed logins. Try again later.')).toBeInTheDocument();
    expect(
      screen.getByText(/^You may try again in 15 minutes \(at \d\d:\d\d\)\.$/),
    ).toBeInTheDocument();
  });

  it('when the API cannot be reached, then it falls back to "Login failed"', async () => {
    vi.stubEnv('VITE_API_URL', 'http://127.0.0.1:9');
    vi.resetModules();
    // The fresh modules' Lingui has no language yet: English, as the rest of the file.
    await (await import('@/i18n/activate')).activateLocale('en');
    const { AdminLoginForm: Offline } = await import('../admin-login-form');
    const { renderAdmin: render } = await import('@/admin/testing/render-admin');
    await render(<Offline onLoggedIn={vi.fn()} />);
    await fillAndSubmit(api.adminEmail, api.adminPassword);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText(/could not be reached/)).toBeInTheDocument();
  });

  it('when the session ended elsewhere, then the login screen explains why', async () => {
    useAdminSession.setState({
      notice: 'Your admin session is no longer valid (Invalid token). Please log in again.',
    });
    await renderAdmin(<AdminLoginForm onLoggedIn={vi.fn()} />);
    expect(screen.getByText(/no longer valid \(Invalid token\)/)).toBeInTheDocument();
  });
});
