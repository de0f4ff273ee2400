/** The supplier trail: every audit move and suspension, written in the change's own transaction. */
import { asc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { supplierEvents } from '../../db/schema/index.ts';

export async function recordSupplierEvent(
  tx: Db,
  event: { supplierId: string; action: string; from: string | null; to: string; actor: Actor; detail?: Record<string, unknown>; now: Date },
): Promise<void> {
  await tx.insert(supplierEvents).values({
    supplierId: event.supplierId,
    action: event.action,
    fromStatus: event.from,
    toStatus: event.to,
    actorId: event.actor.id,
    actorName: event.actor.username,
    actorKind: event.actor.kind,
    detail: event.detail ?? null,
    at: event.now,
  });
}

export async function eventsOf(db: Db, supplierId: string) {
  const rows = await db.select().from(supplierEvents).where(eq(supplierEvents.supplierId, supplierId)).orderBy(asc(supplierEvents.at), asc(supplierEvents.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actorName: row.actorName,
    actorKind: row.actorKind,
    at: row.at.toISOString(),
    detail: row.detail ?? null,
  }));
}
