import { drawsBetween, nextDraw, type ScheduledDraw } from '@lotto/number-tools';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import {
  drawStartLine,
  formatCountdown,
  formatDrawDay,
  formatShortDay,
  localSide,
  movedLine,
  spokenCountdown,
  underWayLine,
} from '../draw-time';

/** The calendar's own draw of `date` (a regular draw date). */
function drawOn(date: string): ScheduledDraw {
  const [draw] = drawsBetween(date, date);
  if (!draw) throw new Error(`no draw on ${date}`);
  return draw;
}

const winter = drawOn('2026-12-01'); // 07:30Z: London on GMT, Los Angeles on PST
const summer = drawOn('2026-07-01'); // 07:30Z: London on BST, Los Angeles on PDT

describe('drawStartLine', () => {
  it.each([
    ['Asia/Karachi', winter, 'Draw at 14:30 Bangkok · 12:30 in Karachi'],
    ['Asia/Kolkata', winter, 'Draw at 14:30 Bangkok · 13:00 in Kolkata'],
    ['Europe/London', winter, 'Draw at 14:30 Bangkok · 07:30 in London'],
    ['Europe/London', summer, 'Draw at 14:30 Bangkok · 08:30 in London'],
    ['America/Los_Angeles', winter, 'Draw at 14:30 Bangkok · 23:30 the day before in Los Angeles'],
    // 07:30Z is 00:30 PDT: just past midnight, so the same day as in Bangkok.
    ['America/Los_Angeles', summer, 'Draw at 14:30 Bangkok · 00:30 in Los Angeles'],
    ['America/Argentina/Buenos_Aires', winter, 'Draw at 14:30 Bangkok · 04:30 in Buenos Aires'],
    ['Asia/Bangkok', winter, 'Draw at 14:30 Bangkok time'],
    ['UTC', winter, 'Draw at 14:30 Bangkok · 07:30 UTC'],
    ['Etc/GMT+5', winter, 'Draw at 14:30 Bangkok · 02:30 your time'],
  ])('when the visitor is in %s, then it reads as expected (%#)', (zone, draw, text) => {
    expect(drawStartLine(draw, zone)).toBe(text);
  });

  it('when the browser reports a renamed zone (Chromium: Asia/Calcutta), then the place has its name of today', () => {
    expect(drawStartLine(winter, 'Asia/Calcutta')).toBe('Draw at 14:30 Bangkok · 13:00 in Kolkata');
    expect(drawStartLine(winter, 'Europe/Kiev')).toBe('Draw at 14:30 Bangkok · 09:30 in Kyiv');
  });

  it('when the zone reads the same clock as Bangkok (Jakarta), then only Bangkok time is said', () => {
    expect(drawStartLine(winter, 'Asia/Jakarta')).toBe('Draw at 14:30 Bangkok time');
  });

  it('when the zone is unknown or unusable, then Bangkok time alone is said', () => {
    expect(drawStartLine(winter, undefined)).toBe('Draw at 14:30 Bangkok time');
    expect(drawStartLine(winter, 'Mars/Olympus_Mons')).toBe('Draw at 14:30 Bangkok time');
  });

  it('when a zone is ahead of Bangkok past midnight (Kiritimati, UTC+14), then it says the day after', () => {
    // 16:00 Bangkok (results complete) is 23:00 in Kiritimati: same day; an instant near midnight
    // Bangkok is the next day there.
    expect(localSide(new Date('2026-12-01T16:30:00Z'), 'Pacific/Kiritimati')).toBe(
      '06:30 the day after in Kiritimati',
    );
  });
});

describe('underWayLine', () => {
  it('when a draw is under way, then it names the results time in Bangkok and locally', () => {
    expect(underWayLine(winter, 'Asia/Karachi')).toEqual({
      text: 'Draw under way — results by about 16:00 Bangkok',
      local: '14:00 in Karachi',
    });
    expect(underWayLine(winter, 'Asia/Bangkok').local).toBeUndefined();
  });
});

