import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from '../login-form';

describe('LoginForm', () => {
  it('when submitted empty, then both required messages show under their fields and nothing is sent', async () => {
    const onSuccess = vi.fn();
    await renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    const emailError = await screen.findByText('Email is required');
    const passwordError = screen.getByText('Password is required');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(emailError.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(passwordError.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('when only the e-mail is filled, then only the password message remains', async () => {
    await renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('when the message is showing and the field gets a value, then the message goes away', async () => {
    await renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Email is required');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());
  });

  it('when the show/hide button is pressed, then the password switches between hidden and shown', async () => {
    await renderWithProviders(<LoginForm onSuccess={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('then the e-mail input is of type email and the other ways in are offered', async () => {
    await renderWithProviders(<LoginForm onSuccess={vi.fn()} redirect="/vip-tips" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: "Don't have an account? Register" })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fvip-tips',
    );
    expect(screen.getByText('OR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeInTheDocument();
  });
});
