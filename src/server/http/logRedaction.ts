/** What request logs may not hold: session tokens, which arrive in query strings on links and sockets. */
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are credentials. */
const SECRET_PARAMS = /([?&](?:token|access_token|x-access-token)=)[^&#]*/gi;

/** The URL with every credential's value replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** pino's request serializer: Fastify's default fields, with the URL redacted. */
export function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
