import { API, type ImageItem } from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const tipsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tips,
    queryFn: ({ signal }) =>
      api.get<ImageItem[]>(API.tips.list.path(), { schema: API.tips.list.response, signal }),
    meta: { persist: true },
  });

export const useTips = () => useQuery(tipsQueryOptions());
