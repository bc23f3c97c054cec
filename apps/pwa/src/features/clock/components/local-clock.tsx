import { Panel } from '@/components/ui/panel';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useIpLocation } from '../api/get-ip-location';
import {
  browserTimeZone,
  countryFromBrowser,
  countryLabel,
  type CountryLabel,
} from '../lib/country';

/** Re-renders every second (spec §9: the clock updates every 1 second). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** IP lookup when configured; otherwise (or when it fails) the browser's time zone; else 'Your Country'. */
function useCountry(): CountryLabel {
  const ip = useIpLocation();
  const fromZone = useMemo(() => countryFromBrowser(), []);
  if (ip.data) return countryLabel(ip.data.country_code, ip.data.country);
  return fromZone;
}

export function LocalClock() {
  const now = useNow();
  const country = useCountry();
  const zone = browserTimeZone();
  return (
    <Panel title="Local Time" className="clock-card">
      <div className="clock-country">
        <span
          className="flag"
          role="img"
          aria-label={country.code ? `Flag of ${country.name}` : 'White flag'}
        >
          {country.flag}
        </span>{' '}
        <strong data-testid="clock-country">{country.name}</strong>
      </div>
      <time className="clock-time num" dateTime={now.toISOString()} aria-live="off">
        {dayjs(now).format('HH:mm:ss')}
      </time>
      <div className="clock-date">
        {dayjs(now).format('DD/MM/YYYY')}
        {zone ? ` · ${zone}` : ''}
      </div>
    </Panel>
  );
}
