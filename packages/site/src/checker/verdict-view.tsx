/* @jsxRuntime automatic */
// The automatic runtime named here, not only in tsconfig: tsx (the API's `pnpm dev`, its process
// tests) applies a tsconfig to the files it includes, and the API's does not include this package.
import { type ReactElement, type ReactNode, useId } from 'react';
import { Trans } from '../trans.js';
import { useWords } from '../words-context.js';
import {
  amountText,
  claimWindow,
  type Coverage,
  coverageNotes,
  disputedNoneText,
  maybeWinText,
  sevenDigitNotice,
  stampDuty,
  type TicketOutcome,
  unitNote,
  verdictText,
} from './verdict.js';

/*
 * The checker's verdict as the page shows it, once: the app renders these components, and the API
 * renders the same ones with react-dom/server for /check's plain form (no scripts). They take
 * their words from `WordsContext` (../words-context.ts) and need neither the router, React Query
 * nor antd.
 */

/** One ticket's verdict: what it wins (each prize with its amount) or why it shows no prize. */
export function OutcomeVerdict({
  outcome,
  coverage,
}: {
  outcome: TicketOutcome;
  coverage: Coverage;
}) {
  const words = useWords();
  const notes = coverageNotes(words, coverage);
  const verdict = verdictText(words, outcome, coverage);
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
          {maybeWinText(words, maybe)}
        </span>
      ))}
      {outcome.disputedNone.map((disagreement) => (
        <span key={`none-${disagreement.tier}`} className="checker-note">
          {disputedNoneText(words, disagreement)}
        </span>
      ))}
      {notes.map((note) => (
        <span key={note} className="checker-note">
          {note}
        </span>
      ))}
      {outcome.wins.length > 1 && (
        <span className="checker-note">{words.t('checker.severalPrizes')}</span>
      )}
      {outcome.wins.length + outcome.maybe.length > 0 && (
        <ul
          className="number-chips ticket-prizes"
          aria-label={words.t('checker.prizesOf', { ticket: outcome.ticket })}
        >
          {outcome.wins.map((win, i) => (
            <li key={`${win.tier}-${i}`}>
              <span className="prize-tag">
                {words.t('checker.prizeAmount', {
                  tier: words.tierName(win.tier),
                  amount: amountText(words, win, coverage),
                })}
              </span>
            </li>
          ))}
          {outcome.maybe.map((maybe) => (
            <li key={`maybe-${maybe.tier}`}>
              <span className="prize-tag prize-tag-maybe">
                {words.t('checker.prizeMaybe', {
                  tier: words.tierName(maybe.tier),
                  amount: amountText(words, maybe, coverage),
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

/*
 * How to claim a prize: the facts of shared/domain §3, each with the keys of its sources (listed
 * in shared/domain §8). What no source confirms is marked 'unverified' on screen.
 */

const SOURCES = {
  GSB: 'checker.sourceGSB',
  L16: 'checker.sourceL16',
  CH7: 'checker.sourceCH7',
  CH7b: 'checker.sourceCH7b',
  STD19: 'checker.sourceSTD19',
  WI68: 'checker.sourceWI68',
  HS999: 'checker.sourceHS999',
  NAT24: 'checker.sourceNAT24',
  TSK22: 'checker.sourceTSK22',
  ITAX: 'checker.sourceITAX',
} as const;

type SourceKey = keyof typeof SOURCES;

function Sources({ keys }: { keys: readonly SourceKey[] }) {
  const words = useWords();
  return (
    <span className="checker-sources">
      {keys.map((key) => (
        <abbr key={key} title={words.t(SOURCES[key])}>
          [{key}]
        </abbr>
      ))}
    </span>
  );
}

function Unverified() {
  const words = useWords();
  return <span className="checker-unverified">{words.t('checker.unverified')}</span>;
}

/** 'Claim by 16/12/2026 — 23 days left' or 'Claim period over (ended …)'. */
export function ClaimDeadline({ drawDate, today }: { drawDate: string; today: string }) {
  const window = claimWindow(useWords(), drawDate, today);
  return (
    <span className={window.open ? 'checker-claim' : 'checker-claim checker-claim-over'}>
      {window.text}
    </span>
  );
}

/**
 * Where to claim and what to bring, for a winning ticket. `currentPeriod`: the ticket's draw is
 * the newest, so banks still take it; `total`: the baht won when every amount is on file.
 */
export function ClaimInfo({
  wonFirst,
  currentPeriod,
  total,
}: {
  wonFirst: boolean;
  currentPeriod: boolean;
  total: number | null;
}) {
  const words = useWords();
  return (
    <section className="checker-claim-info" aria-label={words.t('checker.howToClaim')}>
      <h3>{words.t('checker.howToClaim')}</h3>
      <ul>
        {wonFirst && (
          <li>
            <Trans id="checker.claimFirst" components={{ 0: <Sources keys={['GSB', 'L16']} /> }} />
          </li>
        )}
        {currentPeriod ? (
          <li>
            <Trans
              id={wonFirst ? 'checker.claimCurrentOthers' : 'checker.claimCurrent'}
              components={{ 0: <Sources keys={['GSB', 'L16', 'CH7', 'WI68']} /> }}
            />
          </li>
        ) : (
          <li>
            <Trans id="checker.claimOld" components={{ 0: <Sources keys={['GSB', 'L16']} /> }} />
          </li>
        )}
        <li>
          <Trans id="checker.claimBring" components={{ 0: <Sources keys={['GSB', 'HS999']} /> }} />
        </li>
        <li>
          {total !== null && total > 0 ? (
            <Trans
              id="checker.stampDutyAmount"
              values={{ duty: words.baht(stampDuty(total)), total: words.baht(total) }}
              components={{ 0: <Sources keys={['L16', 'NAT24']} /> }}
            />
          ) : (
            <Trans id="checker.stampDuty" components={{ 0: <Sources keys={['L16', 'NAT24']} /> }} />
          )}
        </li>
        <li>
          <Trans
            id="checker.bankFees"
            components={{ 0: <Sources keys={['CH7']} />, 1: <Unverified /> }}
          />
        </li>
        <li>
          <Trans
            id="checker.paoTang"
            components={{ 0: <Sources keys={['TSK22', 'ITAX']} />, 1: <Unverified /> }}
          />
        </li>
        <li>
          <Trans
            id="checker.unclaimed"
            components={{ 0: <Sources keys={['STD19', 'CH7b']} />, 1: <Unverified /> }}
          />
        </li>
      </ul>
    </section>
  );
}

/** The tickets of one check, checked: what a checked card shows once the draw is at hand. */
export interface CheckedTickets {
  outcomes: readonly TicketOutcome[];
  coverage: Coverage;
}

/**
 * The card of one check: 'Results for the draw of 16/11/2024', when it was drawn if not on its
 * period date, then every ticket's verdict, what the amounts are per, the claim deadline and, for a
 * winner still in time, how to claim; or why the draw cannot be checked. What only the app can do
 * (saving the tickets, loading the draw, a light copy's warning) comes in `extra` and `children`;
 * the link to the draw in `drawLink` (the app's router link, the server's `<a>`).
 */
export function CheckedCard({
  date,
  drawDate,
  today,
  isNewest,
  checked,
  extra,
  children,
  drawLink,
}: {
  /** The period date of the draw checked against. */
  date: string;
  drawDate: string;
  /** Bangkok's day (YYYY-MM-DD): the claim deadline counts down from it. */
  today: string;
  /** The draw is the newest: banks still take its tickets. */
  isNewest: boolean;
  /** The verdicts; null while there are none (loading, or a 7-digit period: `sevenDigit`). */
  checked: CheckedTickets | 'sevenDigit' | null;
  extra?: ReactNode;
  children?: ReactNode;
  drawLink: ReactElement;
}) {
  const words = useWords();
  const id = useId();
  const outcomes = checked !== null && checked !== 'sevenDigit' ? checked : null;
  const winners = outcomes?.outcomes.filter((o) => o.wins.length > 0) ?? [];
  const claim = claimWindow(words, drawDate, today);
  return (
    <section className="panel checked-card" aria-labelledby={id}>
      <header className="panel-head">
        <h2 id={id} className="panel-title">
          {words.t('checker.resultsFor', { date: words.drawDate(date) })}
        </h2>
        {extra && <div className="panel-extra">{extra}</div>}
      </header>
      <div className="panel-body">
        {drawDate !== date && (
          <p className="checker-line">
            {words.t('checker.drawnOn', {
              drawDate: words.drawDate(drawDate),
              date: words.drawDate(date),
            })}
          </p>
        )}
        {checked === 'sevenDigit' && (
          <p className="draw-notice draw-notice-warning">{sevenDigitNotice(words)}</p>
        )}
        {children}
        {outcomes && (
          <>
            <TicketOutcomes
              outcomes={outcomes.outcomes}
              coverage={outcomes.coverage}
              label={words.t('checker.checkedTickets')}
            />
            <p className="muted checker-line">{unitNote(words, outcomes.coverage.unit)}</p>
            <p className="checker-line">
              <ClaimDeadline drawDate={drawDate} today={today} />
            </p>
            {winners.length > 0 && claim.open && (
              <ClaimInfo
                wonFirst={winners.some((o) => o.wins.some((w) => w.tier === 'prize1'))}
                currentPeriod={isNewest}
                total={null}
              />
            )}
          </>
        )}
        <p className="checker-line">{drawLink}</p>
      </div>
    </section>
  );
}
