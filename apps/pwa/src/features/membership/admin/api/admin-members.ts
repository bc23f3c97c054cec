import { MemberSchema, type PaymentInput, type UserStatus } from '@lotto/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as v from 'valibot';
import { adminRequest } from './admin-request';
import { ADMIN_GC_TIME, ADMIN_QUERY_ROOT, ADMIN_STALE_TIME } from './query-keys';

/** `GET /api/admin/users?q=`: members whose name or e-mail contains `q`, newest login first. */
export const membersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'users', q],
    queryFn: ({ signal }) =>
      adminRequest('GET', '/api/admin/users', {
        query: { q: q.trim() || undefined },
        schema: v.array(MemberSchema),
        signal,
      }),
    staleTime: ADMIN_STALE_TIME,
    gcTime: ADMIN_GC_TIME,
    // While the next search runs, the last list stays on screen instead of a flash of "loading".
    placeholderData: keepPreviousData,
  });

export const useMembers = (q: string) => useQuery(membersQueryOptions(q));

/** After a change of a member: the lists, and the dashboard's counts and Total Earned. */
function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'users'] }),
      queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'dashboard'] }),
    ]);
}

/**
 * `PATCH /api/admin/users/:id` { status, note? }: approve without a payment, suspend, or set back
 * to pending. The server keeps the change with the admin's e-mail and the time.
 */
export function useSetMemberStatus() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: UserStatus; note?: string }) =>
      adminRequest('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, {
        body: note ? { status, note } : { status },
        schema: MemberSchema,
      }),
    onSuccess: refresh,
  });
}

/** `POST /api/admin/users/:id/payments`: records a payment, which approves a member not yet approved. */
export function useRecordPayment() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ id, payment }: { id: string; payment: PaymentInput }) =>
      adminRequest('POST', `/api/admin/users/${encodeURIComponent(id)}/payments`, {
        body: payment,
        schema: MemberSchema,
      }),
    onSuccess: refresh,
  });
}
