import { changedValues, correctionGroups, type DrawChange } from '@lotto/contracts';
import { useId } from 'react';
import { t } from '@/i18n';
import { formatDrawDate } from '@/lib/format';
import { fieldName } from '../lib/draw-text';

function Values({ values }: { values: readonly string[] }) {
  if (values.length === 0) return <>—</>;
  return <span className="num">{values.join(' ')}</span>;
}

function ChangeList({ changes }: { changes: readonly DrawChange[] }) {
  return (
    <ul className="draw-change-list">
      {changes.map((change, i) => {
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
  );
}

/**
 * 'Corrected on dd/MM/yyyy' with what each of the admin's corrections changed (old → new);
 * `correctedAt` alone (a claimable copy on the device has no history) still says when. The fixes
 * our history made to the public tables it was built from are listed apart, undated: their only
 * date is when this install imported the history, which says nothing about the draw.
 */
export function DrawCorrections({
  changes,
  correctedAt,
}: {
  changes: readonly DrawChange[];
  correctedAt: string | undefined;
}) {
  const adminId = useId();
  const sourceId = useId();
  const { admin, source } = correctionGroups(changes);
  const latest = correctedAt ?? admin.at(-1)?.at;
  return (
    <>
      {latest !== undefined && (
        <section
          className="draw-notice draw-notice-warning draw-corrections"
          aria-labelledby={adminId}
        >
          <h2 id={adminId} className="draw-notice-title">
            {t('results.correctedOn', { date: formatDrawDate(latest) })}
          </h2>
          {admin.length > 0 && <ChangeList changes={admin} />}
        </section>
      )}
      {source.length > 0 && (
        <section className="draw-notice draw-corrections" aria-labelledby={sourceId}>
          <h2 id={sourceId} className="draw-notice-title">
            {t('results.correctedFromTables')}
          </h2>
          <p>{t('results.sourceExplain')}</p>
          <ChangeList changes={source} />
        </section>
      )}
    </>
  );
}
