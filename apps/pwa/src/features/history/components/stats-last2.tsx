import { Component, lazy, memo, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { type MessageId, t } from '@/i18n';
import { formatNumber } from '@/i18n/format-locale';
import { formatDrawDate } from '@/lib/format';
import type { Last2Row } from '../lib/stats';

// The chart library comes with this chunk only: /stats, never Home (see the PWA README).
const Last2Chart = lazy(() => import('./charts-last2'));

export type Last2SortKey = 'number' | 'count' | 'lastSeen' | 'drawsSince';
export interface Last2Sort {
  key: Last2SortKey;
  direction: 'ascending' | 'descending';
}

const COLUMNS: { key: Last2SortKey; label: MessageId; first: Last2Sort['direction'] }[] = [
  { key: 'number', label: 'history.colNumber', first: 'ascending' },
  { key: 'count', label: 'history.colTimes', first: 'descending' },
  { key: 'lastSeen', label: 'history.colLastSeen', first: 'descending' },
  { key: 'drawsSince', label: 'history.colDrawsSince', first: 'descending' },
];

/**
 * `rows` sorted by `sort`. Numbers that never came up (no last seen, no draws since) go last in
 * both directions; ties keep number order.
 */
export function sortLast2(rows: readonly Last2Row[], sort: Last2Sort): Last2Row[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const value = (row: Last2Row): string | number | null =>
    sort.key === 'number' ? row.number : row[sort.key];
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) return (x < y ? -1 : 1) * sign;
    return a.number < b.number ? -1 : 1;
  });
}

/** The chart failed to load (its code is not on the device): the table below still has it all. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return <p className="muted stats-chart-missing">{t('history.chartFailed')}</p>;
    return this.props.children;
  }
}

/** One number's row; a sort moves it without rendering it again. */
const Last2TableRow = memo(function Last2TableRow({ row }: { row: Last2Row }) {
  return (
    <tr data-number={row.number}>
      <th scope="row" className="num" translate="no">
        {row.number}
      </th>
      <td>{formatNumber(row.count)}</td>
      <td>{row.lastSeen === null ? t('history.never') : formatDrawDate(row.lastSeen)}</td>
      <td>{row.drawsSince === null ? '—' : formatNumber(row.drawsSince)}</td>
    </tr>
  );
});

/** Whether two sets of rows hold the same figures (a new list with the same draws). */
function sameRows(a: readonly Last2Row[], b: readonly Last2Row[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((row, i) => {
    const other = b[i];
    return (
      row.number === other?.number &&
      row.count === other.count &&
      row.lastSeen === other.lastSeen &&
      row.drawsSince === other.drawsSince
    );
  });
}

/**
 * How often each last-2 number 00–99 came up in the range: a bar chart (decoration for sighted
 * visitors, hidden from screen readers) and the sortable table, its text alternative.
 */
function Last2SectionView({
  rows,
  draws,
  uncertain,
}: {
  rows: readonly Last2Row[];
  draws: number;
  /** Draws whose last-2 the sources disagree on: counted for none of the values. */
  uncertain: number;
}) {
  const titleId = useId();
  const [sort, setSort] = useState<Last2Sort>({ key: 'number', direction: 'ascending' });
  const sorted = useMemo(() => sortLast2(rows, sort), [rows, sort]);
  const max = rows.reduce((m, row) => Math.max(m, row.count), 0);
  const never = rows.filter((row) => row.count === 0).length;

  return (
    <section className="stats-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="stats-title">
        {t('history.last2Title')}
      </h2>
      <p className="muted stats-note">
        {t(never > 0 ? 'history.last2NoteNever' : 'history.last2Note', {
          draws,
          d: formatNumber(draws),
          max,
          m: formatNumber(max),
          never,
          v: formatNumber(never),
        })}
        {uncertain > 0 && (
          <> {t('history.uncertainDraws', { count: uncertain, n: formatNumber(uncertain) })}</>
        )}
      </p>
      <ChartBoundary>
        <Suspense
          fallback={
            <div className="stats-chart-scroll" aria-hidden="true">
              <p className="muted stats-chart-loading">{t('history.loadingChart')}</p>
            </div>
          }
        >
          <Last2Chart rows={rows} />
        </Suspense>
      </ChartBoundary>
      <div
        className="stats-table-scroll"
        // Scrollable with the keyboard: it is focusable and named.
        tabIndex={0}
        role="region"
        aria-label={t('history.last2TableLabel')}
      >
        <table className="stats-table">
          <caption className="stats-caption">
            {t('history.last2Caption', { draws, d: formatNumber(draws) })}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => {
                const active = sort.key === column.key;
                return (
                  <th key={column.key} scope="col" aria-sort={active ? sort.direction : 'none'}>
                    <button
                      type="button"
                      className="stats-sort"
                      onClick={() =>
                        setSort(
                          active
                            ? {
                                key: column.key,
                                direction:
                                  sort.direction === 'ascending' ? 'descending' : 'ascending',
                              }
                            : { key: column.key, direction: column.first },
                        )
                      }
                    >
                      {t(column.label)}
                      <span className="stats-sort-mark" aria-hidden="true">
                        {active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <Last2TableRow key={row.number} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The last-2 chart and table, rendered again only when a figure changes: the statistics of a new
 * list with the same draws (the latest result arriving) keep the chart, the table and its sort.
 */
export const Last2Section = memo(
  Last2SectionView,
  (before, after) =>
    before.draws === after.draws &&
    before.uncertain === after.uncertain &&
    sameRows(before.rows, after.rows),
);
