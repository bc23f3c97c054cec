import { ERROR_CODES, ErrorBodySchema } from '@lotto/contracts';
import Koa from 'koa';
import request from 'supertest';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthenticatedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../errors.js';
import { errorMiddleware } from './error-middleware.js';

/** An app whose one route throws `error`, behind the error middleware. */
function throwing(error: unknown) {
  const app = new Koa();
  app.silent = true;
  app.use(errorMiddleware());
  app.use(() => {
    throw error;
  });
  return request(app.callback());
}

describe('errorMiddleware', () => {
  it.each([
    [
      new ValidationError('Invalid request body', [{ path: 'date', message: 'Bad' }]),
      400,
      'validation',
    ],
    [new UnauthenticatedError('Missing bearer token'), 401, 'unauthenticated'],
    [new UnauthenticatedError('Session expired', 'session_expired'), 401, 'session_expired'],
    [
      new UnauthenticatedError('Invalid email or password', 'invalid_credentials'),
      401,
      'invalid_credentials',
    ],
    [new ForbiddenError('Admin role required'), 403, 'forbidden'],
    [new ForbiddenError('Awaiting approval', 'membership_pending'), 403, 'membership_pending'],
    [new ForbiddenError('Suspended', 'membership_suspended'), 403, 'membership_suspended'],
    [new NotFoundError('No draw for 2024-01-17'), 404, 'not_found'],
    [new ConflictError('A result for 2024-01-17 already exists'), 409, 'conflict'],
    [
      new ConflictError('It keeps changing; try again', 'changed_meanwhile'),
      409,
      'changed_meanwhile',
    ],
    [new UnsupportedMediaTypeError(), 415, 'unsupported_media_type'],
    [new RateLimitedError('Too many failed logins. Try again later.', 60), 429, 'rate_limited'],
    [
      new ServiceUnavailableError('sessions', 'The session store is unavailable'),
      503,
      'unavailable',
    ],
  ] as const)(
    'when a service throws %o, then the answer is %i with the code %s next to its English message',
    async (error, status, code) => {
      const response = await throwing(error).get('/').expect(status);
      expect(response.body).toMatchObject({ message: error.message, code });
      expect(v.is(ErrorBodySchema, response.body)).toBe(true);
      expect(ERROR_CODES).toContain(code);
    },
  );

  it('when an unknown error is thrown, then 500 says internal without its details', async () => {
    const response = await throwing(new Error('secret internals')).get('/').expect(500);
    expect(response.body).toEqual({ message: 'Internal server error', code: 'internal' });
  });

  it("when Koa's own parts throw an HTTP error, then its status's general code", async () => {
    const error = Object.assign(new Error('Nope'), { status: 400, expose: true });
    expect((await throwing(error).get('/').expect(400)).body).toEqual({
      message: 'Nope',
      code: 'bad_request',
    });
  });
});
