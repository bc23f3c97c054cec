import { API } from '@lotto/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { queryKeys } from '@/lib/query-keys';

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
    await api.post(API.admin.logout.path(), undefined, { token });
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
    onSettled: () => queryClient.removeQueries({ queryKey: queryKeys.admin.all }),
  });
}
