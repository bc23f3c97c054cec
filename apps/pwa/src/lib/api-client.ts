import * as v from 'valibot';
import { type ErrorCode, ErrorBodySchema } from '@lotto/contracts';
import { env } from '@/config/env';
import { t, type MessageId } from '@/i18n';
import { withEarlyResponses } from './early-requests';

/**
 * The one error type every API call rejects with. `status` is the HTTP status, or 0 when the
 * request never got an answer (offline, DNS, CORS, or no answer within the timeout: `timedOut`)
 * and -1 when a 2xx answer had the wrong shape.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly details: unknown;
  /** Seconds from a 429's Retry-After header, when the server sent one. */
  readonly retryAfter: number | undefined;
  /** The server did not answer within the request's timeout (status 0). */
  readonly timedOut: boolean;
  /**
   * The API's machine code for the error (`ERROR_CODES` of the contracts), which `apiErrorText`
   * words in the visitor's language; undefined without an answer or from an older server.
   */
  readonly code: string | undefined;

  constructor(
    status: number,
    message: string,
    details?: unknown,
    retryAfter?: number,
    { timedOut = false, code }: { timedOut?: boolean; code?: string } = {},
  ) {
    super(message);
    this.status = status;
    this.details = details;
    this.retryAfter = retryAfter;
    this.timedOut = timedOut;
    this.code = code;
  }

  /** Field problems of a 400 answer (`details = [{ path, message }]`), else an empty list. */
  get fieldIssues(): { path: string; message: string }[] {
    if (!Array.isArray(this.details)) return [];
    return this.details.filter(
      (d): d is { path: string; message: string } =>
        typeof d === 'object' &&
        d !== null &&
        typeof (d as { path?: unknown }).path === 'string' &&
        typeof (d as { message?: unknown }).message === 'string',
    );
  }
}

/**
 * Set by the service worker on the API answers it saves (vite.config.ts, `stampSavedCopy`): an
 * answer that carries it came from the worker's cache, not from the server.
 */
export const SAVED_AT_HEADER = 'X-Lotto-Saved-At';

/**
 * Which request each answer object came from, and for which requests the last answer was the
 * service worker's saved copy (when it was saved, ms; 0 unknown). Keyed by request, not by object:
 * React Query keeps the old object when a fresh answer is equal to it, and the fresh answer must
 * still clear the mark.
 */
const answerRequests = new WeakMap<object, string>();
const savedCopyRequests = new Map<string, number>();

/**
 * When `data` is an answer the service worker gave from its cache because the network failed (and
 * no fresh answer to the same request came since): when that copy was saved (ms since epoch, 0
 * when unknown); undefined for a fresh answer. The answer itself is a normal success (pages and the
 * offline device keep working on it); lists use this to show its age instead of passing it off as
 * fresh.
 */
export function savedCopyAt(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const request = answerRequests.get(data);
  return request === undefined ? undefined : savedCopyRequests.get(request);
}

/**
 * `derived` (a list parsed item by item, an object built around an answer) stands for the same
 * answer as `answer`: `savedCopyAt(derived)` then tells what `savedCopyAt(answer)` tells, so a
 * service-worker copy is never passed off as fresh once it has been reshaped. Returns `derived`.
 */
export function sameAnswer<T>(answer: unknown, derived: T): T {
  if (typeof answer !== 'object' || answer === null) return derived;
  if (typeof derived !== 'object' || derived === null) return derived;
  const request = answerRequests.get(answer);
  if (request !== undefined) answerRequests.set(derived, request);
  return derived;
}

/**
 * React Query's `structuralSharing` for a list whose unchanged items keep their identity (the
 * pieces kept on the device, `draws/result-pieces.ts`): the old list when it holds the same items,
 * standing for the new answer from now on (a fresh answer then clears a saved copy's mark, a saved
 * copy sets it), else the new list. One pass of identity checks, never a deep comparison of the
 * history.
 */
