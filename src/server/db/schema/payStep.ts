/**
 * The technical service fee's pay steps (issue 19, src/contract/domain/payStep.ts): one fee record per service
 * contract year, its prepayment, the supplier's payment proof, the platform's check and the assessment of the
 * year's fee from the standing book. Trail rows go to order_events (entity 'pay_step').
 */
import { date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serviceContracts, suppliers } from './business.ts';
import { at, id, stamps } from './columns.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const payStepRecords = pgTable('pay_step_records', {
  id: id(),
  contractId: text('contract_id').notNull().references(() => serviceContracts.id),
  supplierId: text('supplier_id').notNull().references(() => suppliers.id),
  /** The contract year the fee is for. */
  yearBegin: date('year_begin').notNull(),
  yearEnd: date('year_end').notNull(),
  prepayment: money('prepayment').notNull(),
  /** The prepayment is due by this day (15 days after the record is opened). */
  dueDate: date('due_date').notNull(),
  /** The latest payment proof: the path of a file the supplier uploaded, and its name. */
  proofPath: text('proof_path'),
  proofName: text('proof_name'),
  proofAt: at('proof_at'),
  rejectReason: text('reject_reason'),
  confirmedBy: text('confirmed_by'),
  confirmedAt: at('confirmed_at'),
  /** Set by the assessment: the trade over the year (standing book), the fee it comes to, the balance refunded. */
  annualTrade: money('annual_trade'),
  fee: money('fee'),
  refund: money('refund'),
  assessedAt: at('assessed_at'),
  settledAt: at('settled_at'),
  status: text('status').notNull(),
  version: integer('version').notNull().default(1),
  ...stamps(),
}, (t) => [
  uniqueIndex('pay_step_records_contract_key').on(t.contractId),
  index('pay_step_records_supplier_idx').on(t.supplierId, t.createdAt),
  index('pay_step_records_status_idx').on(t.status, t.createdAt),
  index('pay_step_records_year_idx').on(t.yearBegin, t.createdAt),
  index('pay_step_records_created_idx').on(t.createdAt),
  // the file list asks which rows name a stored file
  index('pay_step_records_proof_idx').on(t.proofPath),
]);
