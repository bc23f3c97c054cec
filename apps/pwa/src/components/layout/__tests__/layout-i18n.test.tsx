import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { useAuthStore } from '@/lib/auth/auth-store';
import { useUpdateStore } from '@/lib/update-store';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { OfflineBanner } from '../offline-banner';
import { SiteLayout } from '../site-layout';
import { UpdatePrompt } from '../update-prompt';
import { setNavigatorOnline } from '@/testing/network';

const initialAuth = useAuthStore.getState();

afterEach(() => {
  act(() => setNavigatorOnline(true));
  act(() => useAuthStore.setState(initialAuth, true));
  act(() => useUpdateStore.setState({ updateReady: false }));
});

describe('the site layout in other languages', () => {
  it('when the language is Thai, then the menu, the brand with its Buddhist-era year, Login and the footer speak Thai', async () => {
    await activateLocale('th');
    useAuthStore.setState({ user: null, ready: true });
    await renderWithProviders(
      <SiteLayout>
        <p>page</p>
      </SiteLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'เมนูหลัก' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['เลขเด็ด', 'เลขเด็ด VIP', 'ผลสลาก', 'ตรวจสลาก', 'ประวัติ', 'สถิติ']);
    const buddhistYear = new Date().getFullYear() + 543;
    expect(
      within(nav).getByRole('link', { name: `สลากกินแบ่งรัฐบาล ${buddhistYear}` }),
    ).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('button', { name: 'เปิดเมนู' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`${buddhistYear} สงวนลิขสิทธิ์`);
  });

  it('when the language is Urdu, then a signed-in member’s avatar link is named in Urdu', async () => {
    await activateLocale('ur');
    useAuthStore.setState({
      ready: true,
      user: { uid: 'u1', email: 'somchai@example.com', displayName: null, photoURL: null },
    });
    await renderWithProviders(
      <SiteLayout>
        <p>page</p>
      </SiteLayout>,
    );
    const profile = screen.getByRole('link', { name: 'پروفائل پر جائیں' });
    expect(profile).toHaveAttribute('title', 'پروفائل پر جائیں');
    expect(screen.getByRole('link', { name: 'ٹکٹ چیک کریں' })).toHaveAttribute('href', '/check');
  });

  it('when offline in Thai, then the banner says so with the Buddhist-era date of the saved data', async () => {
    await activateLocale('th');
    const queryClient = createTestQueryClient();
    const updatedAt = new Date(2026, 7, 1, 16, 5).getTime();
    queryClient.setQueryData(['results'], [], { updatedAt });
    queryClient
      .getQueryCache()
      .find({ queryKey: ['results'] })
      ?.setOptions({ queryKey: ['results'], meta: { persist: true } });
    await renderWithProviders(<OfflineBanner />, { queryClient });
    act(() => setNavigatorOnline(false));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('คุณออฟไลน์อยู่');
    expect(banner).toHaveTextContent('อัปเดตล่าสุด 01/08/2569');
  });

  it('when a new version is ready in Hindi, then the prompt and its buttons speak Hindi', async () => {
    await activateLocale('hi');
    useUpdateStore.setState({ updateReady: true });
    await renderWithProviders(<UpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent('Lotto का नया संस्करण उपलब्ध है।');
    expect(screen.getByRole('button', { name: 'फिर से लोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बाद में' })).toBeInTheDocument();
  });
});
