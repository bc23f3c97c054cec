import { Panel } from '@/components/ui/panel';
import type { Result } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDrawDate } from '@/lib/format';
import { newestNotAfter, resultsQueryOptions, useLatestResult } from '../api/get-results';
import { completenessOf, tierCell } from '../lib/draw-text';
import { CompletenessBadge, DigitBox, Prize1Value } from './tier-cells';

/** The newest draw not after today, from /api/results/latest, else from the cached full list. */
function useLastResult(): Result | null | undefined {
  const latest = useLatestResult();
  // Reads the cached list only (enabled: false never fetches): an offline fallback.
  const { data: all } = useQuery({ ...resultsQueryOptions(), enabled: false });
  if (latest.data) return latest.data;
  return newestNotAfter(all) ?? latest.data;
}

type DrawNumbersProps = Pick<
  Result,
  'prize1' | 'front3' | 'last3' | 'last2' | 'status' | 'missing'
>;

/** Prize 1 and the three digit boxes: the rows shared by the loaded card and its skeleton. */
function DrawNumbers(draw: DrawNumbersProps) {
  return (
    <>
      <div className="prize1-row">
        <div>Prize 1</div>
        <Prize1Value cell={tierCell(draw, 'prize1')} />
      </div>
      <div className="digit-boxes">
        <DigitBox title="Front 3" cell={tierCell(draw, 'front3')} />
        <DigitBox title="Last 3" cell={tierCell(draw, 'last3')} />
        <DigitBox title="Last 2" cell={tierCell(draw, 'last2')} />
      </div>
    </>
  );
}

function CardActions() {
  return (
    <div className="card-actions">
      <Link to="/result" className="btn btn-primary">
        See All Results
      </Link>
      <Link to="/check" className="btn">
        Check your ticket
      </Link>
    </div>
  );
}

/** Blank numbers of the loaded card's shape. */
const BLANK_DRAW: DrawNumbersProps = {
  prize1: '000000',
  front3: ['000', '000'],
  last3: ['000', '000'],
  last2: '00',
  status: 'final',
  missing: [],
};

/**
 * The card's shape while the draw loads: the same rows as the loaded card with blank numbers, so
 * nothing below it jumps when the draw arrives (the layout shift a phone would otherwise show).
 */
function LoadingSkeleton() {
  return (
    <div className="last-result-loading" aria-busy="true">
      <p className="loading-line">Loading last result...</p>
      <div aria-hidden>
        <DrawNumbers {...BLANK_DRAW} />
      </div>
      <CardActions />
    </div>
  );
}

/** Home's last-result card (spec §2 "Home"), with a link to the whole draw. */
export function LastResultCard({ extra }: { extra?: React.ReactNode }) {
  const result = useLastResult();
  return (
    <Panel title="Last Result" className="last-result-card" extra={extra}>
      {!result ? (
        <LoadingSkeleton />
      ) : (
        <div aria-label="Latest draw">
          {/* One line, as the skeleton's loading line: the link and badge add no height. */}
          <p className="last-result-date">
            <span>
              Draw Date: <strong>{formatDrawDate(result.date)}</strong>{' '}
              <CompletenessBadge completeness={completenessOf(result)} />
            </span>
            <Link
              to="/result/$date"
              params={{ date: result.date }}
              className="card-link"
              aria-label={`Full results of ${formatDrawDate(result.date)}`}
            >
              Full results
            </Link>
          </p>
          <DrawNumbers {...result} />
          <CardActions />
        </div>
      )}
    </Panel>
  );
}
