import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { RegisterForm } from '../register-form';

describe('RegisterForm', () => {
  it('when submitted empty, then name, e-mail and password are each required', async () => {
    const onSuccess = vi.fn();
    await renderWithProviders(<RegisterForm onSuccess={onSuccess} />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('when the password has fewer than 6 characters, then "Minimum 6 characters required" shows', async () => {
    await renderWithProviders(<RegisterForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Somchai');
    await userEvent.type(screen.getByLabelText('Email'), 'somchai@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Minimum 6 characters required')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('when the name is only spaces, then it still counts as missing', async () => {
    await renderWithProviders(<RegisterForm onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it('then it links back to login and has the password toggle', async () => {
    await renderWithProviders(<RegisterForm onSuccess={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});