describe('dates', () => {
  it('when formatted, then the day reads in full with its weekday', () => {
    expect(formatDrawDay('2026-12-01')).toBe('Tuesday 1 December 2026');
    expect(formatDrawDay('2027-01-02')).toBe('Saturday 2 January 2027');
    expect(formatShortDay('2026-08-01')).toBe('1 Aug');
    expect(formatShortDay('2026-09-16')).toBe('16 Sep');
    expect(formatShortDay('2025-12-30', '2026-01-02')).toBe('30 Dec 2025');
  });

  it('when the date is not YYYY-MM-DD, then it throws a RangeError', () => {
    expect(() => formatDrawDay('1/12/2026')).toThrow(RangeError);
  });

  it('when a draw was moved, then it says from when and why', () => {
    const moved = nextDraw(new Date('2026-07-20T00:00:00Z'), [
      { from: '2026-08-01', to: '2026-08-03', reason: 'Asarnha Bucha day' },
    ]);
    expect(moved.date).toBe('2026-08-03');
    expect(movedLine(moved)).toBe('Moved from 1 Aug: Asarnha Bucha day');
    expect(movedLine(winter)).toBeUndefined();
  });
});

describe('countdown', () => {
  const ms = (d: number, h: number, m: number, s: number) =>
    (((d * 24 + h) * 60 + m) * 60 + s) * 1000;

  it('when days remain, then days and a clock are shown', () => {
    expect(formatCountdown(ms(2, 3, 14, 5))).toBe('in 2 days 03:14:05');
    expect(formatCountdown(ms(1, 0, 0, 9))).toBe('in 1 day 00:00:09');
  });

  it('when less than a day remains, then only the clock is shown; a part second counts as a second', () => {
    expect(formatCountdown(ms(0, 23, 59, 59))).toBe('in 23:59:59');
    expect(formatCountdown(1500)).toBe('in 00:00:02');
    expect(formatCountdown(0)).toBe('now');
    expect(formatCountdown(-5)).toBe('now');
  });

  it('when read out, then the words are coarse and never tick by the second', () => {
    expect(spokenCountdown(ms(2, 3, 14, 5))).toBe('in about 2 days and 3 hours');
    expect(spokenCountdown(ms(1, 0, 20, 0))).toBe('in about 1 day');
    expect(spokenCountdown(ms(0, 3, 14, 5))).toBe('in about 3 hours and 15 minutes');
    expect(spokenCountdown(ms(0, 0, 14, 5))).toBe('in about 15 minutes');
    expect(spokenCountdown(ms(0, 0, 14, 5))).toBe(spokenCountdown(ms(0, 0, 14, 30)));
    expect(spokenCountdown(30_000)).toBe('in less than a minute');
  });
});

describe('in other languages', () => {
  it('when Thai is active, then days are named in Thai with the Buddhist-era year', async () => {
    await activateLocale('th');
    // Intl may name the era (พ.ศ.) or not, by its data's version; the year is the Buddhist era's.
    expect(formatDrawDay('2026-12-01')).toMatch(/^วันอังคารที่ 1 ธันวาคม (พ\.ศ\. )?2569$/);
    expect(formatShortDay('2026-08-01')).toBe('1 สิงหาคม');
    expect(formatShortDay('2025-12-30', '2026-01-02')).toBe('30 ธันวาคม 2568');
    expect(drawStartLine(winter, 'Europe/London')).toBe(
      'ออกรางวัล 14:30 น. เวลากรุงเทพฯ · 07:30 น. ที่ London',
    );
    expect(drawStartLine(winter, 'Asia/Bangkok')).toBe('ออกรางวัล 14:30 น. เวลากรุงเทพฯ');
    expect(formatCountdown(0)).toBe('ตอนนี้');
  });

  it('when Hindi is active, then the countdowns use Hindi words and plurals', async () => {
    await activateLocale('hi');
    const hour = 3_600_000;
    expect(formatCountdown(26 * hour)).toBe('1 दिन 02:00:00 में');
    expect(spokenCountdown(25 * hour)).toBe('लगभग 1 दिन और 1 घंटा में');
    expect(spokenCountdown(2 * hour + 600_000)).toBe('लगभग 2 घंटे और 10 मिनट में');
    expect(spokenCountdown(30_000)).toBe('एक मिनट से कम में');
    expect(drawStartLine(winter, 'UTC')).toBe('ड्रॉ 14:30 बजे बैंकॉक समय · 07:30 UTC');
    expect(drawStartLine(winter, 'America/Los_Angeles')).toBe(
      'ड्रॉ 14:30 बजे बैंकॉक समय · Los Angeles में पिछले दिन 23:30',
    );
    expect(underWayLine(winter, 'America/Los_Angeles')).toEqual({
      text: 'ड्रॉ जारी है — नतीजे लगभग 16:00 बजे (बैंकॉक समय) तक',
      local: 'Los Angeles में 01:00',
    });
  });
});
