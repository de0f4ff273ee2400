/** The catering business: colleges and canteens, suppliers and their service contracts, orders and prices. */
import { date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { departments, users } from './accounts.ts';
import { at, deleted, id, stamps } from './columns.ts';
import { regions } from './regions.ts';

/** A school or college; its staff belong to the department with the same org code. */
export const colleges = pgTable('colleges', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  departId: text('depart_id').references(() => departments.id),
  address: text('address'),
  contact: text('contact'),
  phone: text('phone'),
  deleted: deleted(),
  ...stamps(),
}, (t) => [uniqueIndex('colleges_code_key').on(t.code)]);

/** A canteen (restaurant) of a college, run by the staff of its department. */
export const restaurants = pgTable('restaurants', {
  id: id(),
  collegeId: text('college_id').notNull().references(() => colleges.id),
  departId: text('depart_id').references(() => departments.id),
  name: text('name').notNull(),
  deleted: deleted(),
  ...stamps(),
}, (t) => [index('restaurants_college_idx').on(t.collegeId), index('restaurants_depart_idx').on(t.departId)]);

/**
 * A supplier company; userId is its login account (null = not yet bound to a user). status 1 active, 0 disabled.
 * The company address: regionId a district (level 3) of `regions`, address the street line.
 */
export const suppliers = pgTable('suppliers', {
  id: id(),
  name: text('name').notNull(),
  userId: text('user_id').references(() => users.id),
  contact: text('contact'),
  phone: text('phone'),
  regionId: text('region_id').references(() => regions.id),
  address: text('address'),
  status: integer('status').notNull().default(1),
  deleted: deleted(),
  ...stamps(),
}, (t) => [index('suppliers_user_idx').on(t.userId)]);

/**
 * The platform technical-service contract. status: 0 not initiated, 1 awaiting supplier signature,
 * 3 supplier signed (awaiting platform), 9 both signed not yet effective, 12 effective.
 * notify 1 = only an expiry banner is due. Annual trade decides the fee (section 9).
 */
export const serviceContracts = pgTable('service_contracts', {
  id: id(),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  status: integer('status').notNull().default(0),
  beginDate: date('begin_date'),
  endDate: date('end_date'),
  totalAmount: numeric('total_amount', { precision: 12, scale: 2 }),
  annualTrade: numeric('annual_trade', { precision: 14, scale: 2 }),
  notify: integer('notify'),
  ...stamps(),
}, (t) => [index('service_contracts_supplier_idx').on(t.supplierId)]);

/** attType: 1 invoice, 2 contract scan. */
export const contractAttachments = pgTable('contract_attachments', {
  id: id(),
  contractId: text('contract_id').notNull().references(() => serviceContracts.id, { onDelete: 'cascade' }),
  attType: integer('att_type').notNull(),
  fileName: text('file_name').notNull(),
  filePath: text('file_path').notNull(),
  ...stamps(),
}, (t) => [index('contract_attachments_contract_idx').on(t.contractId)]);

/**
 * One line of a grouped order: a product for a canteen from a supplier. The pending counts read `status`:
 * 'allocation' (canteen to allot a supplier), 'supplier_audit' (supplier to accept), 'stock' (supplier to
 * prepare stock), 'check' (canteen to check on receipt), 'procurement_audit' (procurement to audit), 'done'.
 */
export const orderItems = pgTable('order_items', {
  id: id(),
  groupNo: text('group_no').notNull(),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  supplierId: text('supplier_id').references(() => suppliers.id),
  productName: text('product_name').notNull(),
  quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
  price: numeric('price', { precision: 12, scale: 2 }),
  status: text('status').notNull(),
  arrivalDate: date('arrival_date'),
  deleted: deleted(),
  ...stamps(),
}, (t) => [
  index('order_items_status_supplier_idx').on(t.status, t.supplierId),
  index('order_items_status_restaurant_idx').on(t.status, t.restaurantId),
]);

/** A supplier's price for a product; priceStatus 'pricing' (to be priced), 'approval' (awaiting approval), 'released'. */
export const supplierProducts = pgTable('supplier_products', {
  id: id(),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  productName: text('product_name').notNull(),
  price: numeric('price', { precision: 12, scale: 2 }),
  priceStatus: text('price_status').notNull(),
  deleted: deleted(),
  ...stamps(),
}, (t) => [index('supplier_products_status_idx').on(t.priceStatus, t.supplierId)]);

