/** The catering business: colleges and canteens, suppliers and their service contracts (ordering: ./ordering.ts). */
import { date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DeliverySlot } from '../../../contract/domain/order.ts';
import type { CanteenContact } from '../../../contract/domain/school.ts';
import { departments, users } from './accounts.ts';
import { deleted, id, stamps } from './columns.ts';
import { regions } from './regions.ts';

/**
 * A school or college; its staff belong to the department with the same org code. procurementDepartId is
 * its institution's procurement department: procurement staff of that department (or one above it) see
 * and audit the orders of the college's canteens.
 */
export const colleges = pgTable('colleges', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  departId: text('depart_id').references(() => departments.id),
  procurementDepartId: text('procurement_depart_id').references(() => departments.id),
  address: text('address'),
  contact: text('contact'),
  phone: text('phone'),
  /** Where the college is: a division of `regions` (schools: issue 18). */
  regionId: text('region_id').references(() => regions.id),
  /** 1 in service, 0 disabled (nothing that has orders is ever deleted). */
  status: integer('status').notNull().default(1),
  version: integer('version').notNull().default(1),
  deleted: deleted(),
  ...stamps(),
}, (t) => [uniqueIndex('colleges_code_key').on(t.code), index('colleges_procurement_idx').on(t.procurementDepartId)]);

/** A canteen (restaurant) of a college, run by the staff of its department (and departments under it). */
export const restaurants = pgTable('restaurants', {
  id: id(),
  collegeId: text('college_id').notNull().references(() => colleges.id),
  departId: text('depart_id').references(() => departments.id),
  name: text('name').notNull(),
  /** The district (a division of `regions`) and the street line. */
  regionId: text('region_id').references(() => regions.id),
  address: text('address'),
  /** The first of `contacts`, kept for the readers that show one contact. */
  contact: text('contact'),
  phone: text('phone'),
  /** Who to call at the canteen: [{name, phone}] (src/contract/domain/school.ts CanteenContact). */
  contacts: jsonb('contacts').$type<CanteenContact[]>().notNull().default([]),
  /** 1 in service, 0 disabled: a disabled canteen takes no new orders; its orders stay. */
  status: integer('status').notNull().default(1),
  version: integer('version').notNull().default(1),
  /** The delivery slots orders choose from: [{code, name, time}] (src/contract/domain/order.ts DeliverySlot). */
  deliverySlots: jsonb('delivery_slots').$type<DeliverySlot[]>().notNull().default([]),
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
}, (t) => [
  index('suppliers_user_idx').on(t.userId),
  // the supplier directory's name sort and region filter (issue 19)
  index('suppliers_name_idx').on(t.name, t.id),
  index('suppliers_region_idx').on(t.regionId),
]);

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
  /** A renewal: the contract it continues (the next service year). */
  previousId: text('previous_id'),
  ...stamps(),
}, (t) => [
  index('service_contracts_supplier_idx').on(t.supplierId),
  index('service_contracts_status_idx').on(t.status, t.createdAt),
  index('service_contracts_end_idx').on(t.status, t.endDate),
  index('service_contracts_previous_idx').on(t.previousId),
]);

/** attType: 1 invoice, 2 contract scan. */
export const contractAttachments = pgTable('contract_attachments', {
  id: id(),
  contractId: text('contract_id').notNull().references(() => serviceContracts.id, { onDelete: 'cascade' }),
  attType: integer('att_type').notNull(),
  fileName: text('file_name').notNull(),
  filePath: text('file_path').notNull(),
  ...stamps(),
}, (t) => [
  index('contract_attachments_contract_idx').on(t.contractId),
  // the file list asks which rows name a stored file
  index('contract_attachments_file_idx').on(t.filePath),
]);
