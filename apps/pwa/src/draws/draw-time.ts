import {
  BANGKOK_UTC_OFFSET_MINUTES,
  DRAW_TIME_ZONE,
  type ScheduledDraw,
} from '@lotto/number-tools';
import { currentLocale, type MessageId, t } from '@/i18n';
import { formatDayMonthYear, formatLongDate, monthName } from '@/i18n/format-locale';
import { cityOfTimeZone } from '@/lib/time-zone';

/*
 * The words of the next-draw card: a draw's day, its start in Bangkok and in the visitor's own zone,
 * the countdown. Pure functions of (draw, instant, zone) in the active language: the zone is a
 * parameter, so tests run every zone without changing the process's, and the card passes the
 * browser's. Called while rendering (the texts follow a change of language).
 */

function parts(date: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`Expected a date YYYY-MM-DD, got "${date}"`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/**
 * '2026-12-01' → 'Tuesday 1 December 2026', 'วันอังคารที่ 1 ธันวาคม พ.ศ. 2569' (a calendar date: no
 * time zone involved).
 */
export function formatDrawDay(date: string): string {
  const { year, month, day } = parts(date);
  return formatLongDate(year, month, day);
}

/**
 * '2026-08-01' → '1 Aug'; with the year when it is not `sameYearAs`'s ('30 Dec 2025'). Other
 * languages name the month in full ('1 สิงหาคม', '30 ธันวาคม 2568'): their short forms are not
 * the English three letters.
 */
export function formatShortDay(date: string, sameYearAs?: string): string {
  const { year, month, day } = parts(date);
  const otherYear = Boolean(sameYearAs) && parts(sameYearAs ?? date).year !== year;
  if (currentLocale() !== 'en') {
    return otherYear ? formatDayMonthYear(year, month, day) : `${day} ${monthName(month)}`;
  }
  const short = `${day} ${monthName(month, 'short')}`;
  return otherYear ? `${short} ${year}` : short;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of `zone` at `instant`: its calendar date (YYYY-MM-DD) and time (HH:mm, 24 h).
 * Formatters are built on first use per zone (the first Intl object is slow on a cheap phone).
 */
export function wallClock(instant: Date, zone: string): { date: string; time: string } {
  if (zone === DRAW_TIME_ZONE) {
    // Bangkok is UTC+7 all year: its wall clock is arithmetic (no formatter to build).
    const iso = new Date(instant.getTime() + BANGKOK_UTC_OFFSET_MINUTES * 60_000).toISOString();
    return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
  }
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
  const time = wallClock(draw.startsAt, DRAW_TIME_ZONE).time;
  const local = localSide(draw.startsAt, zone);
  return local ? t('home.drawAtBoth', { time, local }) : t('home.drawAtBangkok', { time });
}

/** 'Draw under way — results by about 16:00 Bangkok', and the visitor's side of that time. */
export function underWayLine(
  draw: ScheduledDraw,
  zone: string | undefined,
): { text: string; local: string | undefined } {
  const time = wallClock(draw.completeBy, DRAW_TIME_ZONE).time;
  return {
    text: t('home.underWay', { time }),
    local: localSide(draw.completeBy, zone),
  };
}

/** 'Moved from 1 Aug: Asarnha Bucha day', or undefined for a draw on its regular date. */
export function movedLine(draw: ScheduledDraw): string | undefined {
  if (!draw.movedFrom) return undefined;
  const date = formatShortDay(draw.movedFrom, draw.date);
  // The reason is the announcement's own text, as the admin typed it.
  return draw.reason
    ? t('home.movedFromReason', { date, reason: draw.reason })
    : t('home.movedFrom', { date });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'in 2 days 03:14:05', 'in 1 day 00:00:09', 'in 03:14:05'; 'now' once the time has come. */
export function formatCountdown(ms: number): string {
  if (!(ms > 0)) return t('home.now');
  // Rounded up: the display reaches 00:00:00 at the instant itself, not a second before.
  const total = Math.ceil(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  if (days === 0) return t('home.countdownClock', { clock });
  return t('home.countdownDays', { days, clock });
}

const dayCount = (count: number) => t('home.days', { count });
const hourCount = (count: number) => t('home.hours', { count });
const minuteCount = (count: number) => t('home.minutes', { count });
const and = (first: string, second: string) => t('home.spanAnd', { first, second });

/**
 * The countdown for a screen reader: coarse words that change a few times an hour at most
 * ('in about 2 days and 3 hours', 'in about 14 minutes'), never a ticking second.
 */
export function spokenCountdown(ms: number): string {
  if (!(ms > 0)) return t('home.now');
  const minutesLeft = Math.ceil(ms / 60_000);
  if (minutesLeft <= 1) return t('home.spokenUnderMinute');
  const days = Math.floor(minutesLeft / 1440);
  const hours = Math.floor((minutesLeft % 1440) / 60);
  const minutes = minutesLeft % 60;
  let span: string;
  if (days > 0) span = hours ? and(dayCount(days), hourCount(hours)) : dayCount(days);
  else if (hours > 0)
    span = minutes ? and(hourCount(hours), minuteCount(minutes)) : hourCount(hours);
  else span = minuteCount(minutes);
  return t('home.spokenAbout', { span });
}
