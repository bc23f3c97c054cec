import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { momentText, relativeTime } from '../moment-text';

const NOW = Date.parse('2026-11-26T10:00:00Z');

describe('relativeTime', () => {
  it('when the moment is past or coming, then it says how far in English words', () => {
    expect(relativeTime(NOW - 10_000, NOW)).toBe('just now');
    expect(relativeTime(NOW - 5 * 60_000, NOW)).toBe('5 minutes ago');
    expect(relativeTime(NOW + 2 * 60_000, NOW)).toBe('in 2 minutes');
    expect(relativeTime(NOW - 3 * 3_600_000, NOW)).toBe('3 hours ago');
    expect(relativeTime(NOW - 26 * 3_600_000, NOW)).toBe('yesterday');
  });
});

describe('momentText', () => {
  it('when a moment is given, then the relative and the absolute time are both said; null is "never"', () => {
    const at = NOW - 5 * 60_000;
    expect(momentText(new Date(at).toISOString(), NOW)).toBe(
      `5 minutes ago (${formatDateTime(at)})`,
    );
    expect(momentText(null, NOW)).toBe('never');
    expect(momentText(null, NOW, 'not yet')).toBe('not yet');
  });
});
