import { ImageItemSchema } from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const successQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.successImages,
    queryFn: ({ signal }) =>
      api.get('/api/addSuccess/paper', { schema: v.array(ImageItemSchema), signal }),
    meta: { persist: true },
  });

export const useSuccessImages = () => useQuery(successQueryOptions());
