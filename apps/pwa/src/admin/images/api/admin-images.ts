import { API, type ImageInput, type ImageKind } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions, useAdminMutation } from '@/admin/session/admin-query';
import { adminRequest } from '@/admin/session/admin-request';
import { queryKeys } from '@/lib/query-keys';

/** The three image collections of spec §7 (`IMAGE_KINDS` in `@lotto/contracts`). */
export type { ImageKind };

export interface ImageKindConfig {
  /** Page heading and sidebar label. */
  title: string;
  /** What one item is called in labels ("Tip 3"). */
  itemLabel: string;
  /** Spec §8: VIP failures say 'Error saving image URL', tips and success 'Failed to save image URL'. */
  failureText: string;
  /** Where visitors or members see these. */
  shownOn: string;
  /** The visitors' query the admin's writes make stale. */
  publicKey: readonly string[];
}

/** The endpoints of one kind: the same shapes on each kind's own URLs. */
interface ImageEndpoints {
  list: { path(): string; response: typeof API.vipTips.list.response };
  add: { path(): string; response: typeof API.vipTips.add.response };
  remove: { path(params: { id: string }): string };
}

const IMAGE_API: Record<ImageKind, ImageEndpoints> = {
  tips: API.tips,
  vipTips: API.vipTips,
  successImages: API.successImages,
};

/** What the admin screens say about each kind; the paths are the contracts' (`API.tips`, …). */
export const IMAGE_KINDS: Record<ImageKind, ImageKindConfig> = {
  tips: {
    title: 'Add Tips',
    itemLabel: 'Tip',
    failureText: 'Failed to save image URL',
    shownOn: 'the Home page and the Tips page',
    publicKey: queryKeys.tips,
  },
  vipTips: {
    title: 'VIP Tips',
    itemLabel: 'VIP tip',
    failureText: 'Error saving image URL',
    shownOn: 'the VIP Tips page (signed-in members only)',
    // A member's VIP tips live under the member root (per signed-in member).
    publicKey: queryKeys.member.all,
  },
  successImages: {
    title: 'Add Success',
    itemLabel: 'Success image',
    failureText: 'Failed to save image URL',
    shownOn: 'the success carousel on the Home page (the 10 newest)',
    publicKey: queryKeys.successImages,
  },
};

/** The current items of one collection, newest first. */
export const imagesQueryOptions = (kind: ImageKind) =>
  adminQueryOptions(queryKeys.admin.images(kind), (signal) =>
    adminRequest('GET', IMAGE_API[kind].list.path(), {
      schema: IMAGE_API[kind].list.response,
      signal,
    }),
  );

export const useImages = (kind: ImageKind) => useQuery(imagesQueryOptions(kind));

/** What a write to one collection makes stale: the admin's list and the visitors' copy. */
const staleAfter = (kind: ImageKind) => [queryKeys.admin.images(kind), IMAGE_KINDS[kind].publicKey];

export const useSaveImage = (kind: ImageKind) =>
  useAdminMutation(
    (input: ImageInput) =>
      adminRequest('POST', IMAGE_API[kind].add.path(), {
        body: input,
        schema: IMAGE_API[kind].add.response,
      }),
    staleAfter(kind),
  );

export const useDeleteImage = (kind: ImageKind) =>
  useAdminMutation(
    (id: string) => adminRequest<undefined>('DELETE', IMAGE_API[kind].remove.path({ id })),
    staleAfter(kind),
  );
