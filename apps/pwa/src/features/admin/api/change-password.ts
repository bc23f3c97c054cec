import type { ChangePasswordInput } from '@lotto/contracts';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { adminRequest } from './admin-request';

/** `POST /api/admin/change-password`; the server keeps this session and ends every other one. */
export function changeAdminPassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return adminRequest('POST', '/api/admin/change-password', {
    body: input,
    schema: v.object({ message: v.string() }),
  });
}

export const useChangeAdminPassword = () => useMutation({ mutationFn: changeAdminPassword });
