import { useState } from 'react';
import { formatTimeOfDay } from '@/lib/format';
import {
  askToNotify,
  useDrawNotices,
  useFinalNotification,
  useNotifyPermission,
} from '@/lib/results/draw-notices';

/** 'Notify me when final': asks for the permission on this click only; hidden where it cannot work. */
function NotifyWhenFinal({ date }: { date: string }) {
  const [permission, recheck] = useNotifyPermission();
  const wanted = useDrawNotices((s) => s.wanted[date] === true);
  const [asking, setAsking] = useState(false);
  if (permission === 'unsupported') return null;
  if (permission === 'denied') {
    return (
      <p className="live-note muted">
        Notifications are blocked for this site: allow them in the browser’s site settings to be
        told when the results are final.
      </p>
    );
  }
  if (permission === 'granted' && wanted) {
    return (
      <p className="live-note muted">
        You will get a notification when the results are final (while the app is open).
      </p>
    );
  }
  return (
    <button
      type="button"
      className="btn live-notify"
      disabled={asking}
      onClick={() => {
        setAsking(true);
        askToNotify(date)
          .catch((error: unknown) => console.error('Could not ask for notifications', error))
          .finally(() => {
            setAsking(false);
            recheck();
          });
      }}
    >
      Notify me when final
    </button>
  );
}

/**
 * Draw day: 'Live — numbers still coming in' with the time of the last successful fetch (the
 * visitor's clock; 'Checked' instead of 'Updated' while the draw is not on file yet) and 'Notify
 * me when final' while `live`; once the draw shown here turns final, a final note (once) and, when
 * asked for, the system notification.
 */
export function LiveStatus({
  live,
  date,
  becameFinal,
  updatedAt,
  summary,
  notOnFileYet = false,
}: {
  live: boolean;
  /** The draw that is live (or just became final). */
  date: string | undefined;
  becameFinal: boolean;
  /** Time of the last successful fetch (ms); with `notOnFileYet`, of the last answer at all. */
  updatedAt: number;
  /** The draw in a line, for the notification's body. */
  summary: string;
  /** The draw is not published yet: `updatedAt` is when the page last asked, not a change. */
  notOnFileYet?: boolean;
}) {
  useFinalNotification(date, becameFinal, summary);
  const updated =
    updatedAt > 0 ? `${notOnFileYet ? 'Checked' : 'Updated'} ${formatTimeOfDay(updatedAt)}` : null;
  if (live && date !== undefined) {
    return (
      <div className="live-status" aria-live="polite">
        <p className="live-line">
          <span className="live-dot" aria-hidden="true" />
          <strong>Live — numbers still coming in</strong>
          {updated && <span className="live-updated">{updated}</span>}
        </p>
        <NotifyWhenFinal date={date} />
      </div>
    );
  }
  if (becameFinal) {
    return (
      <div className="live-status live-status-final" aria-live="polite">
        <p className="live-line">
          <strong>Final — every prize is in.</strong>
          {updated && <span className="live-updated">{updated}</span>}
        </p>
      </div>
    );
  }
  return null;
}
