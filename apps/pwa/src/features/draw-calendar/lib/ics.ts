import { type ScheduledDraw } from '@lotto/number-tools';
import { t } from '@/i18n';
import { formatDrawDay } from '@/draws/draw-time';

/*
 * The 'Add to calendar' file: an iCalendar (RFC 5545) VCALENDAR with one VEVENT per draw. Small and
 * pure on purpose — a dozen events need no library in the visitor's bundle; the tests read what it
 * writes with a real parser (ical.js). Its texts for people (the calendar's and the events' names,
 * descriptions, place) are in the language active when the file is made.
 */

/** The name the download gets. */
export const ICS_FILE_NAME = 'lotto-draws.ics';
export const ICS_MEDIA_TYPE = 'text/calendar;charset=utf-8';

/** Each event's title: 'Thai government lottery draw' in English. */
export function drawEventSummary(): string {
  return t('home.icsSummary');
}

const PRODID = '-//Lotto//Thai government lottery draw calendar//EN';
const MAX_OCTETS = 75;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped in a TEXT value. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * A character's length in UTF-8, by its code point (not a TextEncoder call per character: the file
 * is made on a cheap phone's idle time, and one encoder call per character made that a long task).
 * A lone surrogate is written as U+FFFD, 3 octets, as TextEncoder writes it.
 */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is split, each continuation starting with one
 * space (which counts in its 75). Splits fall between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    const limit = lines.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** An instant as a UTC DATE-TIME: 20261201T073000Z. */
export function icsUtc(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid instant for the calendar');
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * A draw's UID: its regular (period) date, so it stays the same draw when an announcement moves it
 * and a calendar that imported the file before moves the event on the next import.
 */
export function drawUid(draw: Pick<ScheduledDraw, 'date' | 'movedFrom'>): string {
  return `lotto-draw-${draw.movedFrom ?? draw.date}@lotto.draw-calendar`;
}

function describe(draw: ScheduledDraw, url: string | undefined): string {
  const lines = [t('home.icsDescription')];
  if (draw.movedFrom) {
    const date = formatDrawDay(draw.movedFrom);
    lines.push(
      draw.reason
        ? t('home.icsMovedReason', { date, reason: draw.reason })
        : t('home.icsMoved', { date }),
    );
  }
  if (url) lines.push(t('home.icsResults', { url }));
  return lines.join('\n');
}

export interface IcsOptions {
  /** DTSTAMP: when the file was made. */
  now: Date;
  /** Where the results will be (the app's /result), put in each event's description and URL. */
  url?: string;
}

/** The draws as an iCalendar file (CRLF line endings, folded lines, escaped text). */
export function drawsToIcs(draws: readonly ScheduledDraw[], { now, url }: IcsOptions): string {
  const stamp = icsUtc(now);
  const summary = escapeText(drawEventSummary());
  const location = escapeText(t('home.icsLocation'));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(t('home.icsCalendarName'))}`,
  ];
  for (const draw of draws) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${drawUid(draw)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsUtc(draw.startsAt)}`,
      `DTEND:${icsUtc(draw.completeBy)}`,
      // A moved draw is a revision of the event its regular date had.
      `SEQUENCE:${draw.movedFrom ? 1 : 0}`,
      `SUMMARY:${summary}`,
      `DESCRIPTION:${escapeText(describe(draw, url))}`,
      `LOCATION:${location}`,
      ...(url ? [`URL:${url}`] : []),
      'TRANSP:TRANSPARENT',
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
