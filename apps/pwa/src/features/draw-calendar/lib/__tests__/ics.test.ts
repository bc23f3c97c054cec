import { upcomingDraws } from '@lotto/number-tools';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { drawEventSummary, drawsToIcs, escapeText, foldLine, icsUtc } from '../ics';

const now = new Date('2026-11-23T03:00:00Z');
const overrides = [
  {
    from: '2026-12-16',
    to: '2026-12-17',
    reason: 'Moved; for a test, with "commas", and a \\ too',
  },
];
const draws = upcomingDraws(now, 12, overrides);
const text = drawsToIcs(draws, { now, url: 'https://lotto.example/result' });

/** The file as a real iCalendar parser reads it. */
function parsed() {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e)) };
}

describe('drawsToIcs', () => {
  it('when parsed by ical.js, then it is a VCALENDAR with PRODID, VERSION and CALSCALE', () => {
    const { calendar } = parsed();
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Lotto/);
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
  });

  it('when parsed, then each draw is one event from 14:30 to 16:00 Bangkok, in UTC', () => {
    const { events } = parsed();
    expect(events).toHaveLength(12);
    events.forEach((event, i) => {
      const draw = draws[i];
      expect(draw).toBeDefined();
      expect(event.summary).toBe(drawEventSummary());
      expect(event.startDate.toJSDate().toISOString()).toBe(draw?.startsAt.toISOString());
      expect(event.endDate.toJSDate().toISOString()).toBe(draw?.completeBy.toISOString());
      expect(event.startDate.zone.tzid).toBe('UTC');
      expect(event.startDate.toString()).toMatch(/T07:30:00Z$/);
      expect(event.endDate.toString()).toMatch(/T09:00:00Z$/);
      expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
        '2026-11-23T03:00:00Z',
      );
    });
    expect(events[0]?.startDate.toString()).toBe('2026-12-01T07:30:00Z');
  });

  it('when a draw is moved, then its UID is its regular date, its text says why, unescaped by the parser', () => {
    const { events } = parsed();
    const uids = events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(12);
    const moved = events.find((e) => e.startDate.toString().startsWith('2026-12-17'));
    expect(moved?.uid).toBe('lotto-draw-2026-12-16@lotto.draw-calendar');
    expect(moved?.sequence).toBe(1);
    expect(moved?.description).toContain(
      'Moved from Wednesday 16 December 2026: Moved; for a test, with "commas", and a \\ too.',
    );
    expect(moved?.description).toContain('\nResults: https://lotto.example/result');
    expect(events[0]?.uid).toBe('lotto-draw-2026-12-01@lotto.draw-calendar');
    expect(events[0]?.location).toBe('Bangkok, Thailand');
  });

  it('when made again later, then the UIDs stay the same (a calendar updates, not duplicates)', () => {
    const again = drawsToIcs(draws, { now: new Date('2026-11-24T00:00:00Z') });
    const uidLines = (ics: string) => ics.split('\r\n').filter((l) => l.startsWith('UID:'));
    expect(uidLines(again)).toEqual(uidLines(text));
  });

  it('when written, then every line ends CRLF and none is longer than 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // The descriptions are long: folding happened, with a leading space on each continuation.
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
  });
});

describe('the pieces', () => {
  it('when text has special characters, then they are escaped as RFC 5545 says', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('when a line has multi-byte characters, then it is folded between characters', () => {
    const line = `DESCRIPTION:${'งวดวันที่ '.repeat(12)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded)
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('when a line mixes one- to four-octet characters, then each folded line is as full as 75 octets allow', () => {
    // é (2 octets), ง (3), 🎉 (4, a surrogate pair): the fold must count them as UTF-8 does.
    const line = `SUMMARY:${'aé ง🎉'.repeat(20)}`;
    const folded = foldLine(line).split('\r\n');
    const octets = (text: string) => new TextEncoder().encode(text).length;
    folded.forEach((part, i) => {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // Not folded early: the next line's first character would not have fitted.
      const next = folded[i + 1];
      if (next !== undefined)
        expect(
          octets(part) + octets(String.fromCodePoint(next.codePointAt(1) ?? 0)),
        ).toBeGreaterThan(75);
    });
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('when an instant is invalid, then it throws rather than write a broken date', () => {
    expect(icsUtc(new Date('2026-12-01T07:30:00.000Z'))).toBe('20261201T073000Z');
    expect(() => icsUtc(new Date('nope'))).toThrow(RangeError);
  });
});

describe('the file in another language', () => {
  it('when Thai is active, then the calendar, its events and the moved date read in Thai', async () => {
    await activateLocale('th');
    const thai = drawsToIcs(draws, { now, url: 'https://lotto.example/result' });
    const calendar = new ICAL.Component(ICAL.parse(thai) as unknown[]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('การออกรางวัลสลากกินแบ่งรัฐบาล');
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(events[0]?.summary).toBe('ออกรางวัลสลากกินแบ่งรัฐบาล');
    expect(events[0]?.location).toBe('กรุงเทพมหานคร ประเทศไทย');
    const moved = events.find((e) => e.startDate.toString().startsWith('2026-12-17'));
    expect(moved?.description).toMatch(
      /\nเลื่อนมาจาก วันพุธที่ 16 ธันวาคม (พ\.ศ\. )?2569: Moved; for a test, with "commas", and a \\ too\n/,
    );
    expect(moved?.description).toContain('\nผลรางวัล: https://lotto.example/result');
    // The UIDs and times do not depend on the language.
    expect(events[0]?.uid).toBe('lotto-draw-2026-12-01@lotto.draw-calendar');
    expect(events[0]?.startDate.toString()).toBe('2026-12-01T07:30:00Z');
  });
});
