import { Panel } from '@/components/ui/panel';
import { Fragment, lazy, Suspense, useEffect, useState } from 'react';
import { formatClockTime, formatLocalDay } from '@/lib/format';
import { browserTimeZone } from '@/lib/time-zone';
import { t } from '@/i18n';

// The country's table of time zones waits until the time is on screen. When its chunk cannot load
// (offline before the app was stored), the clock says what it says when the country is unknown.
const ClockCountry = lazy(() =>
  import('./clock-country').catch(() => ({ default: CountryUnknown })),
);

/** Spec §8: when the country cannot be found. */
function CountryUnknown() {
  return (
    <div className="clock-country">
      <span className="flag" role="img" aria-label={t('home.whiteFlag')}>
        🏳️
      </span>{' '}
      <strong data-testid="clock-country">{t('home.yourCountry')}</strong>
    </div>
  );
}

/** Re-renders every second (spec §9: the clock updates every 1 second). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The country line's place while it loads: a blank flag box of the same size. */
function CountryPending() {
  return (
    <div className="clock-country" aria-hidden="true">
      <span className="flag">{'\u00a0'}</span>
    </div>
  );
}

export function LocalClock() {
  const now = useNow();
  const zone = browserTimeZone();
  return (
    <Panel title={t('home.localTime')} className="clock-card">
      <Suspense fallback={<CountryPending />}>
        <ClockCountry />
      </Suspense>
      <time className="clock-time num" dateTime={now.toISOString()} aria-live="off">
        {/* Enlarged text may break the time after a colon rather than cut it. */}
        {formatClockTime(now)
          .split(':')
          .map((part, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <>
                  :<wbr />
                </>
              )}
              {part}
            </Fragment>
          ))}
      </time>
      <div className="clock-date">
        {formatLocalDay(now)}
        {zone ? ` · ${zone}` : ''}
      </div>
    </Panel>
  );
}
