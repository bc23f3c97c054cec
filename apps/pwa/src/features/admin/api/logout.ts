import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { useAdminSession } from '../stores/admin-session-store';
import { ADMIN_QUERY_ROOT } from './query-keys';

export const LOGGED_OUT_NOTICE = 'You have been logged out.';
export const LOGGED_OUT_OFFLINE_NOTICE =
  'You have been logged out on this device, but the server could not be reached to end the session.';

/**
 * `POST /api/admin/logout` (the server revokes this session), then forgets the token. The token
 * goes in every case: an admin who asks to log out must not stay logged in because of the network.
 */
export async function logoutAdmin(): Promise<void> {
  const { token, signOut } = useAdminSession.getState();
  if (!token) return;
  try {
    await api.post('/api/admin/logout', undefined, { token });
    signOut(LOGGED_OUT_NOTICE);
  } catch (error) {
    // 401: the session had already ended on the server, which is what logging out wants.
    signOut(
      isApiError(error) && error.status === 401 ? LOGGED_OUT_NOTICE : LOGGED_OUT_OFFLINE_NOTICE,
    );
  }
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAdmin,
    onSettled: () => queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
  });
}
