import { formatBaht } from '@/lib/format';
import {
  type Coverage,
  isComplete,
  soFarText,
  TIER_LABELS,
  type TicketOutcome,
  type TicketWin,
  tierList,
} from '../lib/tickets';

function unitSuffix(coverage: Coverage): string {
  // Before Sep 2017 a ticket was a pair of 40-baht slips and the schedule paid per slip.
  return coverage.unit === 'slip' ? ' per slip' : '';
}

function amountText(win: TicketWin, coverage: Coverage): string {
  if (win.amount === null) return 'amount not on file';
  return `${formatBaht(win.amount)} baht${unitSuffix(coverage)}`;
}

/** 'Wins 8,000 baht', 'Wins 100,000 baht per slip', 'Wins — amount not on file'. */
export function winsText(outcome: TicketOutcome, coverage: Coverage): string {
  if (outcome.unknownAmounts > 0 && outcome.total === 0) return 'Wins — amount not on file';
  const known = `Wins ${formatBaht(outcome.total)} baht${unitSuffix(coverage)}`;
  return outcome.unknownAmounts > 0 ? `${known} + a prize whose amount is not on file` : known;
}

/** 'No prize', or 'No prize among the prizes on file: first, front-3, …' when something is missing. */
export function noPrizeText(coverage: Coverage): string {
  if (isComplete(coverage)) return 'No prize';
  const where = coverage.notOnDevice.length > 0 ? 'on this device' : 'on file';
  return `No prize among the prizes ${where}: ${tierList(coverage.checked)}`;
}

/**
 * A ticket's verdict in one line (a system notification's body): '123456: last-2 so far; 2nd–5th
 * prizes not out yet' while provisional, else '123456: Wins 2,000 baht' or '123456: No prize'.
 */
export function ticketLine(outcome: TicketOutcome, coverage: Coverage): string {
  const soFar = soFarText(outcome, coverage);
  if (soFar !== null) return soFar;
  return `${outcome.ticket}: ${outcome.wins.length > 0 ? winsText(outcome, coverage) : noPrizeText(coverage)}`;
}

/**
 * Under a ticket that matches more than one prize: the total adds them up, but whether one ticket
 * is paid for several prizes (or twice for a number drawn twice in a tier) is not on file
 * (shared/domain §9): said, not passed off as fact.
 */
export const SEVERAL_PRIZES_NOTE =
  'This number matches more than one prize. Whether one ticket is paid for each is not on file: the total adds them up; ask where you claim.';

/** When the draw's next-to-first list is not on file and the checker used the first prize ± 1. */
export const NEAR_FIRST_WORKED_OUT_NOTE =
  'Next to first prize worked out as the first prize ± 1: its numbers are not on file for this draw';

/**
 * The notes a verdict needs: provisional, next-to-first worked out, and the tiers that could not
 * be compared.
 */
export function coverageNotes(coverage: Coverage): string[] {
  const notes: string[] = [];
  if (coverage.provisional) notes.push('Provisional — numbers still coming in');
  if (coverage.nearFirstWorkedOut) notes.push(NEAR_FIRST_WORKED_OUT_NOTE);
  if (coverage.notOnFile.length > 0) {
    notes.push(`Not checked, not on file: ${tierList(coverage.notOnFile)}`);
  }
  if (coverage.notOnDevice.length > 0) {
    notes.push(`Not checked, not on this device: ${tierList(coverage.notOnDevice)}`);
  }
  return notes;
}

/** One ticket's verdict: what it wins (each prize with its amount) or why it shows no prize. */
export function OutcomeVerdict({
  outcome,
  coverage,
}: {
  outcome: TicketOutcome;
  coverage: Coverage;
}) {
  const notes = coverageNotes(coverage);
  return (
    <>
      {outcome.wins.length === 0 ? (
        <span className="no-prize">{noPrizeText(coverage)}</span>
      ) : (
        <span className="win">{winsText(outcome, coverage)}</span>
      )}
      {notes.map((note) => (
        <span key={note} className="checker-note">
          {note}
        </span>
      ))}
      {outcome.wins.length > 1 && <span className="checker-note">{SEVERAL_PRIZES_NOTE}</span>}
      {outcome.wins.length > 0 && (
        <ul className="number-chips ticket-prizes" aria-label={`Prizes of ${outcome.ticket}`}>
          {outcome.wins.map((win, i) => (
            <li key={`${win.tier}-${i}`}>
              <span className="prize-tag">
                {TIER_LABELS[win.tier]}: {amountText(win, coverage)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Every ticket with every prize it wins (amounts of the draw's schedule), or why none. */
export function TicketOutcomes({
  outcomes,
  coverage,
  label,
}: {
  outcomes: readonly TicketOutcome[];
  coverage: Coverage;
  label: string;
}) {
  return (
    <ul className="ticket-outcomes" aria-label={label}>
      {outcomes.map((outcome) => (
        <li key={outcome.ticket} className="ticket-row" data-ticket={outcome.ticket}>
          <span className="num ticket-number">{outcome.ticket}</span>
          <OutcomeVerdict outcome={outcome} coverage={coverage} />
        </li>
      ))}
    </ul>
  );
}
