/**
 * Small pieces the administration features share: an "any of these permissions" guard for calls that
 * several admin dialogs use, comma-separated id lists, LIKE patterns, unique-violation detection.
 */
import type { FastifyRequest } from 'fastify';
import { grantedPerms } from '../../auth/permissions.ts';
import { ApiError } from '../../errors.ts';

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

/** "a, b,,c" -> ['a', 'b', 'c'] without duplicates (the admin forms send id lists comma separated). */
export function parseIds(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((part) => part.trim()).filter(Boolean))];
}

/** A LIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The trimmed text, or null when it is empty or absent (optional form fields arrive as ''). */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** True for PostgreSQL's unique_violation (23505), under whichever driver or drizzle wrapper threw it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') {
      if (!constraint) return true;
      return e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
    }
  }
  return false;
}

/** The timestamp columns as the back office names them. */
export function stampsOf(row: { createdAt: Date; createdBy: string | null; updatedAt: Date | null; updatedBy: string | null }) {
  return { createBy: row.createdBy, createTime: row.createdAt, updateBy: row.updatedBy, updateTime: row.updatedAt };
}

/**
 * Nest rows by parentId, keeping the rows' order among siblings. A row whose parent is not in `rows`
 * (a filtered or soft-deleted parent) becomes a root rather than disappearing.
 */
export function buildTree<R extends { id: string; parentId: string | null }, N>(rows: R[], node: (row: R, children: N[]) => N): N[] {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<string | null, R[]>();
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    const list = childrenOf.get(parent);
    if (list) list.push(row);
    else childrenOf.set(parent, [row]);
  }
  const build = (row: R): N => node(row, (childrenOf.get(row.id) ?? []).map(build));
  return (childrenOf.get(null) ?? []).map(build);
}

/** The ids of `id`'s descendants in a parent-linked table (read in one query by the caller). */
export function descendantIds(rows: Array<{ id: string; parentId: string | null }>, id: string): string[] {
  const childrenOf = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.parentId) continue;
    const list = childrenOf.get(row.parentId);
    if (list) list.push(row.id);
    else childrenOf.set(row.parentId, [row.id]);
  }
  const found: string[] = [];
  const seen = new Set([id]);
  for (let queue = [id]; queue.length; ) {
    const next: string[] = [];
    for (const current of queue) {
      for (const child of childrenOf.get(current) ?? []) {
        if (seen.has(child)) continue; // a corrupt cycle must not loop forever
        seen.add(child);
        found.push(child);
        next.push(child);
      }
    }
    queue = next;
  }
  return found;
}
