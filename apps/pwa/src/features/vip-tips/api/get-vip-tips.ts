import { ImageItemSchema } from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { MEMBER_QUERY_ROOT } from '@/lib/auth/member-data';

/** Member-only: keyed by uid, never persisted, dropped on sign-out (see lib/auth/member-data). */
export const vipTipsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, uid, 'vip-tips'],
    queryFn: async ({ signal }) => {
      const token = await useAuthStore.getState().getIdToken();
      return api.get('/viptips', { schema: v.array(ImageItemSchema), token, signal });
    },
  });

export const useVipTips = (uid: string) => useQuery(vipTipsQueryOptions(uid));
