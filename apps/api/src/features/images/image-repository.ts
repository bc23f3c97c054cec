import type { ImageItem, ImageKind } from '@lotto/contracts';
import type { DocumentStore } from '../../store/collection.js';

/**
 * Where each image kind (`IMAGE_KINDS` in `@lotto/contracts`) is stored, one collection each, and
 * what one item is called in errors. The stored collection names are data (on disk and in MongoDB)
 * and keep their names; the kinds are the code names (docs/glossary.md).
 */
export const IMAGE_COLLECTIONS = {
  tips: { collection: 'tips', label: 'tip' },
  vipTips: { collection: 'viptips', label: 'VIP tip' },
  successImages: { collection: 'successImages', label: 'success image' },
} as const satisfies Record<ImageKind, { collection: string; label: string }>;

// Images saved before captions existed have none: the key is left out rather than sent as null.
function toItem(doc: ImageItem): ImageItem {
  return {
    _id: doc._id,
    imageUrl: doc.imageUrl,
    ...(doc.caption === undefined ? {} : { caption: doc.caption }),
    createdAt: doc.createdAt,
  };
}

/** One image list (tips, VIP tips or success images). */
export function createImageRepository(store: DocumentStore, kind: ImageKind) {
  const collection = store.collection<ImageItem>(IMAGE_COLLECTIONS[kind].collection, [
    { field: 'createdAt' },
  ]);
  return {
    async listNewestFirst(): Promise<ImageItem[]> {
      return (await collection.find({}, { sort: { createdAt: -1, _id: -1 } })).map(toItem);
    },
    async insert(item: ImageItem): Promise<ImageItem> {
      return toItem(await collection.insertOne(item));
    },
    delete(id: string): Promise<boolean> {
      return collection.deleteOne({ _id: id });
    },
  };
}

export type ImageRepository = ReturnType<typeof createImageRepository>;
