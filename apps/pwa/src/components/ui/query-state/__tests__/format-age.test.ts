import { describe, expect, it } from 'vitest';
import { formatAge } from '../format-age';

describe('formatAge', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  it('says how long ago, in the largest whole unit', () => {
    expect(formatAge(now - 20_000, now)).toBe('just now');
    expect(formatAge(now - 60_000, now)).toBe('1 minute ago');
    expect(formatAge(now - 59 * 60_000, now)).toBe('59 minutes ago');
    expect(formatAge(now - 2 * 3_600_000, now)).toBe('2 hours ago');
    expect(formatAge(now - 26 * 3_600_000, now)).toBe('yesterday');
    expect(formatAge(now - 12 * 86_400_000, now)).toBe('12 days ago');
  });
});
