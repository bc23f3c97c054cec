import { API, type ImageItem } from '@lotto/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const successImagesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.successImages,
    queryFn: ({ signal }) =>
      api.get<ImageItem[]>(API.successImages.list.path(), {
        schema: API.successImages.list.response,
        signal,
      }),
    meta: { persist: true },
  });

export const useSuccessImages = () => useQuery(successImagesQueryOptions());
