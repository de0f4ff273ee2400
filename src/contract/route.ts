/**
 * A route's contract: method, path, what it takes and what it answers, in one object that the server
 * registers as the route's schema (requests validated, answers serialised by schema, the OpenAPI
 * document generated from it) and the browser calls with types derived from it.
 */
import type { Static, TObject, TProperties, TSchema } from 'typebox';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteContract {
  method: Method;
  /** The path under the API base, Fastify style (`/print/templates/:id`). */
  url: string;
  /** One line for the API reference. */
  summary: string;
  /** The reference's section (one per feature). */
  tag: string;
  params?: TObject;
  querystring?: TObject;
  body?: TSchema;
  /** The envelope's `result`; absent for answers that are not an envelope (see `raw`). */
  result?: TSchema;
  /** Fields a success answer carries beside the envelope's own, at its top level (jeecg compatibility). */
  beside?: TProperties;
  /** An answer that is not the JSON envelope: a file, a PDF, a WebSocket upgrade. */
  raw?: { contentType: string; description: string };
  /** Login-type calls answer `code: "200"` (a string) on success. */
  loginType?: boolean;
}

/** Declare a route's contract (keeps the literal types for Static<>). */
export const defineRoute = <const R extends RouteContract>(route: R): R => route;

type StaticOf<S> = S extends TSchema ? Static<S> : never;

/** What the envelope's `result` holds for a route. */
export type ResultOf<R extends RouteContract> = StaticOf<R['result']>;
/** The query string a route takes. */
export type QueryOf<R extends RouteContract> = StaticOf<R['querystring']>;
/** The JSON body a route takes. */
export type BodyOf<R extends RouteContract> = StaticOf<R['body']>;
/** The path parameters a route takes. */
export type ParamsOf<R extends RouteContract> = StaticOf<R['params']>;
