import { ENGLISH_MONTHS } from '@lotto/contracts';
import { BANGKOK_UTC_OFFSET_MINUTES, type ScheduledDraw } from '@lotto/number-tools';
import { LOCALE_INFO, type Locale } from '../locales.js';
import type { Words } from '../words.js';

/*
 * The words of the next-draw card (Home's first screen), for the app and the server alike: a
 * draw's day, its start in Bangkok, a moved draw's line, the countdown. Pure functions of their
 * arguments and a language's `Words`; the visitor's own side of a time ('12:30 in Karachi') is the
 * app's (it knows the visitor's zone; the server does not), passed in as `local`.
 */

const ENGLISH_WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date format of `lang` (Thai in the Buddhist era; English day-month-year; Western digits). */
function dateFormat(lang: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const info = LOCALE_INFO[lang];
  const tag = info.buddhistEra
    ? 'th-TH-u-ca-buddhist-nu-latn'
    : info.intl.replace('en-US', 'en-GB');
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options });
    dateFormats.set(key, format);
  }
  return format;
}

function parts(date: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`Expected a date YYYY-MM-DD, got "${date}"`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

const utcDay = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day));

/**
 * A calendar day with its weekday and month named: 'Monday 16 November 2026', 'วันจันทร์ที่ 16
 * พฤศจิกายน พ.ศ. 2569'. English in plain code (the first Intl date format of a page costs a cheap
 * phone tens of milliseconds, and Home shows one on its first paint).
 */
export function longDayText(year: number, month: number, day: number, lang: Locale): string {
  if (lang === 'en') {
    const weekday = ENGLISH_WEEKDAYS[utcDay(year, month, day).getUTCDay()] ?? '';
    return `${weekday} ${day} ${ENGLISH_MONTHS[month - 1] ?? ''} ${year}`;
  }
  return dateFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(utcDay(year, month, day));
}

/** A day with its month named, without the weekday: '16 November 2026'. */
export function dayMonthYearText(year: number, month: number, day: number, lang: Locale): string {
  return dateFormat(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    utcDay(year, month, day),
  );
}

/** A month and year: 'November 2026', 'พฤศจิกายน 2569'. */
export function monthYearText(year: number, month: number, lang: Locale): string {
  return dateFormat(lang, { month: 'long', year: 'numeric' }).format(utcDay(year, month, 1));
}

const monthNames = new Map<string, string>();

/** A month's name (1–12): 'November', 'Nov', 'พฤศจิกายน'; kept per language once made. */
export function monthNameText(month: number, lang: Locale, style: 'long' | 'short' = 'long') {
  if (lang === 'en') {
    const english = ENGLISH_MONTHS[month - 1] ?? '';
    return style === 'long' ? english : english.slice(0, 3);
  }
  const key = `${lang}|${style}|${month}`;
  let name = monthNames.get(key);
  if (name === undefined) {
    name = dateFormat(lang, { month: style }).format(utcDay(2000, month, 1));
    monthNames.set(key, name);
  }
  return name;
}

/** '2026-12-01' → 'Tuesday 1 December 2026' (a calendar date: no time zone involved). */
export function drawDayText(date: string, lang: Locale): string {
  const { year, month, day } = parts(date);
  return longDayText(year, month, day, lang);
}

/**
 * '2026-08-01' → '1 Aug'; with the year when it is not `sameYearAs`'s ('30 Dec 2025'). Other
 * languages name the month in full ('1 สิงหาคม', '30 ธันวาคม 2568'): their short forms are not the
 * English three letters.
 */
export function shortDayText(date: string, lang: Locale, sameYearAs?: string): string {
  const { year, month, day } = parts(date);
  const otherYear = Boolean(sameYearAs) && parts(sameYearAs ?? date).year !== year;
  if (lang !== 'en')
    return otherYear
      ? dayMonthYearText(year, month, day, lang)
      : `${day} ${monthNameText(month, lang)}`;
  const short = `${day} ${monthNameText(month, lang, 'short')}`;
  return otherYear ? `${short} ${year}` : short;
}

