/**
 * Bids and bid rules (issue 20, src/contract/domain/purchaseBid.ts). A bid copies its rule's products,
 * canteens, weights and fewest offers when it is made, so editing the rule later changes no running bid.
 * An award writes agreement prices (catalogue.ts agreement_prices); purchase_bid_prices only links each
 * such price to the bid and award it came from (the "source" of the agreement-price list).
 */
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { restaurants, suppliers } from './business.ts';
import { agreementPrices, baseProducts } from './catalogue.ts';
import { at, deleted, id, stamps } from './columns.ts';

const weights = () => ({
  priceWeight: integer('price_weight').notNull(),
  qualityWeight: integer('quality_weight').notNull(),
  deliveryWeight: integer('delivery_weight').notNull(),
  minOffers: integer('min_offers').notNull(),
});

/** 采购规则: which products for which canteens, in which period, scored how. */
export const purchaseRules = pgTable('purchase_rules', {
  id: id(),
  name: text('name').notNull(),
  productIds: jsonb('product_ids').$type<string[]>().notNull(),
  /** Canteen ids; a GIN index answers "rules touching these canteens" (the procurement scope). */
  restaurantIds: jsonb('restaurant_ids').$type<string[]>().notNull(),
  periodFrom: date('period_from').notNull(),
  periodTo: date('period_to').notNull(),
  ...weights(),
  enabled: boolean('enabled').notNull().default(true),
  remark: text('remark'),
  version: integer('version').notNull().default(1),
  deleted: deleted(),
  ...stamps(),
}, (t) => [
  index('purchase_rules_restaurants_gin').using('gin', t.restaurantIds),
  index('purchase_rules_created_idx').on(t.createdAt),
  index('purchase_rules_name_idx').on(t.name),
]);

/** 招标: one round of offers for a rule's products and canteens. */
export const purchaseBids = pgTable('purchase_bids', {
  id: id(),
  bidNo: text('bid_no').notNull(),
  ruleId: text('rule_id').notNull().references(() => purchaseRules.id),
  title: text('title').notNull(),
  productIds: jsonb('product_ids').$type<string[]>().notNull(),
  restaurantIds: jsonb('restaurant_ids').$type<string[]>().notNull(),
  ...weights(),
  /** The day the awarded prices take effect (today when it has passed at the award). */
  effectiveFrom: date('effective_from').notNull(),
  /** Offers are taken until then. */
  deadline: timestamp('deadline', { withTimezone: true, mode: 'date' }).notNull(),
  status: text('status').notNull(),
  reason: text('reason'),
  version: integer('version').notNull().default(1),
  publishedAt: at('published_at'),
  closedAt: at('closed_at'),
  awardedAt: at('awarded_at'),
  awardedBy: text('awarded_by'),
  ...stamps(),
}, (t) => [
  uniqueIndex('purchase_bids_no_key').on(t.bidNo),
  index('purchase_bids_restaurants_gin').using('gin', t.restaurantIds),
  index('purchase_bids_status_created_idx').on(t.status, t.createdAt),
  index('purchase_bids_created_idx').on(t.createdAt),
  index('purchase_bids_deadline_idx').on(t.deadline),
  index('purchase_bids_rule_idx').on(t.ruleId),
]);

/** A supplier's offer to a bid: one per supplier, replaced while the bid is open, or withdrawn. */
export const purchaseBidOffers = pgTable('purchase_bid_offers', {
  id: id(),
  bidId: text('bid_id').notNull().references(() => purchaseBids.id),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  status: text('status').notNull(),
  /** Days the supplier needs between an order and its delivery (the delivery score). */
  leadDays: integer('lead_days').notNull(),
  remark: text('remark'),
  version: integer('version').notNull().default(1),
  submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
  ...stamps(),
}, (t) => [
  uniqueIndex('purchase_bid_offers_bid_supplier_key').on(t.bidId, t.supplierId),
  index('purchase_bid_offers_supplier_idx').on(t.supplierId, t.submittedAt),
]);

/** An offer's price for one product of the bid. */
export const purchaseBidOfferLines = pgTable('purchase_bid_offer_lines', {
  id: id(),
  offerId: text('offer_id').notNull().references(() => purchaseBidOffers.id),
  baseProductId: text('base_product_id').notNull().references(() => baseProducts.id),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
}, (t) => [
  uniqueIndex('purchase_bid_offer_lines_offer_product_key').on(t.offerId, t.baseProductId),
  index('purchase_bid_offer_lines_product_idx').on(t.baseProductId),
]);

/** The offer a bid's product was awarded to, with the scores it had. */
export const purchaseBidAwards = pgTable('purchase_bid_awards', {
  id: id(),
  bidId: text('bid_id').notNull().references(() => purchaseBids.id),
  baseProductId: text('base_product_id').notNull().references(() => baseProducts.id),
  offerId: text('offer_id').notNull().references(() => purchaseBidOffers.id),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  total: numeric('total', { precision: 6, scale: 2 }).notNull(),
  effectiveFrom: date('effective_from').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('purchase_bid_awards_bid_product_key').on(t.bidId, t.baseProductId),
  index('purchase_bid_awards_supplier_idx').on(t.supplierId),
]);

/** Which agreement price an award made (one per product and canteen of the bid). */
export const purchaseBidPrices = pgTable('purchase_bid_prices', {
  priceId: text('price_id').primaryKey().references(() => agreementPrices.id),
  bidId: text('bid_id').notNull().references(() => purchaseBids.id),
  awardId: text('award_id').notNull().references(() => purchaseBidAwards.id),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
}, (t) => [
  index('purchase_bid_prices_bid_idx').on(t.bidId),
]);
