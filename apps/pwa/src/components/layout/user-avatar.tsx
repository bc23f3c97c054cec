import { Avatar } from 'antd';
import type { AuthUser } from '@/lib/auth/auth-store';

const PALETTE = [
  '#b71c1c',
  '#6a1b9a',
  '#1565c0',
  '#00838f',
  '#2e7d32',
  '#ef6c00',
  '#4e342e',
  '#37474f',
];

/** A stable colour and initial from the e-mail, for members without a photo. */
export function placeholderFor(email: string | null): { initial: string; color: string } {
  const source = (email ?? '').trim().toLowerCase();
  let hash = 0;
  for (const ch of source) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const initial = /[a-z0-9]/.exec(source)?.[0]?.toUpperCase() ?? '?';
  return { initial, color: PALETTE[hash % PALETTE.length] ?? '#b71c1c' };
}

export function UserAvatar({ user, size = 36 }: { user: AuthUser; size?: number }) {
  if (user.photoURL) {
    return (
      <Avatar size={size} src={user.photoURL} alt={user.displayName ?? user.email ?? 'Member'} />
    );
  }
  const { initial, color } = placeholderFor(user.email);
  return (
    <Avatar size={size} style={{ backgroundColor: color }} aria-label={user.email ?? 'Member'}>
      {initial}
    </Avatar>
  );
}
