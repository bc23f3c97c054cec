import { MEMBERSHIP_MESSAGES, type OwnMembership } from '@lotto/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/i18n';
import { activateLocale } from '@/i18n/activate';
import { renderWithProviders } from '@/testing/render';
import { MembershipNotice } from '../membership-gate';
import { MEMBERSHIP_MESSAGE_IDS } from '../membership-text';

/* The notice alone (no API, no Auth emulator): the gate's tests cover fetching the status. */

const pending: OwnMembership & { status: 'pending' } = {
  name: 'Somchai',
  email: 'somchai@example.com',
  status: 'pending',
  createdAt: '2026-11-16T09:30:00.000Z',
  statusSince: '2026-11-16T09:30:00.000Z',
};

afterEach(() => activateLocale('en'));

describe('MembershipNotice', () => {
  it('when in English, then the messages are the contracts’ own (the API’s 403 says the same)', () => {
    expect(t(MEMBERSHIP_MESSAGE_IDS.pending)).toBe(MEMBERSHIP_MESSAGES.pending);
    expect(t(MEMBERSHIP_MESSAGE_IDS.suspended)).toBe(MEMBERSHIP_MESSAGES.suspended);
  });

  it('when in Thai, then a pending member reads the notice in Thai with a Buddhist-era date', async () => {
    await activateLocale('th');
    await renderWithProviders(
      <MembershipNotice membership={pending} checking={false} onCheckAgain={vi.fn()} />,
    );
    const notice = screen.getByRole('status');
    expect(
      within(notice).getByRole('heading', { name: 'สมาชิกภาพของคุณกำลังรอการอนุมัติ' }),
    ).toBeInTheDocument();
    expect(notice).toHaveTextContent('ติดต่อผู้ดูแลเว็บไซต์และชำระค่าสมาชิก');
    expect(notice).toHaveTextContent('แจ้งอีเมลที่คุณใช้สมัครให้ผู้ดูแล: somchai@example.com');
    expect(notice).toHaveTextContent(/สมัครเมื่อ 16\/11\/2569/);
    expect(within(notice).getByRole('button', { name: 'ตรวจสอบอีกครั้ง' })).toBeInTheDocument();
  });

  it('when in Hindi, then a suspended member reads that VIP tips are closed, since when', async () => {
    await activateLocale('hi');
    await renderWithProviders(
      <MembershipNotice
        membership={{ ...pending, status: 'suspended', statusSince: '2026-11-20T03:00:00.000Z' }}
        checking={false}
        onCheckAgain={vi.fn()}
      />,
    );
    const notice = screen.getByRole('status');
    expect(
      within(notice).getByRole('heading', { name: 'आपकी सदस्यता निलंबित है' }),
    ).toBeInTheDocument();
    expect(notice).toHaveTextContent('VIP टिप्स आपके लिए बंद हैं');
    expect(notice).toHaveTextContent(/20\/11\/2026.* से निलंबित।/);
  });
});
