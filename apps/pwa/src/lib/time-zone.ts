/**
 * The visitor's time zone, as the browser reports it, and how to name it on screen. Shared by the
 * local clock and the next-draw card: both speak of the visitor's own time without any network.
 */

let cachedZone: { zone: string | undefined } | undefined;

/**
 * The browser's IANA time zone (read once: building an Intl formatter is slow on cheap phones; the
 * ICU warm-up worker usually reports it first, src/lib/intl-warm-up.ts).
 */
export function browserTimeZone(): string | undefined {
  if (!cachedZone) {
    try {
      cachedZone = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    } catch {
      cachedZone = { zone: undefined };
    }
  }
  return cachedZone.zone;
}

/** The zone as a worker of the same page read it (the same process, the same zone). */
export function rememberBrowserTimeZone(zone: string): void {
  cachedZone ??= { zone };
}

/**
 * Zones whose place was renamed in the tz database: browsers still report the old name (Chromium
 * says `Asia/Calcutta` for India), the visitor knows the new one.
 */
const RENAMED_PLACES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Kolkata',
  'Asia/Saigon': 'Ho Chi Minh City',
  'Asia/Katmandu': 'Kathmandu',
  'Asia/Rangoon': 'Yangon',
  'Asia/Dacca': 'Dhaka',
  'Asia/Thimbu': 'Thimphu',
  'Asia/Ulan_Bator': 'Ulaanbaatar',
  'Asia/Macao': 'Macau',
  'Asia/Ujung_Pandang': 'Makassar',
  'Asia/Chungking': 'Chongqing',
  'Europe/Kiev': 'Kyiv',
  'Europe/Uzhgorod': 'Uzhhorod',
  'America/Godthab': 'Nuuk',
  'Atlantic/Faeroe': 'Faroe',
  'Pacific/Truk': 'Chuuk',
  'Pacific/Ponape': 'Pohnpei',
  'Pacific/Enderbury': 'Kanton',
};

/**
 * The place an IANA zone is named after, for "12:30 in Karachi": its last part with spaces
 * (`America/Los_Angeles` → 'Los Angeles', `America/Argentina/Buenos_Aires` → 'Buenos Aires').
 * Renamed places get today's name (`Asia/Calcutta` → 'Kolkata').
 * Undefined for zones that name no place (`UTC`, `Etc/GMT+5`, `EST5EDT`): say "your time" there.
 */
export function cityOfTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone || !timeZone.includes('/') || /^Etc\//i.test(timeZone)) return undefined;
  const renamed = RENAMED_PLACES[timeZone];
  if (renamed) return renamed;
  const last = timeZone.slice(timeZone.lastIndexOf('/') + 1).replace(/_/g, ' ');
  // Old aliases (`US/Pacific`, `Canada/Eastern`) name a region, not a city: still a fair name.
  return /^[A-Za-z][A-Za-z .'-]*$/.test(last) ? last : undefined;
}
