import { Link } from '@tanstack/react-router';
import { useAuthStore } from '@/lib/auth/auth-store';
import { UserAvatar } from './user-avatar';

export const NAV = [
  { to: '/tips', label: 'Tips' },
  { to: '/vip-tips', label: 'VIP-Tips' },
  { to: '/result', label: 'Result' },
  { to: '/check', label: 'Check Ticket' },
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
  // Until Firebase reports, we do not know: show nothing rather than a Login button that flickers.
  if (!ready) return <span className="account-pending" aria-hidden />;
  return (
    <Link to="/login" className="btn btn-primary login-link" onClick={onNavigate}>
      Login
    </Link>
  );
}