/** Bangkok's wall clock at `instant` (UTC+7 all year: arithmetic, no formatter). */
export function bangkokClock(instant: Date): { date: string; time: string } {
  const iso = new Date(instant.getTime() + BANGKOK_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * 'Draw at 14:30 Bangkok · 12:30 in Karachi' with the visitor's side (`local`); without it (in
 * Bangkok, or on the server, which does not know the visitor's zone) 'Draw at 14:30 Bangkok time'.
 */
export function drawStartText(words: Words, draw: ScheduledDraw, local?: string): string {
  const { time } = bangkokClock(draw.startsAt);
  return local
    ? words.t('home.drawAtBoth', { time, local })
    : words.t('home.drawAtBangkok', { time });
}

/** 'Draw under way — results by about 16:00 Bangkok'. */
export function underWayText(words: Words, draw: ScheduledDraw): string {
  return words.t('home.underWay', { time: bangkokClock(draw.completeBy).time });
}

/** 'Moved from 1 Aug: Asarnha Bucha day', or undefined for a draw on its regular date. */
export function movedText(words: Words, draw: ScheduledDraw): string | undefined {
  if (!draw.movedFrom) return undefined;
  const date = shortDayText(draw.movedFrom, words.lang, draw.date);
  // The reason is the announcement's own text, as the admin typed it.
  return draw.reason
    ? words.t('home.movedFromReason', { date, reason: draw.reason })
    : words.t('home.movedFrom', { date });
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The countdown to an instant `ms` away, cut around its ticking clock: 'in 2 days ', '03:14:05',
 * '' (the clock alone may tick without the app: index.html's script updates it until the app is
 * up). Once the time has come, 'now' with no clock.
 */
export interface CountdownParts {
  before: string;
  clock: string | undefined;
  after: string;
}

/** A mark no message contains: where the clock goes in the countdown's message. */
const CLOCK_MARK = '\u2063';

/** The countdown's parts (see `CountdownParts`); rounded up, so 00:00:00 is the instant itself. */
export function countdownParts(words: Words, ms: number): CountdownParts {
  if (!(ms > 0)) return { before: words.t('home.now'), clock: undefined, after: '' };
  const total = Math.ceil(ms / 1000);
  const days = Math.floor(total / 86_400);
  const clock = countdownClock(ms);
  const message =
    days === 0
      ? words.t('home.countdownClock', { clock: CLOCK_MARK })
      : words.t('home.countdownDays', { days, clock: CLOCK_MARK });
  const at = message.indexOf(CLOCK_MARK);
  if (at < 0) return { before: message, clock: undefined, after: '' };
  return { before: message.slice(0, at), clock, after: message.slice(at + CLOCK_MARK.length) };
}

/** The countdown's clock, hours:minutes:seconds within the day ('03:14:05'), rounded up. */
export function countdownClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

/** 'in 2 days 03:14:05', 'in 03:14:05'; 'now' once the time has come. */
export function countdownText(words: Words, ms: number): string {
  const { before, clock, after } = countdownParts(words, ms);
  return before + (clock ?? '') + after;
}

/**
 * The countdown for a screen reader: coarse words that change a few times an hour at most ('in
 * about 2 days and 3 hours', 'in about 14 minutes'), never a ticking second.
 */
export function spokenCountdownText(words: Words, ms: number): string {
  if (!(ms > 0)) return words.t('home.now');
  const minutesLeft = Math.ceil(ms / 60_000);
  if (minutesLeft <= 1) return words.t('home.spokenUnderMinute');
  const count = (id: string, n: number) => words.t(id, { count: n });
  const and = (first: string, second: string) => words.t('home.spanAnd', { first, second });
  const days = Math.floor(minutesLeft / 1440);
  const hours = Math.floor((minutesLeft % 1440) / 60);
  const minutes = minutesLeft % 60;
  let span: string;
  if (days > 0)
    span = hours
      ? and(count('home.days', days), count('home.hours', hours))
      : count('home.days', days);
  else if (hours > 0)
    span = minutes
      ? and(count('home.hours', hours), count('home.minutes', minutes))
      : count('home.hours', hours);
  else span = count('home.minutes', minutes);
  return words.t('home.spokenAbout', { span });
}
