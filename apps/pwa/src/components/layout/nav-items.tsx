import { Link } from '@tanstack/react-router';
import { Button, Tooltip } from 'antd';
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
