import * as v from 'valibot';

/**
 * The product's three image lists by their code names (docs/glossary.md): tips, VIP tips and success
 * images. Each is also its key in `API` (`API.tips`, `API.vipTips`, `API.successImages`).
 */
export const IMAGE_KINDS = ['tips', 'vipTips', 'successImages'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

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

export const IMAGE_CAPTION_MAX = 200;

/**
 * What the image shows, in words: its caption in the viewer and its alt text in the grids (the one
 * thing a screen reader or a failed download leaves of it). Trimmed; blank means none (`undefined`).
 * One line: line breaks and other control characters are refused rather than silently dropped.
 */
export const ImageCaptionSchema = v.pipe(
  v.string('Caption must be text'),
  v.trim(),
  v.maxLength(IMAGE_CAPTION_MAX, `Caption must be at most ${IMAGE_CAPTION_MAX} characters`),
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  v.regex(/^[^\u0000-\u001f\u007f]*$/, 'Caption must be one line of text'),
  v.transform((value) => (value === '' ? undefined : value)),
);

/** Body of `POST /api/tips/save`, `POST /viptips`, `POST /api/addSuccess/paper`. */
export const ImageInputSchema = v.strictObject({
  imageUrl: ImageUrlSchema,
  caption: v.optional(ImageCaptionSchema),
});
export type ImageInput = v.InferOutput<typeof ImageInputSchema>;

/**
 * A stored tip, VIP tip or success image. `createdAt` is an ISO timestamp. `caption` is absent on
 * images saved without one (and on every image saved before captions existed).
 */
export const ImageItemSchema = v.object({
  _id: v.string(),
  imageUrl: v.string(),
  caption: v.optional(v.string()),
  createdAt: v.string(),
});
export type ImageItem = v.InferOutput<typeof ImageItemSchema>;
