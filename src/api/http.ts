/**
 * The one HTTP client of the back office (sections 7 and 8): X-Access-Token header, `_t` on GETs, 20 s
 * timeout, the {success, message, result} envelope, and the error catalogue turned into ApiEvents that
 * the shell UI reacts to. This module never touches the DOM: it reports, the shell shows.
 */
import { ofetch, type FetchOptions } from 'ofetch';
import { getToken } from './session.ts';
import type { Envelope } from './types.ts';
import type { BodyOf, ParamsOf, QueryOf, ResultOf, RouteContract } from '../contract/route.ts';

export type { Envelope };

/** A failed call: HTTP status (0 when no answer came), the envelope code and the answer's body. */
export class ApiError extends Error {
  override name = 'ApiError';
  status: number;
  code: number | string | undefined;
  body: unknown;
  constructor(message: string, status: number, code?: number | string, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export type ApiEvent =
  | { type: 'notice'; message: string }
  | { type: 'unauthorized' }
  | { type: 'token-expired'; message: string }
  | { type: 'forbidden' }
  | { type: 'not-found' }
  | { type: 'timeout' }
  | { type: 'server-down' }
  | { type: 'error'; status: number; message: string };

export interface RequestOptions {
  /** No automatic notice for this call (the caller shows its own message). Session events still fire. */
  silent?: boolean;
  /** Milliseconds before the call gives up (default: the configured timeout, 20 s). */
  timeout?: number;
  headers?: Record<string, string>;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface HttpConfig {
  /** Where the API lives; '/api' in the browser, an absolute URL in tests. */
  baseURL: string;
  timeout: number;
  /** Sent as Accept-Language so the server's messages match the UI language. */
  locale?: string;
  /** Sent as X-Time-Zone so moments in the server's messages read in the zone the app shows (default: the browser's). */
  timeZone?: string;
}

/** The browser's own IANA zone, as the app's dates show it (src/i18n/dates.ts); read once. */
let ownZone: string | null | undefined;
function browserZone(): string | undefined {
  if (ownZone === undefined) {
    try {
      ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
    } catch {
      ownZone = null;
    }
  }
  return ownZone ?? undefined;
}

/** Section 9: HTTP timeout 20 s. */
export const HTTP_TIMEOUT_MS = 20_000;

const config: HttpConfig = { baseURL: '/api', timeout: HTTP_TIMEOUT_MS };

// fetch is looked up per call (not captured at import) so tests and polyfills can wrap it
const client = ofetch.create({}, { fetch: (input, init) => globalThis.fetch(input, init) });

export function configureHttp(partial: Partial<HttpConfig>): void {
  Object.assign(config, partial);
}

export function httpConfig(): Readonly<HttpConfig> {
  return config;
}

const listeners = new Set<(event: ApiEvent) => void>();

export function onApiEvent(listener: (event: ApiEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function emit(event: ApiEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch {
      // a broken listener must not break the call that reported
    }
  }
}

/** Section 8's "500 with a token-expired message"; the server's own wording is 'Token失效，请重新登录'. */
const TOKEN_EXPIRED = /token\s*(失效|过期|expired)|login expired|登录已?过期/i;

export function isTokenExpiredMessage(message: string | undefined): boolean {
  return !!message && TOKEN_EXPIRED.test(message);
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return !!body && typeof body === 'object' && typeof (body as { success?: unknown }).success === 'boolean';
}

/** The event an HTTP failure becomes; `silent` drops the purely informative ones. */
export function eventForStatus(status: number, message: string): ApiEvent {
  if (status === 401) return isTokenExpiredMessage(message) ? { type: 'token-expired', message } : { type: 'unauthorized' };
  if (status === 500 && isTokenExpiredMessage(message)) return { type: 'token-expired', message };
  if (status === 403) return { type: 'forbidden' };
  if (status === 404) return { type: 'not-found' };
  if (status === 504) return { type: 'timeout' };
  if (status === 521) return { type: 'server-down' };
  return { type: 'error', status, message };
}

const SESSION_EVENTS = new Set<ApiEvent['type']>(['unauthorized', 'token-expired', 'server-down']);

function report(event: ApiEvent, silent: boolean | undefined): void {
  if (silent && !SESSION_EVENTS.has(event.type)) return;
  emit(event);
}

interface RawOptions extends RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  responseType?: 'json' | 'blob';
}

function cleanQuery(query: Query | undefined): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) out[key] = value;
  return out;
}

/** One round trip: the raw response, or an ApiError (after its event) when no answer came. */
async function send(path: string, options: RawOptions): Promise<{ status: number; data: unknown; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  const token = getToken();
  if (token) headers['X-Access-Token'] = token;
  if (config.locale) headers['Accept-Language'] = config.locale;
  const zone = config.timeZone ?? browserZone();
  if (zone) headers['X-Time-Zone'] = zone;
  const query = cleanQuery(options.query);
  // the timestamp defeats caches between the browser and the server
  if (options.method === 'GET') query._t = Date.now();
  const fetchOptions: FetchOptions<'json'> = {
    method: options.method,
    baseURL: config.baseURL,
    query,
    headers,
    timeout: options.timeout ?? config.timeout,
    retry: 0,
    ignoreResponseError: true,
  };
  if (options.body !== undefined) (fetchOptions as { body?: unknown }).body = options.body;
  if (options.responseType === 'blob') (fetchOptions as { responseType?: string }).responseType = 'blob';
  try {
    const response = await client.raw(path, fetchOptions);
    return { status: response.status, data: response._data, headers: response.headers };
  } catch (error) {
    const cause = (error as { cause?: { name?: string } }).cause;
    const timedOut = (error as { name?: string }).name === 'TimeoutError' || cause?.name === 'TimeoutError';
    if (timedOut) {
      report({ type: 'timeout' }, options.silent);
      throw new ApiError('timeout', 0, undefined, undefined);
    }
    // cancelled by the page itself (navigation, unmount): nothing to report
    if ((error as { name?: string }).name === 'AbortError' || cause?.name === 'AbortError') {
      throw new ApiError('aborted', 0, undefined, undefined);
    }
    // no answer at all: the server is unreachable, which the shell shows as the 521 page
    report({ type: 'server-down' }, options.silent);
    throw new ApiError((error as Error).message || 'network error', 0, undefined, undefined);
  }
}

function messageOf(data: unknown, status: number): string {
  if (isEnvelope(data) && typeof data.message === 'string') return data.message;
  if (typeof data === 'string' && data.length > 0 && data.length < 500 && !data.trimStart().startsWith('<')) return data;
  return `HTTP ${status}`;
}

/** HTTP failure → event + ApiError. */
function failed(status: number, data: unknown, silent: boolean | undefined): never {
  const message = messageOf(data, status);
  report(eventForStatus(status, message), silent);
  throw new ApiError(message, status, isEnvelope(data) ? data.code : undefined, data);
}

async function call<T>(path: string, options: RawOptions): Promise<T> {
  return (await answer<T>(path, options)).result;
}

/** A call's result and, from an envelope, the server's success message ('' for answers without one). */
async function answer<T>(path: string, options: RawOptions): Promise<{ result: T; message: string }> {
  const { status, data } = await send(path, options);
  if (status >= 400) failed(status, data, options.silent);
  if (isEnvelope(data)) {
    if (!data.success) {
      // the server can also report an expired session inside a 200/500 envelope
      if (isTokenExpiredMessage(data.message) && String(data.code) === '500') {
        report({ type: 'token-expired', message: data.message }, options.silent);
      } else {
        report({ type: 'notice', message: data.message }, options.silent);
      }
      throw new ApiError(data.message, status, data.code, data);
    }
    return { result: data.result as T, message: data.message };
  }
  // answers that are not enveloped (a few compatibility paths) pass through as they are
  return { result: data as T, message: '' };
}

/** What a contract's call takes: path parameters, query and body as the contract declares them. */
export interface CallInput<R extends RouteContract> {
  params?: ParamsOf<R>;
  query?: QueryOf<R>;
  body?: BodyOf<R>;
}

/** A contract's path with its `:name` parameters filled in (for downloads and uploads, which are not `call`s). */
export function pathOf<R extends RouteContract>(route: R, params?: ParamsOf<R>): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));
}

