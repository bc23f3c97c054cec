import {
  DrawDateSchema,
  type FieldIssue,
  IdSchema,
  ResultYearParamSchema,
  toFieldIssues,
  YearVersionSchema,
} from '@lotto/contracts';
import type { Context } from 'koa';
import * as v from 'valibot';
import { UnsupportedMediaTypeError, ValidationError } from '../errors.js';

type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * Keys that a document database would read as operators or paths (`$gt`, `a.b`) are refused
 * anywhere in the input, before any schema: no payload can smuggle a query into a repository.
 */
function operatorKeys(value: unknown, path: string[] = [], found: FieldIssue[] = []): FieldIssue[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => operatorKeys(item, [...path, String(index)], found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key.startsWith('$') || key.includes('.') || key === '__proto__') {
        found.push({ path: [...path, key].join('.'), message: `Key "${key}" is not allowed` });
      } else {
        operatorKeys(item, [...path, key], found);
      }
    }
  }
  return found;
}

/** Validates `input` with `schema`, throwing a 400 {@link ValidationError} listing every issue. */
export function validate<S extends AnySchema>(
  schema: S,
  input: unknown,
  what: string,
): v.InferOutput<S> {
  const forbidden = operatorKeys(input);
  if (forbidden.length > 0) throw new ValidationError(`Invalid ${what}`, forbidden);
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ValidationError(`Invalid ${what}`, toFieldIssues(result.issues));
  return result.output;
}

/** The parsed JSON body, validated. A non-JSON body is a 415; a missing one a 400. */
export function readBody<S extends AnySchema>(ctx: Context, schema: S): v.InferOutput<S> {
  const body = ctx.request.body;
  if (body === undefined) {
    if (ctx.request.length > 0 || ctx.get('Transfer-Encoding') !== '')
      throw new UnsupportedMediaTypeError();
    throw new ValidationError('Invalid request body', [
      { path: '', message: 'A JSON object body is required' },
    ]);
  }
  return validate(schema, body, 'request body');
}

/** The query string, validated (repeated keys arrive as arrays and fail string schemas). */
export function readQuery<S extends AnySchema>(ctx: Context, schema: S): v.InferOutput<S> {
  return validate(schema, { ...ctx.query }, 'query');
}

/** A document id route parameter. */
export function readId(value: string | undefined): string {
  return validate(v.pipe(v.string('Invalid id'), IdSchema), value, 'id');
}

/** A year route parameter (four digits): one issue, the first rule it breaks. */
export function readYear(value: string | undefined): number {
  const result = v.safeParse(ResultYearParamSchema, value, { abortPipeEarly: true });
  if (!result.success) throw new ValidationError('Invalid year', toFieldIssues(result.issues));
  return result.output;
}

/** A year's version route parameter (as `GET /results/years` lists it). */
export function readYearVersion(value: string | undefined): string {
  const result = v.safeParse(YearVersionSchema, value, { abortPipeEarly: true });
  if (!result.success) throw new ValidationError('Invalid version', toFieldIssues(result.issues));
  return result.output;
}

/** A period date route parameter (`YYYY-MM-DD`, a real calendar day): one issue, the first rule it breaks. */
export function readDate(value: string | undefined): string {
  const result = v.safeParse(DrawDateSchema, value, { abortPipeEarly: true });
  if (!result.success) throw new ValidationError('Invalid date', toFieldIssues(result.issues));
  return result.output;
}
