import { API } from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { queryKeys } from '@/lib/query-keys';

/** Member-only: keyed by uid, never persisted, dropped on sign-out (see lib/auth/member-data). */
export const vipTipsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: queryKeys.member.vipTips(uid),
    queryFn: async ({ signal }) => {
      const token = await useAuthStore.getState().getIdToken();
      return api.get(API.vipTips.list.path(), { schema: API.vipTips.list.response, token, signal });
    },
  });

export const useVipTips = (uid: string) => useQuery(vipTipsQueryOptions(uid));
