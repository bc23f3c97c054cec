import { SuccessPanel } from '@lotto/site/home';
import { HomePieces } from '@/links/home-pieces';
import { viewerImages } from '@/components/ui/image-grid';
import { preloadImageViewer, useImageViewer } from '@/components/ui/lazy-image-viewer';
import { QueryState } from '@/components/ui/query-state/query-state';
import type { ImageItem } from '@lotto/contracts';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { t } from '@/i18n';
import { successImagesQueryOptions, useSuccessImages } from '../api/get-success-images';

/** Spec §9: the last 10 items, moving right at speed 40 (px per second), pausing on hover. */
export const CAROUSEL_ITEMS = 10;
export const CAROUSEL_SPEED = 40;

function Marquee({ items }: { items: readonly ImageItem[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);

  // A ResizeObserver reports once after the browser's own layout, then on every change: measuring
  // in a layout effect instead would force a layout of the whole page in the middle of startup.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      // The track holds the list twice; one copy's width is the distance of one loop.
      const distance = track.scrollWidth / 2;
      setDuration(distance > 0 ? distance / CAROUSEL_SPEED : null);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [items]);

  const images = viewerImages(items, t('home.successItem'));
  const { open, viewer } = useImageViewer(images, t('home.successTipsViewer'));
  const style = duration ? ({ '--marquee-duration': `${duration}s` } as CSSProperties) : undefined;
  return (
    <>
      {/* Hidden when the visitor asks for reduced motion: the strip does not move then. */}
      <div className="marquee-controls">
        <button
          type="button"
          className="btn btn-small marquee-toggle"
          onClick={() => setPaused((p) => !p)}
        >
          {/* The moving strip's stop and go (WCAG 2.2.2); its name says what a press does next. */}
          {paused ? t('home.play') : t('home.pause')}
        </button>
      </div>
      <div
        className={paused ? 'marquee paused' : 'marquee'}
        tabIndex={0}
        aria-label={t('home.marqueeLabel')}
      >
        <ul ref={trackRef} className="marquee-track" style={style} data-speed={CAROUSEL_SPEED}>
          {[0, 1].map((copy) =>
            images.map((image, index) => (
              <li
                key={`${copy}-${items[index]?._id ?? image.src}`}
                aria-hidden={copy === 1 ? true : undefined}
                style={{ listStyle: 'none' }}
              >
                {/* A tap opens the in-app viewer; the second copy (the loop) is for the eyes only. */}
                <button
                  type="button"
                  className="image-open"
                  aria-haspopup="dialog"
                  tabIndex={copy === 1 ? -1 : undefined}
                  onPointerEnter={preloadImageViewer}
                  onFocus={preloadImageViewer}
                  onClick={() => open(index)}
                >
                  <img
                    src={image.src}
                    alt={copy === 0 ? image.alt : ''}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            )),
          )}
        </ul>
        {viewer}
      </div>
    </>
  );
}

/** 'Loading success tips...' and 'No success tips found' as the spec words them; a failure says why. */
export function SuccessImagesCarousel() {
  const query = useSuccessImages();
  return (
    <HomePieces>
      <SuccessPanel>
        <QueryState
          query={query}
          what={t('home.whatSuccessTips')}
          queryKey={successImagesQueryOptions().queryKey}
          scope="card"
          loading={<p className="state-text">{t('home.loadingSuccessTips')}</p>}
          empty={<p className="state-text">{t('home.noSuccessTips')}</p>}
        >
          {(data) => <Marquee items={data.slice(0, CAROUSEL_ITEMS)} />}
        </QueryState>
      </SuccessPanel>
    </HomePieces>
  );
}
