/**
 * After-sale requests on received order lines (src/contract/domain/afterSale.ts) and back-fills of goods
 * delivered without an order (src/contract/domain/newOrder.ts). Their trail rows go to order_events
 * (entity 'after_sale', 'back_fill'). Lists filter by status and scope column, newest first.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { restaurants, suppliers } from './business.ts';
import { at, id, stamps } from './columns.ts';
import { orderLines } from './ordering.ts';

export const afterSales = pgTable('after_sales', {
  id: id(),
  afterSaleNo: text('after_sale_no').notNull().unique(),
  lineId: text('line_id').notNull().references(() => orderLines.id),
  /** Copied from the line: the scope columns and what the screens show. */
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  productName: text('product_name').notNull(),
  unit: text('unit').notNull(),
  /** return, replacement, refund */
  kind: text('kind').notNull(),
  status: text('status').notNull(),
  version: integer('version').notNull().default(1),
  quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  /** The money it moves: a return's value, a refund's amount, 0 for a replacement. */
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  reason: text('reason').notNull(),
  /** Paths of the canteen's uploaded photos. */
  photos: jsonb('photos').$type<string[]>().notNull().default([]),
  /** The supplier's answer and procurement's decision, with their notes. */
  supplierNote: text('supplier_note'),
  decisionNote: text('decision_note'),
  completedAt: at('completed_at'),
  ...stamps(),
}, (t) => [
  index('after_sales_status_restaurant_idx').on(t.status, t.restaurantId, t.createdAt),
  index('after_sales_status_supplier_idx').on(t.status, t.supplierId, t.createdAt),
  index('after_sales_restaurant_idx').on(t.restaurantId, t.createdAt),
  index('after_sales_supplier_idx').on(t.supplierId, t.createdAt),
  index('after_sales_line_idx').on(t.lineId),
  index('after_sales_created_idx').on(t.createdAt),
  // the file list asks which rows name a stored file
  index('after_sales_photos_idx').using('gin', t.photos).where(sql`${t.photos} <> '[]'::jsonb`),
]);

export interface BackFillLine {
  baseProductId: string;
  productName: string;
  unit: string;
  quantity: string;
  price: string;
}

export const backFills = pgTable('back_fills', {
  id: id(),
  backFillNo: text('back_fill_no').notNull().unique(),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  /** The day the goods arrived. */
  arrivalDate: date('arrival_date').notNull(),
  slot: text('slot').notNull(),
  /** The products as recorded, priced at the supplier's agreement price of that day. */
  lines: jsonb('lines').$type<BackFillLine[]>().notNull(),
  remark: text('remark'),
  status: text('status').notNull(),
  version: integer('version').notNull().default(1),
  decisionNote: text('decision_note'),
  /** The order approval made. */
  orderId: text('order_id'),
  ...stamps(),
}, (t) => [
  index('back_fills_status_restaurant_idx').on(t.status, t.restaurantId, t.createdAt),
  index('back_fills_restaurant_idx').on(t.restaurantId, t.createdAt),
  index('back_fills_created_idx').on(t.createdAt),
]);
