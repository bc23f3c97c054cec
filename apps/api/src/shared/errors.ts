import type { FieldIssue } from '@lotto/contracts';

/**
 * Base of every error a service may throw on purpose. The error middleware turns it into
 * `{ message, details? }` with `status` and `headers`; anything else becomes a logged 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the request does not match its schema. */
export class ValidationError extends AppError {
  constructor(message: string, details: FieldIssue[] = []) {
    super(400, message, details);
  }
}

/** 401: no usable credentials (missing, malformed, forged, expired or revoked token). */
export class UnauthenticatedError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, message, undefined, { 'WWW-Authenticate': 'Bearer' });
  }
}

/** 403: authenticated, but not allowed. */
export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

/** 409: the write would duplicate something unique (a draw date, an e-mail). */
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
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
