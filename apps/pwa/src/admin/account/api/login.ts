import { API, type AdminLoginInput } from '@lotto/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { decodeAdminToken } from '@/admin/session/admin-token';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { queryKeys } from '@/lib/query-keys';

/** `POST /api/admin/login` → the admin JWT. A public call: its 401 is a wrong password, not an ended session. */
export async function loginAdmin(input: AdminLoginInput): Promise<string> {
  const { token } = await api.post(API.admin.login.path(), input, {
    schema: API.admin.login.response,
  });
  // The guard would bounce a token it cannot read straight back here: say so instead.
  if (!decodeAdminToken(token))
    throw new Error('The server answered with a token that is not an admin token');
  return token;
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  const signIn = useAdminSession((s) => s.signIn);
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: (token) => {
      // Whatever an earlier admin left in memory is not this admin's to see.
      queryClient.removeQueries({ queryKey: queryKeys.admin.all });
      signIn(token);
    },
  });
}
