/**
 * The visitor's time zone, as the browser reports it, and how to name it on screen. Shared by the
 * local clock and the next-draw card: both speak of the visitor's own time without any network.
 */

let cachedZone: { zone: string | undefined } | undefined;

/** The browser's IANA time zone (read once: building an Intl formatter is slow on cheap phones). */
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

/**
 * The place an IANA zone is named after, for "12:30 in Karachi": its last part with spaces
 * (`America/Los_Angeles` → 'Los Angeles', `America/Argentina/Buenos_Aires` → 'Buenos Aires').
 * Undefined for zones that name no place (`UTC`, `Etc/GMT+5`, `EST5EDT`): say "your time" there.
 */
export function cityOfTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone || !timeZone.includes('/') || /^Etc\//i.test(timeZone)) return undefined;
  const last = timeZone.slice(timeZone.lastIndexOf('/') + 1).replace(/_/g, ' ');
  // Old aliases (`US/Pacific`, `Canada/Eastern`) name a region, not a city: still a fair name.
  return /^[A-Za-z][A-Za-z .'-]*$/.test(last) ? last : undefined;
}
