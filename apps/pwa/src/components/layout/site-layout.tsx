import { MenuOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { Button, Drawer, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { env } from '@/config/env';
import { useAuthStore } from '@/lib/auth/auth-store';
import { OfflineBanner } from './offline-banner';
import { UserAvatar } from './user-avatar';

const NAV = [
  { to: '/tips', label: 'Tips' },
  { to: '/vip-tips', label: 'VIP-Tips' },
  { to: '/result', label: 'Result' },
  { to: '/check', label: 'Check Ticket' },
] as const;

function AccountSlot({ onNavigate }: { onNavigate?: () => void }) {
  const user = useAuthStore((s) => s.user);
  const ready = useAuthStore((s) => s.ready);
  if (user) {
    return (
      <Tooltip title="Go to Profile">
        <Link to="/profile" className="avatar-link" aria-label="Go to Profile" onClick={onNavigate}>
          <UserAvatar user={user} />
        </Link>
      </Tooltip>
    );
  }
  // Until Firebase reports, we do not know: show nothing rather than a Login button that flickers.
  if (!ready) return <span className="account-pending" aria-hidden />;
  return (
    <Link to="/login" onClick={onNavigate}>
      <Button type="primary" tabIndex={-1}>
        Login
      </Button>
    </Link>
  );
}

/**
 * The social page plugin, only when VITE_FACEBOOK_PAGE_URL is set: a lazy iframe, so no
 * third-party script runs in the page and nothing loads for visitors who never scroll down.
 */
function SocialPage({ href }: { href: string }) {
  const src = `https://www.facebook.com/plugins/page.php?${new URLSearchParams({
    href,
    tabs: '',
    width: '340',
    height: '130',
    small_header: 'true',
    adapt_container_width: 'true',
  }).toString()}`;
  return (
    <iframe
      className="social-page"
      title="Our Facebook page"
      src={src}
      width={340}
      height={130}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-popups"
    />
  );
}

export function SiteLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const year = new Date().getFullYear();
  const close = () => setMenuOpen(false);

  return (
    <div className="site">
      <header className="site-header">
        <nav className="site-nav" aria-label="Main">
          <Link to="/" className="brand">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span>Thai Lottery {year}</span>
          </Link>
          <ul className="nav-links">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} activeProps={{ className: 'active', 'aria-current': 'page' }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="nav-account">
            <AccountSlot />
          </div>
          <Button
            className="hamburger"
            type="text"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            icon={<MenuOutlined />}
            onClick={() => setMenuOpen((open) => !open)}
          />
        </nav>
      </header>
      <Drawer
        id="mobile-menu"
        title="Menu"
        placement="right"
        open={menuOpen}
        onClose={close}
        size={280}
        className="mobile-menu"
      >
        <nav aria-label="Mobile">
          <ul className="mobile-links">
            <li>
              <Link to="/" onClick={close} activeOptions={{ exact: true }} activeProps={{ className: 'active' }}>
                Home
              </Link>
            </li>
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={close} activeProps={{ className: 'active' }}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li className="mobile-account">
              <AccountSlot onNavigate={close} />
            </li>
          </ul>
        </nav>
      </Drawer>
      <OfflineBanner />
      <main className="site-main" id="main">
        {children}
      </main>
      <footer className="site-footer">
        {env.facebookPageUrl && <SocialPage href={env.facebookPageUrl} />}
        <p className="footer-text">{year} Thai lottery rights reserved.</p>
      </footer>
    </div>
  );
}
