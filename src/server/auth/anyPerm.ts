/** The "any of these permissions" guard for lookups that several admin dialogs share. */
import type { FastifyRequest } from 'fastify';
import { grantedPerms } from './permissions.ts';
import { ApiError } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Any one of these permission strings admits the caller: for lookups that several admin dialogs need
     * (the role list of the user dialog, the department tree …). Checked by `requireAnyPerm`.
     */
    anyPerm?: readonly string[];
  }
}

/** preHandler hook for a feature plugin: enforces the route's `config.anyPerm` (403 when none is held). */
export async function requireAnyPerm(request: FastifyRequest): Promise<void> {
  const wanted = request.routeOptions.config.anyPerm;
  if (!wanted?.length || !request.user) return;
  const granted = await grantedPerms(request.server.db, request.user.id);
  if (!wanted.some((perm) => granted.has(perm))) throw new ApiError('FORBIDDEN', { perm: wanted.join(' | ') });
}
