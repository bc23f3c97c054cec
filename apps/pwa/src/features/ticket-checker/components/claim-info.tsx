import { claimWindow, stampDutyText } from '../lib/claim';

/*
 * How to claim a prize: the facts of shared/domain §3, each with the keys of its sources (listed
 * in shared/domain §8). What no source confirms is marked 'unverified' on screen.
 */

const SOURCES: Readonly<Record<string, string>> = {
  GSB: 'Government Savings Bank: claiming government-lottery prizes at branches (gsb.or.th)',
  L16: 'lotto16th.com: article on claiming lottery prizes',
  CH7: 'Channel 7 news 397260 (BAAC branches, fees)',
  CH7b: 'Channel 7 news 380505 (unclaimed prizes)',
  STD19: 'The Standard, 2019: lottery check warning (two-year deadline)',
  WI68: 'wikiinfo68.com, 13 Apr 2023: claim conditions (reproducing GSB’s terms)',
  HS999: 'huaysod999.com: the GLO claim procedure',
  NAT24: 'The Nation, 2024: stamp duty on lottery prizes',
  TSK22: 'Thansettakij, 2022: digital lottery prizes in Pao Tang',
  ITAX: 'iTAX: how to claim a digital-lottery prize',
};

function Sources({ keys }: { keys: readonly string[] }) {
  return (
    <span className="checker-sources">
      {keys.map((key) => (
        <abbr key={key} title={SOURCES[key] ?? key}>
          [{key}]
        </abbr>
      ))}
    </span>
  );
}

function Unverified() {
  return <span className="checker-unverified">unverified</span>;
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
    <section className="checker-claim-info" aria-label="How to claim">
      <h3>How to claim</h3>
      <ul>
        {wonFirst && (
          <li>
            First prize: only at the GLO office (Nonthaburi, สนามบินน้ำ).{' '}
            <Sources keys={['GSB', 'L16']} />
          </li>
        )}
        {currentPeriod ? (
          <li>
            {wonFirst ? 'Other prizes: ' : ''}at the GLO office, or at a GSB, Krungthai or BAAC
            branch — banks take the current period only, from 18:00 on draw day until 12:00 on the
            next draw day. <Sources keys={['GSB', 'L16', 'CH7', 'WI68']} />
          </li>
        ) : (
          <li>
            This period is no longer the current one: banks take the current period only, so claim
            at the GLO office (Nonthaburi, สนามบินน้ำ). <Sources keys={['GSB', 'L16']} />
          </li>
        )}
        <li>
          Bring the ticket itself, intact — no erasures, scratches or damage — signed on the back,
          and your Thai ID card. <Sources keys={['GSB', 'HS999']} />
        </li>
        <li>
          0.5% stamp duty is deducted (1 baht per 200 baht)
          {total !== null && total > 0 ? `: ${stampDutyText(total)}` : ''}.{' '}
          <Sources keys={['L16', 'NAT24']} />
        </li>
        <li>
          Bank fees: BAAC charges 1% on top of the stamp duty <Sources keys={['CH7']} />; fees at
          GSB and Krungthai: <Unverified />.
        </li>
        <li>
          A digital ticket bought in Pao Tang (เป๋าตัง) can be claimed in the app, for a 1% fee, or in
          person <Sources keys={['TSK22', 'ITAX']} />; the in-app claim window today: <Unverified />
          .
        </li>
        <li>
          Unclaimed prizes go to the state after 2 years <Sources keys={['STD19', 'CH7b']} />. We
          count from the draw date; whether the law counts from the draw date or the period date:{' '}
          <Unverified />.
        </li>
      </ul>
    </section>
  );
}
