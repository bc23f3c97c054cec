import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type WheelEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { t } from '@/i18n';
import type { ViewerImage } from './lazy-image-viewer';

const MIN_SCALE = 1;
const MAX_SCALE = 4;
const ZOOM_STEP = 1.5;
/** How far a finger must travel sideways (px) before a swipe turns the page. */
const SWIPE_DISTANCE = 50;
const DOUBLE_TAP_MS = 300;

interface View {
  scale: number;
  x: number;
  y: number;
}
const FIT: View = { scale: 1, x: 0, y: 0 };

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('button:not([disabled]), [href], [tabindex="0"]')];
}

/**
 * The in-app image viewer: a modal dialog over the page (the rest of the app is inert while it is
 * open, so the focus stays inside), one image at a time with its caption. Esc or the close button
 * closes it and gives the focus back; arrow keys, the side buttons or a swipe move to the previous
 * or next image; pinch, double-tap / double-click, the wheel or the +/− buttons zoom, and a drag
 * moves a zoomed image. Plain React and CSS: it loads on demand, without antd, and shows the same
 * image addresses the page does, so the service worker's image cache serves it offline.
 */
export default function ImageViewer({
  images,
  index,
  onIndexChange,
  onClose,
  label,
}: {
  images: readonly ViewerImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** What the images are ('Tips', 'VIP Tips', 'Success tips'): names the dialog. */
  label: string;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [view, setView] = useState<View>(FIT);
  const [status, setStatus] = useState<{ src: string; state: 'loaded' | 'failed' } | null>(null);
  const captionId = useId();
  const image = images[index];
  const count = images.length;
  const hasPrevious = index > 0;
  const hasNext = index < count - 1;

  const go = useCallback(
    (next: number) => {
      if (next < 0 || next >= count || next === index) return;
      setView(FIT);
      onIndexChange(next);
    },
    [count, index, onIndexChange],
  );
  const zoomTo = (scale: number) =>
    setView((current) => {
      const next = clampScale(scale);
      return next === MIN_SCALE ? FIT : { ...current, scale: next };
    });

  // Open: the page behind goes inert and stops scrolling, the focus moves in; close: all undone.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.getElementById('root');
    const wasInert = root?.inert ?? false;
    if (root) root.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      if (root) root.inert = wasInert;
      document.body.style.overflow = overflow;
      opener?.focus({ preventScroll: true });
    };
  }, []);

  // At either end the arrow just used turns disabled, which would drop the focus out of the
  // dialog (and the keys with it): hand it to the other arrow, else to Close.
  useEffect(() => {
    const dialog = dialogRef.current;
    const active = document.activeElement;
    if (!dialog) return;
    const lost =
      !dialog.contains(active) || (active instanceof HTMLButtonElement && active.disabled);
    if (!lost) return;
    const arrows = [
      ...dialog.querySelectorAll<HTMLButtonElement>('.viewer-previous, .viewer-next'),
    ];
    (arrows.find((button) => !button.disabled) ?? closeRef.current)?.focus();
  }, [index]);

  const onKeyDown = (event: KeyboardEvent) => {
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        onClose();
        return;
      case 'ArrowLeft':
        event.preventDefault();
        go(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        go(index + 1);
        return;
      case '+':
      case '=':
        event.preventDefault();
        zoomTo(view.scale * ZOOM_STEP);
        return;
      case '-':
        event.preventDefault();
        zoomTo(view.scale / ZOOM_STEP);
        return;
      case 'Tab': {
        // Belt and braces beside `inert`: Tab cycles within the dialog.
        const dialog = dialogRef.current;
        if (!dialog) return;
        const items = focusables(dialog);
        const first = items[0];
        const last = items.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
        return;
      }
      default:
        return;
    }
  };

  // Gestures: one pointer swipes (or drags a zoomed image), two pinch, a quick second tap zooms.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{
    startX: number;
    startY: number;
    view: View;
    pinchDistance?: number;
    moved: boolean;
  } | null>(null);
  const lastTap = useRef<{ time: number; x: number; y: number } | null>(null);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Keep the gesture's moves even when the finger leaves the stage (not in every engine: jsdom).
    const stage: Partial<Pick<Element, 'setPointerCapture'>> = event.currentTarget;
    stage.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = {
      startX: event.clientX,
      startY: event.clientY,
      view,
      pinchDistance: pointers.current.size === 2 ? distance() : undefined,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const g = gesture.current;
    if (pointers.current.size === 2 && g.pinchDistance) {
      g.moved = true;
      const scale = clampScale((g.view.scale * distance()) / g.pinchDistance);
      setView(scale === MIN_SCALE ? FIT : { ...g.view, scale });
      return;
    }
    const dx = event.clientX - g.startX;
    const dy = event.clientY - g.startY;
    if (Math.abs(dx) > 4 || Math.abs(dy) > 4) g.moved = true;
    if (g.view.scale > MIN_SCALE) setView({ ...g.view, x: g.view.x + dx, y: g.view.y + dy });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    const wasPinch = pointers.current.size === 2;
    pointers.current.delete(event.pointerId);
    if (!g || wasPinch) {
      // The other finger may stay down: let it start afresh rather than swipe.
      gesture.current = null;
      return;
    }
    gesture.current = null;
    const dx = event.clientX - g.startX;
    const dy = event.clientY - g.startY;
    if (
      g.view.scale === MIN_SCALE &&
      Math.abs(dx) > SWIPE_DISTANCE &&
      Math.abs(dx) > Math.abs(dy)
    ) {
      go(dx < 0 ? index + 1 : index - 1);
      return;
    }
    if (g.moved || event.pointerType === 'mouse') return;
    // A double tap (a mouse has dblclick instead).
    const now = event.timeStamp;
    const tap = lastTap.current;
    if (
      tap &&
      now - tap.time < DOUBLE_TAP_MS &&
      Math.hypot(event.clientX - tap.x, event.clientY - tap.y) < 30
    ) {
      lastTap.current = null;
      zoomTo(view.scale > MIN_SCALE ? MIN_SCALE : 2);
    } else {
      lastTap.current = { time: now, x: event.clientX, y: event.clientY };
    }
  };
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    gesture.current = null;
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    zoomTo(event.deltaY < 0 ? view.scale * 1.2 : view.scale / 1.2);
  };

  if (!image) return null;
  const state = status?.src === image.src ? status.state : 'loading';
  const caption = image.caption ?? image.alt;

  return createPortal(
    <div className="viewer-backdrop">
      <div
        ref={dialogRef}
        className="viewer"
        role="dialog"
        aria-modal="true"
        aria-label={t('common.viewerLabel', { label, n: index + 1, count })}
        aria-describedby={captionId}
        onKeyDown={onKeyDown}
      >
        <div className="viewer-bar">
          <p className="viewer-count" aria-live="polite">
            {index + 1} / {count}
          </p>
          <div className="viewer-actions">
            <button
              type="button"
              className="viewer-button"
              aria-label={t('common.zoomOut')}
              disabled={view.scale <= MIN_SCALE}
              onClick={() => zoomTo(view.scale / ZOOM_STEP)}
            >
              −
            </button>
            <button
              type="button"
              className="viewer-button"
              aria-label={t('common.zoomIn')}
              disabled={view.scale >= MAX_SCALE}
              onClick={() => zoomTo(view.scale * ZOOM_STEP)}
            >
              +
            </button>
            <button
              ref={closeRef}
              type="button"
              className="viewer-button"
              aria-label={t('common.close')}
              onClick={onClose}
            >
              ✕
            </button>
          </div>
        </div>
        <div
          className="viewer-stage"
          data-zoomed={view.scale > MIN_SCALE ? 'true' : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onDoubleClick={() => zoomTo(view.scale > MIN_SCALE ? MIN_SCALE : 2)}
          onWheel={onWheel}
        >
          {state === 'failed' ? (
            <p className="viewer-message" role="status">
              {t('common.imageFailed')}
            </p>
          ) : (
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              draggable={false}
              className="viewer-image"
              style={{
                transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
              }}
              onLoad={() => setStatus({ src: image.src, state: 'loaded' })}
              onError={() => setStatus({ src: image.src, state: 'failed' })}
            />
          )}
          {state === 'loading' && (
            <p className="viewer-message" role="status">
              {t('common.imageLoading')}
            </p>
          )}
        </div>
        <button
          type="button"
          className="viewer-button viewer-previous"
          aria-label={t('common.previousImage')}
          disabled={!hasPrevious}
          onClick={() => go(index - 1)}
        >
          ‹
        </button>
        <button
          type="button"
          className="viewer-button viewer-next"
          aria-label={t('common.nextImage')}
          disabled={!hasNext}
          onClick={() => go(index + 1)}
        >
          ›
        </button>
        <p id={captionId} className="viewer-caption">
          {caption}
        </p>
      </div>
    </div>,
    document.body,
  );
}
