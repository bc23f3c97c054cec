import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { AuthUser, RouterAuth } from './auth-store';

/**
 * beforeLoad guard for member pages: waits for Firebase's first auth state, then sends a
 * signed-out visitor to /login with the origin path remembered in `?redirect=`.
 */
export async function requireMember({
  context,
  location,
}: {
  context: { auth: RouterAuth };
  location: ParsedLocation;
}): Promise<{ user: AuthUser }> {
  const user = await context.auth.whenReady();
  if (!user) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- TanStack Router's redirect is thrown by design
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  }
  return { user };
}

/** Only same-app paths may be redirect targets ("/x", never "//evil.example" or "https://…"). */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return '/';
  return target;
}
