import { ImageItemSchema, type ImageInput } from '@lotto/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { adminRequest } from './admin-request';
import { ADMIN_GC_TIME, ADMIN_QUERY_ROOT, ADMIN_STALE_TIME, PUBLIC_KEYS } from './query-keys';

export type ImageKind = 'tips' | 'vipTips' | 'success';

export interface ImageKindConfig {
  /** Page heading and sidebar label. */
  title: string;
  /** What one item is called in labels ("Tip 3"). */
  itemLabel: string;
  listPath: string;
  savePath: string;
  deletePath: (id: string) => string;
  /** Spec §8: VIP failures say 'Error saving image URL', tips and success 'Failed to save image URL'. */
  failureText: string;
  /** Where visitors or members see these. */
  shownOn: string;
  publicKey: readonly string[];
}

/** The three image collections of spec §7, on the paths the first clients call. */
export const IMAGE_KINDS: Record<ImageKind, ImageKindConfig> = {
  tips: {
    title: 'Add Tips',
    itemLabel: 'Tip',
    listPath: '/tips',
    savePath: '/api/tips/save',
    deletePath: (id) => `/api/tips/${encodeURIComponent(id)}`,
    failureText: 'Failed to save image URL',
    shownOn: 'the Home page and the Tips page',
    publicKey: PUBLIC_KEYS.tips,
  },
  vipTips: {
    title: 'VIP Tips',
    itemLabel: 'VIP tip',
    listPath: '/viptips',
    savePath: '/viptips',
    deletePath: (id) => `/viptips/${encodeURIComponent(id)}`,
    failureText: 'Error saving image URL',
    shownOn: 'the VIP Tips page (signed-in members only)',
    publicKey: PUBLIC_KEYS.member,
  },
  success: {
    title: 'Add Success',
    itemLabel: 'Success image',
    listPath: '/api/addSuccess/paper',
    savePath: '/api/addSuccess/paper',
    deletePath: (id) => `/api/addSuccess/paper/${encodeURIComponent(id)}`,
    failureText: 'Failed to save image URL',
    shownOn: 'the success carousel on the Home page (the 10 newest)',
    publicKey: PUBLIC_KEYS.success,
  },
};

/** The current items of one collection, newest first. */
export const imagesQueryOptions = (kind: ImageKind) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'images', kind],
    queryFn: ({ signal }) =>
      adminRequest('GET', IMAGE_KINDS[kind].listPath, { schema: v.array(ImageItemSchema), signal }),
    staleTime: ADMIN_STALE_TIME,
    gcTime: ADMIN_GC_TIME,
  });

export const useImages = (kind: ImageKind) => useQuery(imagesQueryOptions(kind));

function useInvalidateImages(kind: ImageKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'images', kind] }),
      queryClient.invalidateQueries({ queryKey: IMAGE_KINDS[kind].publicKey }),
    ]);
}

export function useSaveImage(kind: ImageKind) {
  const invalidate = useInvalidateImages(kind);
  return useMutation({
    mutationFn: (input: ImageInput) =>
      adminRequest('POST', IMAGE_KINDS[kind].savePath, { body: input, schema: ImageItemSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteImage(kind: ImageKind) {
  const invalidate = useInvalidateImages(kind);
  return useMutation({
    mutationFn: (id: string) => adminRequest<undefined>('DELETE', IMAGE_KINDS[kind].deletePath(id)),
    onSuccess: invalidate,
  });
}
