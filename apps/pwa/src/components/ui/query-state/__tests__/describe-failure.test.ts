import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeFailure } from '../describe-failure';

describe('describeFailure', () => {
  it('names each cause in plain words', () => {
    expect(describeFailure(new ApiError(0, 'Network error'))).toMatch(
      /^The server could not be reached\./,
    );
    expect(describeFailure(new ApiError(0, 'x', undefined, undefined, { timedOut: true }))).toBe(
      'The server took too long to answer. Try again in a moment.',
    );
    expect(describeFailure(new ApiError(500, 'Internal'))).toBe(
      'The server ran into a problem (error 500). Try again in a moment.',
    );
    expect(describeFailure(new ApiError(503, 'Down'))).toMatch(
      /unavailable right now \(error 503\)/,
    );
    expect(describeFailure(new ApiError(404, 'Not found'))).toBe('It was not found (error 404).');
    expect(describeFailure(new ApiError(403, 'Forbidden'))).toBe(
      'You are not allowed to see this.',
    );
    expect(describeFailure(new ApiError(-1, 'Unexpected answer'))).toMatch(/does not understand/);
    expect(describeFailure(new TypeError('GET /results did not answer with a list'))).toBe(
      'Something went wrong: GET /results did not answer with a list',
    );
    expect(describeFailure(new ApiError(0, 'Network error'), false)).toBe('You are offline.');
  });
});
