import { API, type Member, type OwnMembership } from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { t } from '@/i18n';
import { api, isApiError } from '@/lib/api-client';
import { saveMemberRecord } from '@/lib/auth/member-record';
import { useAuthStore } from '@/lib/auth/auth-store';
import { queryKeys } from '@/lib/query-keys';

function ownView(member: Member): OwnMembership {
  const { name, email, status, createdAt } = member;
  return { name, email, status, createdAt, statusSince: member.history.at(-1)?.at ?? createdAt };
}

/**
 * The signed-in member's own status (`GET /api/users/me`). A member without a record yet (signed
 * up while the API was down, or with e-mail and password before records existed) gets one now with
 * `POST /api/users` (`saveMemberRecord`), so the admin can see and approve them. Keyed by uid under
 * the member root: never persisted, dropped on sign-out; always re-checked when a page asks (an
 * approval shows at once).
 */
export const membershipQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: queryKeys.member.membership(uid),
    queryFn: async ({ signal }): Promise<OwnMembership> => {
      const { getIdToken, user } = useAuthStore.getState();
      const token = await getIdToken();
      if (!token) throw new Error(t('members.notSignedIn'));
      try {
        return await api.get(API.members.own.path(), {
          schema: API.members.own.response,
          token,
          signal,
        });
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
        return ownView(await saveMemberRecord(token, user?.displayName, signal));
      }
    },
    staleTime: 0,
  });

export const useMembership = (uid: string) => useQuery(membershipQueryOptions(uid));
