import { claimDeadline, type DrawDetail, DrawDateSchema, eraOf } from '@lotto/contracts';
import { useIsRestoring, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from 'antd';
import { useEffect, useId } from 'react';
import * as v from 'valibot';
import { isApiError } from '@/lib/api-client';
import { formatDrawDate, todayInBangkok } from '@/lib/format';
import { useOnline } from '@/lib/use-online';
import { useDrawFull } from '../api/get-draw';
import { resultsQueryOptions } from '../api/get-results';
import { completenessOf } from '../lib/draw-text';
import { DrawCorrections } from './draw-changes';
import { DrawSheet } from './draw-sheet';

/** The page's name in the browser tab and history while it is open. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

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

function DrawLoading() {
  return (
    <section className="draw-state" aria-busy="true">
      <p className="state-text">Loading the draw...</p>
    </section>
  );
}

function DrawFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <section className="draw-state" aria-labelledby="draw-state-title">
      <h1 id="draw-state-title" className="page-title">
        The draw could not be loaded
      </h1>
      <p role="alert" className="draw-error">
        {message}
      </p>
      <div className="card-actions">
        <Button type="primary" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
        <BackToResults />
      </div>
    </section>
  );
}

function DrawOffline() {
  return (
    <section className="draw-state" aria-labelledby="draw-state-title">
      <h1 id="draw-state-title" className="page-title">
        This draw is not saved on this device
      </h1>
      <p className="muted">
        You are offline. Draws you have opened before and every draw of the last two years open
        without a connection; this one needs the internet.
      </p>
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
      {era.checkable && (
        <div className="card-actions">
          <Link to="/check" search={{ draw: draw.date }} className="btn btn-primary">
            Check a ticket against this draw
          </Link>
          <BackToResults />
        </div>
      )}
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

function LoadedOrNot({ date }: { date: string }) {
  const draw = useDrawFull(date);
  const online = useOnline();
  // Until the device's saved draws are read back, "not saved on this device" may not be true.
  const restoring = useIsRestoring();
  if (draw.data) return <DrawView draw={draw.data} />;
  if (restoring) return <DrawLoading />;
  if (isApiError(draw.error) && draw.error.status === 404) return <DrawNotFound date={date} />;
  if (draw.error)
    return (
      <DrawFailed
        message={draw.error.message}
        retrying={draw.isFetching}
        onRetry={() => void draw.refetch()}
      />
    );
  if (draw.fetchStatus === 'paused' || !online) return <DrawOffline />;
  return <DrawLoading />;
}

/**
 * The whole draw of one period (`date`, YYYY-MM-DD) as GLO's sheet shows it, with the amount of
 * each tier from the draw's own prize schedule, how complete it is and its corrections. A claimable
 * draw shows at once from the copy on the device.
 */
export function DrawPage({ date }: { date: string }) {
  const valid = v.is(DrawDateSchema, date);
  useDocumentTitle(`Results of ${valid ? formatDrawDate(date) : 'an unknown date'} — Lotto`);
  return (
    <div className="results-container draw-container">
      {valid ? <LoadedOrNot date={date} /> : <DrawNotFound date={date} />}
    </div>
  );
}
