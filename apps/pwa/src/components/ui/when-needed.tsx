import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

const WAKE_EVENTS = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * Renders `children` (typically a lazy component) only once it is needed: when its place comes
 * within `rootMargin` of the viewport, or at the visitor's first scroll, key press or touch
 * (so keyboard users can Tab into it). Until then, and while its code loads, `placeholder` holds
 * the place. Work below the fold thus never competes with the first screen on a slow phone.
 * Without IntersectionObserver (old browsers, jsdom) it renders at once.
 */
export function WhenNeeded({
  children,
  placeholder,
  rootMargin = '400px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [needed, setNeeded] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (needed || !element) return;
    const wake = () => setNeeded(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin },
    );
    observer.observe(element);
    for (const type of WAKE_EVENTS)
      window.addEventListener(type, wake, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of WAKE_EVENTS) window.removeEventListener(type, wake);
    };
  }, [needed, rootMargin]);

  return (
    <div ref={ref}>
      {needed ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
