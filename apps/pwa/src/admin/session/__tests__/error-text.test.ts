import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { retryAfterText, serverMessage } from '@/admin/session/error-text';

describe('serverMessage', () => {
  it('when the server answered with a reason, then that reason is shown', () => {
    expect(serverMessage(new ApiError(400, 'Old password is incorrect'))).toBe(
      'Old password is incorrect',
    );
  });

  it('when the server was never reached or the error is not from the API, then there is none', () => {
    expect(serverMessage(new ApiError(0, 'Network error'))).toBeUndefined();
    expect(serverMessage(new TypeError('boom'))).toBeUndefined();
  });
});

describe('retryAfterText', () => {
  const now = new Date(2026, 0, 1, 14, 0, 0);
  it('when the wait is minutes, then it rounds up and names the clock time', () => {
    expect(retryAfterText(899, now)).toBe('in 15 minutes (at 14:14)');
  });
  it('when the wait is seconds, then it says seconds', () => {
    expect(retryAfterText(1, now)).toBe('in 1 second (at 14:00)');
    expect(retryAfterText(42, now)).toBe('in 42 seconds (at 14:00)');
  });
});
