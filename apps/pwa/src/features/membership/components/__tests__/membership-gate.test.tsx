import { API, MEMBERSHIP_MESSAGES, type Member } from '@lotto/contracts';
import { signUpMember } from '@lotto/test-kit';
import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminTokenFor, authEmulatorHost } from '@/testing/test-api';
import { OFFLINE_PAGE_TEXT } from '@/components/ui/query-state/query-notes';
import { activateLocale } from '@/i18n/activate';
import { I18nRoot } from '@/i18n/i18n-root';
import { useAuthStore } from '@/lib/auth/auth-store';
import { renderWithProviders } from '@/testing/render';
import { MembershipGate } from '../membership-gate';
import { MembershipStatus } from '../membership-status';

/*
 * Against the real API (apps/api/dist) and real members of the Firebase Auth emulator: the store's
 * ID token is the emulator's, as the Firebase SDK would hand it over after a sign-in.
 */
const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
vi.setConfig({ testTimeout: 20_000 });

let adminToken = '';
beforeAll(async () => {
  adminToken = await adminTokenFor(api);
});
afterEach(() => useAuthStore.setState({ user: null }));

/** A new account in the Auth emulator (the test kit's sign-up), signed in on the store. */
async function signIn(name: string) {
  const { uid, email, idToken } = await signUpMember(authEmulatorHost());
  useAuthStore.setState({
    user: { uid, email, displayName: name, photoURL: null },
    getIdToken: () => Promise.resolve(idToken),
  });
  return { uid, email, idToken };
}

/** The member's record, as the app's sign-in makes it (`POST /api/users` with the ID token). */
function recordOf(member: { idToken: string }, body: { name?: string } = {}): Promise<Member> {
  return api.client.send(API.members.signIn, { body, token: member.idToken });
}

async function memberRecord(email: string): Promise<Member | undefined> {
  const found = await api.client.send(API.members.search, {
    query: { q: email },
    token: adminToken,
  });
  return found[0];
}

const vipContent = <p>The VIP tips</p>;

