import type { Completeness, TierCell } from '../lib/draw-text';

/** Stands in for a tier's numbers that are not there: 'Pending' on draw day, else '—'. */
export function MissingNumbers({ cell }: { cell: 'pending' | 'not-on-file' }) {
  if (cell === 'pending') return <span className="num num-missing">Pending</span>;
  return (
    <span className="num num-missing" title="Not on file">
      <span aria-hidden>—</span>
      <span className="sr-only">not on file</span>
    </span>
  );
}

/** A titled box of one tier's numbers (front 3, last 3, last 2) on the result cards. */
export function DigitBox({ title, cell }: { title: string; cell: TierCell }) {
  return (
    <div className="digit-box">
      <h3>{title}</h3>
      {typeof cell === 'string' ? (
        <MissingNumbers cell={cell} />
      ) : (
        cell.map((n, i) => (
          <span key={`${n}-${i}`} className="num">
            {n}
          </span>
        ))
      )}
    </div>
  );
}

/** The first prize of a card: the number, or why it is not there. */
export function Prize1Value({ cell }: { cell: TierCell }) {
  if (typeof cell === 'string') return <MissingNumbers cell={cell} />;
  return <div className="prize1 num">{cell[0]}</div>;
}

/** A small badge saying a draw is provisional or incomplete; the full sentence is its title. */
export function CompletenessBadge({ completeness }: { completeness: Completeness | null }) {
  if (!completeness) return null;
  return (
    <span className={`draw-badge draw-badge-${completeness.kind}`} title={completeness.notice}>
      {completeness.badge}
    </span>
  );
}
