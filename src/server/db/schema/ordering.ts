/**
 * Orders and their fulfilment (src/contract/domain/order.ts): order groups (one canteen, one arrival date),
 * orders, order lines with their lifecycle, delivery notes, receiving checks, the standing book, the goods
 * sub-ledger and the state changes of every line, order and price. Line lists and pending counts stay
 * indexed at a million lines: every queue is (status, scope column, arrival date).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants, suppliers } from './business.ts';
import { baseProducts } from './catalogue.ts';
import { at, id, stamps } from './columns.ts';

/** Numbers of orders, groups and delivery notes: a prefix, the day and this sequence. */
export const documentNumbers = pgSequence('document_no_seq', { startWith: 1 });

export const orderGroups = pgTable('order_groups', {
  id: id(),
  groupNo: text('group_no').notNull(),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  arrivalDate: date('arrival_date').notNull(),
  ...stamps(),
}, (t) => [
  uniqueIndex('order_groups_group_no_key').on(t.groupNo),
  uniqueIndex('order_groups_restaurant_day_key').on(t.restaurantId, t.arrivalDate),
  index('order_groups_day_idx').on(t.arrivalDate),
]);

/** status: open, completed, withdrawn (a summary of its lines). */
export const orders = pgTable('orders', {
  id: id(),
  orderNo: text('order_no').notNull(),
  groupId: text('group_id').notNull().references(() => orderGroups.id),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  arrivalDate: date('arrival_date').notNull(),
  slot: text('slot').notNull(),
  status: text('status').notNull(),
  remark: text('remark'),
  version: integer('version').notNull().default(1),
  ...stamps(),
}, (t) => [
  uniqueIndex('orders_order_no_key').on(t.orderNo),
  index('orders_group_idx').on(t.groupId),
  index('orders_restaurant_day_idx').on(t.restaurantId, t.arrivalDate),
  index('orders_created_idx').on(t.createdAt),
]);

/** One product of an order, with the supplier it is allotted to and where it stands. */
export const orderLines = pgTable('order_lines', {
  id: id(),
  orderId: text('order_id').notNull().references(() => orders.id),
  groupId: text('group_id').notNull().references(() => orderGroups.id),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  arrivalDate: date('arrival_date').notNull(),
  lineNo: integer('line_no').notNull(),
  baseProductId: text('base_product_id').notNull().references(() => baseProducts.id),
  productName: text('product_name').notNull(),
  unit: text('unit').notNull(),
  quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
  price: numeric('price', { precision: 12, scale: 2 }),
  supplierId: text('supplier_id').references(() => suppliers.id),
  status: text('status').notNull(),
  version: integer('version').notNull().default(1),
  /** The quantity of the delivery awaiting the receiving check, and that delivery. */
  dispatchQty: numeric('dispatch_qty', { precision: 12, scale: 3 }),
  deliveryId: text('delivery_id'),
  receivedQty: numeric('received_qty', { precision: 12, scale: 3 }).notNull().default('0'),
  rejectedQty: numeric('rejected_qty', { precision: 12, scale: 3 }).notNull().default('0'),
  /** The last rejection or send-back reason. */
  note: text('note'),
  ...stamps(),
}, (t) => [
  index('order_lines_status_supplier_idx').on(t.status, t.supplierId, t.arrivalDate),
  index('order_lines_status_restaurant_idx').on(t.status, t.restaurantId, t.arrivalDate),
  index('order_lines_supplier_day_idx').on(t.supplierId, t.arrivalDate),
  index('order_lines_restaurant_day_idx').on(t.restaurantId, t.arrivalDate),
  index('order_lines_order_idx').on(t.orderId),
  index('order_lines_group_idx').on(t.groupId),
  index('order_lines_created_idx').on(t.createdAt),
  // first pages of the queues and of all lines in index order (the id breaks ties in the sort's direction)
  index('order_lines_status_day_id_idx').on(t.status, t.arrivalDate, t.id),
  index('order_lines_created_id_idx').on(t.createdAt, t.id),
]);

/** A delivery note: one supplier's dispatch of lines of one order group. */
export const deliveries = pgTable('deliveries', {
  id: id(),
  deliveryNo: text('delivery_no').notNull(),
  groupId: text('group_id').notNull().references(() => orderGroups.id),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  arrivalDate: date('arrival_date').notNull(),
  remark: text('remark'),
  ...stamps(),
}, (t) => [
  uniqueIndex('deliveries_delivery_no_key').on(t.deliveryNo),
  index('deliveries_supplier_idx').on(t.supplierId, t.createdAt),
  index('deliveries_restaurant_idx').on(t.restaurantId, t.createdAt),
  index('deliveries_group_idx').on(t.groupId),
]);

export const deliveryLines = pgTable('delivery_lines', {
  id: id(),
  deliveryId: text('delivery_id').notNull().references(() => deliveries.id),
  lineId: text('line_id').notNull().references(() => orderLines.id),
  quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
}, (t) => [index('delivery_lines_delivery_idx').on(t.deliveryId), index('delivery_lines_line_idx').on(t.lineId)]);

