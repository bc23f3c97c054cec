import type { Result } from '@lotto/contracts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { resultsQueryOptions, useAllResults } from '../api/get-results';
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

/**
 * 'Loading results...' and 'No results found.' as the spec words them; a failed fetch or an offline
 * device with nothing saved says so (with Retry), never an endless loading text (issue 17).
 */
export function ResultsList() {
  const query = useAllResults();
  return (
    <QueryState
      query={query}
      what="the results"
      queryKey={resultsQueryOptions().queryKey}
      loading={<p className="state-text">Loading results...</p>}
      empty={<p className="state-text">No results found.</p>}
    >
      {(data) => <VirtualResults results={data} />}
    </QueryState>
  );
}
