/**
 * Registering a route from its contract (src/contract): method, path and schemas come from the contract,
 * so requests are validated and answers serialised by the same shapes the browser is typed with and the
 * OpenAPI document describes. Only what the schema names leaves the server.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import { Type } from 'typebox';
import { Envelope } from '../../contract/envelope.ts';
import type { BodyOf, ParamsOf, QueryOf, RouteContract } from '../../contract/route.ts';

/** The Fastify schema of a contract: request parts as declared, the envelope (or raw content) as the 200 answer. */
export function schemaOf(route: RouteContract): FastifySchema {
  const schema: FastifySchema & Record<string, unknown> = { summary: route.summary, tags: [route.tag] };
  if (route.params) schema.params = route.params;
  if (route.querystring) schema.querystring = route.querystring;
  if (route.body) schema.body = route.body;
  schema.response = route.raw
    ? { 200: { description: route.raw.description, content: { [route.raw.contentType]: { schema: { type: 'string', format: 'binary' } } } } }
    : { 200: Envelope(route.result ?? Type.Null(), route.beside) };
  return schema;
}

/** The request as a contract's handler sees it: query, body and params typed from the contract. */
export type ContractRequest<R extends RouteContract> = FastifyRequest<{
  Querystring: QueryOf<R>;
  Body: BodyOf<R>;
  Params: ParamsOf<R>;
}>;

export type ContractOptions = Omit<RouteShorthandOptions, 'schema'>;

/** Register `handler` for the contract `route` (its config, hooks and limits in `options`). */
export function addRoute<R extends RouteContract>(
  app: FastifyInstance,
  route: R,
  options: ContractOptions,
  handler: (request: ContractRequest<R>, reply: FastifyReply) => unknown,
): void {
  app.route({
    ...options,
    method: route.method,
    url: route.url,
    schema: schemaOf(route),
    config: { ...options.config, ...(route.loginType ? { loginType: true } : {}) },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}
