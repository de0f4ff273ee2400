/**
 * Supplier management (issue 19, src/contract/domain/supplier.ts): the platform's audit of each registered
 * supplier with its registration details, qualifications with their expiry, canteens' white lists and the
 * trail of every audit and suspension.
 */
import { date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { restaurants, suppliers } from './business.ts';
import { at, deleted, id, stamps } from './columns.ts';

/**
 * One per supplier that went through registration (suppliers the platform entered itself have none and
 * count as approved). suspendedAt: set by the qualification job while a qualification is expired.
 */
export const supplierProfiles = pgTable('supplier_profiles', {
  supplierId: text('supplier_id').primaryKey().references(() => suppliers.id),
  auditStatus: text('audit_status').notNull().default('pending'),
  rejectReason: text('reject_reason'),
  creditCode: text('credit_code'),
  bankName: text('bank_name'),
  bankAccount: text('bank_account'),
  suspendedAt: at('suspended_at'),
  suspendReason: text('suspend_reason'),
  version: integer('version').notNull().default(1),
  ...stamps(),
}, (t) => [index('supplier_profiles_audit_idx').on(t.auditStatus, t.createdAt), index('supplier_profiles_suspended_idx').on(t.suspendedAt)]);

/** A licence or certificate: its type (dictionary qualification_type), number, scan and expiry date. */
export const supplierQualifications = pgTable('supplier_qualifications', {
  id: id(),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  qualType: text('qual_type').notNull(),
  number: text('number').notNull(),
  fileName: text('file_name'),
  filePath: text('file_path'),
  expiryDate: date('expiry_date').notNull(),
  /** The expiry date the last reminder was sent for (a changed date is reminded again). */
  remindedFor: date('reminded_for'),
  version: integer('version').notNull().default(1),
  deleted: deleted(),
  ...stamps(),
}, (t) => [
  index('supplier_qualifications_supplier_idx').on(t.supplierId, t.expiryDate),
  index('supplier_qualifications_expiry_idx').on(t.expiryDate),
  index('supplier_qualifications_created_idx').on(t.createdAt),
  // the file list asks which rows name a stored file
  index('supplier_qualifications_file_idx').on(t.filePath),
]);

/** The suppliers a canteen admits; a canteen without rows admits every approved supplier. */
export const supplierWhiteList = pgTable('supplier_white_list', {
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  ...stamps(),
}, (t) => [primaryKey({ columns: [t.restaurantId, t.supplierId] }), index('supplier_white_list_supplier_idx').on(t.supplierId)]);

/** Every audit move and suspension of a supplier: who, when, from what to what, in the change's transaction. */
export const supplierEvents = pgTable('supplier_events', {
  id: id(),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  action: text('action').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  actorId: text('actor_id'),
  actorName: text('actor_name').notNull(),
  actorKind: text('actor_kind').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>(),
  at: at('at').notNull().defaultNow(),
}, (t) => [index('supplier_events_supplier_idx').on(t.supplierId, t.at)]);

