import type { Result } from '@lotto/contracts';
import { Link } from '@tanstack/react-router';
import { t } from '@/i18n';
import { formatDrawDate } from '@/lib/format';
import { completenessOf } from '../lib/draw-text';
import { CompletenessBadge, MainNumbers } from './tier-cells';

/** A result card's name for assistive technology: 'Draw 16/11/2024'. */
export function resultCardLabel(result: Result): string {
  return t('results.cardLabel', { date: formatDrawDate(result.date) });
}

/**
 * One draw as spec §2 "Result page" lays it out, with a link to the whole draw. Plain markup and
 * the shared panel styles, not antd's Card: /result renders a dozen of these on its first screen,
 * and antd's CSS-in-JS styles each of them on the main thread at render time. The list's row
 * around it is the article (a feed's items must be), named with `resultCardLabel`.
 */
export function ResultCard({ result }: { result: Result }) {
  const date = formatDrawDate(result.date);
  return (
    <div className="panel result-card">
      <div className="panel-head">
        <h2 className="result-card-title">
          <span>{t('results.drawDateLine', { date })}</span>
          <CompletenessBadge completeness={completenessOf(result)} />
        </h2>
        <Link
          to="/result/$date"
          params={{ date: result.date }}
          className="card-link"
          aria-label={t('results.fullResultsOf', { date })}
        >
          {t('results.fullResults')}
        </Link>
      </div>
      <div className="panel-body">
        <MainNumbers draw={result} titles="long" />
      </div>
    </div>
  );
}
