import * as v from 'valibot';

export const IMAGE_URL_MAX = 2048;

/** An absolute http(s) image address; `javascript:`, `data:` and relative URLs are refused. */
export const ImageUrlSchema = v.pipe(
  v.string('Please enter image URL'),
  v.trim(),
  v.nonEmpty('Please enter image URL'),
  v.maxLength(IMAGE_URL_MAX, `Image URL must be at most ${IMAGE_URL_MAX} characters`),
  v.check((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Image URL must be an http:// or https:// address'),
);

/** Body of `POST /api/tips/save`, `POST /viptips`, `POST /api/addSuccess/paper`. */
export const ImageInputSchema = v.strictObject({ imageUrl: ImageUrlSchema });
export type ImageInput = v.InferOutput<typeof ImageInputSchema>;

/** A stored tip, VIP tip or success image. `createdAt` is an ISO timestamp. */
export const ImageItemSchema = v.object({
  _id: v.string(),
  imageUrl: v.string(),
  createdAt: v.string(),
});
export type ImageItem = v.InferOutput<typeof ImageItemSchema>;
