import { Link } from '@tanstack/react-router';
import { memo, useId } from 'react';
import { t } from '@/i18n';
import { formatNumber } from '@/i18n/format-locale';
import { formatDrawDate } from '@/lib/format';
import { historySearch } from '@/links/history-search';
import { disputedDrawsIn, drawsIn, type NumberHit } from '../lib/lookup';
import { MAX_STATS_NUMBERS, type ParsedNumbers } from '@/links/stats-numbers';
import { hitLabel } from './lookup-answer';

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
        {t('history.numbersTitle')}
      </h2>
      {parsed.invalid.length > 0 && (
        <p className="draw-notice draw-notice-warning" role="alert">
          {t('history.notLookedUp', {
            numbers: parsed.invalid.join(t('history.listSeparator')),
          })}
        </p>
      )}
      {parsed.dropped > 0 && (
        <p className="muted stats-note">
          {t('history.onlyFirst', {
            max: formatNumber(MAX_STATS_NUMBERS),
            count: parsed.dropped,
            n: formatNumber(parsed.dropped),
          })}
        </p>
      )}
      {answers.length > 0 && (
        <ul className="stats-number-list" aria-label={t('history.yourNumbers')}>
          {answers.map(({ number, hits }) => {
            const draws = drawsIn(hits);
            const uncertain = disputedDrawsIn(hits);
            return (
              <li key={number} className="stats-number" data-number={number}>
                <div className="stats-number-head">
                  <span className="num stats-number-value" translate="no">
                    {number}
                  </span>
                  <span>
                    {draws === 0
                      ? t('history.didNotComeUp')
                      : t('history.cameUpIn', { count: draws, n: formatNumber(draws) })}
                    {uncertain > 0 && (
                      <>
                        {' '}
                        {t('history.uncertainDraws', {
                          count: uncertain,
                          n: formatNumber(uncertain),
                        })}
                      </>
                    )}
                  </span>
                  <Link to="/history" search={historySearch(number)} className="stats-number-all">
                    {t('history.everyDrawSince')}
                  </Link>
                </div>
                {hits.length > 0 && (
                  <ol className="stats-number-hits" aria-label={t('history.hitsLabel', { number })}>
                    {hits.map((hit) => (
                      <li key={`${hit.date}-${hit.kind}`}>
                        <Link to="/result/$date" params={{ date: hit.date }}>
                          {formatDrawDate(hit.date)}
                        </Link>{' '}
                        <span className="muted">
                          {hitLabel(hit)}
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