export function keepSameList(old: unknown, next: unknown): unknown {
  if (!Array.isArray(old) || !Array.isArray(next) || old.length !== next.length) return next;
  for (let i = 0; i < next.length; i++) if (old[i] !== next[i]) return next;
  return sameAnswer(next, old);
}

/** The request an answer is kept under (`answerRequests`, `savedCopyRequests`). */
const requestKey = (method: string, url: URL) => `${method} ${url.href}`;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Query = Record<string, string | number | undefined>;

export interface RequestOptions<T> {
  /** JSON body (sent with Content-Type: application/json). */
  body?: unknown;
  /** Bearer token: a Firebase ID token for member calls, the admin JWT for admin calls. */
  token?: string | null;
  query?: Query;
  signal?: AbortSignal;
  /** Validates a 2xx answer; without it the body is returned as `unknown` cast to T. */
  schema?: v.GenericSchema<unknown, T>;
  /**
   * Gives up after this many milliseconds (answer and body) with an ApiError `timedOut`;
   * default `REQUEST_TIMEOUT_MS`. A server that accepts the connection and never answers must
   * not leave a page loading for ever.
   */
  timeoutMs?: number;
}

/**
 * How long a request may take before it fails as "took too long". Generous: the whole history
 * (≈900 draws) on a slow phone connection comes well within it; pages say they are slow sooner.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The message of a failed answer without a readable body, by status: message ids, read in the
 * active language when the error is thrown (an error already shown keeps its language).
 */
const STATUS_TEXT: Readonly<Record<number, MessageId>> = {
  400: 'errors.statusBadRequest',
  401: 'errors.statusSignIn',
  403: 'errors.statusForbidden',
  404: 'errors.statusNotFound',
  409: 'errors.statusConflict',
  413: 'errors.statusTooLarge',
  429: 'errors.statusTooMany',
  503: 'errors.statusUnavailable',
};

/** The text of a failed answer whose body says nothing readable. */
function statusText(status: number): string {
  const id = STATUS_TEXT[status];
  return id ? t(id) : t('errors.requestFailed', { status: String(status) });
}

/** Each API error code in words (message ids); the general codes share their status's text. */
const CODE_TEXT: Readonly<Record<ErrorCode, MessageId>> = {
  validation: 'errors.codeValidation',
  malformed_body: 'errors.statusBadRequest',
  bad_request: 'errors.statusBadRequest',
  unauthenticated: 'errors.statusSignIn',
  session_expired: 'errors.codeSessionExpired',
  invalid_credentials: 'errors.codeInvalidCredentials',
  forbidden: 'errors.statusForbidden',
  membership_pending: 'errors.codeMembershipPending',
  membership_suspended: 'errors.codeMembershipSuspended',
  not_found: 'errors.statusNotFound',
  method_not_allowed: 'errors.statusBadRequest',
  conflict: 'errors.statusConflict',
  changed_meanwhile: 'errors.codeChangedMeanwhile',
  body_too_large: 'errors.statusTooLarge',
  unsupported_media_type: 'errors.statusBadRequest',
  rate_limited: 'errors.codeRateLimited',
  internal: 'errors.codeInternal',
  unavailable: 'errors.statusUnavailable',
};

function isKnownCode(code: string | undefined): code is ErrorCode {
  return code !== undefined && Object.hasOwn(CODE_TEXT, code);
}

/**
 * What went wrong with an API call, for the visitor, in the active language: the error's code in
 * the catalog's words; an unknown code (or an older server's answer without one) by its status.
 * Never the server's `message`, which is English, for API clients and the English-only admin.
 * Errors without an answer (status 0, -1) already carry words of the app.
 */
export function apiErrorText(error: ApiError): string {
  if (error.status <= 0) return error.message;
  if (!isKnownCode(error.code)) return statusText(error.status);
  if (error.code === 'rate_limited' && error.retryAfter === undefined)
    return t('errors.statusTooMany');
  return t(CODE_TEXT[error.code], { seconds: error.retryAfter });
}

