import { useState } from 'react';
import { formatTimeOfDay } from '@/lib/format';
import {
  askToNotify,
  useDrawNotices,
  useFinalNotification,
  useNotifyPermission,
} from '@/lib/results/draw-notices';

const LIVE_TEXT = 'Live — numbers still coming in';
const FINAL_TEXT = 'Final — every prize is in.';

/** What a screen reader hears when numbers arrive on draw day: the draw in a line. */
function newNumbersText(summary: string): string {
  return `New numbers: ${summary}`;
}

/** What it hears when the draw turns final: the final numbers in a line. */
function finalNumbersText(summary: string): string {
  return `Every prize is in: ${summary}`;
}

/**
 * What the polite status region says: nothing while the draw is as it was when the line appeared
 * (the line itself is read in the page), the draw in a line when its numbers change, the final
 * numbers once it is final. Not the minute's 'Updated' time: that would speak every minute.
 */
function useAnnouncement(live: boolean, becameFinal: boolean, summary: string): string {
  const [first] = useState(summary);
  if (becameFinal) return summary === '' ? FINAL_TEXT : finalNumbersText(summary);
  if (live && summary !== first && summary !== '') return newNumbersText(summary);
  return '';
}

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
  const announcement = useAnnouncement(live, becameFinal, summary);
  const updated =
    updatedAt > 0 ? `${notOnFileYet ? 'Checked' : 'Updated'} ${formatTimeOfDay(updatedAt)}` : null;
  const showLive = live && date !== undefined;
  if (!showLive && !becameFinal) return null;
  return (
    <div className={showLive ? 'live-status' : 'live-status live-status-final'}>
      {showLive ? (
        <>
          <p className="live-line">
            <span className="live-dot" aria-hidden="true" />
            <strong>{LIVE_TEXT}</strong>
            {updated && <span className="live-updated">{updated}</span>}
          </p>
          <NotifyWhenFinal date={date} />
        </>
      ) : (
        <p className="live-line">
          <strong>{FINAL_TEXT}</strong>
          {updated && <span className="live-updated">{updated}</span>}
        </p>
      )}
      {/* The same element from the live line to the final one, so each change is announced. */}
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
