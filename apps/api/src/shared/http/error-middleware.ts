import type { ErrorBody, ErrorCode } from '@lotto/contracts';
import type { Middleware } from 'koa';
import { AppError, codeOfStatus } from '../errors.js';
import { BODY_LIMIT_KB } from './json-body.js';
import { PRIVATE_CACHE_CONTROL } from './response-headers.js';

interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
  message?: unknown;
  headers?: unknown;
  /** The body parser's limit in bytes (on `entity.too.large`). */
  limit?: unknown;
}

interface ErrorResponse {
  status: number;
  body: ErrorBody & { code: ErrorCode };
  headers: Record<string, string>;
}

/** Maps errors thrown by Koa's own parts (body parser, router) that carry an HTTP status. */
function fromHttpError(error: HttpLikeError): ErrorResponse | undefined {
  const status = typeof error.status === 'number' ? error.status : error.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const headers: Record<string, string> = {};
  if (typeof error.headers === 'object' && error.headers !== null) {
    for (const [key, value] of Object.entries(error.headers)) headers[key] = String(value);
  }
  switch (error.type) {
    case 'entity.too.large':
      return {
        status: 413,
        body: {
          message: `Request body is too large (limit ${typeof error.limit === 'number' ? Math.round(error.limit / 1024) : BODY_LIMIT_KB} kB)`,
          code: 'body_too_large',
        },
        headers,
      };
    case 'entity.parse.failed':
      return {
        status: 400,
        body: { message: 'Malformed JSON body', code: 'malformed_body' },
        headers,
      };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return {
        status: 415,
        body: {
          message: 'Unsupported body encoding; send UTF-8 JSON',
          code: 'unsupported_media_type',
        },
        headers,
      };
    default:
      break;
  }
  if (error instanceof SyntaxError && status === 400) {
    return {
      status: 400,
      body: { message: 'Malformed JSON body', code: 'malformed_body' },
      headers,
    };
  }
  if (typeof error.message === 'string' && error.message.startsWith('invalid JSON')) {
    // co-body's strict mode: a body that is JSON but not an object or array.
    return {
      status: 400,
      body: { message: 'Malformed JSON body: expected an object', code: 'malformed_body' },
      headers,
    };
  }
  const message =
    error.expose === true && typeof error.message === 'string' ? error.message : 'Bad request';
  return { status, body: { message, code: codeOfStatus(status) }, headers };
}

function toResponse(error: unknown): ErrorResponse | undefined {
  if (error instanceof AppError) {
    const body: ErrorResponse['body'] = { message: error.message, code: error.code };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.status, body, headers: error.headers };
  }
  if (typeof error === 'object' && error !== null) return fromHttpError(error);
  return undefined;
}

/**
 * The one error middleware, first in the chain: every error becomes `{ message, code, details? }` with
 * its status. Unknown errors answer 500 without internals; 5xx errors are handed to
 * `app.on('error')` for logging.
 */
export function errorMiddleware(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const known = toResponse(error);
      const response = known ?? {
        status: 500,
        body: { message: 'Internal server error', code: 'internal' },
        headers: {},
      };
      ctx.status = response.status;
      ctx.remove('ETag');
      ctx.remove('Last-Modified');
      ctx.set('Cache-Control', PRIVATE_CACHE_CONTROL);
      for (const [key, value] of Object.entries(response.headers)) ctx.set(key, value);
      ctx.body = response.body;
      if (response.status >= 500) ctx.app.emit('error', error, ctx);
    }
  };
}