/** A receiving check of one delivered line; a send-back voids it. */
export const receipts = pgTable('receipts', {
  id: id(),
  lineId: text('line_id').notNull().references(() => orderLines.id),
  deliveryId: text('delivery_id').references(() => deliveries.id),
  receivedQty: numeric('received_qty', { precision: 12, scale: 3 }).notNull(),
  rejectedQty: numeric('rejected_qty', { precision: 12, scale: 3 }).notNull(),
  rejectReason: text('reject_reason'),
  /** Paths of uploaded photos of rejected goods. */
  photos: jsonb('photos').$type<string[]>().notNull().default([]),
  voided: boolean('voided').notNull().default(false),
  checkedBy: text('checked_by').notNull(),
  checkedAt: at('checked_at').notNull().defaultNow(),
}, (t) => [
  index('receipts_line_idx').on(t.lineId),
  // the file list asks which rows name a stored file
  index('receipts_photos_idx').using('gin', t.photos).where(sql`${t.photos} <> '[]'::jsonb`),
]);

/** The standing book (台账): one entry per audited line, and a red entry per completed return or refund. */
export const standingBook = pgTable('standing_book', {
  id: id(),
  lineId: text('line_id').notNull().references(() => orderLines.id),
  orderNo: text('order_no').notNull(),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  baseProductId: text('base_product_id').notNull().references(() => baseProducts.id),
  productName: text('product_name').notNull(),
  unit: text('unit').notNull(),
  arrivalDate: date('arrival_date').notNull(),
  quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  auditedBy: text('audited_by').notNull(),
  auditedAt: at('audited_at').notNull().defaultNow(),
  /** 'audit' (the line's entry, one per line) or 'after_sale' (a red entry: a completed return or refund, negative). */
  source: text('source').notNull().default('audit'),
  sourceId: text('source_id'),
}, (t) => [
  uniqueIndex('standing_book_line_key').on(t.lineId).where(sql`${t.source} = 'audit'`),
  index('standing_book_restaurant_day_idx').on(t.restaurantId, t.arrivalDate),
  index('standing_book_supplier_day_idx').on(t.supplierId, t.arrivalDate),
  // the ledger screens' product filter and statements by product (issue 18, printing)
  index('standing_book_product_day_idx').on(t.baseProductId, t.arrivalDate),
  // statements: a supplier's entries at one canteen over a period, summed from the index alone (issue 20)
  index('standing_book_statement_idx').on(t.supplierId, t.restaurantId, t.arrivalDate, t.amount),
]);

/**
 * The goods sub-ledger: movements per canteen and product (in on audit; out from after-sale returns later).
 * Balances of a period are sums of the movements before it and within it.
 */
export const goodsLedger = pgTable('goods_ledger', {
  id: id(),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  baseProductId: text('base_product_id').notNull().references(() => baseProducts.id),
  entryDate: date('entry_date').notNull(),
  qtyIn: numeric('qty_in', { precision: 12, scale: 3 }).notNull().default('0'),
  amountIn: numeric('amount_in', { precision: 14, scale: 2 }).notNull().default('0'),
  qtyOut: numeric('qty_out', { precision: 12, scale: 3 }).notNull().default('0'),
  amountOut: numeric('amount_out', { precision: 14, scale: 2 }).notNull().default('0'),
  /** What made it: 'audit' (a standing-book entry) or 'after_sale' (a completed return or refund: out). */
  source: text('source').notNull(),
  sourceId: text('source_id').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [index('goods_ledger_restaurant_day_idx').on(t.restaurantId, t.entryDate, t.baseProductId)]);

/**
 * The goods sub-ledger's movements summed per canteen, product and month, kept by triggers on goods_ledger
 * (migration 0033): a period's opening balance is the sum of the months before it, not of every movement since
 * the canteen began. Delta rows, as line_counts: writers only insert, so concurrent audits never wait on one
 * another's row; the upkeep job folds them (db/lineCounts.ts maintainDatabase).
 */
export const goodsLedgerMonths = pgTable('goods_ledger_months', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  restaurantId: text('restaurant_id').notNull(),
  baseProductId: text('base_product_id').notNull(),
  /** The month's first day. */
  month: date('month').notNull(),
  qtyIn: numeric('qty_in', { precision: 14, scale: 3 }).notNull(),
  amountIn: numeric('amount_in', { precision: 16, scale: 2 }).notNull(),
  qtyOut: numeric('qty_out', { precision: 14, scale: 3 }).notNull(),
  amountOut: numeric('amount_out', { precision: 16, scale: 2 }).notNull(),
}, (t) => [index('goods_ledger_months_key_idx').on(t.restaurantId, t.month, t.baseProductId)]);

/** Every state change of a line, order or price: who, when, from what to what, in the change's transaction. */
export const orderEvents = pgTable('order_events', {
  id: id(),
  /** 'line', 'order' or 'price'. */
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull(),
  action: text('action').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  actorId: text('actor_id').notNull(),
  actorName: text('actor_name').notNull(),
  actorKind: text('actor_kind').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>(),
  at: at('at').notNull().defaultNow(),
}, (t) => [index('order_events_entity_idx').on(t.entityId, t.at)]);
