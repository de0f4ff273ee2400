/**
 * Canteens' white lists: the platform keeps every canteen's, procurement those of its institution's
 * canteens; canteen staff read their canteens' lists and a supplier the entries naming it. An empty list
 * admits every approved supplier (WHITE_LIST_EMPTY_MEANS_ALL); ordering asks supplierMayServe.
 */
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { WhiteListRecord } from '../../../contract/routes/suppliers.ts';
import { restaurantScope, scopeCondition, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { restaurants, supplierProfiles, suppliers, supplierWhiteList } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';
import { allow } from './access.ts';
import { recordSupplierEvent } from './events.ts';

export interface WhiteListQuery {
  restaurantId?: string;
  supplierId?: string;
  column?: string;
  order?: string;
}

const SORTS = { createTime: supplierWhiteList.createdAt, restaurantName: restaurants.name, supplierName: suppliers.name };
const KEEPERS = ['platform', 'procurement'] as const;

function where(db: Db, actor: Actor, query: WhiteListQuery): SQL | undefined {
  return and(
    scopeCondition(db, actor, { restaurant: supplierWhiteList.restaurantId, supplier: supplierWhiteList.supplierId }),
    query.restaurantId ? eq(supplierWhiteList.restaurantId, query.restaurantId) : undefined,
    query.supplierId ? eq(supplierWhiteList.supplierId, query.supplierId) : undefined,
  );
}

function selectEntries(db: Db) {
  return db
    .select({ entry: supplierWhiteList, restaurantName: restaurants.name, supplierName: suppliers.name })
    .from(supplierWhiteList)
    .innerJoin(restaurants, eq(restaurants.id, supplierWhiteList.restaurantId))
    .innerJoin(suppliers, eq(suppliers.id, supplierWhiteList.supplierId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

const record = (row: Row): WhiteListRecord => ({
  restaurantId: row.entry.restaurantId,
  restaurantName: row.restaurantName,
  supplierId: row.entry.supplierId,
  supplierName: row.supplierName,
  createBy: row.entry.createdBy,
  createTime: row.entry.createdAt.toISOString(),
});

export async function listWhiteList(db: Db, actor: Actor, query: WhiteListQuery, limit: number, offset: number) {
  const condition = where(db, actor, query);
  const order = sorter(SORTS, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(supplierWhiteList).where(condition);
  const rows = await selectEntries(db).where(condition).orderBy(order, supplierWhiteList.restaurantId, supplierWhiteList.supplierId).limit(limit).offset(offset);
  return { total: n, records: rows.map(record) };
}

/** The canteen, if the actor keeps its list. */
async function keptCanteen(tx: Db, actor: Actor, restaurantId: string, action: string): Promise<string> {
  allow(actor, KEEPERS, action);
  const inScope = restaurantScope(tx, actor);
  const [canteen] = await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), eq(restaurants.deleted, false), inScope ? inArray(restaurants.id, inScope) : undefined));
  if (!canteen) fail('WHITE_LIST_CANTEEN_NOT_FOUND');
  return canteen.id;
}

export async function addToWhiteList(db: Db, actor: Actor, input: { restaurantId: string; supplierId: string }, now = new Date()): Promise<WhiteListRecord> {
  return inTransaction(db, async (tx) => {
    const restaurantId = await keptCanteen(tx, actor, input.restaurantId, 'whiteList');
    const [supplier] = await tx
      .select({ id: suppliers.id, auditStatus: supplierProfiles.auditStatus })
      .from(suppliers)
      .leftJoin(supplierProfiles, eq(supplierProfiles.supplierId, suppliers.id))
      .where(and(eq(suppliers.id, input.supplierId), eq(suppliers.deleted, false)));
    if (!supplier) fail('SUPPLIER_NOT_FOUND');
    if ((supplier.auditStatus ?? 'approved') !== 'approved') fail('WHITE_LIST_SUPPLIER_NOT_APPROVED');
    const added = await tx
      .insert(supplierWhiteList)
      .values({ restaurantId, supplierId: supplier.id, createdBy: actor.username, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: supplierWhiteList.supplierId });
    if (added.length === 0) fail('WHITE_LIST_EXISTS');
    await recordSupplierEvent(tx, { supplierId: supplier.id, action: 'whiteListAdd', from: null, to: 'listed', actor, detail: { restaurantId }, now });
    const [row] = await selectEntries(tx).where(and(eq(supplierWhiteList.restaurantId, restaurantId), eq(supplierWhiteList.supplierId, supplier.id)));
    return record(row!);
  });
}

export async function removeFromWhiteList(db: Db, actor: Actor, input: { restaurantId: string; supplierId: string }, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const restaurantId = await keptCanteen(tx, actor, input.restaurantId, 'whiteList');
    const removed = await tx
      .delete(supplierWhiteList)
      .where(and(eq(supplierWhiteList.restaurantId, restaurantId), eq(supplierWhiteList.supplierId, input.supplierId)))
      .returning({ id: supplierWhiteList.supplierId });
    if (removed.length === 0) fail('WHITE_LIST_NOT_FOUND');
    await recordSupplierEvent(tx, { supplierId: input.supplierId, action: 'whiteListRemove', from: 'listed', to: 'unlisted', actor, detail: { restaurantId }, now });
  });
}
