import { API, type ChangePasswordInput } from '@lotto/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '@/admin/session/admin-request';

/** `POST /api/admin/change-password`; the server keeps this session and ends every other one. */
export function changeAdminPassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return adminRequest('POST', API.admin.changePassword.path(), {
    body: input,
    schema: API.admin.changePassword.response,
  });
}

export const useChangeAdminPassword = () => useMutation({ mutationFn: changeAdminPassword });
