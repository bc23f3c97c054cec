import { claimDeadline } from '@lotto/contracts';
import { t } from '@/i18n';
import { formatDrawDate } from '@/lib/format';

const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

export interface ClaimWindow {
  /** Last day to claim, YYYY-MM-DD. */
  deadline: string;
  /** Whole days from `today` to the deadline; negative once it has passed. */
  daysLeft: number;
  open: boolean;
  /**
   * 'Claim by 16/12/2026 — 23 days left', '… — last day today', 'Claim period over (ended …)', in
   * the active language (computed while rendering).
   */
  text: string;
}

/** The claim deadline of a draw drawn on `drawDate`, counted down from `today` (both YYYY-MM-DD). */
export function claimWindow(drawDate: string, today: string): ClaimWindow {
  const deadline = claimDeadline(drawDate);
  const daysLeft = Math.round((utcDay(deadline) - utcDay(today)) / DAY_MS);
  const date = formatDrawDate(deadline);
  let text: string;
  if (daysLeft < 0) text = t('checker.claimOver', { date });
  else if (daysLeft === 0) text = t('checker.claimLastDay', { date });
  else text = t('checker.claimDaysLeft', { date, count: daysLeft });
  return { deadline, daysLeft, open: daysLeft >= 0, text };
}

/** The stamp duty on government-lottery prizes: 0.5%, 1 baht per 200 baht [L16][NAT24]. */
export const STAMP_DUTY_RATE = 0.005;

/** The stamp duty deducted from a prize of `total` baht (rounded to the baht). */
export function stampDuty(total: number): number {
  return Math.round(total * STAMP_DUTY_RATE);
}
