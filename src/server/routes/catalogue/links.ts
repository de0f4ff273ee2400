/**
 * Supplier product links: a supplier asks to offer a base product under its own code; the platform or
 * procurement audits it (LINK_MACHINE); only an approved link can be priced.
 */
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { LINK_MACHINE, LINK_STATUS_NAMES, linkActions, type LinkAction, type LinkStatus } from '../../../contract/domain/catalogue.ts';
import type { SupplierProductRow } from '../../../contract/routes/products.ts';
import { ownSuppliers, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { baseProducts, supplierProducts, suppliers } from '../../db/schema/index.ts';
import { containsPattern, isUniqueViolation } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { ACTOR_NAMES, recordEvent, transition } from '../../http/transition.ts';
import { stampsIso, staleVersion } from './common.ts';
import { supplierActedFor } from '../../http/supplierActedFor.ts';

/** A supplier sees its own links; the platform and procurement all of them (links are not a canteen's). */
export const linkScope = (db: Db, actor: Actor): SQL | undefined => {
  if (actor.kind === 'supplier') return inArray(supplierProducts.supplierId, ownSuppliers(db, actor.id));
  if (actor.kind === 'canteen') return inArray(supplierProducts.id, []);
  return undefined;
};

function selectLinks(db: Db) {
  return db.select({ l: supplierProducts, supplierName: suppliers.name, productCode: baseProducts.code, productName: baseProducts.name, unit: baseProducts.unit })
    .from(supplierProducts)
    .innerJoin(suppliers, eq(suppliers.id, supplierProducts.supplierId))
    .innerJoin(baseProducts, eq(baseProducts.id, supplierProducts.baseProductId));
}
type LinkSelect = Awaited<ReturnType<ReturnType<typeof selectLinks>['execute']>>[number];

const linkRow = (r: LinkSelect, actor: Actor): SupplierProductRow => ({
  id: r.l.id, supplierId: r.l.supplierId, supplierName: r.supplierName, baseProductId: r.l.baseProductId, productCode: r.productCode, productName: r.productName, unit: r.unit,
  code: r.l.code, brand: r.l.brand, spec: r.l.spec, auditStatus: r.l.auditStatus as LinkStatus, reason: r.l.reason, version: r.l.version,
  auditedBy: r.l.auditedBy, auditedAt: r.l.auditedAt?.toISOString() ?? null, actions: linkActions(r.l.auditStatus as LinkStatus, actor.kind),
  ...stampsIso(r.l),
});

const LINK_SORT = { createTime: supplierProducts.createdAt, productName: baseProducts.name, supplierName: suppliers.name };

export interface LinkQuery { supplierId?: string; baseProductId?: string; auditStatus?: LinkStatus; keyword?: string; column?: string; order?: string }

export async function listLinks(db: Db, actor: Actor, query: LinkQuery, size: number, offset: number) {
  const where = and(
    eq(supplierProducts.deleted, false),
    linkScope(db, actor),
    query.supplierId ? eq(supplierProducts.supplierId, query.supplierId) : undefined,
    query.baseProductId ? eq(supplierProducts.baseProductId, query.baseProductId) : undefined,
    query.auditStatus ? eq(supplierProducts.auditStatus, query.auditStatus) : undefined,
    query.keyword ? or(ilike(baseProducts.name, containsPattern(query.keyword)), ilike(supplierProducts.code, containsPattern(query.keyword))) : undefined,
  );
  const order = sorter(LINK_SORT, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(supplierProducts).innerJoin(suppliers, eq(suppliers.id, supplierProducts.supplierId))
    .innerJoin(baseProducts, eq(baseProducts.id, supplierProducts.baseProductId)).where(where);
  const rows = await selectLinks(db).where(where).orderBy(order, asc(supplierProducts.id)).limit(size).offset(offset);
  return { total: n, records: rows.map((r) => linkRow(r, actor)) };
}

export async function linkById(db: Db, actor: Actor, id: string): Promise<SupplierProductRow> {
  const [row] = await selectLinks(db).where(and(eq(supplierProducts.id, id), eq(supplierProducts.deleted, false), linkScope(db, actor)));
  if (!row) fail('SUPPLIER_PRODUCT_NOT_FOUND');
  return linkRow(row, actor);
}

/** The supplier company a supplier account acts for: the one named (if theirs) or its only one. */
export async function actingSupplier(db: Db, actor: Actor, supplierId?: string): Promise<string> {
  if (actor.kind !== 'supplier') fail('STATE_ACTOR_FORBIDDEN', { actor: ACTOR_NAMES[actor.kind], action: 'link' });
  return supplierActedFor(db, actor, supplierId);
}

export interface LinkInput { supplierId?: string; baseProductId: string; code: string; brand?: string | null; spec?: string | null }

export async function requestLink(db: Db, actor: Actor, input: LinkInput, now = new Date()): Promise<SupplierProductRow> {
  const supplierId = await actingSupplier(db, actor, input.supplierId);
  const [product] = await db.select({ id: baseProducts.id, enabled: baseProducts.enabled, name: baseProducts.name }).from(baseProducts).where(and(eq(baseProducts.id, input.baseProductId), eq(baseProducts.deleted, false)));
  if (!product) fail('PRODUCT_NOT_FOUND', { id: input.baseProductId });
  if (!product.enabled) fail('PRODUCT_DISABLED', { product: product.name });
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx.insert(supplierProducts)
      .values({ supplierId, baseProductId: product.id, code: input.code.trim(), brand: input.brand ?? null, spec: input.spec ?? null, auditStatus: 'pending', createdBy: actor.username, createdAt: now })
      .returning({ id: supplierProducts.id });
    await recordEvent(tx, { entity: 'link', entityId: row!.id, action: 'request', from: null, to: 'pending', actor, now });
    return row!.id;
  }).catch(async (error) => {
    if (!isUniqueViolation(error, 'supplier_products_supplier_product_key')) throw error;
    const [existing] = await db.select({ status: supplierProducts.auditStatus }).from(supplierProducts).where(and(eq(supplierProducts.supplierId, supplierId), eq(supplierProducts.baseProductId, product.id)));
    return fail('SUPPLIER_PRODUCT_EXISTS', { status: LINK_STATUS_NAMES[(existing?.status ?? 'pending') as LinkStatus].zh });
  });
  return linkById(db, actor, id);
}

