import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from '../login-form';

// The Auth "emulator" is the discard port: the real Firebase SDK fails to reach it, for real.
vi.hoisted(() => vi.stubEnv('VITE_FIREBASE_AUTH_EMULATOR_URL', 'http://127.0.0.1:9'));

const NETWORK = 'Could not reach the sign-in service. Check your connection and try again.';

describe('Forgot password? on the login card', () => {
  it('when opened, then the reset form takes the e-mail typed so far and the focus; Cancel closes it and gives the focus back', async () => {
    await renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'somchai@example.com');
    const forgot = screen.getByRole('button', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Reset password' })).not.toBeInTheDocument();

    await user.click(forgot);
    expect(forgot).toHaveAttribute('aria-expanded', 'true');
    const reset = screen.getByRole('form', { name: 'Reset password' });
    expect(forgot).toHaveAttribute('aria-controls', reset.closest('section')?.id);
    expect(screen.getByRole('region', { name: 'Reset your password' })).toContainElement(reset);
    const email = within(reset).getByLabelText('Email');
    expect(email).toHaveValue('somchai@example.com');
    await waitFor(() => expect(email).toHaveFocus());

    await user.click(within(reset).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Reset password' })).not.toBeInTheDocument();
    await waitFor(() => expect(forgot).toHaveFocus());
  });

  it('when the e-mail is missing or malformed, then it says so under the field and keeps what was typed', async () => {
    await renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const reset = screen.getByRole('form', { name: 'Reset password' });
    const send = within(reset).getByRole('button', { name: 'Send reset link' });

    await user.click(send);
    expect(await within(reset).findByText('Email is required')).toBeInTheDocument();
    await user.type(within(reset).getByLabelText('Email'), 'somchai.example.com');
    await user.click(send);
    expect(await within(reset).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(reset).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(reset).getByLabelText('Email')).toHaveValue('somchai.example.com');
    expect(screen.queryByText(/Check your e-mail/)).not.toBeInTheDocument();
  });

  it('when the sign-in service cannot be reached, then a sentence says so and the e-mail stays for another try', async () => {
    await renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const reset = screen.getByRole('form', { name: 'Reset password' });
    await user.type(within(reset).getByLabelText('Email'), 'somchai@example.com');
    await user.click(within(reset).getByRole('button', { name: 'Send reset link' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent(NETWORK);
    expect(alert).not.toHaveTextContent(/auth\/|Firebase/);
    expect(screen.queryByText(/Check your e-mail/)).not.toBeInTheDocument();
    expect(within(reset).getByLabelText('Email')).toHaveValue('somchai@example.com');
  });
});

describe('Login Failed', () => {
  it('when the sign-in service cannot be reached, then the dialog says so in a sentence, not the SDK wording', async () => {
    const onSuccess = vi.fn();
    await renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'somchai@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(dialog).toHaveTextContent('Login Failed');
    expect(dialog).toHaveTextContent(NETWORK);
    expect(dialog).not.toHaveTextContent(/auth\/|Firebase/);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
