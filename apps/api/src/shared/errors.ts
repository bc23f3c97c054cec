import type { ErrorCode, FieldIssue } from '@lotto/contracts';

/** The code of an error that names none of its own: its status's general one. */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
    case 501:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'body_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
    default:
      return status < 500 ? 'bad_request' : 'internal';
  }
}

/**
 * Base of every error a service may throw on purpose. The error middleware turns it into
 * `{ message, code, details? }` with `status` and `headers`; anything else becomes a logged 500.
 * `code` is what apps word in the visitor's language; `message` stays English for API clients.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
    readonly code: ErrorCode = codeOfStatus(status),
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the request does not match its schema. */
export class ValidationError extends AppError {
  constructor(message: string, details: FieldIssue[] = []) {
    super(400, message, details, {}, 'validation');
  }
}

/** 401: no usable credentials (missing, malformed, forged, expired or revoked token). */
export class UnauthenticatedError extends AppError {
  constructor(
    message = 'Authentication required',
    code: 'unauthenticated' | 'session_expired' | 'invalid_credentials' = 'unauthenticated',
  ) {
    super(401, message, undefined, { 'WWW-Authenticate': 'Bearer' }, code);
  }
}

/** 403: authenticated, but not allowed. */
export class ForbiddenError extends AppError {
  constructor(
    message = 'Forbidden',
    code: 'forbidden' | 'membership_pending' | 'membership_suspended' = 'forbidden',
  ) {
    super(403, message, undefined, {}, code);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

/** 409: the write would duplicate something unique (a draw date, an e-mail). */
export class ConflictError extends AppError {
  constructor(message: string, code: 'conflict' | 'changed_meanwhile' = 'conflict') {
    super(409, message, undefined, {}, code);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Send the body as JSON with Content-Type: application/json') {
    super(415, message);
  }
}

/** 429 with `Retry-After` in whole seconds. */
export class RateLimitedError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, message, { retryAfterSeconds: seconds }, { 'Retry-After': String(seconds) });
  }
}

/** Which backing service a 503 is about; also the names `GET /health` lists as failing. */
export type BackingService = 'store' | 'sessions' | 'identity';

/** 503: a backing service is unreachable. The request may be retried later. */
export class ServiceUnavailableError extends AppError {
  constructor(
    readonly service: BackingService,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(503, message, { service }, { 'Retry-After': '5' });
  }
}
