/* @jsxRuntime automatic */
// The automatic runtime named here, not only in tsconfig: tsx applies the tsconfig of its cwd.
import type { Result } from '@lotto/contracts';
import type { ScheduledDraw } from '@lotto/number-tools';
import { Fragment, type ReactNode } from 'react';
import { completenessOf } from '../draw/draw-text.js';
import { FullResultsLink } from '../draw/full-results-link.js';
import { CompletenessBadge, MainNumbers, type MainNumbersDraw } from '../draw/tier-cells.js';
import { PageLink } from '../page-links.js';
import { SERVER_PAGES } from '../pages.js';
import { Panel } from '../panel.js';
import { Trans } from '../trans.js';
import { useWords } from '../words-context.js';
import {
  countdownParts,
  drawDayText,
  drawStartText,
  movedText,
  spokenCountdownText,
  underWayText,
} from './calendar-words.js';

/*
 * Home's first screen, as the server writes it (apps/api's home page) and the app renders it
 * (src/routes/_site/index.tsx): the last result, the visitor's clock, the next draw. Data and words
 * come in as props and context (`WordsContext`, `PageLinkContext`); neither the router, React Query
 * nor antd. The app adds what only it can do around these (its queries' states, the live draw, the
 * visitor's own time zone, 'Add to calendar').
 */

/** How many tips Home shows (its card; the tips page shows them all). */
export const HOME_TIPS = 8;

/** `data-tick` on the parts index.html's script keeps ticking until the app is up. */
export const TICK_ATTRIBUTE = 'data-tick';
/** `data-countdown-to` on the countdown's clock: the instant it counts down to (ISO). */
export const COUNTDOWN_TO_ATTRIBUTE = 'data-countdown-to';

/** Home's frame: its heading for screen readers, the first screen's grid, then `children`. */
export function HomeLayout({
  lastResult,
  clock,
  nextDraw,
  children,
}: {
  lastResult: ReactNode;
  clock: ReactNode;
  nextDraw: ReactNode;
  children?: ReactNode;
}) {
  const words = useWords();
  return (
    <div className="home">
      {/* Home shows no title of its own: its h1 is for screen readers and the page outline. */}
      <h1 className="sr-only">{words.t('home.heading')}</h1>
      <div className="home-grid two section">
        {lastResult}
        {/* The next draw sits with the visitor's clock: both speak of their own time. */}
        <div className="home-side">
          {clock}
          {nextDraw}
        </div>
      </div>
      {children}
    </div>
  );
}

/** The last-result card's links: all results, the ticket check. */
export function LastResultActions() {
  const words = useWords();
  return (
    <div className="card-actions">
      <PageLink to={SERVER_PAGES.results} className="btn btn-primary">
        {words.t('results.seeAllResults')}
      </PageLink>
      <PageLink to={SERVER_PAGES.check} className="btn">
        {words.t('results.checkYourTicket')}
      </PageLink>
    </div>
  );
}

/** Blank numbers of the loaded card's shape. */
const BLANK_DRAW: MainNumbersDraw = {
  prize1: '000000',
  front3: ['000', '000'],
  last3: ['000', '000'],
  last2: '00',
  status: 'final',
  missing: [],
};

/**
 * The card's shape while the draw loads: the same rows as the loaded card with blank numbers, so
 * nothing below it jumps when the draw arrives (the layout shift a phone would otherwise show).
 */
export function LastResultSkeleton() {
  const words = useWords();
  return (
    <div className="last-result-loading" aria-busy="true">
      <p className="loading-line">{words.t('results.loadingLast')}</p>
      <div aria-hidden>
        <MainNumbers draw={BLANK_DRAW} titles="short" />
      </div>
      <LastResultActions />
    </div>
  );
}

/** The last draw: its date, badge and link, its main numbers, the card's links. */
export function LastResultLoaded({ result }: { result: Result }) {
  const words = useWords();
  const date = words.drawDate(result.date);
  return (
    <div aria-label={words.t('results.latestDraw')}>
      {/* One line, as the skeleton's loading line: the link and badge add no height. */}
      <p className="last-result-date">
        <span>
          <Trans id="results.drawDateStrong" values={{ date }} components={{ 0: <strong /> }} />{' '}
          <CompletenessBadge completeness={completenessOf(words, result)} />
        </span>
        <FullResultsLink date={result.date} />
      </p>
      <MainNumbers draw={result} titles="short" />
      <LastResultActions />
    </div>
  );
}

