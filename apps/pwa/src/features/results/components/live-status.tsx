import { LiveLine } from '@lotto/site/live-line';
import { useState } from 'react';
import { t } from '@/i18n';
import { formatTimeOfDay } from '@/lib/format';
import { useFinalNotification } from '@/draws/draw-notices';
import { PushChoices } from '@/draws/push-choices';

/** What a screen reader hears when numbers arrive on draw day: the draw in a line. */
function newNumbersText(summary: string): string {
  return t('results.newNumbers', { summary });
}

/** What it hears when the draw turns final: the final numbers in a line. */
function finalNumbersText(summary: string): string {
  return t('results.everyPrizeIn', { summary });
}

/**
 * What the polite status region says: nothing while the draw is as it was when the line appeared
 * (the line itself is read in the page), the draw in a line when its numbers change, the final
 * numbers once it is final. Not the minute's 'Updated' time: that would speak every minute.
 */
function useAnnouncement(live: boolean, becameFinal: boolean, summary: string): string {
  const [first] = useState(summary);
  if (becameFinal) return summary === '' ? t('results.finalText') : finalNumbersText(summary);
  if (live && summary !== first && summary !== '') return newNumbersText(summary);
  return '';
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
  const time = updatedAt > 0 ? formatTimeOfDay(updatedAt) : null;
  const updated =
    time === null
      ? null
      : notOnFileYet
        ? t('results.checkedAt', { time })
        : t('results.updatedAt', { time });
  const showLive = live && date !== undefined;
  if (!showLive && !becameFinal) return null;
  return (
    <LiveLine final={!showLive} updated={updated}>
      {showLive && <PushChoices date={date} />}
      {/* The same element from the live line to the final one, so each change is announced. */}
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </LiveLine>
  );
}
