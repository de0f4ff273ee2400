/**
 * Price setting in 采购管理 (src/contract/domain/purchasePricing.ts): cloud goods and their adoptions,
 * conference prices (price meetings with per-product lines), three-party comparisons with their quotes,
 * and the canteens a meeting or comparison prices for (pricing_canteens: the scope column of both).
 * Trail rows go to order_events (entity cloud_good, price_meeting, price_comparison).
 */
import { date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { restaurants, suppliers } from './business.ts';
import { agreementPrices, baseProducts, supplierProducts } from './catalogue.ts';
import { at, id, stamps } from './columns.ts';

export const cloudGoods = pgTable('cloud_goods', {
  id: id(),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  baseProductId: text('base_product_id').notNull().references(() => baseProducts.id),
  supplierProductId: text('supplier_product_id').notNull().references(() => supplierProducts.id),
  spec: text('spec'),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  minOrder: numeric('min_order', { precision: 12, scale: 3 }).notNull(),
  /** An uploaded image's file id. */
  imageId: text('image_id'),
  note: text('note'),
  /** draft, listed, delisted */
  status: text('status').notNull(),
  reason: text('reason'),
  version: integer('version').notNull().default(1),
  listedBy: text('listed_by'),
  listedAt: at('listed_at'),
  ...stamps(),
}, (t) => [
  index('cloud_goods_status_idx').on(t.status, t.createdAt),
  index('cloud_goods_supplier_idx').on(t.supplierId, t.createdAt),
  index('cloud_goods_product_idx').on(t.baseProductId, t.createdAt),
  index('cloud_goods_created_idx').on(t.createdAt),
  // the file list asks which rows name a stored file
  index('cloud_goods_image_idx').on(t.imageId),
]);

/** A canteen took a listed cloud item from a day: the agreement price it made. */
export const cloudGoodAdoptions = pgTable('cloud_good_adoptions', {
  id: id(),
  cloudGoodId: text('cloud_good_id').notNull().references(() => cloudGoods.id),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  priceId: text('price_id').notNull().references(() => agreementPrices.id),
  effectiveFrom: date('effective_from').notNull(),
  ...stamps(),
}, (t) => [
  index('cloud_good_adoptions_good_idx').on(t.cloudGoodId, t.createdAt),
  index('cloud_good_adoptions_restaurant_idx').on(t.restaurantId),
]);

export const priceMeetings = pgTable('price_meetings', {
  id: id(),
  title: text('title').notNull(),
  meetingDate: date('meeting_date').notNull(),
  attendees: text('attendees').notNull(),
  minutes: text('minutes').notNull(),
  periodStart: date('period_start').notNull(),
  periodEnd: date('period_end').notNull(),
  /** draft, submitted, approved, rejected (DECISION_MACHINE) */
  status: text('status').notNull(),
  reason: text('reason'),
  version: integer('version').notNull().default(1),
  decidedBy: text('decided_by'),
  decidedAt: at('decided_at'),
  ...stamps(),
}, (t) => [
  index('price_meetings_status_idx').on(t.status, t.createdAt),
  index('price_meetings_date_idx').on(t.meetingDate),
  index('price_meetings_created_idx').on(t.createdAt),
]);

/** One product's price at a meeting: its supplier and price for every canteen of the meeting. */
export const priceMeetingLines = pgTable('price_meeting_lines', {
  id: id(),
  meetingId: text('meeting_id').notNull().references(() => priceMeetings.id),
  lineNo: integer('line_no').notNull(),
  baseProductId: text('base_product_id').notNull().references(() => baseProducts.id),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
}, (t) => [
  index('price_meeting_lines_meeting_idx').on(t.meetingId, t.lineNo),
  index('price_meeting_lines_product_idx').on(t.baseProductId),
]);

export const priceComparisons = pgTable('price_comparisons', {
  id: id(),
  baseProductId: text('base_product_id').notNull().references(() => baseProducts.id),
  effectiveFrom: date('effective_from').notNull(),
  chosenSupplierId: text('chosen_supplier_id').references(() => suppliers.id),
  choiceReason: text('choice_reason'),
  note: text('note'),
  /** draft, submitted, approved, rejected (DECISION_MACHINE) */
  status: text('status').notNull(),
  reason: text('reason'),
  version: integer('version').notNull().default(1),
  decidedBy: text('decided_by'),
  decidedAt: at('decided_at'),
  ...stamps(),
}, (t) => [
  index('price_comparisons_status_idx').on(t.status, t.createdAt),
  index('price_comparisons_product_idx').on(t.baseProductId, t.createdAt),
  index('price_comparisons_created_idx').on(t.createdAt),
]);

export const priceComparisonQuotes = pgTable('price_comparison_quotes', {
  id: id(),
  comparisonId: text('comparison_id').notNull().references(() => priceComparisons.id),
  lineNo: integer('line_no').notNull(),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  quoteDate: date('quote_date').notNull(),
  note: text('note'),
  /** An uploaded file's id (the written quote). */
  fileId: text('file_id'),
}, (t) => [
  index('price_comparison_quotes_comparison_idx').on(t.comparisonId, t.lineNo),
  index('price_comparison_quotes_supplier_idx').on(t.supplierId),
  // the file list asks which rows name a stored file
  index('price_comparison_quotes_file_idx').on(t.fileId),
]);

/** The canteens a meeting ('meeting') or comparison ('comparison') prices for. */
export const pricingCanteens = pgTable('pricing_canteens', {
  kind: text('kind').notNull(),
  docId: text('doc_id').notNull(),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
}, (t) => [
  primaryKey({ columns: [t.kind, t.docId, t.restaurantId] }),
  // the scope test: documents of a kind with a canteen in the caller's scope
  index('pricing_canteens_restaurant_idx').on(t.restaurantId, t.kind, t.docId),
]);
