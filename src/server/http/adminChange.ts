/** What the administration services share: who acts, the audit row, the stale-version answer. */
import type { Db } from '../db/index.ts';
import { auditLog } from '../db/schema/index.ts';
import { fail } from './errors.ts';

/** The acting administrator (the seed acts as admin with no address). */
export interface Who {
  id: string | null;
  username: string;
  ip: string | null;
}

export const whoOf = (request: { user?: { id: string; username: string } | null; ip: string }): Who => ({
  id: request.user?.id ?? null,
  username: request.user?.username ?? 'system',
  ip: request.ip,
});

/** The audit row of an administrative change, in the change's transaction. */
export async function auditChange(tx: Db, who: Who, action: string, target: string, detail: unknown): Promise<void> {
  await tx.insert(auditLog).values({ userId: who.id, username: who.username, action, target, detail: detail ?? null, ip: who.ip });
}

/** Refuse a write based on a version that is no longer the row's. */
export function checkVersion(row: { version: number }, version: number): void {
  if (row.version !== version) fail('RECORD_STALE', { version: row.version });
}

/** The back office's stamp names of a row, times as ISO text (the wire type). */
export const isoStamps = (row: { createdAt: Date; createdBy: string | null; updatedAt: Date | null; updatedBy: string | null }) => ({
  createBy: row.createdBy,
  createTime: row.createdAt.toISOString(),
  updateBy: row.updatedBy,
  updateTime: row.updatedAt?.toISOString() ?? null,
});
