import { bangkokDay, DrawDateSchema, type DrawDetail } from '@lotto/contracts';
import {
  BackToResults,
  DrawAwaited as DrawAwaitedState,
  DrawNotFound as DrawNotFoundState,
  DrawView as SharedDrawView,
} from '@lotto/site/draw-view';
import { DRAW_NOT_FOUND_TITLE, drawPageTitle } from '@lotto/site/titles';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as v from 'valibot';
import {
  QueryFailed,
  QueryOffline,
  SavedNote,
  SlowNote,
} from '@/components/ui/query-state/query-notes';
import { useQueryView } from '@/components/ui/query-state/use-query-view';
import { currentLocale, t } from '@/i18n';
import { Trans } from '@/i18n/trans';
import { isApiError } from '@/lib/api-client';
import { useDrawSchedule } from '@/draws/use-draw-schedule';
import { formatDrawDate } from '@/lib/format';
import { useSiteTitle } from '@/lib/site-title';
import { AppPagePieces } from '@/links/app-page-pieces';
import { type DrawPolling, drawQueryOptions } from '@/draws/get-draw';
import { resultsQueryOptions } from '@/draws/get-results';
import {
  drawPageRefetchInterval,
  isLive,
  nearToday,
  useBecameFinal,
  useLiveDraw,
  useRefreshOnChange,
} from '@/draws/live';
import { namesLiveDraw } from '@lotto/number-tools';
import { useBestDraws } from '@/draws/use-best-draws';
import { drawSummary } from '../lib/draw-text';
import { LiveStatus } from './live-status';
import { ShareDraw } from './share-draw';

/** No draw has this period date; the cached list may know a period drawn on that day. */
function DrawNotFound({ date }: { date: string }) {
  const { data: results } = useQuery({ ...resultsQueryOptions(), enabled: false });
  const drawnThatDay = results?.find((r) => r.drawDate === date && r.date !== date);
  return (
    <DrawNotFoundState date={date} validDate={formatDrawDate(date) !== t('app.invalidDate')}>
      {drawnThatDay && (
        <p>
          <Trans
            id="results.drawnThatDay"
            values={{ period: formatDrawDate(drawnThatDay.date) }}
            components={{
              0: <Link to="/result/$date" params={{ date: drawnThatDay.date }} />,
            }}
          />
        </p>
      )}
    </DrawNotFoundState>
  );
}

/** The page of something that is not a draw date (`/result/2024-02-31`): a 404, as the server's. */
function NotADate({ date }: { date: string }) {
  useSiteTitle(DRAW_NOT_FOUND_TITLE);
  return <DrawNotFound date={date} />;
}

/**
 * The live draw's page before its first numbers are published (a 404 while the draw is under way):
 * live, with when the page last asked; it shows the draw as soon as the admin publishes it.
 */
function DrawAwaited({ date, checkedAt }: { date: string; checkedAt: number }) {
  return (
    <DrawAwaitedState
      date={date}
      status={
        <LiveStatus
          live
          date={date}
          becameFinal={false}
          updatedAt={checkedAt}
          summary=""
          notOnFileYet
        />
      }
    />
  );
}

function DrawLoading({ slow, onRetry }: { slow: boolean; onRetry: () => void }) {
  return (
    <section className="draw-state" aria-busy="true">
      <p className="state-text">{t('results.loadingDraw')}</p>
      {slow && <SlowNote onRetry={onRetry} />}
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
            {t('results.drawFailed')}
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
            {t('results.notSaved')}
          </h1>
        }
      >
        <p className="muted">
          <Trans id="results.offlineHelp" components={{ 0: <Link to="/check" /> }} />
        </p>
      </QueryOffline>
      <BackToResults />
    </section>
  );
}

/** The draw in full: the page the server renders too (`@lotto/site/draw-view`), with Share. */
function DrawView({ draw }: { draw: DrawDetail }) {
  return <SharedDrawView draw={draw} today={bangkokDay()} share={<ShareDraw draw={draw} />} />;
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
  const [best] = useBestDraws([{ date }], { history: true, polling: usePolling(awaited) });
  // The draw in full's query, showing the copy on the device until the detail is there.
  const draw = { ...best.query, data: best.draw };
  const { view, retry } = useQueryView(draw, {
    queryKey: drawQueryOptions(date).queryKey,
  });
  const becameFinal = useBecameFinal(draw.data);
  useRefreshOnChange(draw.data?.date, draw.data, 'draw');
  const notFound =
    view.kind === 'failed' && isApiError(view.error) && view.error.status === 404 && !awaited;
  // The server's title of this page: the draw's, or its page's without one (a 404).
  useSiteTitle(notFound ? DRAW_NOT_FOUND_TITLE : drawPageTitle(date, currentLocale()));
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
      return <DrawLoading slow={view.slow} onRetry={retry} />;
  }
}

/**
 * The whole draw of one period (`date`, YYYY-MM-DD) as GLO's sheet shows it, with the amount of
 * each tier from the draw's own prize schedule, how complete it is and its corrections. A claimable
 * draw shows at once from the copy on the device. Draw day: live while provisional, and while it is
 * the draw under way and not published yet (polled once a minute, see live.ts).
 */
export function DrawPage({ date }: { date: string }) {
  return (
    <AppPagePieces>
      <div className="results-container draw-container">
        {!v.is(DrawDateSchema, date) ? (
          <NotADate date={date} />
        ) : nearToday(date) ? (
          <NearToday date={date} />
        ) : (
          // An older draw is never live: no schedule, no clock.
          <LoadedOrNot date={date} awaited={false} />
        )}
      </div>
    </AppPagePieces>
  );
}
