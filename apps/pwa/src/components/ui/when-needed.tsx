import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

// Not 'scroll': the router restores scroll positions programmatically, which would wake it at start.
const WAKE_EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;

/**
 * Renders `children` (typically a lazy component) only once it is needed: when its place comes
 * within `rootMargin` of the viewport (however the visitor scrolls), or at their first key press
 * or touch (so keyboard users can Tab into it). Until then, and while its code loads, `placeholder` holds
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
    // Watch only once the page has loaded: before that the content above (lists still loading) is
    // short, and the placeholder would look near the screen when it will not be.
    const observe = () => observer.observe(element);
    if (document.readyState === 'complete') observe();
    else window.addEventListener('load', observe, { once: true });
    for (const type of WAKE_EVENTS)
      window.addEventListener(type, wake, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('load', observe);
      for (const type of WAKE_EVENTS) window.removeEventListener(type, wake);
    };
  }, [needed, rootMargin]);

  return (
    <div ref={ref}>
      {needed ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
