/**
 * The catalogue ordering needs: base products (category, unit), the products each supplier offers, and
 * agreement prices per product, canteen and supplier from an effective date (src/contract/domain/agreementPrice.ts).
 */
import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants, suppliers } from './business.ts';
import { deleted, id, stamps } from './columns.ts';
import { categories } from './system.ts';

/** A product as the platform knows it, whoever supplies it. */
export const baseProducts = pgTable('base_products', {
  id: id(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  categoryId: text('category_id').references(() => categories.id),
  /** The unit quantities are counted in: 斤, kg, 箱, 瓶 … */
  unit: text('unit').notNull(),
  spec: text('spec'),
  deleted: deleted(),
  ...stamps(),
}, (t) => [uniqueIndex('base_products_code_key').on(t.code), index('base_products_category_idx').on(t.categoryId)]);

/** A base product as one supplier offers it. status 1 on offer, 0 withdrawn. */
export const supplierProducts = pgTable('supplier_products', {
  id: id(),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  baseProductId: text('base_product_id').notNull().references(() => baseProducts.id),
  brand: text('brand'),
  spec: text('spec'),
  status: integer('status').notNull().default(1),
  deleted: deleted(),
  ...stamps(),
}, (t) => [uniqueIndex('supplier_products_supplier_product_key').on(t.supplierId, t.baseProductId), index('supplier_products_product_idx').on(t.baseProductId)]);

/**
 * A supplier's price for a product and a canteen from effectiveFrom; status proposed, approved or
 * returned. The current agreement price is the approved row with the latest effectiveFrom on or before
 * the day (latest decidedAt on a tie).
 */
export const agreementPrices = pgTable('agreement_prices', {
  id: id(),
  supplierProductId: text('supplier_product_id').notNull().references(() => supplierProducts.id),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  baseProductId: text('base_product_id').notNull().references(() => baseProducts.id),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  effectiveFrom: date('effective_from').notNull(),
  status: text('status').notNull(),
  /** Why procurement returned it. */
  reason: text('reason'),
  version: integer('version').notNull().default(1),
  decidedBy: text('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  ...stamps(),
}, (t) => [
  // the current price of a product for a canteen, and the shop's list of a canteen's products
  index('agreement_prices_current_idx').on(t.restaurantId, t.baseProductId, t.status, t.effectiveFrom),
  // the price queues
  index('agreement_prices_status_supplier_idx').on(t.status, t.supplierId),
  index('agreement_prices_status_restaurant_idx').on(t.status, t.restaurantId),
]);
