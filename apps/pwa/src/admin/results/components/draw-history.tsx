import {
  TIER_NAMES,
  TIERS,
  VALUE_SOURCE_NAMES,
  type DrawChange,
  type Tier,
} from '@lotto/contracts';
import { Skeleton } from 'antd';
import { formatDateTime, formatDrawDate } from '@/lib/format';
import { useDrawHistory } from '../api/admin-results';
import { serverMessage } from '@/admin/session/error-text';
import { LoadFailed } from '@/admin/shell/load-failed';

const KIND_LABELS: Record<DrawChange['kind'], string> = {
  created: 'Created',
  added: 'Tiers added',
  corrected: 'Corrected',
  status: 'Status',
  drawDate: 'Draw date',
  source: 'Source corrected (import)',
  disputed: 'Disagrees, not applied',
};

function fieldName(field: string | undefined): string {
  if (field === undefined) return '';
  if ((TIERS as readonly string[]).includes(field)) return TIER_NAMES[field as Tier];
  if (field === 'drawDate') return 'Draw date';
  if (field === 'status') return 'Status';
  return field;
}

type Value = string | string[] | null | undefined;

const show = (value: string, field: string | undefined) =>
  field === 'drawDate' || field === 'date' ? formatDrawDate(value) : value;

/** Long lists say only what differs (a 5th-prize correction is one number, not 100). */
function ChangeValue({ from, to, field }: { from: Value; to: Value; field: string | undefined }) {
  const list = (v: Value) => (v === null || v === undefined ? [] : typeof v === 'string' ? [v] : v);
  const before = list(from);
  const after = list(to);
  if (before.length === 0 && after.length === 0) return <>—</>;
  if (before.length === 0) {
    return (
      <span className="num">
        {after.length > 12
          ? `${after.slice(0, 12).join(' ')} … (${after.length} numbers)`
          : after.map((n) => show(n, field)).join(' ')}
      </span>
    );
  }
  const gone = before.filter((n) => !after.includes(n));
  const came = after.filter((n) => !before.includes(n));
  const [old, now] = gone.length + came.length > 0 ? [gone, came] : [before, after];
  return (
    <span className="num">
      <del>{old.map((n) => show(n, field)).join(' ') || '—'}</del>
      {' → '}
      <ins>{now.map((n) => show(n, field)).join(' ') || '—'}</ins>
    </span>
  );
}

/**
 * Every recorded change of one draw (`GET /api/results/:date/history`): when, who, what, old →
 * new and the note. A table on wide screens; on a phone each change stacks into a card.
 */
export function DrawHistory({ date }: { date: string }) {
  const { data, error, isPending, refetch } = useDrawHistory(date);
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (error) {
    return (
      <LoadFailed
        title={serverMessage(error) ?? 'Failed to load the change history'}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) return <p className="admin-hint">No changes recorded.</p>;
  return (
    <table className="admin-draw-history" aria-label={`Change history of ${formatDrawDate(date)}`}>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">What</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {data.map((change, i) => (
          <tr key={`${change.at}-${i}`}>
            <td data-label="When">{formatDateTime(Date.parse(change.at))}</td>
            <td data-label="Who">
              {change.by ?? '—'}
              {change.source && (
                <div className="admin-muted">via {VALUE_SOURCE_NAMES[change.source]}</div>
              )}
            </td>
            <td data-label="What">
              {KIND_LABELS[change.kind]}
              {change.field && change.kind !== 'drawDate' && change.kind !== 'status'
                ? `: ${fieldName(change.field)}`
                : ''}
            </td>
            <td data-label="Change">
              <ChangeValue from={change.from} to={change.to} field={change.field ?? change.kind} />
              {change.note && <div className="admin-muted">{change.note}</div>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
