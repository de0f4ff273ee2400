/**
 * Invoices and settlement (issue 20, src/contract/domain/tickets.ts): statements frozen from the standing
 * book, invoice requests on confirmed statements and the invoices suppliers upload against them. Trail rows
 * go to order_events (entity 'statement', 'ticket_request', 'ticket').
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MismatchReason } from '../../../contract/domain/tickets.ts';
import { restaurants, suppliers } from './business.ts';
import { at, id, stamps } from './columns.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const statements = pgTable('statements', {
  id: id(),
  statementNo: text('statement_no').notNull().unique(),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  periodFrom: date('period_from').notNull(),
  periodTo: date('period_to').notNull(),
  status: text('status').notNull(),
  version: integer('version').notNull().default(1),
  /** Frozen from the standing book when made (and when revised): positive entries, negative entries, their counts. */
  receivedAmount: money('received_amount').notNull(),
  returnAmount: money('return_amount').notNull(),
  entryCount: integer('entry_count').notNull(),
  /** An agreed correction (either sign) with its note. */
  adjustment: money('adjustment').notNull().default('0'),
  adjustmentNote: text('adjustment_note'),
  total: money('total').notNull(),
  disputeReason: text('dispute_reason'),
  supplierConfirmedBy: text('supplier_confirmed_by'),
  supplierConfirmedAt: at('supplier_confirmed_at'),
  buyerConfirmedBy: text('buyer_confirmed_by'),
  buyerConfirmedAt: at('buyer_confirmed_at'),
  settledAt: at('settled_at'),
  ...stamps(),
}, (t) => [
  // a pair's periods never overlap; this one catches two makers of the same period at once
  uniqueIndex('statements_pair_period_key').on(t.supplierId, t.restaurantId, t.periodFrom),
  index('statements_supplier_idx').on(t.supplierId, t.periodFrom),
  index('statements_restaurant_idx').on(t.restaurantId, t.periodFrom),
  index('statements_status_idx').on(t.status, t.createdAt),
  index('statements_created_idx').on(t.createdAt),
]);

export const ticketRequests = pgTable('ticket_requests', {
  id: id(),
  requestNo: text('request_no').notNull().unique(),
  statementId: text('statement_id').notNull().references(() => statements.id),
  /** Copied from the statement: the scope columns. */
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  /** The buyer's invoice title and tax id, the statement's total and the VAT rate asked for. */
  title: text('title').notNull(),
  taxId: text('tax_id').notNull(),
  amount: money('amount').notNull(),
  taxRate: text('tax_rate').notNull(),
  remark: text('remark'),
  status: text('status').notNull(),
  version: integer('version').notNull().default(1),
  ...stamps(),
}, (t) => [
  // one live request per statement
  uniqueIndex('ticket_requests_statement_live_key').on(t.statementId).where(sql`${t.status} <> 'cancelled'`),
  index('ticket_requests_supplier_idx').on(t.supplierId, t.createdAt),
  index('ticket_requests_restaurant_idx').on(t.restaurantId, t.createdAt),
  index('ticket_requests_status_idx').on(t.status, t.createdAt),
  index('ticket_requests_created_idx').on(t.createdAt),
]);

export const supplierTickets = pgTable('supplier_tickets', {
  id: id(),
  requestId: text('request_id').notNull().references(() => ticketRequests.id),
  statementId: text('statement_id').notNull().references(() => statements.id),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  restaurantId: text('restaurant_id').notNull().references(() => restaurants.id),
  invoiceNo: text('invoice_no').notNull(),
  invoiceDate: date('invoice_date').notNull(),
  /** Tax included (价税合计) and the tax in it. */
  amount: money('amount').notNull(),
  taxAmount: money('tax_amount').notNull(),
  /** The scan: the path of a file the supplier uploaded (/sys/common/upload answers it). */
  scan: text('scan').notNull(),
  /** Set by the server's check against the statement; the reasons name each difference as a catalogue code with its numbers. */
  mismatch: boolean('mismatch').notNull(),
  mismatchReasons: jsonb('mismatch_reason').$type<MismatchReason[]>(),
  /** Procurement's notes: why a mismatch was accepted, why it was sent back. */
  overrideReason: text('override_reason'),
  rejectReason: text('reject_reason'),
  status: text('status').notNull(),
  version: integer('version').notNull().default(1),
  settledAt: at('settled_at'),
  ...stamps(),
}, (t) => [
  index('supplier_tickets_request_idx').on(t.requestId),
  index('supplier_tickets_statement_idx').on(t.statementId),
  index('supplier_tickets_supplier_idx').on(t.supplierId, t.createdAt),
  index('supplier_tickets_restaurant_idx').on(t.restaurantId, t.createdAt),
  index('supplier_tickets_status_idx').on(t.status, t.createdAt),
  index('supplier_tickets_created_idx').on(t.createdAt),
  // an invoice number is used once by a supplier (a rejected one may be uploaded again)
  uniqueIndex('supplier_tickets_invoice_no_key').on(t.supplierId, t.invoiceNo).where(sql`${t.status} <> 'rejected'`),  // the file list asks which rows name a stored file
  index('supplier_tickets_scan_idx').on(t.scan),
]);
