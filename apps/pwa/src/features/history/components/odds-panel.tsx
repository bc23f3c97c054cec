import { memo, useId } from 'react';
import { type MessageId, t, tierName } from '@/i18n';
import { formatNumber } from '@/i18n/format-locale';
import { formatBaht, formatDrawDate } from '@/lib/format';
import { oddsFor } from '../lib/odds';
import './odds.css';

/** The sentence the panel always ends its point with (issue 14), in the active language. */
export function sameChanceText(): string {
  return t('history.sameChance');
}

/**
 * The sources of the prize schedules (keys of data/README.md's list), named for visitors: what each
 * is in the visitor's language around its own name (and author), which stays as written.
 */
const SOURCES: Readonly<
  Record<string, { text: MessageId; name: string; author?: string; url?: string }>
> = {
  CMCL: {
    text: 'history.sourceCmcl',
    name: 'Chiang Mai City Life',
    url: 'https://www.chiangmaicitylife.com/citynews/general/new-lottery-tickets-on-sale-for-september-1st-draw/',
  },
  TSK20: {
    text: 'history.sourceTsk20',
    name: 'Thansettakij',
    url: 'https://www.thansettakij.com/content/normal_news/454822',
  },
  LEK20: { text: 'history.sourceLek20', name: 'lekdii.com' },
  'SNK-QR': { text: 'history.sourceSnkQr', name: 'Thai-Lottery-Qr-Checker' },
  EKC: { text: 'history.sourceEkc', name: 'APPGMR' },
  JARM: { text: 'history.sourceJarm', name: 'jarm.com' },
  'JARM-old': { text: 'history.sourceJarmOld', name: 'jarm.com' },
  VW: { text: 'history.sourceVw', name: 'thai-lotto-archive', author: 'vicha-w' },
  HRT: { text: 'history.sourceHrt', name: 'Data-Set-Thai-Lotto', author: 'heart' },
};

/** The notes of the prize schedules (contracts' PRIZE_SCHEDULES, by id), said for visitors. */
const SCHEDULE_NOTES: Readonly<Record<string, MessageId>> = {
  'pair-2006': 'history.notePair2006',
  'pair-2015': 'history.notePair2015',
  'ticket-2017': 'history.noteTicket2017',
  'ticket-2020': 'history.noteTicket2020',
};

/** 1,000,000 ÷ 2,000 → '1 in 500'; a share that is not a whole '1 in' reads '≈ 1 in …'. */
export function oneIn(outOf: number, count: number): string {
  const n = outOf / count;
  return Number.isInteger(n)
    ? t('history.oneIn', { n: formatBaht(n) })
    : t('history.aboutOneIn', { n: formatBaht(Math.round(n)) });
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
  const slip = odds.unit === 'slip';
  const schedule = odds.schedule;
  const note = schedule === null ? undefined : SCHEDULE_NOTES[schedule.id];
  return (
    <section className="odds-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="odds-title">
        {t('history.oddsTitle')}
      </h2>
      <p className="odds-point">
        <strong>{sameChanceText()}</strong>
      </p>
      {odds.expectedReturn !== null && odds.ticketPrice !== null && (
        <p className="odds-return">
          {t(slip ? 'history.returnSlip' : 'history.returnTicket', {
            amount: baht(odds.expectedReturn),
            price: formatNumber(odds.ticketPrice),
          })}
        </p>
      )}
      {odds.expectedReturn === null && <p className="odds-return muted">{t('history.noReturn')}</p>}
      <div className="odds-table-scroll">
        <table className="odds-table">
          <caption className="odds-caption">
            {t(slip ? 'history.captionSlip' : 'history.captionTicket', {
              outOf: formatBaht(odds.outOf),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('history.colPrize')}</th>
              <th scope="col">{t('history.colWinning')}</th>
              <th scope="col">{t('history.colChance')}</th>
              <th scope="col">{t(slip ? 'history.colBahtSlip' : 'history.colBahtTicket')}</th>
            </tr>
          </thead>
          <tbody>
            {odds.tiers.map((tier) => (
              <tr key={tier.tier} data-tier={tier.tier}>
                <th scope="row">{tierName(tier.tier)}</th>
                <td>{formatBaht(tier.count)}</td>
                <td>{tier.count === 0 ? '—' : oneIn(odds.outOf, tier.count)}</td>
                <td>
                  {tier.amount === null ? t('history.notOnFileAmount') : formatBaht(tier.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {schedule === null ? (
        <p className="muted odds-source">{t('history.noSchedule')}</p>
      ) : (
        <p className="muted odds-source">
          {schedule.until === null
            ? t('history.scheduleFrom', { from: formatDrawDate(schedule.from) })
            : t('history.scheduleFromTo', {
                from: formatDrawDate(schedule.from),
                until: formatDrawDate(schedule.until),
              })}{' '}
          {/* A schedule added to the contracts without its note here yet shows the note as written. */}
          {note === undefined ? schedule.note : t(note)} {t('history.sources')}{' '}
          {schedule.sources.map((key, i) => {
            const source = SOURCES[key];
            const name =
              source === undefined
                ? key
                : t(source.text, { name: source.name, author: source.author });
            return (
              <span key={key}>
                {i > 0 && t('history.listSeparator')}
                {source?.url ? (
                  <a href={source.url} target="_blank" rel="noopener noreferrer">
                    {name}
                  </a>
                ) : (
                  name
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
