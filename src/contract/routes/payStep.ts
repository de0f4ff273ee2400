/**
 * The technical service fee's pay steps (issue 19, src/contract/domain/payStep.ts): fee records per service
 * contract year, the supplier's payment proof, the platform's confirmation or rejection, the assessment from
 * the standing book and the settlement. A supplier sees its own records, platform staff all of them;
 * procurement and canteens are refused. Every action names the version it read.
 */
import { Type, type Static } from 'typebox';
import { PAY_STEP_ACTIONS, PAY_STEP_STATUSES } from '../domain/payStep.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, Day, ListQuery, RowId } from '../rows.ts';
import { EventRecord } from './ordering.ts';

const tag = 'payStep';
const Version = Type.Integer({ minimum: 1, description: 'the version the caller read' });
const Money = Type.String({ description: 'yuan, two decimals' });
const XLSX = { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'An .xlsx download of the filtered list' };

export const PayStepRecord = Type.Object({
  id: Type.String(),
  contractId: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  yearBegin: Day,
  yearEnd: Day,
  prepayment: Money,
  dueDate: Day,
  proofPath: Nullable(Type.String()),
  proofName: Nullable(Type.String()),
  proofAt: Nullable(DateTime),
  rejectReason: Nullable(Type.String()),
  confirmedBy: Nullable(Type.String()),
  confirmedAt: Nullable(DateTime),
  annualTrade: Nullable(Money),
  fee: Nullable(Money),
  refund: Nullable(Money),
  assessedAt: Nullable(DateTime),
  settledAt: Nullable(DateTime),
  status: Type.Enum(PAY_STEP_STATUSES),
  version: Type.Number(),
  createTime: DateTime,
  /** What the caller may do now. */
  actions: Type.Array(Type.Enum(PAY_STEP_ACTIONS)),
});
export type PayStepRecord = Static<typeof PayStepRecord>;

export const PayStepDetail = Type.Object({
  ...PayStepRecord.properties,
  /** The trade over the contract year so far in the standing book, and the fee it would come to now. */
  tradeToDate: Money,
  feeToDate: Money,
  events: Type.Array(EventRecord),
});
export type PayStepDetail = Static<typeof PayStepDetail>;

const filters = {
  status: Type.Optional(Type.Enum(PAY_STEP_STATUSES)),
  supplierId: Type.Optional(RowId),
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100, description: 'the year the contract year begins in' })),
};

export const payStepList = defineRoute({
  method: 'GET', url: '/supplier/pay-steps', tag, querystring: ListQuery(filters), result: PageOf(PayStepRecord),
  summary: 'Fee records in scope, paged (column: createTime, yearBegin, dueDate); a supplier its own, the platform all',
});
export const payStepExport = defineRoute({ method: 'GET', url: '/supplier/pay-steps/export', tag, querystring: ListQuery(filters), raw: XLSX, summary: 'The fee record list with the same filters as an Excel workbook' });
export const payStepDetail = defineRoute({ method: 'GET', url: '/supplier/pay-steps/:id', tag, params: ById, result: PayStepDetail, summary: 'One fee record with the trade so far and its history' });
export const payStepOpen = defineRoute({
  method: 'POST', url: '/supplier/pay-steps', tag, result: PayStepDetail,
  summary: 'Platform: open the fee record of a service contract year (prepayment 5,000 yuan, due in 15 days)',
  body: Type.Object({ contractId: RowId }),
});
export const payStepUpload = defineRoute({
  method: 'POST', url: '/supplier/pay-steps/:id/upload', tag, params: ById, result: PayStepDetail,
  summary: 'Supplier: hand in the payment proof (proofPath = the path /sys/common/upload answered for purpose payment)',
  body: Type.Object({ version: Version, proofPath: Type.String({ minLength: 1, maxLength: 500 }), proofName: Type.Optional(Type.String({ maxLength: 200 })) }),
});
const action = (path: string, summary: string, body = {}) =>
  defineRoute({ method: 'POST', url: `/supplier/pay-steps/:id/${path}`, tag, params: ById, body: Type.Object({ version: Version, ...body }), result: PayStepDetail, summary });
export const payStepConfirm = action('confirm', 'Platform: confirm the prepayment');
export const payStepReject = action('reject', 'Platform: send the proof back with a reason (the supplier uploads again)', { reason: Type.String({ maxLength: 500 }) });
export const payStepAssess = action('assess', 'Platform: assess the year\'s fee from the standing book (the supplier\'s trade over the contract year) and the balance to refund');
export const payStepSettle = action('settle', 'Platform: record the balance refunded');
