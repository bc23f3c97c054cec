/* @jsxRuntime automatic */
// The automatic runtime named here, not only in tsconfig: tsx (the API's `pnpm dev`, its process
// tests) applies a tsconfig to the files it includes, and the API's does not include this package.
import {
  changedValues,
  claimDeadline,
  correctionGroups,
  type DrawChange,
  type DrawDetail,
  type EraId,
  eraOf,
  eraTiers,
  FULL_TIERS,
  type Tier,
} from '@lotto/contracts';
import { type ReactNode, useId } from 'react';
import { agreedNumbers, differingNumbers } from '../disagreements.js';
import { PageLink } from '../page-links.js';
import { CHECK_FORM, SERVER_PAGES } from '../pages.js';
import { useWords } from '../words-context.js';
import { amountText, fieldName } from './draw-details.js';
import { completenessOf, disagreementText, isDisputedCell, tierCell } from './draw-text.js';
import { MissingNumbers } from './tier-cells.js';

/*
 * A draw's page, once: the app renders these components (apps/pwa/src/features/results/components/
 * draw-page.tsx, around its data, live and failure states), and the API renders the same ones with
 * react-dom/server for the page it sends (apps/api/src/features/pages/draw-page-html.tsx). Their
 * words come from `WordsContext`, their links from `PageLinkContext`; no router, React Query or
 * antd. What only the app can do (Share, the live status) comes in as a slot.
 */

/** The note of an era that has ended, shown under the dates (the contracts' `Era.label`). */
const ERA_NOTES: Readonly<Record<EraId, string>> = {
  'seven-digit': 'results.eraSevenDigit',
  'four-last3': 'results.eraFourLast3',
  front3: 'results.eraFront3',
};

/** The notes of the prize schedules (the contracts' `PrizeSchedule.note`), by schedule id. */
const SCHEDULE_NOTES: Readonly<Partial<Record<string, string>>> = {
  'pair-2006': 'results.notePair2006',
  'pair-2015': 'results.notePair2015',
  'ticket-2017': 'results.noteTicket2017',
  'ticket-2020': 'results.noteTicket2020',
};

/** Tiers shown as rows of numbers below the main prizes, as GLO's sheet does. */
const GRID_TIERS: readonly Tier[] = ['prize2', 'prize3', 'prize4', 'prize5'];

/** A number the lookup over every draw takes (2, 3 or 6 digits; not 1990–94's 7-digit prizes). */
const LOOKUP_NUMBER = /^(\d{2}|\d{3}|\d{6})$/;

/** The app's page of every draw where a number came up (`?n=`). */
const HISTORY_PAGE = '/history';

/** A tier's numbers, each a link to its lookup over every draw (/history). */
function NumberList({
  numbers,
  grid,
  labelledBy,
}: {
  numbers: readonly string[];
  grid: boolean;
  labelledBy: string;
}) {
  const words = useWords();
  return (
    <ul
      className={`draw-numbers${grid ? ' draw-numbers-grid' : ''}`}
      aria-labelledby={labelledBy}
      translate="no"
    >
      {numbers.map((n, i) => (
        <li key={`${n}-${i}`} className="num" dir="ltr">
          {LOOKUP_NUMBER.test(n) ? (
            <PageLink
              to={HISTORY_PAGE}
              search={{ n }}
              className="draw-number-link"
              title={words.t('results.everyDrawWhere', { number: n })}
            >
              {n}
            </PageLink>
          ) : (
            n
          )}
        </li>
      ))}
    </ul>
  );
}

