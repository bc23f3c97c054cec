import { describe, expect, it } from 'vitest';
import {
  formatBaht,
  formatClockTime,
  formatDateTime,
  formatDrawDate,
  formatTimeOfDay,
} from '../format';

describe('formatDrawDate', () => {
  it('when the date is a real draw date, then it is shown dd/MM/yyyy', () => {
    expect(formatDrawDate('2026-08-01')).toBe('01/08/2026');
    expect(formatDrawDate('2026-08-01T00:00:00.000Z')).toBe('01/08/2026');
    expect(formatDrawDate('2024-02-29')).toBe('29/02/2024');
  });

  it('when the date is missing or unparsable, then it says "Invalid Date"', () => {
    for (const bad of [undefined, null, '', 'soon', '2024-02-31', '2024-13-01']) {
      expect(formatDrawDate(bad)).toBe('Invalid Date');
    }
  });
});

describe('local times', () => {
  it('when a moment is formatted, then it reads in the local zone with two-digit fields', () => {
    const moment = new Date(2026, 0, 5, 7, 3, 9);
    expect(formatDateTime(moment.getTime())).toBe('05/01/2026 07:03');
    expect(formatClockTime(moment)).toBe('07:03:09');
    expect(formatTimeOfDay(moment.getTime())).toBe('07:03');
  });

  it('when the moment is not a number, then it says "Invalid Date"', () => {
    expect(formatDateTime(Number.NaN)).toBe('Invalid Date');
  });
});

describe('formatBaht', () => {
  it('then thousands are separated', () => {
    expect(formatBaht(6_000_000)).toBe('6,000,000');
  });
});
