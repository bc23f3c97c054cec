import { DRAW_TIME_ZONE, type ScheduledDraw } from '@lotto/number-tools';
import {
  bangkokClock,
  countdownText,
  drawDayText,
  drawStartText,
  movedText,
  shortDayText,
  spokenCountdownText,
  underWayText,
} from '@lotto/site/calendar-words';
import { currentLocale, type MessageId, t } from '@/i18n';
import { appWords } from '@/i18n/words';
import { cityOfTimeZone } from '@/lib/time-zone';

/*
 * The words of the next-draw card in the active language: a draw's day, its start in Bangkok and in
 * the visitor's own zone, the countdown. What the server writes too is `@lotto/site`'s
 * calendar-words (one implementation); the visitor's own zone is the app's alone. Pure functions of
 * (draw, instant, zone): the zone is a parameter, so tests run every zone without changing the
 * process's, and the card passes the browser's. Called while rendering (the texts follow a change
 * of language).
 */

/**
 * '2026-12-01' → 'Tuesday 1 December 2026', 'วันอังคารที่ 1 ธันวาคม พ.ศ. 2569' (a calendar date: no
 * time zone involved).
 */
export function formatDrawDay(date: string): string {
  return drawDayText(date, currentLocale());
}

/** '2026-08-01' → '1 Aug'; with the year when it is not `sameYearAs`'s ('30 Dec 2025'). */
export function formatShortDay(date: string, sameYearAs?: string): string {
  return shortDayText(date, currentLocale(), sameYearAs);
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of `zone` at `instant`: its calendar date (YYYY-MM-DD) and time (HH:mm, 24 h).
 * Formatters are built on first use per zone (the first Intl object is slow on a cheap phone).
 */
export function wallClock(instant: Date, zone: string): { date: string; time: string } {
  // Bangkok is UTC+7 all year: its wall clock is arithmetic (no formatter to build).
  if (zone === DRAW_TIME_ZONE) return bangkokClock(instant);
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(zone, format);
  }
  const all = format.formatToParts(instant);
  const pick = (type: Intl.DateTimeFormatPartTypes) =>
    all.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${pick('year')}-${pick('month')}-${pick('day')}`,
    time: `${pick('hour')}:${pick('minute')}`,
  };
}

/** A zone the browser reports and Intl knows, else undefined (then only Bangkok time is shown). */
export function usableZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    wallClock(new Date(0), zone);
    return zone;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's side, by how it is named (a city, UTC, neither) and which day it is there compared
 * with Bangkok: one whole message each, as languages put the day and the place in their own order.
 */
const LOCAL_SIDE = {
  city: {
    same: 'home.localInCity',
    before: 'home.localInCityDayBefore',
    after: 'home.localInCityDayAfter',
  },
  utc: { same: 'home.localUtc', before: 'home.localUtcDayBefore', after: 'home.localUtcDayAfter' },
  zone: {
    same: 'home.localYourTime',
    before: 'home.localYourTimeDayBefore',
    after: 'home.localYourTimeDayAfter',
  },
} as const satisfies Record<string, Record<'same' | 'before' | 'after', MessageId>>;

/** Which day the visitor's clock shows compared with Bangkok's. */
function dayShift(localDate: string, bangkokDate: string): 'same' | 'before' | 'after' {
  if (localDate === bangkokDate) return 'same';
  return localDate < bangkokDate ? 'before' : 'after';
}

/**
 * The visitor's side of an instant given in Bangkok time: '12:30 in Karachi', '23:30 the day before
 * in Los Angeles', '07:30 UTC'; undefined in Bangkok itself, or in a zone on Bangkok's clock then.
 * The place keeps the name the tz database gives it (a proper name).
 */
export function localSide(instant: Date, zone: string | undefined): string | undefined {
  const visitor = usableZone(zone);
  if (!visitor || visitor === DRAW_TIME_ZONE) return undefined;
  const bangkok = wallClock(instant, DRAW_TIME_ZONE);
  const local = wallClock(instant, visitor);
  if (local.date === bangkok.date && local.time === bangkok.time) return undefined;
  const shift = dayShift(local.date, bangkok.date);
  const city = cityOfTimeZone(visitor);
  if (city) return t(LOCAL_SIDE.city[shift], { time: local.time, city });
  const utc = /^(Etc\/)?(UTC|UCT|GMT|Zulu|Universal)$/i.test(visitor);
  return t(LOCAL_SIDE[utc ? 'utc' : 'zone'][shift], { time: local.time });
}

/**
 * 'Draw at 14:30 Bangkok · 12:30 in Karachi'; 'Draw at 14:30 Bangkok · 23:30 the day before in Los
 * Angeles'; in Bangkok (or where the clock reads the same then) 'Draw at 14:30 Bangkok time'.
 */
export function drawStartLine(draw: ScheduledDraw, zone: string | undefined): string {
  return drawStartText(appWords, draw, localSide(draw.startsAt, zone));
}

/** 'Draw under way — results by about 16:00 Bangkok', and the visitor's side of that time. */
export function underWayLine(
  draw: ScheduledDraw,
  zone: string | undefined,
): { text: string; local: string | undefined } {
  return { text: underWayText(appWords, draw), local: localSide(draw.completeBy, zone) };
}

/** 'Moved from 1 Aug: Asarnha Bucha day', or undefined for a draw on its regular date. */
export function movedLine(draw: ScheduledDraw): string | undefined {
  return movedText(appWords, draw);
}

/** 'in 2 days 03:14:05', 'in 1 day 00:00:09', 'in 03:14:05'; 'now' once the time has come. */
export function formatCountdown(ms: number): string {
  return countdownText(appWords, ms);
}

/**
 * The countdown for a screen reader: coarse words that change a few times an hour at most
 * ('in about 2 days and 3 hours', 'in about 14 minutes'), never a ticking second.
 */
export function spokenCountdown(ms: number): string {
  return spokenCountdownText(appWords, ms);
}
