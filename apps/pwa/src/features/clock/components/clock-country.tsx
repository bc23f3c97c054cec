import { useMemo } from 'react';
import { t } from '@/i18n';
import { useIpLocation } from '../api/get-ip-location';
import { countryFromBrowser, countryLabel, type CountryLabel } from '../lib/country';

/** IP lookup when configured; otherwise (or when it fails) the browser's time zone; else 'Your Country'. */
function useCountry(): CountryLabel {
  const ip = useIpLocation();
  const fromZone = useMemo(() => countryFromBrowser(), []);
  if (ip.data) return countryLabel(ip.data.country_code, ip.data.country);
  return fromZone;
}

/**
 * The clock's country line: its flag and name. A chunk of its own (the zone → country table is
 * ≈ 4 kB gzip), loaded right after Home's first paint; the clock shows the time meanwhile.
 */
export default function ClockCountry() {
  const country = useCountry();
  return (
    <div className="clock-country">
      <span
        className="flag"
        role="img"
        aria-label={
          country.code ? t('home.flagOf', { country: country.name }) : t('home.whiteFlag')
        }
      >
        {country.flag}
      </span>{' '}
      <strong data-testid="clock-country">{country.name}</strong>
    </div>
  );
}
