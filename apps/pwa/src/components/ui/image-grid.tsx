import type { ImageItem } from '@lotto/contracts';
import type { MouseEvent } from 'react';
import { t } from '@/i18n';
import { preloadImageViewer, useImageViewer, type ViewerImage } from './lazy-image-viewer';

export interface ImageGridProps {
  items: readonly ImageItem[];
  /** Most columns on wide screens (Tips 4, VIP Tips 3). */
  columns: 3 | 4;
  /** Accessible name of an image without a caption, numbered in the visible order: "Tip 1", "VIP tip 2"… */
  itemLabel: string;
  label: string;
}

/**
 * The images as the viewer and the grid name them: the admin's caption, else "Tip 3" (`itemLabel`
 * in the active language and the number, `common.imageNumbered`). Call it while rendering.
 */
export function viewerImages(items: readonly ImageItem[], itemLabel: string): ViewerImage[] {
  return items.map((item, index) => ({
    src: item.imageUrl,
    alt: item.caption ?? t('common.imageNumbered', { label: itemLabel, n: index + 1 }),
    caption: item.caption,
  }));
}

/** A plain click opens the viewer; a click meant for a new tab or window keeps the link's job. */
function opensViewer(event: MouseEvent): boolean {
  return !(event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/**
 * A responsive grid of images only (1 column on phones up to `columns`). The first image is on
 * the first screen of a phone (often its largest element): it loads at once, the others lazily.
 * A tap opens the image in the in-app viewer (zoom, swipe, close), not as a raw file in a new tab.
 */
export function ImageGrid({ items, columns, itemLabel, label }: ImageGridProps) {
  const images = viewerImages(items, itemLabel);
  const { open, viewer } = useImageViewer(images, label);
  return (
    <>
      <ul className={`image-grid cols-${columns}`} aria-label={label}>
        {images.map((image, index) => (
          <li key={items[index]?._id ?? image.src}>
            <a
              href={image.src}
              className="image-open"
              aria-haspopup="dialog"
              onPointerEnter={preloadImageViewer}
              onFocus={preloadImageViewer}
              onClick={(event) => {
                if (!opensViewer(event)) return;
                event.preventDefault();
                open(index);
              }}
            >
              <img
                src={image.src}
                alt={image.alt}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            </a>
            {/* The caption is the image's alt text already: shown, not read twice. */}
            {image.caption && (
              <p className="image-caption" aria-hidden="true">
                {image.caption}
              </p>
            )}
          </li>
        ))}
      </ul>
      {viewer}
    </>
  );
}
