import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore, type AuthUser } from '@/lib/auth/auth-store';
import { createTestQueryClient } from '@/testing/render';
import { images } from '@/testing/fixtures';
import { vipTipsQueryOptions } from '@/features/vip-tips/api/get-vip-tips';
import { membershipQueryOptions } from '@/features/membership/api/get-membership';
import type { MemberStatus } from '@lotto/contracts';
import { createAppRouter } from '../router';

const member: AuthUser = {
  uid: 'member-1',
  email: 'somchai@example.com',
  displayName: 'Somchai',
  photoURL: null,
};

/** The real route tree with a memory history; auth state is set on the real store, as Firebase would. */
async function renderAt(path: string, user: AuthUser | null, status: MemberStatus = 'approved') {
  // No Firebase here: the membership's re-check fails and the known status stays on screen.
  useAuthStore.setState({
    user,
    ready: true,
    loading: false,
    getIdToken: () => Promise.resolve(null),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(vipTipsQueryOptions(member.uid).queryKey, images(2, 'vip'));
  const at = '2026-11-01T00:00:00.000Z';
  queryClient.setQueryData(membershipQueryOptions(member.uid).queryKey, {
    name: 'Somchai',
    email: member.email ?? '',
    status,
    statusSince: at,
    createdAt: at,
  });
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  render(<RouterProvider router={router} />);
  await waitFor(() => {
    if (router.state.status !== 'idle') throw new Error('loading');
  });
  return router;
}

beforeEach(() => {
  useAuthStore.setState({ user: null, ready: false, loading: true });
});

describe('route guards', () => {
  it('when a signed-out visitor opens /vip-tips, then they land on /login with the origin remembered', async () => {
    const router = await renderAt('/vip-tips', null);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/vip-tips' });
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
  });

  it('when a signed-out visitor opens /profile, then they are sent to /login too', async () => {
    const router = await renderAt('/profile', null);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/profile' });
  });

  it('when a member opens /vip-tips, then the VIP page shows their tips', async () => {
    const router = await renderAt('/vip-tips', member);
    expect(router.state.location.pathname).toBe('/vip-tips');
    expect(await screen.findByRole('heading', { name: 'VIP Tips' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /VIP tip/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('when a pending member opens /vip-tips, then the page says the membership awaits approval and shows no VIP tip', async () => {
    const router = await renderAt('/vip-tips', member, 'pending');
    expect(router.state.location.pathname).toBe('/vip-tips');
    expect(await screen.findByRole('heading', { name: 'VIP Tips' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your membership awaits approval' }),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('img', { name: /VIP tip/ })).toHaveLength(0);
  });

  it('when a member opens /profile, then the form is filled from their account', async () => {
    await renderAt('/profile', member);
    expect(await screen.findByLabelText('Name')).toHaveValue('Somchai');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Membership' })).getByText('Approved'),
    ).toBeInTheDocument();
  });

  it('when the member signs out on a guarded page, then the guard runs again and sends them to /login', async () => {
    const router = await renderAt('/vip-tips', member);
    await screen.findByRole('heading', { name: 'VIP Tips' });
    useAuthStore.setState({ user: null });
    await router.invalidate();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('then the public layout has the footer with the current year and the Login button when signed out', async () => {
    await renderAt('/tips', null);
    expect(
      await screen.findByText(`${new Date().getFullYear()} Thai lottery rights reserved.`),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('link', { name: `Thai Lottery ${new Date().getFullYear()}` }),
    ).toHaveAttribute('href', '/');
  });
});
