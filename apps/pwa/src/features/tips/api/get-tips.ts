import { ImageItemSchema } from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const tipsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tips,
    queryFn: ({ signal }) => api.get('/tips', { schema: v.array(ImageItemSchema), signal }),
    meta: { persist: true },
  });

export const useTips = () => useQuery(tipsQueryOptions());
