import { type MessageId, t } from '@/i18n';
import { Trans } from '@/i18n/trans';
import { formatBaht } from '@/lib/format';
import { claimWindow, stampDuty } from '../lib/claim';

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
} as const satisfies Record<string, MessageId>;

type SourceKey = keyof typeof SOURCES;

function Sources({ keys }: { keys: readonly SourceKey[] }) {
  return (
    <span className="checker-sources">
      {keys.map((key) => (
        <abbr key={key} title={t(SOURCES[key])}>
          [{key}]
        </abbr>
      ))}
    </span>
  );
}

function Unverified() {
  return <span className="checker-unverified">{t('checker.unverified')}</span>;
}

/** 'Claim by 16/12/2026 — 23 days left' or 'Claim period over (ended …)'. */
export function ClaimDeadline({ drawDate, today }: { drawDate: string; today: string }) {
  const window = claimWindow(drawDate, today);
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
  return (
    <section className="checker-claim-info" aria-label={t('checker.howToClaim')}>
      <h3>{t('checker.howToClaim')}</h3>
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
              values={{ duty: formatBaht(stampDuty(total)), total: formatBaht(total) }}
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
