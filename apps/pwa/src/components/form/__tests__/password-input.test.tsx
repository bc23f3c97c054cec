import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { PasswordInput } from '../password-input';

describe('PasswordInput', () => {
  it('when the password is shown and hidden again, then the button says which (English)', async () => {
    render(<PasswordInput aria-label="Password" />);
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('when the language is Thai, then the button speaks Thai', async () => {
    await activateLocale('th');
    render(<PasswordInput aria-label="รหัสผ่าน" />);
    await userEvent.click(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    expect(screen.getByRole('button', { name: 'ซ่อนรหัสผ่าน' })).toBeInTheDocument();
  });
});
