import type { DrawChange } from '@lotto/contracts';
import dayjs from 'dayjs';
import { useId } from 'react';
import { changedValues, corrections, fieldName } from '../lib/draw-text';

function Values({ values }: { values: readonly string[] }) {
  if (values.length === 0) return <>—</>;
  return <span className="num">{values.join(' ')}</span>;
}

/**
 * 'Corrected on dd/MM/yyyy' with what each correction changed (old → new). `correctedAt` alone
 * (a claimable copy on the device has no history) still says when.
 */
export function DrawCorrections({
  changes,
  correctedAt,
}: {
  changes: readonly DrawChange[];
  correctedAt: string | undefined;
}) {
  const headingId = useId();
  const list = corrections(changes);
  const latest = correctedAt ?? list.at(-1)?.at;
  if (latest === undefined) return null;
  return (
    <section
      className="draw-notice draw-notice-warning draw-corrections"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="draw-notice-title">
        Corrected on {dayjs(latest).format('DD/MM/YYYY')}
      </h2>
      {list.length > 0 && (
        <ul className="draw-change-list">
          {list.map((change, i) => {
            const { from, to } = changedValues(change);
            return (
              <li key={`${change.at}-${i}`}>
                {fieldName(change.field)}:{' '}
                <del>
                  <Values values={from} />
                </del>{' '}
                →{' '}
                <ins>
                  <Values values={to} />
                </ins>
                {change.note !== undefined && (
                  <span className="draw-change-note"> ({change.note})</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
