/**
 * The catalogue around the agreement prices (issue 19): market reference prices, price releases, canteens'
 * requests for products the catalogue lacks (school fill) and shelf-life defaults per category.
 */
import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants } from './business.ts';
import { baseProducts } from './catalogue.ts';
import { deleted, id, stamps } from './columns.ts';
import { categories } from './system.ts';

/** A market reference price of a product for a period (both days included). */
export const marketPrices = pgTable('market_prices', {
  id: id(),
  baseProductId: text('base_product_id').notNull().references(() => baseProducts.id),
  periodStart: date('period_start').notNull(),
  periodEnd: date('period_end').notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  /** Where the figure comes from (a market survey, a price bureau). */
  source: text('source'),
  version: integer('version').notNull().default(1),
  deleted: deleted(),
  ...stamps(),
}, (t) => [index('market_prices_product_period_idx').on(t.baseProductId, t.periodStart), index('market_prices_period_idx').on(t.periodStart)]);

/** A set of held prices published together from a day (RELEASE_MACHINE). */
export const priceReleases = pgTable('price_releases', {
  id: id(),
  name: text('name').notNull(),
  releaseDate: date('release_date').notNull(),
  /** draft or published. */
  status: text('status').notNull(),
  remark: text('remark'),
  version: integer('version').notNull().default(1),
  publishedBy: text('published_by'),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  ...stamps(),
}, (t) => [index('price_releases_status_date_idx').on(t.status, t.releaseDate)]);

/** A canteen's request for a product the catalogue lacks (FILL_MACHINE); approved, it becomes a base product. */
export const schoolFills = pgTable('school_fills', {
  id: id(),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  name: text('name').notNull(),
  categoryId: text('category_id').references(() => categories.id),
  unit: text('unit').notNull(),
  spec: text('spec'),
  brand: text('brand'),
  note: text('note'),
  /** pending, approved or rejected. */
  status: text('status').notNull(),
  reason: text('reason'),
  /** The base product it became. */
  baseProductId: text('base_product_id').references(() => baseProducts.id),
  version: integer('version').notNull().default(1),
  decidedBy: text('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  ...stamps(),
}, (t) => [index('school_fills_restaurant_idx').on(t.restaurantId, t.createdAt), index('school_fills_status_idx').on(t.status, t.createdAt)]);

/** Shelf life and warning days of a category's products (a product's own figures win). */
export const expirationConfigs = pgTable('expiration_configs', {
  id: id(),
  categoryId: text('category_id').notNull().references(() => categories.id),
  shelfLifeDays: integer('shelf_life_days').notNull(),
  warningDays: integer('warning_days').notNull(),
  version: integer('version').notNull().default(1),
  ...stamps(),
}, (t) => [uniqueIndex('expiration_configs_category_key').on(t.categoryId)]);
