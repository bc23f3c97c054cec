import type { Result } from '@lotto/contracts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { t } from '@/i18n';
import type { RowMatch } from '../lib/results-find';
import { ResultCard, resultCardLabel } from '@lotto/site/result-card';
import { appWords } from '@/i18n/words';

const ESTIMATED_CARD_HEIGHT = 250;

export interface VirtualResultsHandle {
  /**
   * Scrolls row `index` to the top of the screen (below the sticky header) and moves the focus
   * to it once it is rendered, so a keyboard or screen-reader user lands on it too.
   */
  showRow: (index: number) => void;
}

/** A window-scrolled virtual list: only the cards near the viewport are in the DOM (850+ draws). */
export function VirtualResults({
  results,
  matches,
  label,
  ref,
}: {
  results: readonly Result[];
  /** Why each row matched the search, by row index (shown above its card). */
  matches?: readonly (RowMatch | null)[];
  label?: string;
  ref?: Ref<VirtualResultsHandle>;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  // The sticky top bar covers the page's top: a row shown "at the top" goes just below it.
  const [stickyTop, setStickyTop] = useState(0);
  // Where the list starts in the page: the toolbar above it grows and shrinks (messages, search
  // status), so follow it; a stale offset would scroll a jump to the wrong row.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const header = document.querySelector('.site-header');
    const measure = () => {
      setOffset(list.getBoundingClientRect().top + window.scrollY);
      setStickyTop(header ? header.getBoundingClientRect().height : 0);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list.parentElement ?? document.body);
    if (header) observer.observe(header);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: results.length,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    // A card is never 0 px tall; a 0 means "not laid out yet" (hidden tab, jsdom): keep the estimate.
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATED_CARD_HEIGHT,
    overscan: 4,
    scrollMargin: offset,
    scrollPaddingStart: stickyTop + 8,
    getItemKey: (index) => results[index]?._id ?? index,
    // jsdom and first render have no layout yet: assume a phone-sized window.
    initialRect: { width: 390, height: 844 },
  });

  useImperativeHandle(
    ref,
    () => ({
      showRow(index) {
        virtualizer.scrollToIndex(index, { align: 'start' });
        // The row exists once the virtualizer has rendered around it: wait for it, then focus it.
        let tries = 0;
        const focus = () => {
          const row = listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
          if (row) row.focus({ preventScroll: true });
          else if (tries++ < 30) requestAnimationFrame(focus);
        };
        requestAnimationFrame(focus);
      },
    }),
    [virtualizer],
  );

  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={listRef}
      className="results-list"
      role="feed"
      aria-label={label ?? t('results.drawResults')}
      aria-busy={false}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const result = results[item.index];
        if (!result) return null;
        const match = matches?.[item.index];
        // The feed pattern: each row is an article, focusable, with its place in the whole list.
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="result-row"
            role="article"
            aria-label={resultCardLabel(appWords, result)}
            tabIndex={-1}
            aria-setsize={results.length}
            aria-posinset={item.index + 1}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            {match && match.found.length > 0 && (
              <p className="result-match">
                {t('results.found')}{' '}
                {match.found.map((f, i) => (
                  <span key={`${f.tier}-${f.number}`}>
                    {i > 0 && ' · '}
                    {f.tier} <mark className="num">{f.number}</mark>
                  </span>
                ))}
              </p>
            )}
            <ResultCard result={result} />
          </div>
        );
      })}
    </div>
  );
}
