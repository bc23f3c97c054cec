import { TIER_NAMES } from '@lotto/contracts';
import { memo, useId } from 'react';
import { formatBaht, formatDrawDate } from '@/lib/format';
import { oddsFor } from '@/lib/history/odds';
import './odds.css';

/** The sentence the panel always ends its point with (issue 14). */
export const SAME_CHANCE_TEXT =
  'Past frequencies do not change future odds: every number has the same chance in every draw.';

/** The sources of the prize schedules (keys of data/README.md's list), named for visitors. */
const SOURCES: Readonly<Record<string, { name: string; url?: string }>> = {
  CMCL: {
    name: 'Chiang Mai City Life, 2017: new lottery tickets for the 1 September draw',
    url: 'https://www.chiangmaicitylife.com/citynews/general/new-lottery-tickets-on-sale-for-september-1st-draw/',
  },
  TSK20: {
    name: 'Thansettakij: the prize table',
    url: 'https://www.thansettakij.com/content/normal_news/454822',
  },
  LEK20: {
    name: 'lekdii.com: a first-prize win of 16 November 2020 (two tickets, 12,000,000 baht)',
  },
  'SNK-QR': { name: 'Thai-Lottery-Qr-Checker (open source): its prize table' },
  EKC: { name: 'APPGMR (open source): its lottery checker' },
  JARM: { name: 'jarm.com (a hobby lottery site): its results template' },
  'JARM-old': { name: 'jarm.com: an older results template' },
  VW: { name: 'thai-lotto-archive (vicha-w): scraped result sheets' },
  HRT: { name: 'Data-Set-Thai-Lotto (heart): the full-prize CSV' },
};

/** 1,000,000 ÷ 2,000 → '1 in 500'; a share that is not a whole '1 in' reads '≈ 1 in …'. */
export function oneIn(outOf: number, count: number): string {
  const n = outOf / count;
  return Number.isInteger(n) ? `1 in ${formatBaht(n)}` : `≈ 1 in ${formatBaht(Math.round(n))}`;
}

/** At most two decimals, none when whole: 48 → '48', 47.5 → '47.5'. */
function baht(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  return formatBaht(rounded);
}

/**
 * Honest odds for the draw of period `date` (today's on /stats and the checker): each tier's chance
 * for one ticket (how many of the possible numbers win it), the amount from the prize schedule in
 * force, the expected return of a ticket, the schedule's date and sources, and that past
 * frequencies change nothing.
 */
function OddsPanelView({ date }: { date: string }) {
  const titleId = useId();
  const odds = oddsFor(date);
  const unitName = odds.unit === 'slip' ? 'slip' : 'ticket';
  return (
    <section className="odds-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="odds-title">
        Honest odds
      </h2>
      <p className="odds-point">
        <strong>{SAME_CHANCE_TEXT}</strong>
      </p>
      {odds.expectedReturn !== null && odds.ticketPrice !== null && (
        <p className="odds-return">
          {baht(odds.expectedReturn)} baht of every {odds.ticketPrice} come back as prizes on
          average: the expected return of one {odds.ticketPrice}-baht {unitName}.
        </p>
      )}
      {odds.expectedReturn === null && (
        <p className="odds-return muted">
          The expected return cannot be worked out for this draw: a prize amount of its schedule is
          not on file.
        </p>
      )}
      <div className="odds-table-scroll">
        <table className="odds-table">
          <caption className="odds-caption">
            The chance of one {unitName} in one draw, out of {formatBaht(odds.outOf)} possible
            numbers
          </caption>
          <thead>
            <tr>
              <th scope="col">Prize</th>
              <th scope="col">Winning numbers</th>
              <th scope="col">Chance</th>
              <th scope="col">Baht per {unitName}</th>
            </tr>
          </thead>
          <tbody>
            {odds.tiers.map((tier) => (
              <tr key={tier.tier} data-tier={tier.tier}>
                <th scope="row">{TIER_NAMES[tier.tier]}</th>
                <td>{formatBaht(tier.count)}</td>
                <td>{tier.count === 0 ? '—' : oneIn(odds.outOf, tier.count)}</td>
                <td>{tier.amount === null ? 'Not on file' : formatBaht(tier.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {odds.schedule === null ? (
        <p className="muted odds-source">No prize schedule is on file for this draw.</p>
      ) : (
        <p className="muted odds-source">
          Prize schedule in force from {formatDrawDate(odds.schedule.from)}
          {odds.schedule.until === null ? '' : ` to ${formatDrawDate(odds.schedule.until)}`}.{' '}
          {odds.schedule.note} Sources:{' '}
          {odds.schedule.sources.map((key, i) => {
            const source = SOURCES[key];
            return (
              <span key={key}>
                {i > 0 && ', '}
                {source?.url ? (
                  <a href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.name}
                  </a>
                ) : (
                  (source?.name ?? key)
                )}
              </span>
            );
          })}
          .
        </p>
      )}
    </section>
  );
}

/** The odds panel, rendered again only when the date changes (not with every render of its page). */
export const OddsPanel = memo(OddsPanelView);
