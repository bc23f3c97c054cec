import type { ChangeEmailInput } from '@lotto/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useAdminSession } from '../stores/admin-session-store';
import { adminRequest } from './admin-request';
import { ADMIN_QUERY_ROOT } from './query-keys';

/** The login screen's explanation after a successful change. */
export function emailChangedNotice(newEmail: string): string {
  return `Your e-mail is now ${newEmail}. Every session was ended: log in with the new e-mail.`;
}

/**
 * `POST /api/admin/change-email`. The server ends every session of this admin (the token's e-mail
 * claim is stale), so on success the token goes too (spec §4) and the admin logs in again.
 */
export async function changeAdminEmail(input: ChangeEmailInput): Promise<void> {
  await adminRequest('POST', '/api/admin/change-email', {
    body: input,
    schema: v.object({ message: v.string() }),
  });
  useAdminSession.getState().signOut(emailChangedNotice(input.newEmail.trim().toLowerCase()));
}

export function useChangeAdminEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAdminEmail,
    onSuccess: () => queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
  });
}