export const http = {
  /** A call described by its contract (src/contract): method and path from it, `:name` filled from params. */
  call<R extends RouteContract>(route: R, input: CallInput<R> = {}, opts: RequestOptions = {}): Promise<ResultOf<R>> {
    const path = pathOf(route, input.params);
    return call<ResultOf<R>>(path, { ...opts, method: route.method, query: input.query as Query | undefined, body: input.body });
  },
  get<T>(path: string, query?: Query, opts: RequestOptions = {}): Promise<T> {
    return call<T>(path, { ...opts, method: 'GET', query });
  },
  post<T>(path: string, body?: unknown, opts: RequestOptions & { query?: Query } = {}): Promise<T> {
    return call<T>(path, { ...opts, method: 'POST', body });
  },
  /** A POST whose success message the page shows in the server's own words. */
  postForMessage<T>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<{ result: T; message: string }> {
    return answer<T>(path, { ...opts, method: 'POST', body });
  },
  put<T>(path: string, body?: unknown, opts: RequestOptions & { query?: Query } = {}): Promise<T> {
    return call<T>(path, { ...opts, method: 'PUT', body });
  },
  del<T>(path: string, query?: Query, opts: RequestOptions = {}): Promise<T> {
    return call<T>(path, { ...opts, method: 'DELETE', query });
  },
  /** Multipart upload: the file as `file`, plus text fields. */
  upload<T>(path: string, file: Blob, fields: Record<string, string> = {}, opts: RequestOptions = {}): Promise<T> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const name = (file as Blob & { name?: string }).name ?? 'file';
    form.append('file', file, name);
    return call<T>(path, { ...opts, method: 'POST', body: form });
  },
  /** A download; a JSON answer instead of the file is read as a failed envelope. */
  async blob(
    path: string,
    options: { method?: 'GET' | 'POST'; query?: Query; body?: unknown } & RequestOptions = {},
  ): Promise<Blob> {
    const { status, data } = await send(path, { ...options, method: options.method ?? 'GET', responseType: 'blob' });
    const blob = data instanceof Blob ? data : new Blob([]);
    let parsed: unknown = undefined;
    if (blob.type.includes('json')) {
      try {
        parsed = JSON.parse(await blob.text());
      } catch {
        parsed = undefined;
      }
    }
    if (status >= 400) failed(status, parsed, options.silent);
    if (isEnvelope(parsed) && !parsed.success) {
      report({ type: 'notice', message: parsed.message }, options.silent);
      throw new ApiError(parsed.message, status, parsed.code, parsed);
    }
    return blob;
  },
};

/** Login-type success: the string "200" (the server also sends success true). */
export function isLoginOk(envelope: Envelope<unknown>): boolean {
  return String(envelope.code) === '200';
}

/**
 * A login-type call (/sys/login, /sys/phoneLogin, /sys/login-by-token): answers `code`, "200" on
 * success. Never throws on another code: the envelope goes back to the caller, who shows its message.
 * Only a call that got no envelope at all rejects (after its event).
 */
export async function loginCall<T>(method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>): Promise<Envelope<T>> {
  const options: RawOptions =
    method === 'GET' ? { method, query: payload as Query | undefined } : { method, body: payload ?? {} };
  const { status, data } = await send(path, options);
  if (isEnvelope(data)) return data as Envelope<T>;
  failed(status >= 400 ? status : 500, data, false);
}
