import type { DrawStatus } from '@lotto/contracts';
import { create } from 'zustand';

/*
 * The saved tickets' verdicts per draw date: the contract between the ticket checker, which writes
 * them (its new-draw watcher works them out and publishes them here), and draw day's final
 * notification (`useFinalNotification` in ./draw-notices), which reads them. Kept in memory only.
 */

/** The verdicts of one draw's saved tickets, as the ticket checker last worked them out. */
export interface TicketVerdicts {
  status: DrawStatus;
  /** One line a ticket ('123456: last-2 so far; 2nd–5th prizes not out yet') or a summary. */
  lines: string[];
}

interface VerdictState {
  /** Draw dates with saved tickets whose verdicts are being worked out. */
  expecting: Record<string, true>;
  verdicts: Record<string, TicketVerdicts>;
  expect: (dates: readonly string[]) => void;
  publish: (date: string, verdicts: TicketVerdicts) => void;
}

export const useTicketVerdicts = create<VerdictState>()((set) => ({
  expecting: {},
  verdicts: {},
  expect: (dates) =>
    set((s) =>
      dates.every((d) => s.expecting[d])
        ? s
        : { expecting: { ...s.expecting, ...Object.fromEntries(dates.map((d) => [d, true])) } },
    ),
  publish: (date, verdicts) =>
    set((s) => {
      const before = s.verdicts[date];
      const same =
        before?.status === verdicts.status &&
        before.lines.length === verdicts.lines.length &&
        before.lines.every((line, i) => line === verdicts.lines[i]);
      return same ? s : { verdicts: { ...s.verdicts, [date]: verdicts } };
    }),
}));

/** How long a final notification waits for the saved tickets' final verdicts before it goes without them. */
export const VERDICT_WAIT_MS = 15_000;
