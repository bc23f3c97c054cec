import { formatLastLogin } from '../lib/format-login';

/**
 * Name over e-mail, so member tables fit a phone. There the "Last login" column is hidden by CSS
 * (`.admin-hide-phone`) and the time shows here instead.
 */
export function MemberCell({
  name,
  email,
  lastLogin,
}: {
  name: string;
  email: string;
  lastLogin: string;
}) {
  return (
    <div className="admin-member">
      <span>{name || '—'}</span>
      <span className="admin-muted admin-member-email">{email}</span>
      <span className="admin-muted admin-phone-only">Last login {formatLastLogin(lastLogin)}</span>
    </div>
  );
}
