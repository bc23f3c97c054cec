import { redirect } from '@tanstack/react-router';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { decodeAdminToken, type AdminTokenPayload } from '@/admin/session/admin-token';

/*
 * Loaded by the /admin routes' beforeLoad through a dynamic import, so that none of this reaches
 * a visitor's phone with the public bundle.
 */

/**
 * beforeLoad of /admin/*: a stored token whose payload decodes with role 'admin' and has not
 * expired, else → /admin/login. The signature is the API's to check (spec §4); when it refuses
 * the token, the first call's 401 ends the session.
 */
export function requireAdminSession(): { admin: AdminTokenPayload } {
  const { token, signOut } = useAdminSession.getState();
  const admin = decodeAdminToken(token);
  if (!admin) {
    if (token) {
      // Payload fine apart from `exp` → it expired; anything else is not an admin token at all.
      signOut(
        decodeAdminToken(token, 0)
          ? 'Your admin session has expired. Please log in again.'
          : 'The stored admin session is not valid. Please log in again.',
      );
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
    throw redirect({ to: '/admin/login', replace: true });
  }
  return { admin };
}

/** beforeLoad of /admin/login: an admin who is still logged in goes straight to the dashboard. */
export function redirectLoggedInAdmin(): void {
  if (decodeAdminToken(useAdminSession.getState().token)) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
    throw redirect({ to: '/admin/dashboard', replace: true });
  }
}
