import { claimDeadline, type DrawDetail, DrawDateSchema, eraOf } from '@lotto/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import * as v from 'valibot';
import {
  QueryFailed,
  QueryOffline,
  SavedNote,
  SlowNotice,
  useQueryView,
} from '@/components/ui/query-state';
import { isApiError } from '@/lib/api-client';
import { useDrawSchedule } from '@/lib/draws/use-draw-schedule';
import { formatDrawDate, todayInBangkok } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { type DrawPolling, drawQueryOptions, useDrawFull } from '@/lib/results/get-draw';
import { resultsQueryOptions } from '@/lib/results/get-results';
import {
  drawPageRefetchInterval,
  isLive,
  namesLiveDraw,
  nearToday,
  useBecameFinal,
  useLiveDraw,
  useRefreshOnChange,
} from '@/lib/results/live';
import { completenessOf, drawSummary } from '../lib/draw-text';
import { LiveStatus } from './live-status';
import { ShareDraw } from './share-draw';
import { DrawCorrections } from './draw-changes';
import { DrawSheet } from './draw-sheet';

function BackToResults() {
  return (
    <Link to="/result" className="btn">
      See all results
    </Link>
  );
}

/** No draw has this period date; the cached list may know a period drawn on that day. */
function DrawNotFound({ date }: { date: string }) {
  const { data: results } = useQuery({ ...resultsQueryOptions(), enabled: false });
  const drawnThatDay = results?.find((r) => r.drawDate === date && r.date !== date);
  return (
    <section className="draw-state" aria-labelledby="draw-state-title">
      <h1 id="draw-state-title" className="page-title">
        No draw on file for this date
      </h1>
      <p className="muted">
        {formatDrawDate(date) === 'Invalid Date'
          ? `"${date}" is not a date.`
          : `There is no draw with the period date ${formatDrawDate(date)}.`}
      </p>
      {drawnThatDay && (
        <p>
          The {formatDrawDate(drawnThatDay.date)} period was drawn on this day:{' '}
          <Link to="/result/$date" params={{ date: drawnThatDay.date }}>
            Results of {formatDrawDate(drawnThatDay.date)}
          </Link>
        </p>
      )}
      <BackToResults />
    </section>
  );
}

/**
 * The live draw's page before its first numbers are published (a 404 while the draw is under way):
 * live, with when the page last asked; it shows the draw as soon as the admin publishes it.
 */
function DrawAwaited({ date, checkedAt }: { date: string; checkedAt: number }) {
  return (
    <>
      <LiveStatus
        live
        date={date}
        becameFinal={false}
        updatedAt={checkedAt}
        summary=""
        notOnFileYet
      />
      <section className="draw-state" aria-labelledby="draw-state-title">
        <h1 id="draw-state-title" className="page-title">
          Results of {formatDrawDate(date)}
        </h1>
        <p>
          The draw is under way: its first numbers are not out yet. They show here as soon as they
          are published, without reloading the page.
        </p>
        <BackToResults />
      </section>
    </>
  );
}

function DrawLoading({ attempt, onRetry }: { attempt: number; onRetry: () => void }) {
  return (
    <section className="draw-state" aria-busy="true">
      <p className="state-text">Loading the draw...</p>
      <SlowNotice key={attempt} onRetry={onRetry} />
    </section>
  );
}

function DrawFailed({
  reason,
  retrying,
  onRetry,
}: {
  reason: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <section className="draw-state" aria-labelledby="draw-state-title">
      <QueryFailed
        title={
          <h1 id="draw-state-title" className="page-title">
            The draw could not be loaded
          </h1>
        }
        reason={reason}
        retrying={retrying}
        onRetry={onRetry}
      >
        <BackToResults />
      </QueryFailed>
    </section>
  );
}

function DrawOffline() {
  return (
    <section className="draw-state" aria-labelledby="draw-state-title">
      <QueryOffline
        title={
          <h1 id="draw-state-title" className="page-title">
            This draw is not saved on this device
          </h1>
        }
      >
        <p className="muted">
          Draws you have opened before and every draw of the last two years open without a
          connection, and so does <Link to="/check">Check your ticket</Link> for them.
        </p>
      </QueryOffline>
      <BackToResults />
    </section>
  );
}

function ClaimLine({ drawDate }: { drawDate: string }) {
  const deadline = claimDeadline(drawDate);
  return deadline >= todayInBangkok() ? (
    <p className="draw-claim">
      Prizes can be claimed for two years after the draw: until {formatDrawDate(deadline)}.
    </p>
  ) : (
    <p className="draw-claim muted">
      The two-year claim period ended on {formatDrawDate(deadline)}.
    </p>
  );
}

