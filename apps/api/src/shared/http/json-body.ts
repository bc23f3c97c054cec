import { HttpMethodEnum, koaBody } from 'koa-body';
import type { AppMiddleware } from './router.js';

/** The largest JSON body read, in kB (the 413 answer names it). */
export const BODY_LIMIT_KB = 100;

/**
 * Reads a JSON body (objects and arrays only, at most {@link BODY_LIMIT_KB} kB) for the routes that take one. It runs
 * after the route's guard, so bodies of unauthenticated requests are never parsed, and reads pay
 * nothing for it. Other content types are left unread (readBody answers 415).
 */
export const jsonBody: AppMiddleware = koaBody({
  json: true,
  jsonStrict: true,
  jsonLimit: `${BODY_LIMIT_KB}kb`,
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
