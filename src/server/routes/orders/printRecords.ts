/**
 * Print selections to document records, in the caller's scope: the groups, orders or delivery notes named
 * (one out of scope refuses the whole selection, as its detail would), every group of an arrival day, or
 * the standing book of a period. Line documents are made per source and supplier: each supplier delivers,
 * and is checked for, its own lines.
 */
import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_SOURCES, type PrintDocument, type PrintSource } from '../../../contract/domain/orderPrint.ts';
import type { PrintSelection } from '../../../contract/routes/orderPrint.ts';
import type { Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { baseProducts, deliveries, deliveryLines, orderGroups, orderLines, orders, receipts, restaurants, standingBook, suppliers } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { standingBookWhere } from './ledgers.ts';
import { lineDocument, statementDocument, statementNumber, type DocumentLine } from './printMapping.ts';
import { deliveryScope, lineScope, ownerScope } from './queries.ts';

type Row = Record<string, unknown>;

/** Records of a selection, in the order of the ids (a day: by group number). */
export async function printRecordsOf(db: Db, actor: Actor, selection: PrintSelection, now = new Date()): Promise<Row[]> {
  // the schema admits only the listed documents and sources
  const document = selection.document as PrintDocument;
  const source = selection.source as PrintSource;
  if (!DOCUMENT_SOURCES[document].includes(source)) fail('ORDER_PRINT_SOURCE', { document, source });
  if (source === 'ledger') return statements(db, actor, selection, now);
  if (source === 'day') {
    if (!selection.arrivalDate) fail('ORDER_PRINT_DAY_REQUIRED');
    const groups = await db
      .select({ id: orderGroups.id })
      .from(orderGroups)
      .where(and(
        eq(orderGroups.arrivalDate, selection.arrivalDate),
        selection.restaurantId ? eq(orderGroups.restaurantId, selection.restaurantId) : undefined,
        ownerScope(db, actor, orderGroups, orderLines.groupId),
      ))
      .orderBy(asc(orderGroups.groupNo));
    if (groups.length === 0) fail('ORDER_PRINT_NOTHING');
    return byGroups(db, actor, document, groups.map((g) => g.id), now);
  }
  const ids = [...new Set(selection.ids ?? [])];
  if (ids.length === 0) fail('ORDER_PRINT_IDS_REQUIRED');
  if (source === 'group') {
    const visible = await db.select({ id: orderGroups.id }).from(orderGroups).where(and(inArray(orderGroups.id, ids), ownerScope(db, actor, orderGroups, orderLines.groupId)));
    if (visible.length < ids.length) fail('ORDER_GROUP_NOT_FOUND');
    return byGroups(db, actor, document, ids, now);
  }
  if (source === 'order') {
    const visible = await db.select({ id: orders.id }).from(orders).where(and(inArray(orders.id, ids), ownerScope(db, actor, orders, orderLines.orderId)));
    if (visible.length < ids.length) fail('ORDER_NOT_FOUND');
    const records: Row[] = [];
    for (const id of ids) {
      const [order] = await db.select({ orderNo: orders.orderNo, remark: orders.remark }).from(orders).where(eq(orders.id, id));
      records.push(...(await linesBySupplier(db, actor, document, eq(orderLines.orderId, id), order!.orderNo, order!.remark, now)));
    }
    return records;
  }
  return byDeliveries(db, actor, document, ids, now);
}

async function byGroups(db: Db, actor: Actor, document: PrintDocument, ids: string[], now: Date): Promise<Row[]> {
  const numbers = new Map((await db.select({ id: orderGroups.id, groupNo: orderGroups.groupNo }).from(orderGroups).where(inArray(orderGroups.id, ids))).map((g) => [g.id, g.groupNo]));
  const records: Row[] = [];
  for (const id of ids) records.push(...(await linesBySupplier(db, actor, document, eq(orderLines.groupId, id), numbers.get(id)!, null, now)));
  return records;
}

/** The live lines `where` names in the actor's scope, one document per supplier (unallotted lines form their own). */
async function linesBySupplier(db: Db, actor: Actor, document: PrintDocument, where: SQL, number: string, remark: string | null, now: Date): Promise<Row[]> {
  const rows = await lineRows(db, and(where, lineScope(db, actor), ne(orderLines.status, 'withdrawn'))!);
  if (rows.length === 0) return [];
  const delivered = await deliveredQuantities(db, rows.map((r) => r.line.id));
  const bySupplier = new Map<string, typeof rows>();
  for (const row of rows) bySupplier.set(row.line.supplierId ?? '', [...(bySupplier.get(row.line.supplierId ?? '') ?? []), row]);
  const records: Row[] = [];
  for (const [supplierId, lines] of bySupplier) {
    const first = lines[0]!;
    const [lastDelivery] = supplierId
      ? await db.select().from(deliveries).where(and(eq(deliveries.groupId, first.line.groupId), eq(deliveries.supplierId, supplierId))).orderBy(desc(deliveries.createdAt)).limit(1)
      : [];
    records.push(lineDocument(document, {
      orderNo: number,
      groupNo: first.groupNo,
      arrivalDate: first.line.arrivalDate,
      customer: first.customer,
      supplier: first.supplierName ?? '',
      supplierPhone: first.supplierPhone,
      dispatchedAt: lastDelivery?.createdAt ?? null,
      courier: lastDelivery?.createdBy ?? null,
      remark,
    }, lines.map((row) => documentLine(row, delivered.get(row.line.id) ?? null, row.line.rejectedQty)), now));
  }
  return records;
}

async function byDeliveries(db: Db, actor: Actor, document: PrintDocument, ids: string[], now: Date): Promise<Row[]> {
  const notes = await db
    .select({ delivery: deliveries, groupNo: orderGroups.groupNo, supplierName: suppliers.name, supplierPhone: suppliers.phone, restaurant: restaurants })
    .from(deliveries)
    .innerJoin(orderGroups, eq(orderGroups.id, deliveries.groupId))
    .innerJoin(suppliers, eq(suppliers.id, deliveries.supplierId))
    .innerJoin(restaurants, eq(restaurants.id, deliveries.restaurantId))
    .where(and(inArray(deliveries.id, ids), deliveryScope(db, actor)));
  if (notes.length < ids.length) fail('DELIVERY_NOT_FOUND');
  const byId = new Map(notes.map((n) => [n.delivery.id, n]));
  const records: Row[] = [];
  for (const id of ids) {
    const { delivery, groupNo, supplierName, supplierPhone, restaurant } = byId.get(id)!;
    const carried = await db.select().from(deliveryLines).where(eq(deliveryLines.deliveryId, id));
    const rows = carried.length ? await lineRows(db, inArray(orderLines.id, carried.map((c) => c.lineId))) : [];
    // a check sheet of one delivery shows what was checked of that delivery
    const checks = await db.select().from(receipts).where(and(eq(receipts.deliveryId, id), eq(receipts.voided, false)));
    const checked = (lineId: string) => checks.filter((c) => c.lineId === lineId);
    const quantities = new Map(carried.map((c) => [c.lineId, c.quantity]));
    records.push(lineDocument(document, {
      orderNo: delivery.deliveryNo,
      groupNo,
      arrivalDate: delivery.arrivalDate,
      customer: { name: restaurant.name, contact: restaurant.contact, phone: restaurant.phone, address: restaurant.address },
      supplier: supplierName,
      supplierPhone,
      dispatchedAt: delivery.createdAt,
      courier: delivery.createdBy,
      remark: delivery.remark,
    }, rows.map((row) => {
      const lineChecks = checked(row.line.id);
      const sum = (pick: (c: (typeof checks)[number]) => string) => String(lineChecks.reduce((total, c) => total + Number(pick(c)), 0));
      return {
        ...documentLine(row, quantities.get(row.line.id) ?? null, sum((c) => c.rejectedQty)),
        receivedQty: sum((c) => c.receivedQty),
        rejectReason: lineChecks.map((c) => c.rejectReason).filter(Boolean).join('；') || null,
      };
    }), now));
  }
  return records;
}

function lineRows(db: Db, where: SQL) {
  return db
    .select({
      line: orderLines,
      orderNo: orders.orderNo,
      slot: orders.slot,
      groupNo: orderGroups.groupNo,
      spec: baseProducts.spec,
      supplierName: suppliers.name,
      supplierPhone: suppliers.phone,
      customer: { name: restaurants.name, contact: restaurants.contact, phone: restaurants.phone, address: restaurants.address },
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(orderGroups, eq(orderGroups.id, orderLines.groupId))
    .innerJoin(restaurants, eq(restaurants.id, orderLines.restaurantId))
    .innerJoin(baseProducts, eq(baseProducts.id, orderLines.baseProductId))
    .leftJoin(suppliers, eq(suppliers.id, orderLines.supplierId))
    .where(where)
    .orderBy(asc(orders.orderNo), asc(orderLines.lineNo));
}

type LineRowOf = Awaited<ReturnType<typeof lineRows>>[number];

function documentLine(row: LineRowOf, deliveredQty: string | null, rejectedQty: string): DocumentLine {
  return {
    orderNo: row.orderNo,
    slot: row.slot,
    lineNo: row.line.lineNo,
    productName: row.line.productName,
    spec: row.spec,
    unit: row.line.unit,
    quantity: row.line.quantity,
    price: row.line.price,
    deliveredQty,
    receivedQty: row.line.receivedQty,
    rejectedQty,
    rejectReason: null,
  };
}

/** Per line: the quantity every delivery note so far carried. */
async function deliveredQuantities(db: Db, lineIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ lineId: deliveryLines.lineId, qty: sql<string>`sum(${deliveryLines.quantity})` })
    .from(deliveryLines)
    .where(inArray(deliveryLines.lineId, lineIds))
    .groupBy(deliveryLines.lineId);
  return new Map(rows.map((r) => [r.lineId, r.qty]));
}

/** One statement per canteen and supplier with entries in the period (and the other filters). */
async function statements(db: Db, actor: Actor, selection: PrintSelection, now: Date): Promise<Row[]> {
  const { periodFrom, periodTo } = selection;
  if (!periodFrom || !periodTo) fail('ORDER_PRINT_PERIOD_REQUIRED');
  if (periodFrom > periodTo) fail('ORDER_PRINT_PERIOD_ORDER');
  const entries = await db
    .select({ entry: standingBook, restaurant: restaurants, supplierName: suppliers.name })
    .from(standingBook)
    .innerJoin(restaurants, eq(restaurants.id, standingBook.restaurantId))
    .innerJoin(suppliers, eq(suppliers.id, standingBook.supplierId))
    .where(and(
      standingBookWhere(db, actor, { restaurantId: selection.restaurantId, supplierId: selection.supplierId, baseProductId: selection.baseProductId }),
      gte(standingBook.arrivalDate, periodFrom),
      lte(standingBook.arrivalDate, periodTo),
    ))
    .orderBy(asc(restaurants.name), asc(suppliers.name));
  if (entries.length === 0) fail('ORDER_PRINT_NOTHING');
  const pairs = new Map<string, typeof entries>();
  for (const row of entries) {
    const key = `${row.entry.restaurantId}|${row.entry.supplierId}`;
    pairs.set(key, [...(pairs.get(key) ?? []), row]);
  }
  return [...pairs.values()].map((rows, index) =>
    statementDocument(
      { number: statementNumber(periodFrom, index), periodFrom, periodTo, customer: { name: rows[0]!.restaurant.name, address: rows[0]!.restaurant.address }, supplier: rows[0]!.supplierName },
      rows.map(({ entry }) => ({ arrivalDate: entry.arrivalDate, orderNo: entry.orderNo, productName: entry.productName, unit: entry.unit, quantity: entry.quantity, price: entry.price, amount: entry.amount })),
      now,
    ),
  );
}

/** Recent records of a document for the designer's sample-data picker: the latest delivery notes, groups or a month's statements. */
export async function recentRecords(db: Db, actor: Actor, document: PrintDocument, now = new Date()): Promise<Array<{ id: string; label: string; data: Row }>> {
  const label = (data: Row) => `${String(data.orderNo)} · ${String((data.customer as { name: string }).name)} · ${String(data.supplier || '—')}`;
  if (document === 'statement') {
    const periodTo = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const periodFrom = new Date(now.getTime() + 8 * 3_600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
    const records = await statements(db, actor, { document, source: 'ledger', periodFrom, periodTo }, now).catch(() => []);
    return records.slice(0, 10).map((data, index) => ({ id: `statement-${index}`, label: label(data), data }));
  }
  if (document !== 'picking_list') {
    const notes = await db.select({ id: deliveries.id }).from(deliveries).where(deliveryScope(db, actor)).orderBy(desc(deliveries.createdAt)).limit(10);
    if (notes.length > 0) {
      const records = await byDeliveries(db, actor, document, notes.map((n) => n.id), now);
      return records.map((data, index) => ({ id: notes[index]!.id, label: label(data), data }));
    }
  }
  const groups = await db.select({ id: orderGroups.id }).from(orderGroups).where(ownerScope(db, actor, orderGroups, orderLines.groupId)).orderBy(desc(orderGroups.arrivalDate), asc(orderGroups.id)).limit(10);
  const records = groups.length ? await byGroups(db, actor, document, groups.map((g) => g.id), now) : [];
  return records.slice(0, 10).map((data, index) => ({ id: `${String(data.orderNo)}-${index}`, label: label(data), data }));
}
