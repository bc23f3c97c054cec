import { API, type PaymentInput, type MemberStatus } from '@lotto/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminRequest } from '@/admin/session/admin-request';
import { ADMIN_GC_TIME, ADMIN_STALE_TIME, queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/users?q=`: members whose name or e-mail contains `q`, newest login first. */
export const membersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.admin.membersSearch(q),
    queryFn: ({ signal }) =>
      adminRequest('GET', API.members.search.path(), {
        query: { q: q.trim() || undefined },
        schema: API.members.search.response,
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
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.members }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
    ]);
}

/**
 * `PATCH /api/admin/users/:id` { status, note? }: approve without a payment, suspend, or set back
 * to pending. The server keeps the change with the admin's e-mail and the time.
 */
export function useSetMemberStatus() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: MemberStatus; note?: string }) =>
      adminRequest('PATCH', API.members.setStatus.path({ id }), {
        body: note ? { status, note } : { status },
        schema: API.members.setStatus.response,
      }),
    onSuccess: refresh,
  });
}

/** `POST /api/admin/users/:id/payments`: records a payment, which approves a member not yet approved. */
export function useRecordPayment() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ id, payment }: { id: string; payment: PaymentInput }) =>
      adminRequest('POST', API.members.recordPayment.path({ id }), {
        body: payment,
        schema: API.members.recordPayment.response,
      }),
    onSuccess: refresh,
  });
}
