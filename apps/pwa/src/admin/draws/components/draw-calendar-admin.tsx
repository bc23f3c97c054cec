import { type DrawOverrideRecord } from '@lotto/contracts';
import { App } from 'antd';
import { failureReason, serverMessage } from '@/admin/session/error-text';
import { ConfirmButton } from '@/admin/shell/confirm-button';
import { LoadFailed } from '@/admin/shell/load-failed';
import { useUpcomingDraws } from '@/draws/get-upcoming-draws';
import { formatDateTime } from '@/lib/format';
import { formatDrawDay, movedLine } from '@/draws/draw-time';
import { useDrawOverrides, useRemoveDrawOverride } from '../api/admin-draws';
import { MoveDrawForm } from './move-draw-form';
import '../draw-calendar-admin.css';

/** A list's load failure: the server's reason, else the error's own. */
function ListFailed({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <LoadFailed
      title={`Could not load ${what}`}
      description={serverMessage(error) ?? failureReason(error)}
      onRetry={retry}
    />
  );
}

/** The next draws as visitors get them (`GET /draws/upcoming`: the changes applied). */
function UpcomingList() {
  const { data, error, isPending, refetch } = useUpcomingDraws();
  if (isPending) return <p className="state-text">Loading the next draws...</p>;
  if (error) return <ListFailed what="the next draws" error={error} retry={() => void refetch()} />;
  return (
    <ol className="admin-draw-list" aria-label="Next draws">
      {data.draws.map((draw) => {
        const moved = draw.movedFrom
          ? movedLine({
              date: draw.date,
              startsAt: new Date(draw.startsAt),
              completeBy: new Date(draw.completeBy),
              movedFrom: draw.movedFrom,
              ...(draw.reason === undefined ? {} : { reason: draw.reason }),
            })
          : undefined;
        return (
          <li key={draw.date} className={moved ? 'moved' : undefined}>
            <time dateTime={draw.date}>{formatDrawDay(draw.date)}</time>
            {moved ? <span className="admin-draw-moved">{moved}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Every announced change, newest first, each with Remove (asks first). */
function OverrideList({ overrides }: { overrides: ReturnType<typeof useDrawOverrides> }) {
  const remove = useRemoveDrawOverride();
  const { message } = App.useApp();
  const { data, error, isPending, refetch } = overrides;

  const onRemove = async (override: DrawOverrideRecord) => {
    try {
      await remove.mutateAsync(override.from);
      void message.success(
        `The draw of ${formatDrawDay(override.from)} is back on its regular date`,
      );
    } catch (e) {
      void message.error(`Could not remove: ${failureReason(e)}`);
    }
  };

  if (isPending) return <p className="state-text">Loading the announced changes...</p>;
  if (error) {
    return <ListFailed what="the announced changes" error={error} retry={() => void refetch()} />;
  }
  if (data.length === 0) {
    return <p className="state-text">No changes announced: every draw is on its regular date.</p>;
  }
  return (
    <ul className="admin-override-list" aria-label="Announced changes">
      {data.map((override) => {
        const changed = Date.parse(override.changedAt);
        const label = `the change of ${formatDrawDay(override.from)}`;
        return (
          <li key={override.from} className="admin-override-item">
            <div>
              <strong>
                {formatDrawDay(override.from)} → {formatDrawDay(override.to)}
              </strong>
              <div>{override.reason}</div>
              <div className="admin-muted">
                {override.changedBy}
                {Number.isFinite(changed) ? `, ${formatDateTime(changed)}` : ''}
              </div>
            </div>
            <ConfirmButton
              action="Remove"
              label={`Remove ${label}`}
              question={`Remove ${label}?`}
              description={`The draw is held on its regular date, ${formatDrawDay(override.from)}, again.`}
              onConfirm={() => void onRemove(override)}
              loading={remove.isPending && remove.variables === override.from}
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The admin's draw calendar: announce a one-off change (a draw moved to another day, with the
 * reason visitors read), the changes announced so far with Remove, and the next draws as visitors
 * get them.
 */
export function DrawCalendarAdmin() {
  const overrides = useDrawOverrides();
  return (
    <>
      <h2 className="admin-subtitle">Move a draw</h2>
      <MoveDrawForm overrides={overrides.data ?? []} />
      <h2 className="admin-subtitle">Announced changes</h2>
      <OverrideList overrides={overrides} />
      <h2 className="admin-subtitle">Next draws</h2>
      <UpcomingList />
    </>
  );
}
