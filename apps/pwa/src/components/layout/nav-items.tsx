import { Link } from '@tanstack/react-router';
import { hasSessionHint, useAuthStore } from '@/lib/auth/auth-store';
import { UserAvatar } from './user-avatar';

export const NAV = [
  { to: '/tips', label: 'Tips' },
  { to: '/vip-tips', label: 'VIP-Tips' },
  { to: '/result', label: 'Result' },
  { to: '/check', label: 'Check Ticket' },
  { to: '/history', label: 'History' },
  { to: '/stats', label: 'Statistics' },
] as const;

export function AccountSlot({ onNavigate }: { onNavigate?: () => void }) {
  const user = useAuthStore((s) => s.user);
  const ready = useAuthStore((s) => s.ready);
  if (user) {
    // The spec's tooltip 'Go to Profile' is the link's native title (the shell carries no antd).
    return (
      <Link
        to="/profile"
        className="avatar-link"
        title="Go to Profile"
        aria-label="Go to Profile"
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
      Login
    </Link>
  );
}
