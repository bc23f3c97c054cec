import type { ImageInput, ImageItem, ImageKind } from '@lotto/contracts';
import { newId } from '../../store/collection.js';
import type { Clock } from '../../shared/clock.js';
import { NotFoundError } from '../../shared/errors.js';
import { IMAGE_COLLECTIONS, type ImageRepository } from './image-repository.js';

/** Tips, VIP tips and success images: list newest first, publish, take back. */
export function createImageService(deps: {
  repositories: Record<ImageKind, ImageRepository>;
  clock: Clock;
  changed: (tag: ImageKind) => Promise<void>;
}) {
  const { repositories, clock, changed } = deps;
  return {
    list(kind: ImageKind): Promise<ImageItem[]> {
      return repositories[kind].listNewestFirst();
    },
    async add(kind: ImageKind, input: ImageInput): Promise<ImageItem> {
      const now = clock();
      const item = await repositories[kind].insert({
        _id: newId(now.getTime()),
        imageUrl: input.imageUrl,
        ...(input.caption === undefined ? {} : { caption: input.caption }),
        createdAt: now.toISOString(),
      });
      await changed(kind);
      return item;
    },
    async remove(kind: ImageKind, id: string): Promise<void> {
      if (!(await repositories[kind].delete(id))) {
        throw new NotFoundError(`No ${IMAGE_COLLECTIONS[kind].label} with this id`);
      }
      await changed(kind);
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