export interface ApiClient {
  request<T = unknown>(method: string, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<T>, 'body'>,
  ): Promise<T>;
  patch<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<T>, 'body'>,
  ): Promise<T>;
  delete<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  /**
   * `data` (read back from the device) stands for an answer to `GET path` that was the service
   * worker's saved copy, saved at `at` (ms, 0 unknown): `savedCopyAt(data)` tells so until a fresh
   * answer to that request comes, as for the answer itself.
   */
  markSavedCopy(path: string, data: object, at: number): void;
}

/** Builds a client for one API base URL. `fetchImpl` is for tests that run a real server. */
export function createApiClient(
  baseUrl: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function request<T>(
    method: string,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;

    // One controller for the caller's signal and the timeout; the race also bounds an answer
    // that ignores the signal (an early response of index.html, say).
    const controller = new AbortController();
    const outer = options.signal;
    const forwardAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) forwardAbort();
    else outer?.addEventListener('abort', forwardAbort, { once: true });
    const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new ApiError(
          0,
          t('errors.timedOut', { seconds: Math.round(timeoutMs / 1000) }),
          undefined,
          undefined,
          { timedOut: true },
        );
        reject(error);
        controller.abort(error);
      }, timeoutMs);
    });

    let response: Response;
    let text: string;
    try {
      try {
        response = await Promise.race([
          fetchImpl(url, {
            method,
            headers,
            body: options.body === undefined ? null : JSON.stringify(options.body),
            signal: controller.signal,
          }),
          timeout,
        ]);
      } catch (error) {
        if (isApiError(error)) throw error;
        if (outer?.aborted) throw outer.reason ?? error;
        throw new ApiError(0, t('errors.networkUnreachable'));
      }
      try {
        text = await Promise.race([response.text(), timeout]);
      } catch (error) {
        if (isApiError(error)) throw error;
        if (outer?.aborted) throw outer.reason ?? error;
        throw new ApiError(0, t('errors.networkBrokeOff'));
      }
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forwardAbort);
    }

    let json: unknown = undefined;
    if (text !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }

    if (!response.ok) {
      const parsed = v.safeParse(ErrorBodySchema, json);
      const retry = Number(response.headers.get('Retry-After'));
      throw new ApiError(
        response.status,
        parsed.success ? parsed.output.message : statusText(response.status),
        parsed.success ? parsed.output.details : undefined,
        Number.isFinite(retry) && retry > 0 ? retry : undefined,
        { code: parsed.success ? parsed.output.code : undefined },
      );
    }

    let output = json as T;
    if (options.schema) {
      const parsed = v.safeParse(options.schema, json);
      if (!parsed.success) {
        throw new ApiError(
          -1,
          t('errors.unexpectedAnswer', { method, path }),
          v.flatten(parsed.issues),
        );
      }
      output = parsed.output;
    }
    const request = requestKey(method, url);
    const savedAt = response.headers.get(SAVED_AT_HEADER);
    if (savedAt === null) savedCopyRequests.delete(request);
    else {
      const at = Date.parse(savedAt);
      savedCopyRequests.set(request, Number.isFinite(at) ? at : 0);
    }
    if (typeof output === 'object' && output !== null) answerRequests.set(output, request);
    return output;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    markSavedCopy: (path, data, at) => {
      const key = requestKey('GET', new URL(base + path));
      answerRequests.set(data, key);
      savedCopyRequests.set(key, at);
    },
  };
}

/**
 * The client for the configured API (`VITE_API_URL`). It takes Home's first answers from the
 * requests index.html started early (see early-requests.ts).
 */
export const api: ApiClient = createApiClient(
  env.apiUrl,
  withEarlyResponses((...args) => fetch(...args)),
);
