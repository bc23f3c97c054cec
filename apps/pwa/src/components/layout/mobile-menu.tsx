import { Link } from '@tanstack/react-router';
import { Drawer } from 'antd';
import { AntdProvider } from '@/components/ui/antd-provider';
import { t } from '@/i18n';
import { AccountSlot, NAV } from './nav-items';

/** The phone menu behind the hamburger; closes when a link is chosen. Loaded on first use. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AntdProvider>
      <Drawer
        id="mobile-menu"
        title={t('common.menu')}
        placement="right"
        open={open}
        onClose={onClose}
        size={280}
        className="mobile-menu"
      >
        <nav aria-label={t('common.navMobile')}>
          <ul className="mobile-links">
            <li>
              <Link
                to="/"
                onClick={onClose}
                activeOptions={{ exact: true }}
                activeProps={{ className: 'active' }}
              >
                {t('common.navHome')}
              </Link>
            </li>
            {NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={onClose} activeProps={{ className: 'active' }}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
            <li className="mobile-account">
              <AccountSlot onNavigate={onClose} />
            </li>
          </ul>
        </nav>
      </Drawer>
    </AntdProvider>
  );
}
