import { Link } from '@tanstack/react-router';
import { memo, useId } from 'react';
import { formatDrawDate } from '@/lib/format';
import { historySearch } from '@/lib/history-search';
import { drawsIn, type NumberHit } from '@/lib/history/lookup';
import { MAX_STATS_NUMBERS, type ParsedNumbers } from '@/lib/stats-numbers';
import { hitName } from './lookup-answer';

/**
 * The 3UP/down view: for each number the Home generator produced (`?numbers=`), every draw of the
 * range where it came up as front-3, last-3 or last-2 (or as the end of the first prize, which pays
 * nothing), newest first, each linking its draw; and a link to the number's whole history.
 */
function NumbersSectionView({
  parsed,
  answers,
}: {
  parsed: ParsedNumbers;
  answers: readonly { number: string; hits: NumberHit[] }[];
}) {
  const titleId = useId();
  return (
    <section className="stats-section stats-numbers" aria-labelledby={titleId}>
      <h2 id={titleId} className="stats-title">
        Your numbers in the history
      </h2>
      {parsed.invalid.length > 0 && (
        <p className="draw-notice draw-notice-warning" role="alert">
          Not looked up: {parsed.invalid.join(', ')}. Numbers here have 2 digits (last 2) or 3
          digits (front 3 and last 3).
        </p>
      )}
      {parsed.dropped > 0 && (
        <p className="muted stats-note">
          Only the first {MAX_STATS_NUMBERS} numbers are looked up ({parsed.dropped} more were
          given).
        </p>
      )}
      {answers.length > 0 && (
        <ul className="stats-number-list" aria-label="Your numbers">
          {answers.map(({ number, hits }) => {
            const draws = drawsIn(hits);
            return (
              <li key={number} className="stats-number" data-number={number}>
                <div className="stats-number-head">
                  <span className="num stats-number-value" translate="no">
                    {number}
                  </span>
                  <span>
                    {draws === 0
                      ? 'Did not come up in this range'
                      : `Came up in ${draws} ${draws === 1 ? 'draw' : 'draws'}`}
                  </span>
                  <Link to="/history" search={historySearch(number)} className="stats-number-all">
                    Every draw since 1990
                  </Link>
                </div>
                {hits.length > 0 && (
                  <ol className="stats-number-hits" aria-label={`Draws where ${number} came up`}>
                    {hits.map((hit) => (
                      <li key={`${hit.date}-${hit.kind}`}>
                        <Link to="/result/$date" params={{ date: hit.date }}>
                          {formatDrawDate(hit.date)}
                        </Link>{' '}
                        <span className="muted">
                          {hitName(hit.kind)}
                          {hit.times > 1 && ` ×${hit.times}`}
                          {hit.number !== number && (
                            <>
                              {' '}
                              (<span className="num">{hit.number}</span>)
                            </>
                          )}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The 3UP/down view, rendered again only when the numbers or their hits change. */
export const NumbersSection = memo(NumbersSectionView);
