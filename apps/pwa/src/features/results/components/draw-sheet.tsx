import { type DrawDetail, eraTiers, FULL_TIERS, type Tier } from '@lotto/contracts';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { historySearch, parseLookupQuery } from '@/links/history-search';
import { t, tierName } from '@/i18n';
import {
  agreedNumbers,
  disagreementText,
  differingNumbers,
  sourceName,
} from '@/draws/disagreements';
import { amountText, isDisputedCell, tierCell } from '../lib/draw-text';
import { MissingNumbers } from './tier-cells';

/** Tiers shown as rows of numbers below the main prizes, as GLO's sheet does. */
const GRID_TIERS: readonly Tier[] = ['prize2', 'prize3', 'prize4', 'prize5'];

/** A tier's numbers, each a link to its lookup over every draw. */
function NumberList({
  numbers,
  grid,
  labelledBy,
}: {
  numbers: readonly string[];
  grid: boolean;
  labelledBy: string;
}) {
  return (
    <ul
      className={`draw-numbers${grid ? ' draw-numbers-grid' : ''}`}
      aria-labelledby={labelledBy}
      translate="no"
    >
      {numbers.map((n, i) => (
        <li key={`${n}-${i}`} className="num" dir="ltr">
          {/* Has this number won before? Its lookup over every draw (/history); not the
                  7-digit first prizes of 1990–94, which no lookup takes. */}
          {parseLookupQuery(n).ok ? (
            <Link
              to="/history"
              search={historySearch(n)}
              className="draw-number-link"
              title={t('results.everyDrawWhere', { number: n })}
            >
              {n}
            </Link>
          ) : (
            n
          )}
        </li>
      ))}
    </ul>
  );
}

function Tier({ draw, tier, className }: { draw: DrawDetail; tier: Tier; className?: string }) {
  const headingId = useId();
  const cell = tierCell(draw, tier);
  const grid = GRID_TIERS.includes(tier);
  return (
    <section
      className={`draw-tier draw-tier-${tier}${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="draw-tier-name">
        {tierName(tier)}
      </h2>
      <p className="draw-tier-amount">
        {amountText(draw, tier)}
        {Array.isArray(cell) && cell.length > 1 && (
          <span className="draw-tier-count">
            {' · '}
            {t('results.numbersCount', { count: cell.length })}
          </span>
        )}
      </p>
      {typeof cell === 'string' ? (
        <p className="draw-tier-missing">
          <MissingNumbers cell={cell} />
        </p>
      ) : isDisputedCell(cell) ? (
        <div className="draw-tier-disputed">
          <p className="draw-notice draw-notice-warning">{disagreementText(cell)}</p>
          {/* Each source's numbers under its name, none the draw's: the sentence above says it
              all to a screen reader, this shows it at a glance. */}
          <dl className="draw-disputed-values" aria-hidden>
            {differingNumbers(cell).map(({ source, numbers }) => (
              <div key={source}>
                <dt>{sourceName(source)}</dt>
                <dd className="num" dir="ltr" translate="no">
                  {numbers.join(' ')}
                </dd>
              </div>
            ))}
          </dl>
          {agreedNumbers(cell).length > 0 && (
            <NumberList numbers={agreedNumbers(cell)} grid={grid} labelledBy={headingId} />
          )}
        </div>
      ) : (
        <NumberList numbers={cell} grid={grid} labelledBy={headingId} />
      )}
    </section>
  );
}

/**
 * Every tier of a draw laid out as GLO's result sheet: the first prize beside the two next to it,
 * then front 3, last 3 and last 2, then the 2nd to 5th prizes in rows (4 a row on a phone, 10 on
 * a wide screen). A main tier of the draw's era that is not on file says so ('Pending' on a
 * provisional draw); the near-first and lower prizes of a final draw without them are left out.
 */
export function DrawSheet({ draw }: { draw: DrawDetail }) {
  const tiers = eraTiers(draw.date);
  const shown = (tier: Tier) =>
    tiers.includes(tier) &&
    // The near-first and lower prizes of a final draw without them: the page's notice names them.
    (!(FULL_TIERS as readonly Tier[]).includes(tier) ||
      typeof tierCell(draw, tier) !== 'string' ||
      draw.status === 'provisional');
  const top = (['prize1', 'near1'] as const).filter(shown);
  const middle = (['front3', 'last3', 'last2'] as const).filter(shown);
  const lower = GRID_TIERS.filter(shown);
  return (
    <div className="draw-sheet">
      {top.length > 0 && (
        <div className="draw-row draw-row-top">
          {top.map((tier) => (
            <Tier key={tier} draw={draw} tier={tier} />
          ))}
        </div>
      )}
      {middle.length > 0 && (
        <div className={`draw-row draw-row-middle draw-row-${middle.length}`}>
          {middle.map((tier) => (
            <Tier key={tier} draw={draw} tier={tier} />
          ))}
        </div>
      )}
      {lower.map((tier) => (
        <Tier key={tier} draw={draw} tier={tier} />
      ))}
    </div>
  );
}
