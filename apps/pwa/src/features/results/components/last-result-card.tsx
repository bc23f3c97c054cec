import { Panel } from '@/components/ui/panel';
import type { Result } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDrawDate, todayInBangkok } from '@/lib/format';
import { resultsQueryOptions, useLatestResult } from '../api/get-results';

function DigitBox({ title, numbers }: { title: string; numbers: readonly string[] }) {
  return (
    <div className="digit-box">
      <h4>{title}</h4>
      {numbers.map((n, i) => (
        <span key={`${n}-${i}`} className="num">
          {n}
        </span>
      ))}
    </div>
  );
}

/** The newest draw not after today, from /api/results/latest, else from the cached full list. */
function useLastResult(): Result | null | undefined {
  const latest = useLatestResult();
  // Reads the cached list only (enabled: false never fetches): an offline fallback.
  const { data: all } = useQuery({ ...resultsQueryOptions(), enabled: false });
  if (latest.data) return latest.data;
  const today = todayInBangkok();
  return all?.find((r) => r.date <= today) ?? latest.data;
}

type DrawNumbersProps = Pick<Result, 'prize1' | 'front3' | 'last3' | 'last2'>;

/** Prize 1 and the three digit boxes: the rows shared by the loaded card and its skeleton. */
function DrawNumbers({ prize1, front3, last3, last2 }: DrawNumbersProps) {
  return (
    <>
      <div className="prize1-row">
        <div>Prize 1</div>
        <div className="prize1 num">{prize1}</div>
      </div>
      <div className="digit-boxes">
        <DigitBox title="Front 3" numbers={front3} />
        <DigitBox title="Last 3" numbers={last3} />
        <DigitBox title="Last 2" numbers={[last2]} />
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

/** Home's last-result card (spec §2 "Home"). */
export function LastResultCard({ extra }: { extra?: React.ReactNode }) {
  const result = useLastResult();
  return (
    <Panel title="Last Result" className="last-result-card" extra={extra}>
      {!result ? (
        <LoadingSkeleton />
      ) : (
        <div aria-label="Latest draw">
          <p>
            Draw Date: <strong>{formatDrawDate(result.date)}</strong>
          </p>
          <DrawNumbers {...result} />
          <CardActions />
        </div>
      )}
    </Panel>
  );
}
