import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { env } from '@/config/env';
import { t } from '@/i18n';
import { clearStartRequest, START_REQUEST_ATTRIBUTE, startRequest } from '@/lib/app-start';
import { localYear } from '@/i18n/format-locale';
import { LanguageSwitcher } from './language-switcher';
import { AccountSlot, NAV } from './nav-items';
import { OfflineBanner } from './offline-banner';

// The drawer is only needed once the hamburger is pressed: keep it out of the first paint.
const MobileMenu = lazy(() => import('./mobile-menu'));

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
      title={t('common.facebookPage')}
      src={src}
      width={340}
      height={130}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-popups"
    />
  );
}

/**
 * The menu button of the page's shell, pressed before the app was up (src/boot.ts marks `<html>`):
 * followed, not read once, since the first render is a transition and the shell's button stays on
 * screen until its commit.
 */
function subscribeToStartRequest(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: [START_REQUEST_ATTRIBUTE],
  });
  return () => observer.disconnect();
}
const menuRequested = () => startRequest() === 'menu';
const noRequest = () => false;

export function SiteLayout({ children }: { children: ReactNode }) {
  // Open when the visitor pressed the shell's menu button before the app was up, until toggled.
  const menuAsked = useSyncExternalStore(subscribeToStartRequest, menuRequested, noRequest);
  const [menuToggled, setMenuToggled] = useState<boolean>();
  const menuOpen = menuToggled ?? menuAsked;
  // Stays mounted after the first open so the drawer can animate closed.
  const [menuUsed, setMenuUsed] = useState(false);
  const year = new Date().getFullYear();
  const toggle = (open: boolean) => {
    clearStartRequest();
    setMenuUsed(true);
    setMenuToggled(open);
  };
  const close = () => toggle(false);

  return (
    <div className="site">
      <header className="site-header">
        <nav className="site-nav" aria-label={t('common.navMain')}>
          <Link to="/" className="brand">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span>{t('common.brand', { year: localYear(year) })}</span>
          </Link>
          <ul className="nav-links">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} activeProps={{ className: 'active', 'aria-current': 'page' }}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="nav-account">
            <AccountSlot />
          </div>
          <LanguageSwitcher />
          <button
            type="button"
            className="hamburger"
            aria-label={t('common.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => toggle(!menuOpen)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
              <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
            </svg>
          </button>
        </nav>
      </header>
      {(menuUsed || menuOpen) && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={close} />
        </Suspense>
      )}
      <OfflineBanner />
      <main className="site-main" id="main">
        {children}
      </main>
      <footer className="site-footer">
        {env.facebookPageUrl && <SocialPage href={env.facebookPageUrl} />}
        <p className="footer-text">{t('common.footer', { year: localYear(year) })}</p>
      </footer>
    </div>
  );
}
