import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { renderAdmin } from '@/admin/testing/render-admin';
import { adminTokenFor, callApi } from '@/testing/test-api';
import { AdminLayout } from '../admin-layout';

const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
afterEach(() => useAdminSession.setState({ token: null, notice: null }));

describe('AdminLayout', () => {
  it('when shown, then the sidebar links the spec paths, the draw calendar, Users, and Logout', async () => {
    useAdminSession.getState().signIn(await adminTokenFor(api));
    await renderAdmin(<AdminLayout>content</AdminLayout>);
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Results', '/admin/addResult'],
      ['Draw calendar', '/admin/draws'],
      ['Add Tips', '/admin/addTips'],
      ['VIP Tips', '/admin/vipTips'],
      ['Add Success', '/admin/addSuccess'],
      ['Users', '/admin/users'],
      ['Change Password', '/admin/change-password'],
      ['Change Email', '/admin/change-email'],
    ]);
    expect(within(nav).getByRole('button', { name: /Logout/ })).toBeInTheDocument();
    expect(screen.getByText(api.adminEmail)).toBeInTheDocument();
  });

  it('when Logout is clicked, then the server revokes the session and the token is forgotten', async () => {
    const token = await adminTokenFor(api);
    useAdminSession.getState().signIn(token);
    await renderAdmin(<AdminLayout>content</AdminLayout>);
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(useAdminSession.getState().token).toBeNull());
    expect(useAdminSession.getState().notice).toBe('You have been logged out.');
    expect((await callApi(api, 'GET', '/api/admin/me', { token })).status).toBe(401);
  });

  it('when the phone menu button is pressed, then the same links open in a drawer', async () => {
    useAdminSession.getState().signIn(await adminTokenFor(api));
    await renderAdmin(<AdminLayout>content</AdminLayout>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open admin menu' }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Admin menu (mobile)' });
    expect(within(drawerNav).getByRole('link', { name: 'Results' })).toHaveAttribute(
      'href',
      '/admin/addResult',
    );
  });
});
