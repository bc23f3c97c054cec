import { HttpMethodEnum, koaBody } from 'koa-body';
import type { AppMiddleware } from './router.js';

/** The largest JSON body read, in kB (the 413 answer names it). */
export const BODY_LIMIT_KB = 100;

/**
 * Reads a JSON body (objects and arrays only, at most {@link BODY_LIMIT_KB} kB) for the routes that take one. It runs
 * after the route's guard, so bodies of unauthenticated requests are never parsed, and reads pay
 * nothing for it. Other content types are left unread (readBody answers 415).
 */
export const jsonBody: AppMiddleware = jsonBodyWithin(BODY_LIMIT_KB);

/** {@link jsonBody} with a smaller limit, for routes whose bodies are small (the 413 names it). */
export function jsonBodyWithin(limitKb: number): AppMiddleware {
  return koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: `${limitKb}kb`,
    urlencoded: false,
    text: false,
    multipart: false,
    parsedMethods: [
      HttpMethodEnum.POST,
      HttpMethodEnum.PUT,
      HttpMethodEnum.PATCH,
      HttpMethodEnum.DELETE,
    ],
  });
}
