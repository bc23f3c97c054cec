import { Link } from '@tanstack/react-router';
import { type MessageId, t } from '@/i18n';
import { hasSessionHint, useAuthStore } from '@/lib/auth/auth-store';
import { UserAvatar } from './user-avatar';

/** The menu's pages; `label` is a message id, read with `t(item.label)` while rendering. */
export const NAV = [
  { to: '/tips', label: 'common.navTips' },
  { to: '/vip-tips', label: 'common.navVipTips' },
  { to: '/result', label: 'common.navResult' },
  { to: '/check', label: 'common.navCheck' },
  { to: '/history', label: 'common.navHistory' },
  { to: '/stats', label: 'common.navStats' },
] as const satisfies readonly { to: string; label: MessageId }[];

export function AccountSlot({ onNavigate }: { onNavigate?: () => void }) {
  const user = useAuthStore((s) => s.user);
  const ready = useAuthStore((s) => s.ready);
  if (user) {
    // The spec's tooltip 'Go to Profile' is the link's native title (the shell carries no antd).
    return (
      <Link
        to="/profile"
        className="avatar-link"
        title={t('common.goToProfile')}
        aria-label={t('common.goToProfile')}
        onClick={onNavigate}
      >
        <UserAvatar user={user} />
      </Link>
    );
  }
  // A member signed in on this device: until Firebase reports, show nothing rather than a Login
  // button that flickers. Anyone else sees Login at once (Firebase is not even loaded for them).
  if (!ready && hasSessionHint()) return <span className="account-pending" aria-hidden />;
  return (
    <Link to="/login" className="btn btn-primary login-link" onClick={onNavigate}>
      {t('common.login')}
    </Link>
  );
}
