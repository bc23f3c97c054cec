import { Alert, Tag, Tooltip } from 'antd';
import { useId } from 'react';
import type { DrawReview, ReviewCell, ReviewTier, TierChange } from '../lib/draw-review';
import { disagreementText } from '../lib/disagreement-text';

const CHANGE_TAGS: Record<TierChange, { label: string; color?: string } | null> = {
  new: { label: 'New', color: 'green' },
  corrected: { label: 'Corrected', color: 'blue' },
  unchanged: { label: 'Unchanged' },
  kept: { label: 'Kept as on file' },
  removed: { label: 'To be removed', color: 'red' },
  absent: null,
  disputed: { label: 'Sources disagree', color: 'orange' },
  settled: { label: 'Settles the disagreement', color: 'purple' },
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The DOM id of the cell at `path`, so the summary can move the focus to it. */
const cellId = (prefix: string, path: string) => `${prefix}-${path.replace('.', '-')}`;

function Cell({ cell, id, label }: { cell: ReviewCell; id: string; label: string }) {
  const invalid = cell.errors.length > 0;
  const flagged = invalid || cell.warnings.length > 0;
  const messages = [...cell.errors, ...cell.warnings];
  const className = [
    'admin-draw-cell',
    'num',
    invalid ? 'is-invalid' : cell.warnings.length > 0 ? 'is-warning' : '',
    cell.old !== undefined ? 'is-corrected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const content =
    cell.old === undefined ? (
      cell.number || '∅'
    ) : (
      <>
        <del aria-label={`was ${cell.old}`}>{cell.old}</del>
        <span aria-hidden="true"> → </span>
        <ins>{cell.number}</ins>
      </>
    );
  if (!flagged) {
    return (
      <li className={className} data-path={cell.path} aria-label={`${label}: ${cell.number}`}>
        {content}
      </li>
    );
  }
  return (
    <Tooltip title={messages.join(' · ')} trigger={['hover', 'focus']}>
      <li
        id={id}
        className={className}
        data-path={cell.path}
        // Focusable so the message shows on focus too, and the summary can jump here.
        tabIndex={0}
        aria-label={`${label}: ${cell.number}`}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-message`}
      >
        {content}
        <span id={`${id}-message`} className="admin-visually-hidden">
          {messages.join('. ')}
        </span>
      </li>
    </Tooltip>
  );
}

function TierSection({ tier, prefix }: { tier: ReviewTier; prefix: string }) {
  const tag = CHANGE_TAGS[tier.change];
  const headingId = `${prefix}-${tier.tier}`;
  const count =
    tier.change === 'absent'
      ? 'not in the text'
      : tier.change === 'disputed'
        ? 'not on file'
        : tier.expected > 1
          ? `${tier.cells.length} of ${tier.expected}`
          : null;
  return (
    <section className={`admin-draw-tier is-${tier.change}`} aria-labelledby={headingId}>
      <h4 id={headingId} className="admin-draw-tier-title">
        {tier.name}
        {count && <span className="admin-draw-tier-count"> · {count}</span>}
        {tag && (
          <Tag className="admin-draw-tier-tag" color={tag.color}>
            {tag.label}
          </Tag>
        )}
      </h4>
      {tier.disagreement && (
        <p className="admin-draw-tier-disputed">
          {tier.change === 'settled' ? 'Was disputed — sources' : 'Sources'} disagree:{' '}
          <span className="num">{disagreementText(tier.disagreement)}</span>
          {tier.change === 'disputed' && '. Give the right numbers in the text to settle it.'}
        </p>
      )}
      {tier.errors.length > 0 && (
        <div className="admin-draw-tier-errors" id={cellId(prefix, tier.tier)} tabIndex={-1}>
          {tier.errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {tier.cells.length > 0 && (
        <ol className="admin-draw-grid" aria-label={tier.name}>
          {tier.cells.map((cell, i) => (
            <Cell
              key={cell.path}
              cell={cell}
              id={cellId(prefix, cell.path)}
              label={tier.cells.length > 1 ? `${tier.name} #${i + 1}` : tier.name}
            />
          ))}
        </ol>
      )}
      {tier.dropped.length > 0 && (
        <p className="admin-muted">
          No longer in this tier: <span className="num">{tier.dropped.join(' ')}</span>
        </p>
      )}
    </section>
  );
}

/**
 * The draw as Save would store it: a summary of every problem (errors block Save, warnings do
 * not), then each tier's numbers in a grid, wrong ones red with their reason on hover and focus,
 * corrections as old → new.
 */
export function DrawPreview({ review }: { review: DrawReview }) {
  const prefix = useId().replace(/:/g, '');
  const focus = (path: string | undefined) => {
    if (path === undefined) return;
    document.getElementById(cellId(prefix, path))?.focus();
  };
  const total = review.tiers.reduce(
    (sum, t) => sum + (t.change === 'removed' ? 0 : t.cells.length),
    0,
  );
  const { errorCount, warningCount } = review;
  return (
    <div className="admin-draw-preview" aria-label="Preview" role="region">
      {errorCount + warningCount > 0 ? (
        <Alert
          className="admin-alert"
          type={errorCount > 0 ? 'error' : 'warning'}
          showIcon
          role="alert"
          title={
            errorCount > 0
              ? `${plural(errorCount, 'error')}${warningCount > 0 ? `, ${plural(warningCount, 'warning')}` : ''}: fix the errors to save`
              : `${plural(warningCount, 'warning')}: check before saving`
          }
          description={
            <ul className="admin-draw-problems" aria-label="Problems">
              {review.problems.map((p, i) => (
                <li key={`${p.path ?? ''}-${i}`} className={`is-${p.severity}`}>
                  {p.path !== undefined && p.where ? (
                    <button
                      type="button"
                      className="admin-draw-problem-link"
                      onClick={() => focus(p.path)}
                    >
                      {p.where}
                    </button>
                  ) : (
                    p.where && <strong>{p.where}</strong>
                  )}
                  {p.where ? ': ' : ''}
                  {p.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : (
        <Alert
          className="admin-alert"
          type="success"
          showIcon
          role="status"
          title={`${plural(total, 'number')}, every rule passes`}
        />
      )}
      <div className="admin-draw-tiers">
        {review.tiers.map((tier) => (
          <TierSection key={tier.tier} tier={tier} prefix={prefix} />
        ))}
        {review.extra.length > 0 && (
          <section className="admin-draw-tier is-extra" aria-labelledby={`${prefix}-extra`}>
            <h4 id={`${prefix}-extra`} className="admin-draw-tier-title">
              After the draw <span className="admin-draw-tier-count">· not saved</span>
            </h4>
            <ol className="admin-draw-grid" aria-label="After the draw">
              {review.extra.map((cell, i) => (
                <Cell
                  key={cell.path}
                  cell={cell}
                  id={cellId(prefix, cell.path)}
                  label={`Extra group #${i + 1}`}
                />
              ))}
            </ol>
          </section>
        )}
      </div>
    </div>
  );
}
