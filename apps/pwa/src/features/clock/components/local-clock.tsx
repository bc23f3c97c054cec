import { ClockPanel, CountryPending } from '@lotto/site/home';
import { lazy, Suspense, useEffect, useState } from 'react';
import { HomePieces } from '@/links/home-pieces';
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

export function LocalClock() {
  const now = useNow();
  const zone = browserTimeZone();
  return (
    <HomePieces>
      <ClockPanel
        country={
          <Suspense fallback={<CountryPending />}>
            <ClockCountry />
          </Suspense>
        }
        now={{
          iso: now.toISOString(),
          time: formatClockTime(now),
          day: `${formatLocalDay(now)}${zone ? ` · ${zone}` : ''}`,
        }}
      />
    </HomePieces>
  );
}
