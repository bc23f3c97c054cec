import { type DrawOverride, upcomingDraws } from '@lotto/number-tools';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle';
import { NextDrawPanel } from '@lotto/site/home';
import { UPCOMING_DRAW_COUNT } from '@lotto/contracts';
import { useUpcomingDraws } from '@/draws/get-upcoming-draws';
import { useDrawSchedule } from '@/draws/use-draw-schedule';
import { browserTimeZone } from '@/lib/time-zone';
import { t } from '@/i18n';
import { localSide } from '@/draws/draw-time';
import { HomePieces } from '@/links/home-pieces';
import { drawsToIcs, ICS_FILE_NAME, ICS_MEDIA_TYPE } from '../lib/ics';
import '../draw-calendar.css';

/** The current instant, again every second (the countdown's tick). */
function useTickingNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The next draws from `first` on (changes applied) as a data: URL of an .ics file made at `stamp`. */
function icsHref(first: Date, overrides: readonly DrawOverride[], stamp: Date): string {
  const ics = drawsToIcs(upcomingDraws(first, UPCOMING_DRAW_COUNT, overrides), {
    now: stamp,
    url: `${window.location.origin}/result`,
  });
  return `data:${ICS_MEDIA_TYPE},${encodeURIComponent(ics)}`;
}

/** The link's target until the file is made (a click makes the file whatever the link holds). */
const ICS_EMPTY_HREF = `data:${ICS_MEDIA_TYPE},`;

/**
 * 'Add to calendar': the next draws (announced changes applied) as an .ics file, made on the device
 * (works offline). A data: link, so it is a plain link any browser downloads under its name; a
 * click makes the file afresh (its DTSTAMP is the moment of the download).
 */
function AddToCalendar({ first, overrides }: { first: Date; overrides: readonly DrawOverride[] }) {
  const start = first.getTime();
  // Twelve draws folded into an .ics cost a cheap phone tens of milliseconds: made once the page
  // is idle, not on its first render (a click makes it afresh anyway).
  const [href, setHref] = useState(ICS_EMPTY_HREF);
  useEffect(
    () =>
      whenIdle(() => setHref(icsHref(new Date(start), overrides, new Date())), { timeout: 2000 }),
    [start, overrides],
  );
  return (
    <a
      href={href}
      download={ICS_FILE_NAME}
      className="btn next-draw-ics"
      onClick={(event) => {
        event.currentTarget.href = icsHref(new Date(start), overrides, new Date());
      }}
    >
      {t('home.addToCalendar')}
    </a>
  );
}

/**
 * Home's 'Next draw' card (`@lotto/site/home`'s, which the server writes too): the date, a live
 * countdown, the start time in Bangkok and in the visitor's own zone, a moved draw's reason, and
 * 'Add to calendar'. From the standing calendar of
 * `@lotto/number-tools` plus the changes the API announced, so it works offline from the calendar
 * alone. Plain React + CSS: it is on Home's first screen, where antd is not loaded.
 *
 * `zone` is the visitor's IANA zone (default: the browser's); `now` fixes the clock (tests).
 */
export function NextDrawCard({
  zone = browserTimeZone(),
  now: fixed,
}: {
  zone?: string;
  now?: Date;
}) {
  const ticking = useTickingNow();
  const now = fixed ?? ticking;
  const { next, underWay, overrides, overridesKnown } = useDrawSchedule(now);
  const { isError } = useUpcomingDraws();
  const draw = underWay ?? next;
  return (
    <HomePieces>
      <NextDrawPanel
        draw={draw}
        underWay={underWay !== null}
        now={now}
        local={localSide(draw.startsAt, zone)}
        underWayLocal={underWay ? localSide(underWay.completeBy, zone) : undefined}
        schedule={overridesKnown ? 'announced' : 'calendar'}
        standingNote={!overridesKnown && isError}
        actions={<AddToCalendar first={draw.startsAt} overrides={overrides} />}
      />
    </HomePieces>
  );
}
