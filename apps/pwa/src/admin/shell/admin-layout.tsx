import {
  DashboardOutlined,
  FileAddOutlined,
  LockOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuOutlined,
  PictureOutlined,
  CrownOutlined,
  CalendarOutlined,
  TrophyOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Link, useRouterState } from '@tanstack/react-router';
import { Button, Drawer } from 'antd';
import { useState, type ReactNode } from 'react';
import { useAdminLogout } from '@/admin/account/api/logout';
import { decodeAdminToken } from '@/admin/session/admin-token';
import { useAdminSession } from '@/admin/session/admin-session-store';
import './admin.css';

/**
 * Sidebar links of spec §2 plus Users ('Add Result' is 'Results': it adds, edits and corrects
 * draws); the paths are the spec's (existing bookmarks keep working).
 */
export const ADMIN_NAV = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
  { to: '/admin/addResult', label: 'Results', icon: <FileAddOutlined /> },
  { to: '/admin/draws', label: 'Draw calendar', icon: <CalendarOutlined /> },
  { to: '/admin/addTips', label: 'Add Tips', icon: <PictureOutlined /> },
  { to: '/admin/vipTips', label: 'VIP Tips', icon: <CrownOutlined /> },
  { to: '/admin/addSuccess', label: 'Add Success', icon: <TrophyOutlined /> },
  { to: '/admin/users', label: 'Users', icon: <TeamOutlined /> },
  { to: '/admin/change-password', label: 'Change Password', icon: <LockOutlined /> },
  { to: '/admin/change-email', label: 'Change Email', icon: <MailOutlined /> },
] as const;

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const logout = useAdminLogout();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <ul className="admin-nav">
      {ADMIN_NAV.map((item) => {
        // /admin (index) shows the dashboard, so its link is the current one there too.
        const current =
          pathname === item.to || (item.to === '/admin/dashboard' && /^\/admin\/?$/.test(pathname));
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              className={current ? 'active' : undefined}
              aria-current={current ? 'page' : undefined}
            >
              <span aria-hidden="true">{item.icon}</span>
              <span>{item.label}</span>
            </Link>
          </li>
        );
      })}
      <li>
        <button
          type="button"
          className="admin-logout"
          disabled={logout.isPending}
          onClick={() => {
            onNavigate?.();
            logout.mutate();
          }}
        >
          <LogoutOutlined aria-hidden="true" />
          <span>{logout.isPending ? 'Logging out…' : 'Logout'}</span>
        </button>
      </li>
    </ul>
  );
}

/**
 * The /admin shell: a fixed sidebar on wide screens; on phones a top bar whose menu button opens
 * the same links in a drawer.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const email = useAdminSession((s) => decodeAdminToken(s.token)?.email ?? '');
  const close = () => setMenuOpen(false);

  return (
    <div className="admin-shell">
      <aside className="admin-sider" aria-label="Admin">
        <Link to="/admin/dashboard" className="admin-brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Lotto Admin</span>
        </Link>
        <nav aria-label="Admin menu">
          <AdminNav />
        </nav>
      </aside>
      <div className="admin-body">
        <header className="admin-topbar">
          <Button
            className="admin-menu-button"
            type="text"
            aria-label="Open admin menu"
            aria-expanded={menuOpen}
            aria-controls="admin-mobile-menu"
            icon={<MenuOutlined />}
            onClick={() => setMenuOpen(true)}
          />
          <span className="admin-topbar-brand">Lotto Admin</span>
          <div className="admin-topbar-end">
            {email && (
              <span className="admin-email" title="Logged in as">
                {email}
              </span>
            )}
            <Link to="/" className="admin-site-link">
              View site
            </Link>
          </div>
        </header>
        <main className="admin-main" id="main">
          {children}
        </main>
      </div>
      <Drawer
        id="admin-mobile-menu"
        title="Lotto Admin"
        placement="left"
        open={menuOpen}
        onClose={close}
        size={260}
        className="admin-drawer"
      >
        <nav aria-label="Admin menu (mobile)">
          <AdminNav onNavigate={close} />
        </nav>
      </Drawer>
    </div>
  );
}
