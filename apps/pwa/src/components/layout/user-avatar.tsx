import { t } from '@/i18n';
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

/** A round photo, or the member's initial on a colour of their own (it sits in the shell: no antd). */
export function UserAvatar({ user, size = 36 }: { user: AuthUser; size?: number }) {
  const box = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (user.photoURL) {
    return (
      <span className="avatar" style={box}>
        <img
          src={user.photoURL}
          alt={user.displayName ?? user.email ?? t('common.member')}
          width={size}
          height={size}
          referrerPolicy="no-referrer"
        />
      </span>
    );
  }
  const { initial, color } = placeholderFor(user.email);
  return (
    <span
      className="avatar"
      style={{ ...box, backgroundColor: color }}
      role="img"
      aria-label={user.email ?? t('common.member')}
    >
      {initial}
    </span>
  );
}