function TierSection({ draw, tier }: { draw: DrawDetail; tier: Tier }) {
  const words = useWords();
  const headingId = useId();
  const cell = tierCell(draw, tier);
  const grid = GRID_TIERS.includes(tier);
  return (
    <section className={`draw-tier draw-tier-${tier}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="draw-tier-name">
        {words.tierName(tier)}
      </h2>
      <p className="draw-tier-amount">
        {amountText(words, draw, tier)}
        {Array.isArray(cell) && cell.length > 1 && (
          <span className="draw-tier-count">
            {' · '}
            {words.t('results.numbersCount', { count: cell.length })}
          </span>
        )}
      </p>
      {typeof cell === 'string' ? (
        <p className="draw-tier-missing">
          <MissingNumbers cell={cell} />
        </p>
      ) : isDisputedCell(cell) ? (
        <div className="draw-tier-disputed">
          <p className="draw-notice draw-notice-warning">{disagreementText(words, cell)}</p>
          {/* Each source's numbers under its name, none the draw's: the sentence above says it
              all to a screen reader, this shows it at a glance. */}
          <dl className="draw-disputed-values" aria-hidden>
            {differingNumbers(cell).map(({ source, numbers }) => (
              <div key={source}>
                <dt>{words.sourceName(source)}</dt>
                <dd className="num" dir="ltr" translate="no">
                  {numbers.join(' ')}
                </dd>
              </div>
            ))}
          </dl>
          {agreedNumbers(cell).length > 0 && (
            <NumberList numbers={agreedNumbers(cell)} grid={grid} labelledBy={headingId} />
          )}
        </div>
      ) : (
        <NumberList numbers={cell} grid={grid} labelledBy={headingId} />
      )}
    </section>
  );
}

/**
 * Every tier of a draw laid out as GLO's result sheet: the first prize beside the two next to it,
 * then front 3, last 3 and last 2, then the 2nd to 5th prizes in rows (4 a row on a phone, 10 on
 * a wide screen). A main tier of the draw's era that is not on file says so ('Pending' on a
 * provisional draw); the near-first and lower prizes of a final draw without them are left out.
 */
export function DrawSheet({ draw }: { draw: DrawDetail }) {
  const tiers = eraTiers(draw.date);
  const shown = (tier: Tier) =>
    tiers.includes(tier) &&
    // The near-first and lower prizes of a final draw without them: the page's notice names them.
    (!(FULL_TIERS as readonly Tier[]).includes(tier) ||
      typeof tierCell(draw, tier) !== 'string' ||
      draw.status === 'provisional');
  const top = (['prize1', 'near1'] as const).filter(shown);
  const middle = (['front3', 'last3', 'last2'] as const).filter(shown);
  const lower = GRID_TIERS.filter(shown);
  return (
    <div className="draw-sheet">
      {top.length > 0 && (
        <div className="draw-row draw-row-top">
          {top.map((tier) => (
            <TierSection key={tier} draw={draw} tier={tier} />
          ))}
        </div>
      )}
      {middle.length > 0 && (
        <div className={`draw-row draw-row-middle draw-row-${middle.length}`}>
          {middle.map((tier) => (
            <TierSection key={tier} draw={draw} tier={tier} />
          ))}
        </div>
      )}
      {lower.map((tier) => (
        <TierSection key={tier} draw={draw} tier={tier} />
      ))}
    </div>
  );
}

function Values({ values }: { values: readonly string[] }) {
  if (values.length === 0) return <>—</>;
  return <span className="num">{values.join(' ')}</span>;
}

function ChangeList({ changes }: { changes: readonly DrawChange[] }) {
  const words = useWords();
  return (
    <ul className="draw-change-list">
      {changes.map((change, i) => {
        const { from, to } = changedValues(change);
        return (
          <li key={`${change.at}-${i}`}>
            {fieldName(words, change.field)}:{' '}
            <del>
              <Values values={from} />
            </del>{' '}
            →{' '}
            <ins>
              <Values values={to} />
            </ins>
            {change.note !== undefined && (
              <span className="draw-change-note"> ({change.note})</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'Corrected on dd/MM/yyyy' with what each of the admin's corrections changed (old → new);
 * `correctedAt` alone (a claimable copy on the device has no history) still says when. The fixes
 * our history made to the public tables it was built from are listed apart, undated: their only
 * date is when this install imported the history, which says nothing about the draw.
 */
export function DrawCorrections({
  changes,
  correctedAt,
}: {
  changes: readonly DrawChange[];
  correctedAt: string | undefined;
}) {
  const words = useWords();
  const adminId = useId();
  const sourceId = useId();
  const { admin, source } = correctionGroups(changes);
  const latest = correctedAt ?? admin.at(-1)?.at;
  return (
    <>
      {latest !== undefined && (
        <section
          className="draw-notice draw-notice-warning draw-corrections"
          aria-labelledby={adminId}
        >
          <h2 id={adminId} className="draw-notice-title">
            {words.t('results.correctedOn', { date: words.drawDate(latest.slice(0, 10)) })}
          </h2>
          {admin.length > 0 && <ChangeList changes={admin} />}
        </section>
      )}
      {source.length > 0 && (
        <section className="draw-notice draw-corrections" aria-labelledby={sourceId}>
          <h2 id={sourceId} className="draw-notice-title">
            {words.t('results.correctedFromTables')}
          </h2>
          <p>{words.t('results.sourceExplain')}</p>
          <ChangeList changes={source} />
        </section>
      )}
    </>
  );
}

/** The link back to every draw. */
export function BackToResults() {
  const words = useWords();
  return (
    <PageLink to={SERVER_PAGES.results} className="btn">
      {words.t('results.seeAllResultsLower')}
    </PageLink>
  );
}

/** 'Claim until …', or that the claim period ended, counted from Bangkok's `today`. */
function ClaimLine({ drawDate, today }: { drawDate: string; today: string }) {
  const words = useWords();
  const deadline = claimDeadline(drawDate);
  return deadline >= today ? (
    <p className="draw-claim">
      {words.t('results.claimUntil', { date: words.drawDate(deadline) })}
    </p>
  ) : (
    <p className="draw-claim muted">
      {words.t('results.claimEnded', { date: words.drawDate(deadline) })}
    </p>
  );
}

/** Period and draw date, completeness, era, corrections, the claim line and the page's actions. */
function DrawHead({
  draw,
  titleId,
  today,
  share,
}: {
  draw: DrawDetail;
  titleId: string;
  today: string;
  share: ReactNode;
}) {
  const words = useWords();
  const era = eraOf(draw.date);
  const completeness = completenessOf(words, draw);
  const period = words.drawDate(draw.date);
  const drawn = words.drawDate(draw.drawDate);
  return (
    <header className="draw-head">
      <h1 id={titleId} className="page-title">
        {words.t('results.resultsOf', { date: period })}
      </h1>
      <dl className="draw-dates">
        <div>
          <dt>{words.t('results.periodDate')}</dt>
          <dd>{period}</dd>
        </div>
        <div>
          <dt>{words.t('results.drawDate')}</dt>
          <dd>{drawn}</dd>
        </div>
      </dl>
      {draw.drawDate !== draw.date && (
        <p className="draw-notice draw-notice-info">
          {words.t('results.drawnOn', { period, drawn })}
        </p>
      )}
      {completeness && (
        <p
          className={`draw-notice draw-notice-${completeness.kind === 'provisional' ? 'warning' : 'info'}`}
        >
          {completeness.notice}
        </p>
      )}
      {era.id === 'seven-digit' ? (
        <p className="draw-notice draw-notice-warning">{words.t('results.sevenDigit')}</p>
      ) : (
        era.until !== null && <p className="muted draw-era">{words.t(ERA_NOTES[era.id])}</p>
      )}
      <DrawCorrections changes={draw.changes} correctedAt={draw.correctedAt} />
      <ClaimLine drawDate={draw.drawDate} today={today} />
      <div className="card-actions">
        {era.checkable && (
          <PageLink
            to={SERVER_PAGES.check}
            search={{ [CHECK_FORM.draw]: draw.date }}
            className="btn btn-primary"
          >
            {words.t('results.checkAgainst')}
          </PageLink>
        )}
        {share}
        {era.checkable && <BackToResults />}
      </div>
    </header>
  );
}

function PrizeAmounts({ draw }: { draw: DrawDetail }) {
  const words = useWords();
  const headingId = useId();
  const id = draw.schedule ? SCHEDULE_NOTES[draw.schedule.id] : undefined;
  // An unknown schedule's note as the API wrote it.
  const note = !draw.schedule
    ? words.t('results.amountsNotOnFile')
    : id
      ? words.t(id)
      : draw.schedule.note;
  return (
    <section className="draw-amounts" aria-labelledby={headingId}>
      <h2 id={headingId}>{words.t('results.prizeAmounts')}</h2>
      <p className="muted">{note}</p>
    </section>
  );
}

/**
 * The whole draw as GLO's sheet shows it, with the amount of each tier from the draw's own prize
 * schedule, how complete it is, its corrections and its claim deadline (from Bangkok's `today`).
 * `share`: the page's Share action (the app's button, the server's link to the picture).
 */
export function DrawView({
  draw,
  today,
  share,
}: {
  draw: DrawDetail;
  today: string;
  share: ReactNode;
}) {
  const titleId = useId();
  return (
    <article className="draw-page" aria-labelledby={titleId}>
      <DrawHead draw={draw} titleId={titleId} today={today} share={share} />
      <DrawSheet draw={draw} />
      <PrizeAmounts draw={draw} />
    </article>
  );
}

/**
 * No draw has this period date (`validDate`), or it is not a date at all. `children`: what the
 * app adds (a period drawn on that day, from the list on the device).
 */
export function DrawNotFound({
  date,
  validDate,
  children,
}: {
  date: string;
  validDate: boolean;
  children?: ReactNode;
}) {
  const words = useWords();
  return (
    <section className="draw-state" aria-labelledby="draw-state-title">
      <h1 id="draw-state-title" className="page-title">
        {words.t('results.notFoundTitle')}
      </h1>
      <p className="muted">
        {validDate
          ? words.t('results.noPeriod', { date: words.drawDate(date) })
          : words.t('results.notADate', { date })}
      </p>
      {children}
      <BackToResults />
    </section>
  );
}

/**
 * The live draw's page before its first numbers (draw day): that its numbers appear here as they
 * are announced. `status`: the live line above it (the app's, with when it last asked).
 */
export function DrawAwaited({ date, status }: { date: string; status: ReactNode }) {
  const words = useWords();
  return (
    <>
      {status}
      <section className="draw-state" aria-labelledby="draw-state-title">
        <h1 id="draw-state-title" className="page-title">
          {words.t('results.resultsOf', { date: words.drawDate(date) })}
        </h1>
        <p>{words.t('results.underWay')}</p>
        <BackToResults />
      </section>
    </>
  );
}
