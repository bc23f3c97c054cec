import { API, type Endpoint } from '@lotto/contracts';
import * as v from 'valibot';

/** What the API answered: status, parsed JSON body (undefined when empty) and headers. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** A bearer token (an admin's JWT or a member's Firebase ID token). */
  token?: string | null | undefined;
}

type Output<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export interface SendOptions {
  /** The route's `:name` parameters. */
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
  body?: unknown;
  token?: string | null | undefined;
}

/** A call of {@link ApiClient.send} that did not answer 2xx. */
export class ApiCallError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path} → ${status}: ${JSON.stringify(body)}`);
    this.name = 'ApiCallError';
  }
}

export interface ApiClient {
  /** Base URL of the API, e.g. `http://127.0.0.1:41235`. */
  readonly url: string;
  /** Any request; never throws on a status (assert on it). */
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  /**
   * A request to one endpoint of `API` (`@lotto/contracts`): its method and path, the answer parsed
   * with the endpoint's response schema. Throws {@link ApiCallError} unless the answer is 2xx.
   */
  send<E extends Endpoint>(endpoint: E, options?: SendOptions): Promise<Output<E['response']>>;
  /** `POST /api/admin/login`: a fresh admin session's token. */
  loginAdmin(email: string, password: string): Promise<string>;
}

/** The API client of every test suite (API suites, the PWA's component tests and e2e support). */
export function createApiClient(url: string): ApiClient {
  const call = async <T>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> => {
    const { body, token } = options;
    const response = await fetch(url + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      headers: response.headers,
    };
  };

  const send = async <E extends Endpoint>(
    endpoint: E,
    options: SendOptions = {},
  ): Promise<Output<E['response']>> => {
    const query =
      options.query === undefined ? '' : `?${new URLSearchParams(options.query).toString()}`;
    const path = endpoint.path(options.params) + query;
    const answer = await call(endpoint.method, path, { body: options.body, token: options.token });
    if (answer.status < 200 || answer.status >= 300) {
      throw new ApiCallError(endpoint.method, path, answer.status, answer.body);
    }
    const schema = endpoint.response;
    return (schema === undefined ? undefined : v.parse(schema, answer.body)) as Output<
      E['response']
    >;
  };

  return {
    url,
    call,
    send,
    async loginAdmin(email, password) {
      return (await send(API.admin.login, { body: { email, password } })).token;
    },
  };
}