/** Period and draw date, completeness, era, corrections and the link to check a ticket. */
function DrawHead({ draw, titleId }: { draw: DrawDetail; titleId: string }) {
  const era = eraOf(draw.date);
  const completeness = completenessOf(draw);
  const period = formatDrawDate(draw.date);
  const drawn = formatDrawDate(draw.drawDate);
  return (
    <header className="draw-head">
      <h1 id={titleId} className="page-title">
        Results of {period}
      </h1>
      <dl className="draw-dates">
        <div>
          <dt>Period date</dt>
          <dd>{period}</dd>
        </div>
        <div>
          <dt>Draw date</dt>
          <dd>{drawn}</dd>
        </div>
      </dl>
      {draw.drawDate !== draw.date && (
        <p className="draw-notice draw-notice-info">
          The {period} period was drawn on {drawn}, not on its period date.
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
        <p className="draw-notice draw-notice-warning">
          The first prizes of 1990–94 had 7 digits. A draw of that time cannot be checked like
          today&apos;s 6-digit tickets.
        </p>
      ) : (
        era.until !== null && <p className="muted draw-era">{era.label}.</p>
      )}
      <DrawCorrections changes={draw.changes} correctedAt={draw.correctedAt} />
      <ClaimLine drawDate={draw.drawDate} />
      <div className="card-actions">
        {era.checkable && (
          <Link to="/check" search={{ draw: draw.date }} className="btn btn-primary">
            Check a ticket against this draw
          </Link>
        )}
        <ShareDraw draw={draw} />
        {era.checkable && <BackToResults />}
      </div>
    </header>
  );
}

function PrizeAmounts({ draw }: { draw: DrawDetail }) {
  const headingId = useId();
  return (
    <section className="draw-amounts" aria-labelledby={headingId}>
      <h2 id={headingId}>Prize amounts</h2>
      <p className="muted">
        {draw.schedule
          ? draw.schedule.note
          : 'The prize amounts of this period are not on file: the page names the prizes only.'}
      </p>
    </section>
  );
}

function DrawView({ draw }: { draw: DrawDetail }) {
  const titleId = useId();
  return (
    <article className="draw-page" aria-labelledby={titleId}>
      <DrawHead draw={draw} titleId={titleId} />
      <DrawSheet draw={draw} />
      <PrizeAmounts draw={draw} />
    </article>
  );
}

/**
 * The page refetches its draw once a minute (live.ts) while it is provisional, and while it is the
 * live draw's and not on file yet (`awaited`); never when hidden.
 */
function usePolling(awaited: boolean): DrawPolling {
  return useMemo(
    () => ({
      refetchInterval: drawPageRefetchInterval(awaited),
      refetchIntervalInBackground: false,
      retryOnMount: false,
    }),
    [awaited],
  );
}

/** A page within reach of today: it may be the live draw's (the calendar with the announced moves). */
function NearToday({ date }: { date: string }) {
  // The calendar with the admin's announced moves (the standing calendar alone offline), as Home.
  const { overrides } = useDrawSchedule();
  const awaited = namesLiveDraw(date, useLiveDraw(overrides));
  return <LoadedOrNot date={date} awaited={awaited} />;
}

function LoadedOrNot({ date, awaited }: { date: string; awaited: boolean }) {
  const draw = useDrawFull(date, usePolling(awaited));
  const { view, retry, attempt } = useQueryView(draw, {
    queryKey: drawQueryOptions(date).queryKey,
  });
  const becameFinal = useBecameFinal(draw.data);
  useRefreshOnChange(draw.data?.date, draw.data, 'draw');
  switch (view.kind) {
    case 'data':
    case 'empty':
      // A draw is never "empty"; `data` is there (the detail or the copy on the device).
      return (
        <>
          {view.saved && <SavedNote saved={view.saved} onRetry={retry} />}
          {draw.data && (
            <LiveStatus
              live={isLive(draw.data)}
              date={draw.data.date}
              becameFinal={becameFinal !== null}
              updatedAt={draw.dataUpdatedAt}
              summary={drawSummary(draw.data)}
            />
          )}
          {draw.data && <DrawView draw={draw.data} />}
        </>
      );
    case 'failed':
      if (isApiError(view.error) && view.error.status === 404) {
        return awaited ? (
          <DrawAwaited date={date} checkedAt={draw.errorUpdatedAt} />
        ) : (
          <DrawNotFound date={date} />
        );
      }
      return <DrawFailed reason={view.reason} retrying={view.retrying} onRetry={retry} />;
    case 'offline':
      return <DrawOffline />;
    case 'loading':
      return <DrawLoading attempt={attempt} onRetry={retry} />;
  }
}

/**
 * The whole draw of one period (`date`, YYYY-MM-DD) as GLO's sheet shows it, with the amount of
 * each tier from the draw's own prize schedule, how complete it is and its corrections. A claimable
 * draw shows at once from the copy on the device. Draw day: live while provisional, and while it is
 * the draw under way and not published yet (polled once a minute, see live.ts).
 */
export function DrawPage({ date }: { date: string }) {
  const valid = v.is(DrawDateSchema, date);
  usePageTitle(`Results of ${valid ? formatDrawDate(date) : 'an unknown date'}`);
  return (
    <div className="results-container draw-container">
      {!valid ? (
        <DrawNotFound date={date} />
      ) : nearToday(date) ? (
        <NearToday date={date} />
      ) : (
        // An older draw is never live: no schedule, no clock.
        <LoadedOrNot date={date} awaited={false} />
      )}
    </div>
  );
}
