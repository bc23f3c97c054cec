import { API, type PaymentInput, type MemberStatus } from '@lotto/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminQueryOptions, useAdminMutation } from '@/admin/session/admin-query';
import { adminRequest } from '@/admin/session/admin-request';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/users?q=`: members whose name or e-mail contains `q`, newest login first. */
export const membersQueryOptions = (q: string) => ({
  ...adminQueryOptions(queryKeys.admin.membersSearch(q), (signal) =>
    adminRequest('GET', API.members.search.path(), {
      query: { q: q.trim() || undefined },
      schema: API.members.search.response,
      signal,
    }),
  ),
  // While the next search runs, the last list stays on screen instead of a flash of "loading".
  placeholderData: keepPreviousData,
});

export const useMembers = (q: string) => useQuery(membersQueryOptions(q));

/** What a change of a member makes stale: the lists, and the dashboard's counts and Total Earned. */
const STALE = [queryKeys.admin.members, queryKeys.admin.dashboard];

/**
 * `PATCH /api/admin/users/:id` { status, note? }: approve without a payment, suspend, or set back
 * to pending. The server keeps the change with the admin's e-mail and the time.
 */
export const useSetMemberStatus = () =>
  useAdminMutation(
    ({ id, status, note }: { id: string; status: MemberStatus; note?: string }) =>
      adminRequest('PATCH', API.members.setStatus.path({ id }), {
        body: note ? { status, note } : { status },
        schema: API.members.setStatus.response,
      }),
    STALE,
  );

/** `POST /api/admin/users/:id/payments`: records a payment, which approves a member not yet approved. */
export const useRecordPayment = () =>
  useAdminMutation(
    ({ id, payment }: { id: string; payment: PaymentInput }) =>
      adminRequest('POST', API.members.recordPayment.path({ id }), {
        body: payment,
        schema: API.members.recordPayment.response,
      }),
    STALE,
  );
