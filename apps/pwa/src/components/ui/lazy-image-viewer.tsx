import { lazy, Suspense, useState } from 'react';

/** One image as the viewer shows it: its address, its alt text and, when the admin gave one, its caption. */
export interface ViewerImage {
  src: string;
  alt: string;
  caption?: string;
}

const loadViewer = () => import('./image-viewer');
// Lazy: Home's grids must not pull the viewer into the chunks it needs before painting.
const ImageViewer = lazy(loadViewer);

/** Starts loading the viewer's code (on hover or focus of an image), so a tap opens it at once. */
export function preloadImageViewer(): void {
  void loadViewer();
}

/**
 * State and element of an image viewer over `images`: `open(index)` shows it, and `viewer` is
 * to be rendered anywhere (the dialog portals itself to the page's body).
 */
export function useImageViewer(images: readonly ViewerImage[], label: string) {
  const [index, setIndex] = useState<number | null>(null);
  const viewer =
    index === null || index >= images.length ? null : (
      <Suspense fallback={null}>
        <ImageViewer
          images={images}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setIndex(null)}
          label={label}
        />
      </Suspense>
    );
  return { open: setIndex, viewer };
}