describe('MembershipGate (the VIP page)', () => {
  it('when a pending member opens it, then they read that the membership awaits approval and what to do, and no VIP tip shows; once the admin records a payment, Check again opens them', async () => {
    const member = await signIn('Pending Member');
    await recordOf(member, { name: 'Pending Member' });
    await renderWithProviders(<MembershipGate uid={member.uid}>{vipContent}</MembershipGate>);

    const notice = await screen.findByRole('status');
    expect(
      within(notice).getByRole('heading', { name: 'Your membership awaits approval' }),
    ).toBeInTheDocument();
    expect(notice).toHaveTextContent(MEMBERSHIP_MESSAGES.pending);
    expect(notice).toHaveTextContent(member.email);
    expect(screen.queryByText('The VIP tips')).not.toBeInTheDocument();

    const record = await memberRecord(member.email);
    const paid = await api.client.send(API.members.recordPayment, {
      params: { id: record?._id ?? '' },
      body: { amount: 500, date: '2026-11-20' },
      token: adminToken,
    });
    expect(paid.status).toBe('approved');
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('The VIP tips')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the member is suspended, then the notice says so and VIP tips stay closed', async () => {
    const member = await signIn('Suspended Member');
    const created = await recordOf(member);
    await api.client.send(API.members.setStatus, {
      params: { id: created._id },
      body: { status: 'suspended' },
      token: adminToken,
    });
    await renderWithProviders(<MembershipGate uid={member.uid}>{vipContent}</MembershipGate>);
    const notice = await screen.findByRole('status');
    expect(
      within(notice).getByRole('heading', { name: 'Your membership is suspended' }),
    ).toBeInTheDocument();
    expect(notice).toHaveTextContent(MEMBERSHIP_MESSAGES.suspended);
    expect(screen.queryByText('The VIP tips')).not.toBeInTheDocument();
  });

  it('when the signed-in member has no record yet, then it is created (pending) so the admin can approve them', async () => {
    const member = await signIn('No Record');
    expect(await memberRecord(member.email)).toBeUndefined();
    await renderWithProviders(<MembershipGate uid={member.uid}>{vipContent}</MembershipGate>);
    expect(
      await screen.findByRole('heading', { name: 'Your membership awaits approval' }),
    ).toBeInTheDocument();
    expect(await memberRecord(member.email)).toMatchObject({
      status: 'pending',
      name: 'No Record',
    });
  });

  it('when an approved member opens it, then the VIP tips show', async () => {
    const member = await signIn('Approved Member');
    const created = await recordOf(member);
    await api.client.send(API.members.setStatus, {
      params: { id: created._id },
      body: { status: 'approved' },
      token: adminToken,
    });
    await renderWithProviders(<MembershipGate uid={member.uid}>{vipContent}</MembershipGate>);
    expect(await screen.findByText('The VIP tips')).toBeInTheDocument();
  });

  it('when the API cannot be reached, then it says the membership could not be checked, with Retry', async () => {
    vi.stubEnv('VITE_API_URL', 'http://127.0.0.1:9');
    vi.resetModules();
    const [
      { MembershipGate: Gate },
      { renderWithProviders: render },
      { useAuthStore: store },
      { activateLocale },
    ] = await Promise.all([
      import('../membership-gate'),
      import('@/testing/render'),
      import('@/lib/auth/auth-store'),
      import('@/i18n/activate'),
    ]);
    // The fresh modules have their own i18n instance: English, as the setup gives the first one.
    await activateLocale('en');
    store.setState({
      user: { uid: 'offline-member', email: 'x@lotto.test', displayName: null, photoURL: null },
      getIdToken: () => Promise.resolve('any-token'),
    });
    await render(<Gate uid="offline-member">{vipContent}</Gate>);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not check your membership.');
    expect(alert).toHaveTextContent('The server could not be reached.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('The VIP tips')).not.toBeInTheDocument();
    vi.stubEnv('VITE_API_URL', api.url);
  });
});

describe('offline with nothing on the device (the status is never kept)', () => {
  function setOnline(online: boolean) {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    onlineManager.setOnline(online);
  }
  afterEach(() => setOnline(true));

  it('when a signed-in member opens the VIP page offline, then it says the page is not saved and what works — never an endless loading text', async () => {
    const member = await signIn('Offline Member');
    setOnline(false);
    await renderWithProviders(<MembershipGate uid={member.uid}>{vipContent}</MembershipGate>);
    expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE_PAGE_TEXT);
    expect(screen.queryByText('Loading VIP Tips...')).not.toBeInTheDocument();
    expect(screen.queryByText('The VIP tips')).not.toBeInTheDocument();
  });

  it('when the profile is opened offline, then the membership line says it is checked once back online', async () => {
    const member = await signIn('Offline Profile');
    setOnline(false);
    await renderWithProviders(
      <I18nRoot>
        <MembershipStatus uid={member.uid} />
      </I18nRoot>,
    );
    const region = await screen.findByRole('region', { name: 'Membership' });
    expect(
      await within(region).findByText(
        'You are offline: your membership is checked when the connection is back.',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByText('Checking your membership...')).not.toBeInTheDocument();
  });
});

describe('MembershipStatus (the profile)', () => {
  it('when the member is pending, then the profile says "Awaiting approval" and links to what to do; approved says since when', async () => {
    const member = await signIn('Profile Member');
    const created = await recordOf(member);
    const { unmount } = await renderWithProviders(
      <I18nRoot>
        <MembershipStatus uid={member.uid} />
      </I18nRoot>,
    );
    const region = await screen.findByRole('region', { name: 'Membership' });
    expect(await within(region).findByText('Awaiting approval')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'what to do' })).toHaveAttribute(
      'href',
      '/vip-tips',
    );
    unmount();

    await api.client.send(API.members.recordPayment, {
      params: { id: created._id },
      body: { amount: 100, date: '2026-11-02' },
      token: adminToken,
    });
    await renderWithProviders(
      <I18nRoot>
        <MembershipStatus uid={member.uid} />
      </I18nRoot>,
    );
    const approved = await screen.findByRole('region', { name: 'Membership' });
    expect(await within(approved).findByText('Approved')).toBeInTheDocument();
    expect(approved).toHaveTextContent(
      /Since \d\d\/\d\d\/\d{4} \d\d:\d\d: VIP tips are open to you\./,
    );
  });

  it('when in Thai, then the status, since when (Buddhist era) and the link to what to do are Thai', async () => {
    const member = await signIn('Thai Member');
    await recordOf(member);
    await activateLocale('th');
    try {
      await renderWithProviders(
        <I18nRoot>
          <MembershipStatus uid={member.uid} />
        </I18nRoot>,
      );
      const region = await screen.findByRole('region', { name: 'สมาชิกภาพ' });
      expect(await within(region).findByText('รอการอนุมัติ')).toBeInTheDocument();
      expect(region).toHaveTextContent(
        /ตั้งแต่ \d\d\/\d\d\/25\d\d \d\d:\d\d เลขเด็ด VIP จะเปิดให้เมื่อผู้ดูแลอนุมัติคุณ: สิ่งที่ต้องทำ/,
      );
      expect(within(region).getByRole('link', { name: 'สิ่งที่ต้องทำ' })).toHaveAttribute(
        'href',
        '/vip-tips',
      );
    } finally {
      await activateLocale('en');
    }
  });
});
