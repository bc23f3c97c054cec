import { describe, expect, it } from 'vitest';
import {
  BUDDHIST_ERA_OFFSET,
  ENGLISH_MONTHS,
  THAI_MONTHS,
  THAI_MONTHS_SHORT,
  thaiMonthNumber,
} from '../calendar-names.js';

// Node's full ICU data as the independent source: the tables are fixed so that a device's locale
// data cannot change them, and they must still say what the CLDR says.
const monthNames = (locale: string, month: 'long' | 'short') =>
  Array.from({ length: 12 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(Date.UTC(2024, i, 1)),
  );

describe('calendar names', () => {
  it('when the month tables are read, then they are the CLDR names, January first', () => {
    expect(ENGLISH_MONTHS).toEqual(monthNames('en-US', 'long'));
    expect(THAI_MONTHS).toEqual(monthNames('th-TH', 'long'));
    expect(THAI_MONTHS_SHORT).toEqual(monthNames('th-TH', 'short'));
  });

  it('when a Gregorian year is written in the Buddhist era, then it is the year Thai dates print', () => {
    const thaiYear = new Intl.DateTimeFormat('th-TH', { year: 'numeric', timeZone: 'UTC' })
      .format(Date.UTC(2026, 0, 1))
      .replace(/\D/g, '');
    expect(Number(thaiYear)).toBe(2026 + BUDDHIST_ERA_OFFSET);
  });

  it('when a Thai month name is looked up, then its number comes back; anything else is undefined', () => {
    expect(thaiMonthNumber('มกราคม')).toBe(1);
    expect(thaiMonthNumber('ธันวาคม')).toBe(12);
    expect(thaiMonthNumber('ธ.ค.')).toBeUndefined();
    expect(thaiMonthNumber('December')).toBeUndefined();
    expect(thaiMonthNumber('toString')).toBeUndefined();
  });
});
