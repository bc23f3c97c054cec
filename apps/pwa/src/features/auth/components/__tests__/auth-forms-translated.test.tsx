import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from '../login-form';
import { RegisterForm } from '../register-form';

afterEach(() => activateLocale('en'));

describe('the sign-in forms in another language', () => {
  it('when in Thai, then the login card, its validation messages and the reset form are Thai', async () => {
    await activateLocale('th');
    await renderWithProviders(<LoginForm onSuccess={vi.fn()} redirect="/vip-tips" />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ยังไม่มีบัญชี? สมัครสมาชิก' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fvip-tips',
    );
    expect(screen.getByText('หรือ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ดำเนินการต่อด้วย Google/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('กรุณากรอกอีเมล')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัสผ่าน')).toHaveAccessibleDescription('กรุณากรอกรหัสผ่าน');

    await user.click(screen.getByRole('button', { name: 'ลืมรหัสผ่าน?' }));
    const reset = screen.getByRole('form', { name: 'ตั้งรหัสผ่านใหม่' });
    await user.type(within(reset).getByLabelText('อีเมล'), 'somchai.example.com');
    await user.click(within(reset).getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }));
    expect(await within(reset).findByText('กรอกอีเมลให้ถูกต้อง')).toBeInTheDocument();
    expect(within(reset).getByRole('button', { name: 'ยกเลิก' })).toBeInTheDocument();
  });

  it('when in Urdu, then the register card and its minimum-length message are Urdu', async () => {
    await activateLocale('ur');
    await renderWithProviders(<RegisterForm onSuccess={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('نام'), 'Somchai');
    await user.type(screen.getByLabelText('ای میل'), 'somchai@example.com');
    await user.type(screen.getByLabelText('پاس ورڈ'), '12345');
    await user.click(screen.getByRole('button', { name: 'رجسٹر کریں' }));
    expect(await screen.findByText('کم از کم 6 حروف ضروری ہیں')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'پہلے سے اکاؤنٹ ہے؟ لاگ اِن کریں' }),
    ).toBeInTheDocument();
  });
});
