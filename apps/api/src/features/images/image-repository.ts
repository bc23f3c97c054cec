import type { ImageItem } from '@lotto/contracts';
import type { DocumentStore } from '../../store/collection.js';

/**
 * The three image lists of the product, one collection each. The stored collection names are data
 * (on disk and in MongoDB) and keep their names; the kinds are the code names (docs/glossary.md).
 */
export const IMAGE_KINDS = {
  tips: { collection: 'tips', label: 'tip' },
  vipTips: { collection: 'viptips', label: 'VIP tip' },
  successImages: { collection: 'successImages', label: 'success image' },
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;

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
  const collection = store.collection<ImageItem>(IMAGE_KINDS[kind].collection, [
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
