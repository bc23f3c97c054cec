import type { Result } from '@lotto/contracts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useAllResults } from '../api/get-results';
import { ResultCard } from './result-card';

const ESTIMATED_CARD_HEIGHT = 250;

/** A window-scrolled virtual list: only the cards near the viewport are in the DOM (850+ draws). */
function VirtualResults({ results }: { results: readonly Result[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current?.offsetTop ?? 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: results.length,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    // A card is never 0 px tall; a 0 means "not laid out yet" (hidden tab, jsdom): keep the estimate.
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATED_CARD_HEIGHT,
    overscan: 4,
    scrollMargin: offset,
    getItemKey: (index) => results[index]?._id ?? index,
    // jsdom and first render have no layout yet: assume a phone-sized window.
    initialRect: { width: 390, height: 844 },
  });
  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={listRef}
      className="results-list"
      role="feed"
      aria-label="Draw results"
      aria-busy={false}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const result = results[item.index];
        if (!result) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="result-row"
            aria-setsize={results.length}
            aria-posinset={item.index + 1}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <ResultCard result={result} />
          </div>
        );
      })}
    </div>
  );
}

/** Spec §4: a failed fetch is only logged and the page stays on its loading text. */
export function ResultsList() {
  const { data } = useAllResults();
  if (!data) return <p className="state-text">Loading results...</p>;
  if (data.length === 0) return <p className="state-text">No results found.</p>;
  return <VirtualResults results={data} />;
}
