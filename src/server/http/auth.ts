/** Authentication and permission checks for every API route, driven by each route's config. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '../auth/permissions.ts';
import { ApiError } from './errors.ts';

/** The token of a request: the X-Access-Token header, else a `token` query parameter (links, logout redirect). */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value) return value;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : null;
}

export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('token', null);
  app.decorateRequest('permissionVersion', -1);
  // Before validation: a caller without a token learns 401, not what the body should have looked like.
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url?.startsWith(app.config.apiBase)) return;
    const token = requestToken(request);
    if (token) {
      const session = await app.resolveSession(token);
      if (session.state === 'valid') {
        request.user = session.user;
        request.sessionId = session.sessionId;
        request.token = token;
        request.permissionVersion = session.permissionVersion;
      } else if (!config.public) {
        throw new ApiError(session.state === 'expired' ? 'TOKEN_EXPIRED' : session.state === 'frozen' ? 'USER_FROZEN_SESSION' : 'UNAUTHORIZED');
      }
    }
    if (config.public) return;
    if (!request.user) throw new ApiError('UNAUTHORIZED');
    if (config.perm && !(await hasPermission(app.db, request.user.id, config.perm))) {
      throw new ApiError('FORBIDDEN', { perm: config.perm });
    }
  });
}
