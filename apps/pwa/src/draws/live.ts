import { bangkokDay, withinDrawMove } from '@lotto/contracts';
import { type DrawOverride, liveDrawAt, type ScheduledDraw } from '@lotto/number-tools';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { isLive, type LiveDraw } from '@lotto/site/live-line';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';

/*
 * Draw day: a draw page or Home's last result updates itself while the numbers come in.
 *
 * Why conditional polling and not Server-Sent Events: the API already answers every public read from
 * a cache with an ETag (`Cache-Control: no-cache`), so an unchanged answer is a 304 of a few hundred
 * bytes that the browser's HTTP cache turns back into the full answer; it passes the service worker
 * (network-first for API answers), proxies and flaky mobile networks unchanged, and the server holds
 * no connection per visitor. At one request a minute per open page, 1,000 visitors are ≈ 17
 * requests a second, nearly all 304s answered from memory.
 */

export { isLive, type LiveDraw } from '@lotto/site/live-line';

/** One request a minute per open page, and only while it is live. */
export const LIVE_POLL_MS = 60_000;

/**
 * The date of the draw whose numbers may be coming in at `now`: from its start until two hours
 * after its results should be complete (Bangkok times, overrides applied), else null.
 */
export function liveDrawDateAt(now: Date, overrides?: readonly DrawOverride[]): string | null {
  return liveDrawAt(now, overrides)?.date ?? null;
}

/**
 * Whether the period `date` lies within reach of today (Bangkok) — an announced move shifts a draw
 * by at most `DRAW_OVERRIDE_MAX_DAYS` — so that its page can ever be the live draw's.
 */
export function nearToday(date: string, now: Date = new Date()): boolean {
  return withinDrawMove(date, bangkokDay(now));
}

/**
 * The date of the draw whose numbers may be coming in now (see `liveDrawDateAt`), read again once a
 * minute: the window opens and closes by the clock, also while nothing is polled.
 */
export function useLiveDrawDate(overrides?: readonly DrawOverride[]): string | null {
  return useLiveDraw(overrides)?.date ?? null;
}

/** The draw of `useLiveDrawDate` with its times and the date it was moved from, if it was. */
export function useLiveDraw(overrides?: readonly DrawOverride[]): ScheduledDraw | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(id);
  }, []);
  return liveDrawAt(now, overrides);
}

/**
 * `refetchInterval` of a live view's query: one request a minute while `isLive`, none once the draw
 * is final (with `refetchIntervalInBackground: false`, none while the page is hidden either).
 */
export function liveRefetchInterval(liveDate: string | null = null) {
  return (query: { state: { data?: LiveDraw | null } }): number | false =>
    isLive(query.state.data, liveDate) ? LIVE_POLL_MS : false;
}

/**
 * `refetchInterval` of a draw page's query: one request a minute while its draw is provisional, and
 * while it is not on file yet (a 404, or no answer so far) but `awaited` — the live draw's page,
 * before its first numbers are published. None once final, none for a date that is not live (a
 * 404 there is asked once; the query client never retries a 4xx).
 */
export function drawPageRefetchInterval(awaited: boolean) {
  return (query: { state: { data?: LiveDraw | null } }): number | false => {
    const { data } = query.state;
    if (data === undefined || data === null) return awaited ? LIVE_POLL_MS : false;
    return isLive(data) ? LIVE_POLL_MS : false;
  };
}

/**
 * The date of a draw this view saw provisional that is now final (the final note shows once, and
 * a notification may be due), else null.
 */
export function useBecameFinal(draw: LiveDraw | null | undefined): string | null {
  const seenProvisional = useRef(new Set<string>());
  const [becameFinal, setBecameFinal] = useState<string | null>(null);
  const date = draw?.date;
  const status = draw?.status;
  useEffect(() => {
    if (date === undefined || status === undefined) return;
    if (status === 'provisional') seenProvisional.current.add(date);
    else if (seenProvisional.current.delete(date)) setBecameFinal(date);
  }, [date, status]);
  return becameFinal !== null && becameFinal === date ? becameFinal : null;
}

/**
 * When a polled draw changes (a tier arrived, it became final), the other copies of it on the
 * device are out of date: the draw in full (the saved tickets' re-check reads it) and the latest
 * draw are refetched if something shows them; the claimable draws and the light list are only
 * marked stale (fetched again on their next use, never each minute).
 */
export function useRefreshOnChange(
  date: string | undefined,
  data: unknown,
  polled: 'latest' | 'draw',
) {
  const queryClient = useQueryClient();
  const previous = useRef<{ date: string | undefined; data: unknown }>({ date, data });
  useEffect(() => {
    const before = previous.current;
    previous.current = { date, data };
    if (date === undefined || before.date !== date || before.data === data) return;
    if (before.data === undefined || data === undefined) return;
    const shown: QueryKey =
      polled === 'latest' ? queryKeys.results.draw(date) : queryKeys.results.latest;
    void queryClient.invalidateQueries({ queryKey: shown, exact: true });
    for (const key of [queryKeys.results.claimable, queryKeys.results.all]) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
    }
  }, [date, data, polled, queryClient]);
}