export async function editLink(db: Db, actor: Actor, id: string, input: { version: number; code: string; brand?: string | null; spec?: string | null }, now = new Date()) {
  if (actor.kind !== 'supplier') fail('STATE_ACTOR_FORBIDDEN', { actor: ACTOR_NAMES[actor.kind], action: 'edit' });
  const current = await linkById(db, actor, id);
  await inTransaction(db, async (tx) => {
    const changed = await tx.update(supplierProducts).set({ code: input.code.trim(), brand: input.brand ?? null, spec: input.spec ?? null, version: current.version + 1, updatedBy: actor.username, updatedAt: now })
      .where(and(eq(supplierProducts.id, id), eq(supplierProducts.version, input.version))).returning({ id: supplierProducts.id });
    if (changed.length === 0) staleVersion(current.version, LINK_STATUS_NAMES[current.auditStatus].zh);
    await recordEvent(tx, { entity: 'link', entityId: id, action: 'edit', from: current.auditStatus, to: current.auditStatus, actor, detail: { code: input.code }, now });
  });
  return linkById(db, actor, id);
}

/** Approve, reject or resubmit a link. */
export async function moveLink(db: Db, actor: Actor, id: string, action: LinkAction, input: { version: number; reason?: string }, now = new Date()) {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(supplierProducts).where(and(eq(supplierProducts.id, id), eq(supplierProducts.deleted, false), linkScope(tx, actor))).for('update');
    if (!row) fail('SUPPLIER_PRODUCT_NOT_FOUND');
    await transition(tx, {
      entity: 'link', machine: LINK_MACHINE, names: LINK_STATUS_NAMES,
      row: { id: row.id, status: row.auditStatus as LinkStatus, version: row.version }, version: input.version, action, actor, context: { input }, now,
      detail: input.reason ? { reason: input.reason } : undefined,
      apply: async (to) => {
        const changed = await tx.update(supplierProducts)
          .set({ auditStatus: to, version: row.version + 1, reason: action === 'reject' ? input.reason!.trim() : null, ...(action === 'resubmit' ? {} : { auditedBy: actor.username, auditedAt: now }), updatedBy: actor.username, updatedAt: now })
          .where(and(eq(supplierProducts.id, row.id), eq(supplierProducts.version, row.version))).returning({ id: supplierProducts.id });
        return changed.length === 1;
      },
    });
  });
  return linkById(db, actor, id);
}
