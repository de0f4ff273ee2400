/**
 * The options of @fastify/swagger: an OpenAPI 3.0 document of the routes under the API base (the base is
 * the document's server, so paths read as the contracts write them), each operation carrying who may call
 * it from its route config as x- extensions: x-public, x-perm, x-any-perm, x-login-type, x-rate-limit.
 * Routes outside the API (the built app and its files) are left out; every route inside it is listed.
 */
import { readFileSync } from 'node:fs';
import type { SwaggerOptions } from '@fastify/swagger';
import type { ServerConfig } from '../../config.ts';

const version = (JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Who may call a route, from its config, as OpenAPI extensions (only those that apply). */
export function accessExtensions(config: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = { 'x-public': config?.public === true };
  if (typeof config?.perm === 'string') out['x-perm'] = config.perm;
  if (Array.isArray(config?.anyPerm) && config.anyPerm.length) out['x-any-perm'] = config.anyPerm;
  if (config?.loginType === true) out['x-login-type'] = true;
  const limit = config?.rateLimit as { max?: unknown; timeWindow?: unknown } | undefined;
  if (limit && typeof limit === 'object') out['x-rate-limit'] = { max: limit.max, timeWindow: limit.timeWindow };
  return out;
}

export function openApiOptions(config: Pick<ServerConfig, 'apiBase'>): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'larder API',
        version,
        description:
          'Every answer is the envelope {success, message, code, result, timestamp}; a failure carries no result. ' +
          'Send the session token as the X-Access-Token header. The error catalogue is listed on /docs.',
      },
      servers: [{ url: config.apiBase }],
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      },
    },
    transform: ({ schema, url, route }) => {
      if (!url.startsWith(`${config.apiBase}/`)) return { schema: { ...schema, hide: true }, url };
      const routeConfig = route.config as Record<string, unknown> | undefined;
      const access = accessExtensions(routeConfig);
      const security = access['x-public'] ? [] : [{ token: [] }];
      // @fastify/websocket hides its routes from the document; the live channel is part of the API, so it is shown.
      return { schema: { ...schema, hide: false, ...access, security } as typeof schema, url };
    },
  };
}
