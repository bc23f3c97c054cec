import type { ImageItem } from '@lotto/contracts';

export interface ImageGridProps {
  items: readonly ImageItem[];
  /** Most columns on wide screens (Tips 4, VIP Tips 3). */
  columns: 3 | 4;
  /** Accessible name of each image, numbered: "Tip 1", "VIP tip 2"… */
  itemLabel: string;
  label: string;
}

/**
 * A responsive grid of images only (1 column on phones up to `columns`). The first image is on
 * the first screen of a phone (often its largest element): it loads at once, the others lazily.
 */
export function ImageGrid({ items, columns, itemLabel, label }: ImageGridProps) {
  return (
    <ul className={`image-grid cols-${columns}`} aria-label={label}>
      {items.map((item, index) => (
        <li key={item._id}>
          <a href={item.imageUrl} target="_blank" rel="noopener noreferrer">
            <img
              src={item.imageUrl}
              alt={`${itemLabel} ${index + 1}`}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The grid's place while its list loads: `count` blank tiles of the images' fixed 3:4 shape, so
 * the page below does not jump when the images arrive.
 */
export function ImageGridSkeleton({ count, text }: { count: number; text: string }) {
  return (
    <div aria-busy="true">
      <p className="loading-line">{text}</p>
      <ul className="image-grid cols-4 image-grid-skeleton" aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} />
        ))}
      </ul>
    </div>
  );
}
