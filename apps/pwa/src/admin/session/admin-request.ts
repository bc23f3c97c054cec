import { ApiError, api, isApiError, type RequestOptions } from '@/lib/api-client';
import { useAdminSession } from '@/admin/session/admin-session-store';

/** Shown on the login screen when the API refused the stored token. */
export function sessionEndedNotice(reason: string): string {
  return `Your admin session is no longer valid (${reason}). Please log in again.`;
}

/**
 * Calls an admin endpoint with the stored token. A 401 means the server no longer accepts this
 * session (revoked by logout or an e-mail change elsewhere, expired, forged): the token is dropped
 * so the panel returns to /admin/login with the reason.
 */
export async function adminRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: Omit<RequestOptions<T>, 'token'> = {},
): Promise<T> {
  const token = useAdminSession.getState().token;
  if (!token) throw new ApiError(401, 'You are not logged in as admin');
  try {
    return await api.request<T>(method, path, { ...options, token });
  } catch (error) {
    // Only the session that made the call ends: a newer login in the meantime stays.
    if (isApiError(error) && error.status === 401 && useAdminSession.getState().token === token) {
      useAdminSession.getState().signOut(sessionEndedNotice(error.message));
    }
    throw error;
  }
}
