/**
 * The catalogue ordering needs: base products (category, unit), the products each supplier offers, and
 * agreement prices per product, canteen and supplier from an effective date (src/contract/domain/agreementPrice.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  // issue 19: the catalogue's own fields (src/contract/domain/catalogue.ts)
  brand: text('brand'),
  /** Days the product keeps; null: the category's expiration config applies. */
  shelfLifeDays: integer('shelf_life_days'),
  /** Warn this many days before it expires. */
  warningDays: integer('warning_days'),
  /** Uploaded image file ids. */
  images: jsonb('images').$type<string[]>().notNull().default([]),
  enabled: boolean('enabled').notNull().default(true),
  /** A fee or service ordered without stock (delivery fee). */
  virtual: boolean('virtual').notNull().default(false),
  version: integer('version').notNull().default(1),
  deleted: deleted(),
  ...stamps(),
}, (t) => [
  uniqueIndex('base_products_code_key').on(t.code),
  index('base_products_category_idx').on(t.categoryId),
  // issue 19 at scale: the name sort with its tiebreak, and keyword search anywhere in name or code (pg_trgm)
  index('base_products_name_id_idx').on(t.name, t.id),
  index('base_products_created_idx').on(t.createdAt),
  index('base_products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  index('base_products_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
  // the file list asks which rows name a stored file
  index('base_products_images_idx').using('gin', t.images).where(sql`${t.images} <> '[]'::jsonb`),
]);

/** A base product as one supplier offers it. status 1 on offer, 0 withdrawn. */
export const supplierProducts = pgTable('supplier_products', {
  id: id(),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  baseProductId: text('base_product_id').notNull().references(() => baseProducts.id),
  brand: text('brand'),
  spec: text('spec'),
  status: integer('status').notNull().default(1),
  /** The supplier's own article code. */
  code: text('code'),
  /** pending, approved or rejected (LINK_MACHINE): only an approved link can be priced. Links older than the audit count as approved. */
  auditStatus: text('audit_status').notNull().default('approved'),
  reason: text('reason'),
  version: integer('version').notNull().default(1),
  auditedBy: text('audited_by'),
  auditedAt: timestamp('audited_at', { withTimezone: true, mode: 'date' }),
  deleted: deleted(),
  ...stamps(),
}, (t) => [
  uniqueIndex('supplier_products_supplier_product_key').on(t.supplierId, t.baseProductId),
  index('supplier_products_product_idx').on(t.baseProductId),
  index('supplier_products_audit_idx').on(t.auditStatus, t.createdAt),
]);

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
  /** Issue 20: the least quantity a canteen may order at this price (a cloud item's minimum order); null: any quantity. */
  minOrder: numeric('min_order', { precision: 12, scale: 3 }),
  effectiveFrom: date('effective_from').notNull(),
  /** Issue 19: the day the next approved price of the same supplier, product and canteen takes over (exclusive); null while none has. */
  effectiveTo: date('effective_to'),
  /** The price release a held price waits in (status held) or was published by. */
  releaseId: text('release_id'),
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
  // issue 19: the price history per product / supplier / canteen / status, the release's prices, the newest first;
  // each ends in the lists' full order (effective day, created, id), so a page is read off the index
  index('agreement_prices_product_from_idx').on(t.baseProductId, t.effectiveFrom),
  index('agreement_prices_supplier_order_idx').on(t.supplierId, t.effectiveFrom, t.createdAt, t.id),
  index('agreement_prices_restaurant_order_idx').on(t.restaurantId, t.effectiveFrom, t.createdAt, t.id),
  index('agreement_prices_status_order_idx').on(t.status, t.effectiveFrom, t.createdAt, t.id),
  index('agreement_prices_order_idx').on(t.effectiveFrom, t.createdAt, t.id),
  // a supplier's prices for one canteen (its 协议价 and price list filtered by canteen): the supplier's own order
  // index would filter every other canteen's prices out on the way to a deep page
  index('agreement_prices_supplier_restaurant_order_idx').on(t.supplierId, t.restaurantId, t.effectiveFrom, t.createdAt, t.id),
  // the lists' other sorts, by price and by creation time (then created, id): unscoped (the platform, procurement's
  // many canteens) and a supplier's own prices; a narrower filter (a product, a canteen) sorts its rows instead
  index('agreement_prices_price_order_idx').on(t.price, t.createdAt, t.id),
  index('agreement_prices_created_order_idx').on(t.createdAt, t.id),
  index('agreement_prices_supplier_price_order_idx').on(t.supplierId, t.price, t.createdAt, t.id),
  index('agreement_prices_supplier_created_order_idx').on(t.supplierId, t.createdAt, t.id),
  // the prices still open on a day (in force or to come): closed history, the bulk of the rows, is skipped
  index('agreement_prices_open_idx').on(t.status, sql`coalesce(${t.effectiveTo}, 'infinity'::date)`),
  index('agreement_prices_release_idx').on(t.releaseId),
]);