/** The card around the last result's body (spec §2 "Home"). */
export function LastResultPanel({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  const words = useWords();
  return (
    <Panel title={words.t('results.lastResult')} className="last-result-card" extra={extra}>
      {children}
    </Panel>
  );
}

/** The time of day with a break allowed after each colon (enlarged text). */
function ClockTime({ time }: { time: string }) {
  return time.split(':').map((part, i) => (
    <Fragment key={i}>
      {i > 0 && (
        <>
          :<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/**
 * The visitor's clock: `now` their time (HH:mm:ss) and day line; without it (the server, which
 * knows neither the visitor's time nor zone) blank lines index.html's script fills and ticks.
 */
export function ClockPanel({
  country,
  now,
}: {
  country: ReactNode;
  now?: { iso: string; time: string; day: string };
}) {
  const words = useWords();
  return (
    <Panel title={words.t('home.localTime')} className="clock-card">
      {country}
      <time
        className="clock-time num"
        dateTime={now?.iso}
        aria-live="off"
        {...{ [TICK_ATTRIBUTE]: 'time' }}
      >
        {now ? <ClockTime time={now.time} /> : '\u00a0'}
      </time>
      <div className="clock-date" {...{ [TICK_ATTRIBUTE]: 'day' }}>
        {now ? now.day : '\u00a0'}
      </div>
    </Panel>
  );
}

/** The clock's country line while it is not known: a blank flag box of the same size. */
export function CountryPending() {
  return (
    <div className="clock-country" aria-hidden="true">
      <span className="flag">{'\u00a0'}</span>
    </div>
  );
}

export interface NextDrawProps {
  /** The next draw whose results are not complete, or the one under way. */
  draw: ScheduledDraw;
  /** Whether `draw` is under way now (between its start and its results). */
  underWay: boolean;
  now: Date;
  /** The visitor's side of the start ('12:30 in Karachi'): the app's; the server has none. */
  local?: string;
  /** The visitor's side of the results' time while under way. */
  underWayLocal?: string;
  /** Whether the admin's announced changes are applied ('announced') or the calendar alone. */
  schedule: 'announced' | 'calendar';
  /** The standing-calendar note (the announced changes could not be checked). */
  standingNote?: boolean;
  /** The card's actions ('Add to calendar'): the app's. */
  actions?: ReactNode;
}

/**
 * Home's 'Next draw' card: the date, the countdown (its clock ticking: the app's, or index.html's
 * script until the app is up), the start in Bangkok (and the visitor's zone, in the app), a moved
 * draw's reason.
 */
export function NextDrawPanel({
  draw,
  underWay,
  now,
  local,
  underWayLocal,
  schedule,
  standingNote = false,
  actions,
}: NextDrawProps) {
  const words = useWords();
  const left = draw.startsAt.getTime() - now.getTime();
  const moved = movedText(words, draw);
  const countdown = countdownParts(words, left);
  return (
    <Panel title={words.t('home.nextDraw')} className="next-draw-card">
      {/* data-schedule: whether the API's announced changes are applied yet (tests wait on it). */}
      <p className="next-draw-date" data-schedule={schedule}>
        <time dateTime={draw.date} data-testid="next-draw-date">
          {drawDayText(draw.date, words.lang)}
        </time>
      </p>
      {underWay ? (
        <p className="next-draw-live" role="status" data-testid="next-draw-live">
          {underWayText(words, draw)}
          {underWayLocal && <span className="next-draw-local"> · {underWayLocal}</span>}
        </p>
      ) : (
        <p className="next-draw-countdown">
          {/* The ticking digits are for the eye; a screen reader gets coarse words, not a per-second stream. */}
          <span className="num" aria-hidden="true" data-testid="next-draw-countdown">
            {countdown.before}
            {countdown.clock !== undefined && (
              <span
                {...{
                  [TICK_ATTRIBUTE]: 'countdown',
                  [COUNTDOWN_TO_ATTRIBUTE]: draw.startsAt.toISOString(),
                }}
              >
                {countdown.clock}
              </span>
            )}
            {countdown.after}
          </span>
          <span className="sr-only">
            {words.t('home.startsIn', { when: spokenCountdownText(words, left) })}
          </span>
        </p>
      )}
      <p className="next-draw-time" data-testid="next-draw-time">
        {drawStartText(words, draw, local)}
      </p>
      {moved && (
        <p className="next-draw-moved" data-testid="next-draw-moved">
          {moved}
        </p>
      )}
      {standingNote && <p className="next-draw-note">{words.t('home.standingCalendarNote')}</p>}
      {actions && <div className="card-actions">{actions}</div>}
    </Panel>
  );
}

/**
 * An image grid's place while its list loads: `count` blank tiles of the images' fixed 3:4 shape,
 * so the page below does not jump when the images arrive.
 */
export function ImageGridSkeleton({ count, text }: { count: number; text: string }) {
  return (
    <div aria-busy="true">
      <p className="loading-line">{text}</p>
      <ul className="image-grid cols-4 image-grid-skeleton" aria-hidden>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} />
        ))}
      </ul>
    </div>
  );
}

/** Home's tips card: its title and 'All tips' link around `children` (the grid or its state). */
export function HomeTipsSection({ children }: { children: ReactNode }) {
  const words = useWords();
  return (
    <section className="section">
      <Panel
        title={words.t('home.tips')}
        extra={
          <PageLink to="/tips" className="card-link">
            {words.t('home.allTips')}
          </PageLink>
        }
      >
        {children}
      </Panel>
    </section>
  );
}

/** Home's success-tips card around `children` (the strip or its state). */
export function SuccessPanel({ children }: { children: ReactNode }) {
  const words = useWords();
  return (
    <Panel title={words.t('home.successTips')} className="success-card">
      {children}
    </Panel>
  );
}

/** The number tools' places while their code loads (antd: they load as the visitor nears them). */
export function ToolPlaceholders() {
  const words = useWords();
  return (
    <>
      <section className="section">
        <Panel title={words.t('home.totalPaperSearch')}>
          <p className="state-text tool-placeholder">{words.t('home.loadingTool')}</p>
        </Panel>
      </section>
      <section className="section">
        <Panel title={words.t('home.gameGenerator')}>
          <p className="state-text tool-placeholder">{words.t('home.loadingTool')}</p>
        </Panel>
      </section>
    </>
  );
}
