import dayjs from 'dayjs';

/** A draw date as dd/MM/yyyy (spec §9), or 'Invalid Date' when missing or unparsable. */
export function formatDrawDate(date: string | null | undefined): string {
  if (!date) return 'Invalid Date';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  const parsed = m ? dayjs(`${m[1]}-${m[2]}-${m[3]}`) : dayjs(date);
  // dayjs rolls 2024-02-31 over to March; a draw date must be a real day.
  if (!parsed.isValid() || (m && parsed.format('YYYY-MM-DD') !== `${m[1]}-${m[2]}-${m[3]}`)) {
    return 'Invalid Date';
  }
  return parsed.format('DD/MM/YYYY');
}

/** A moment as dd/MM/yyyy HH:mm in the visitor's time zone. */
export function formatDateTime(ms: number): string {
  return dayjs(ms).format('DD/MM/YYYY HH:mm');
}

/**
 * Today's calendar date in Thailand, YYYY-MM-DD: draws are dated by the Thai day. The contracts'
 * `bangkokDay`, the one the API's "latest draw" uses too.
 */
export { bangkokDay as todayInBangkok } from '@lotto/contracts';

/** 6000000 → '6,000,000'. */
export function formatBaht(amount: number): string {
  // Built on first use, not when the module loads: the app's first Intl object costs tens of
  // milliseconds on a cheap phone, and Home's first paint shows no amount.
  baht ??= new Intl.NumberFormat('en-US');
  return baht.format(amount);
}
let baht: Intl.NumberFormat | undefined;
