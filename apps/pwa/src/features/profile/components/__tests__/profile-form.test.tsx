import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import type { AuthUser } from '@/lib/auth/auth-store';
import { renderWithProviders } from '@/testing/render';
import { ProfileForm } from '../profile-form';

const member: AuthUser = {
  uid: 'u1',
  email: 'somchai@example.com',
  displayName: null,
  photoURL: null,
};

afterEach(() => activateLocale('en'));

describe('ProfileForm', () => {
  it('then it shows the member, the name and photo fields and both actions', async () => {
    await renderWithProviders(
      <ProfileForm user={member} onLoggedOut={vi.fn()} membership={<p>Membership line</p>} />,
    );
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('somchai@example.com')).toBeInTheDocument();
    expect(screen.getByText('Membership line')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Photo URL')).toHaveAttribute('type', 'url');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('when in Thai, then the card, its fields, actions and validation messages are Thai', async () => {
    await activateLocale('th');
    await renderWithProviders(<ProfileForm user={member} onLoggedOut={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'โปรไฟล์' })).toBeInTheDocument();
    expect(screen.getByText('สมาชิก')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeInTheDocument();
    const name = screen.getByLabelText('ชื่อ');
    await userEvent.click(name);
    await userEvent.paste('ก'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }));
    expect(await screen.findByText('ชื่อยาวเกินไป')).toBeInTheDocument();
    expect(screen.getByLabelText('URL รูปภาพ')).toBeInTheDocument();
  });
});
