import { sourceName } from '@/draws/disagreements';
import { t, tierName } from '@/i18n';
import { formatBaht } from '@/lib/format';
import {
  type Coverage,
  disputedNoneText,
  isComplete,
  maybeWinText,
  soFarText,
  type TicketOutcome,
  type TicketWin,
  tierList,
} from '../lib/tickets';

/** '8,000 baht', or per slip before Sep 2017 (a ticket was a pair of 40-baht slips then). */
function bahtText(amount: number, coverage: Coverage): string {
  const baht = formatBaht(amount);
  return coverage.unit === 'slip'
    ? t('checker.bahtPerSlip', { amount: baht })
    : t('checker.baht', { amount: baht });
}

/**
 * A prize's amount: '2,000 baht'; '6,000,000 baht (as stated on Sanook's page of this draw)' when
 * the schedule has none; both figures with their sources when they differ; else 'amount not on file'.
 */
function amountText(win: TicketWin, coverage: Coverage): string {
  if (win.disputedAmount) {
    return t('checker.amountDisputed', {
      values: win.disputedAmount
        .map(({ source, baht }) =>
          t('results.amountPerSource', { amount: formatBaht(baht), source: sourceName(source) }),
        )
        .join(t('checker.listSeparator')),
    });
  }
  if (win.amount === null) return t('checker.amountNotOnFile');
  const baht = bahtText(win.amount, coverage);
  if (win.amountSource === undefined) return baht;
  return t('results.amountWithOrigin', {
    amount: baht,
    origin:
      win.amountSource === 'sanook'
        ? t('results.amountFromSanook')
        : t('results.amountFromSource', { source: sourceName(win.amountSource) }),
  });
}

/** 'Wins 8,000 baht', 'Wins 100,000 baht per slip', 'Wins — amount not on file'. */
export function winsText(outcome: TicketOutcome, coverage: Coverage): string {
  if (outcome.unknownAmounts > 0 && outcome.total === 0) return t('checker.winsUnknown');
  const known = t('checker.wins', { amount: bahtText(outcome.total, coverage) });
  return outcome.unknownAmounts > 0 ? t('checker.winsPlusUnknown', { known }) : known;
}

/** 'No prize', or 'No prize among the prizes on file: first, front-3, …' when something is missing. */
export function noPrizeText(coverage: Coverage): string {
  if (isComplete(coverage)) return t('checker.noPrize');
  const tiers = tierList(coverage.checked);
  return coverage.notOnDevice.length > 0
    ? t('checker.noPrizeOnDevice', { tiers })
    : t('checker.noPrizeOnFile', { tiers });
}

/**
 * A ticket's verdict in a few words: 'Wins 2,000 baht', 'No prize', or — where it matches some
 * sources' value of a disputed tier — 'May have won: last-2 (sources disagree)', never a plain win
 * or loss on that tier.
 */
export function verdictText(outcome: TicketOutcome, coverage: Coverage): string {
  const maybe = tierList(outcome.maybe.map((m) => m.tier));
  if (outcome.wins.length > 0) {
    const wins = winsText(outcome, coverage);
    return outcome.maybe.length > 0 ? t('checker.winsAndMaybe', { wins, tiers: maybe }) : wins;
  }
  return outcome.maybe.length > 0
    ? t('checker.mayHaveWon', { tiers: maybe })
    : noPrizeText(coverage);
}

/**
 * A ticket's verdict in one line (a system notification's body): '123456: last-2 so far; 2nd–5th
 * prizes not out yet' while provisional, else '123456: Wins 2,000 baht', '123456: May have won:
 * last-2 (sources disagree — check GLO's official sheet)' or '123456: No prize'.
 */
export function ticketLine(outcome: TicketOutcome, coverage: Coverage): string {
  const soFar = soFarText(outcome, coverage);
  if (soFar !== null) return soFar;
  return t('checker.ticketVerdict', {
    ticket: outcome.ticket,
    verdict: verdictText(outcome, coverage),
  });
}

/*
 * The English texts of two notes, for the tests that look for them; the screen shows them in the
 * active language, through t('checker.severalPrizes') and t('checker.nearFirstWorkedOut').
 */

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
  if (coverage.provisional) notes.push(t('checker.provisional'));
  if (coverage.nearFirstWorkedOut) notes.push(t('checker.nearFirstWorkedOut'));
  if (coverage.notOnFile.length > 0) {
    notes.push(t('checker.notCheckedNotOnFile', { tiers: tierList(coverage.notOnFile) }));
  }
  if (coverage.notOnDevice.length > 0) {
    notes.push(t('checker.notCheckedNotOnDevice', { tiers: tierList(coverage.notOnDevice) }));
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
  const verdict = verdictText(outcome, coverage);
  return (
    <>
      {outcome.wins.length > 0 ? (
        <span className="win">{verdict}</span>
      ) : outcome.maybe.length > 0 ? (
        <span className="maybe-prize">{verdict}</span>
      ) : (
        <span className="no-prize">{verdict}</span>
      )}
      {outcome.maybe.map((maybe) => (
        <span key={`maybe-${maybe.tier}`} className="checker-note checker-note-disputed">
          {maybeWinText(maybe)}
        </span>
      ))}
      {outcome.disputedNone.map((disagreement) => (
        <span key={`none-${disagreement.tier}`} className="checker-note">
          {disputedNoneText(disagreement)}
        </span>
      ))}
      {notes.map((note) => (
        <span key={note} className="checker-note">
          {note}
        </span>
      ))}
      {outcome.wins.length > 1 && (
        <span className="checker-note">{t('checker.severalPrizes')}</span>
      )}
      {outcome.wins.length + outcome.maybe.length > 0 && (
        <ul
          className="number-chips ticket-prizes"
          aria-label={t('checker.prizesOf', { ticket: outcome.ticket })}
        >
          {outcome.wins.map((win, i) => (
            <li key={`${win.tier}-${i}`}>
              <span className="prize-tag">
                {t('checker.prizeAmount', {
                  tier: tierName(win.tier),
                  amount: amountText(win, coverage),
                })}
              </span>
            </li>
          ))}
          {outcome.maybe.map((maybe) => (
            <li key={`maybe-${maybe.tier}`}>
              <span className="prize-tag prize-tag-maybe">
                {t('checker.prizeMaybe', {
                  tier: tierName(maybe.tier),
                  amount: amountText(maybe, coverage),
                })}
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
