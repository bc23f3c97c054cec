import { API, type ChangeEmailInput } from '@lotto/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { adminRequest } from '@/admin/session/admin-request';
import { queryKeys } from '@/lib/query-keys';

/** The login screen's explanation after a successful change. */
export function emailChangedNotice(newEmail: string): string {
  return `Your e-mail is now ${newEmail}. Every session was ended: log in with the new e-mail.`;
}

/**
 * `POST /api/admin/change-email`. The server ends every session of this admin (the token's e-mail
 * claim is stale), so on success the token goes too (spec §4) and the admin logs in again.
 */
export async function changeAdminEmail(input: ChangeEmailInput): Promise<void> {
  await adminRequest('POST', API.admin.changeEmail.path(), {
    body: input,
    schema: API.admin.changeEmail.response,
  });
  useAdminSession.getState().signOut(emailChangedNotice(input.newEmail.trim().toLowerCase()));
}

export function useChangeAdminEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAdminEmail,
    onSuccess: () => queryClient.removeQueries({ queryKey: queryKeys.admin.all }),
  });
}
