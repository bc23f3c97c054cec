import {
  MemberSchema,
  OwnMembershipSchema,
  type Member,
  type OwnMembership,
} from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { queryKeys } from '@/lib/query-keys';

function ownView(member: Member): OwnMembership {
  const { name, email, status, createdAt } = member;
  return { name, email, status, createdAt, statusSince: member.history.at(-1)?.at ?? createdAt };
}

/**
 * The signed-in member's own status (`GET /api/users/me`). A member without a record yet (signed
 * up while the API was down, or with e-mail and password before records existed) gets one now with
 * `POST /api/users`, so the admin can see and approve them. Keyed by uid under the member root:
 * never persisted, dropped on sign-out; always re-checked when a page asks (an approval shows at once).
 */
export const membershipQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: queryKeys.member.membership(uid),
    queryFn: async ({ signal }): Promise<OwnMembership> => {
      const { getIdToken, user } = useAuthStore.getState();
      const token = await getIdToken();
      if (!token) throw new Error('You are not signed in');
      try {
        return await api.get('/api/users/me', { schema: OwnMembershipSchema, token, signal });
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
        const name = user?.displayName?.trim();
        const member = await api.post('/api/users', name ? { name } : {}, {
          token,
          schema: MemberSchema,
          signal,
        });
        return ownView(member);
      }
    },
    staleTime: 0,
  });

export const useMembership = (uid: string) => useQuery(membershipQueryOptions(uid));
