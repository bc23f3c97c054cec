import { MemberSchema, type UserStatus } from '@lotto/contracts';
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

/** `PATCH /api/admin/users/:id` { status }: approve a member, or set them back to pending. */
export function useSetMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: UserStatus }) =>
      adminRequest('PATCH', `/api/admin/users/${encodeURIComponent(id)}`, {
        body: { status },
        schema: MemberSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'users'] }),
        queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'dashboard'] }),
      ]),
  });
}
