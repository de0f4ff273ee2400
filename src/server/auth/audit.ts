/** The audit log: who did what, when and from where. */
import type { Db } from '../db/index.ts';
import { auditLog } from '../db/schema/index.ts';

/** Where a change came from: a request, or a service call made for a user without one (the demo seed). */
export interface AuditOrigin {
  ip: string | null;
  user?: { id: string; username: string } | null;
}

export async function audit(
  db: Db,
  request: AuditOrigin,
  action: string,
  target?: string | null,
  detail?: unknown,
  who?: { id: string; username: string },
): Promise<void> {
  const user = who ?? request.user;
  await db.insert(auditLog).values({
    userId: user?.id ?? null,
    username: user?.username ?? null,
    action,
    target: target ?? null,
    detail: detail === undefined ? null : detail,
    ip: request.ip,
  });
}

/** What the server did by itself (a scheduled job): no user, no address. */
export async function auditSystem(db: Db, action: string, target?: string | null, detail?: unknown): Promise<void> {
  await db.insert(auditLog).values({ userId: null, username: null, action, target: target ?? null, detail: detail === undefined ? null : detail, ip: null });
}
