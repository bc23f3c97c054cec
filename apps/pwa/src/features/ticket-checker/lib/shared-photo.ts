import { SHARED_PHOTO, type SharedPhotoState } from '@lotto/site/shared-photo';

/*
 * A photo shared to the installed app (issue 37, the manifest's Web Share Target): the service
 * worker (public/sw-share-target.js) keeps it in its own cache, under the share's action URL, and
 * opens /check?photo=shared; the checker takes it from there (components/read-ticket-photo.tsx),
 * reads it as it reads a picked photo, then removes it. The rules a photo must meet are one here,
 * for a picked photo and a shared one alike.
 */

/** The cache the service worker keeps the shared photo in (one entry: the next share replaces it). */
export const SHARED_PHOTO_CACHE = 'lotto-shared-photo';

/** Why a file cannot be read as a ticket's photo: not an image, or over `SHARED_PHOTO.maxBytes`. */
export type PhotoProblem = Extract<SharedPhotoState, 'not-image' | 'too-large'>;

/** What is wrong with `file` as a ticket's photo, or null when it may be read. */
export function photoProblem(file: Pick<Blob, 'type' | 'size'>): PhotoProblem | null {
  if (!file.type.startsWith('image/')) return 'not-image';
  if (file.size > SHARED_PHOTO.maxBytes) return 'too-large';
  return null;
}

/** The photo kept by the service worker, and its removal. */
export interface KeptPhoto {
  photo: Blob;
  remove(): Promise<void>;
}

/**
 * The shared photo on the device, or null when there is none (read already, never kept, no Cache
 * Storage). Its type is the one it was kept with; `photoProblem` still judges it.
 */
export async function keptSharedPhoto(
  storage: CacheStorage | undefined = 'caches' in globalThis ? globalThis.caches : undefined,
): Promise<KeptPhoto | null> {
  if (storage === undefined || !(await storage.has(SHARED_PHOTO_CACHE))) return null;
  const cache = await storage.open(SHARED_PHOTO_CACHE);
  const kept = await cache.match(SHARED_PHOTO.action);
  if (kept === undefined) return null;
  return {
    photo: await kept.blob(),
    remove: async () => {
      await cache.delete(SHARED_PHOTO.action);
    },
  };
}
