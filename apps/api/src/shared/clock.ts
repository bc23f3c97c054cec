/** The current time; injected so tests can stand on a given day. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

const bangkokDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) in Thailand at `instant`: draw dates are Thai calendar days. */
export function bangkokDay(instant: Date): string {
  return bangkokDate.format(instant);
}
