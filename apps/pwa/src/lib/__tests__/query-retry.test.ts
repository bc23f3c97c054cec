import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { shouldRetry } from '../query-client';

describe('shouldRetry (the app queries’ retry policy)', () => {
  it('when the server could not be reached, then it tries twice more and then gives up', () => {
    const error = new ApiError(0, 'Network error');
    expect([0, 1, 2].map((count) => shouldRetry(count, error))).toEqual([true, true, false]);
  });

  it('when the server failed (5xx) or rate limited, then it retries like a network error', () => {
    expect(shouldRetry(0, new ApiError(502, 'Bad gateway'))).toBe(true);
    expect(shouldRetry(0, new ApiError(429, 'Too many'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'Unavailable'))).toBe(false);
  });

  it('when the request timed out, had a client error or a wrong shape, then it fails at once', () => {
    expect(shouldRetry(0, new ApiError(0, 'slow', undefined, undefined, { timedOut: true }))).toBe(
      false,
    );
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'Forbidden'))).toBe(false);
    expect(shouldRetry(0, new ApiError(-1, 'Unexpected answer'))).toBe(false);
  });
});
