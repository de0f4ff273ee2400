/**
 * Invoices and settlement (issue 20): statements from the standing book, invoice requests, the suppliers'
 * invoices with their check against the statement, procurement's verification and settlement, printing
 * of statements and the reconciliation report. Every action names the version it read.
 */
import { Type, type Static } from 'typebox';
import {
  MISMATCH_CODES, REQUEST_ACTIONS, REQUEST_STATUSES, SIGNED_MONEY_PATTERN, STATEMENT_ACTIONS, STATEMENT_STATUSES, TAX_RATES, TICKET_ACTIONS, TICKET_STATUSES,
} from '../domain/tickets.ts';
import { PRICE_PATTERN } from '../domain/order.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, Day, ListQuery, RowId } from '../rows.ts';
import { EventRecord } from './ordering.ts';

const tag = 'tickets';
const Version = Type.Integer({ minimum: 1, description: 'the version the caller read' });
const Money = Type.String({ description: 'yuan, two decimals' });
/** A signed amount of yuan (an adjustment may lower the total). */
const SignedMoney = Type.String({ pattern: SIGNED_MONEY_PATTERN });
const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' });
const XLSX = { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'An .xlsx download of the filtered list' };

export const StatementRecord = Type.Object({
  id: Type.String(),
  statementNo: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  periodFrom: Day,
  periodTo: Day,
  status: Type.Enum(STATEMENT_STATUSES),
  version: Type.Number(),
  receivedAmount: Money,
  returnAmount: Money,
  entryCount: Type.Number(),
  adjustment: Money,
  adjustmentNote: Nullable(Type.String()),
  total: Money,
  disputeReason: Nullable(Type.String()),
  supplierConfirmedBy: Nullable(Type.String()),
  supplierConfirmedAt: Nullable(DateTime),
  buyerConfirmedBy: Nullable(Type.String()),
  buyerConfirmedAt: Nullable(DateTime),
  settledAt: Nullable(DateTime),
  createBy: Nullable(Type.String()),
  createTime: DateTime,
  /** The live invoice request, if any. */
  requestId: Nullable(Type.String()),
  actions: Type.Array(Type.Enum(STATEMENT_ACTIONS)),
  /** Whether the caller may ask for an invoice on it now. */
  mayRequest: Type.Boolean(),
});
export type StatementRecord = Static<typeof StatementRecord>;

export const StatementDetail = Type.Object({ ...StatementRecord.properties, events: Type.Array(EventRecord) });
export type StatementDetail = Static<typeof StatementDetail>;

export const StatementEntry = Type.Object({
  id: Type.String(),
  arrivalDate: Day,
  orderNo: Type.String(),
  productName: Type.String(),
  unit: Type.String(),
  quantity: Type.String(),
  price: Type.String(),
  amount: Type.String(),
  /** 'audit' (received) or 'after_sale' (a return or refund, negative). */
  source: Type.String(),
});

const statementFilters = {
  statementNo: Type.Optional(Type.String({ maxLength: 40 })),
  status: Type.Optional(Type.Enum(STATEMENT_STATUSES)),
  supplierId: Type.Optional(RowId),
  restaurantId: Type.Optional(RowId),
  periodFrom: Type.Optional(Day),
  periodTo: Type.Optional(Day),
};

export const statementList = defineRoute({
  method: 'GET', url: '/ticket/statements', tag, querystring: ListQuery(statementFilters), result: PageOf(StatementRecord),
  summary: 'Statements in scope, paged (column: createTime, periodFrom, total, statementNo); periodFrom/periodTo keep statements overlapping the range',
});
export const statementExport = defineRoute({
  method: 'GET', url: '/ticket/statements/export', tag, querystring: ListQuery(statementFilters), raw: XLSX,
  summary: 'The statement list with the same filters as an Excel workbook',
});
export const statementDetail = defineRoute({ method: 'GET', url: '/ticket/statements/:id', tag, params: ById, result: StatementDetail, summary: 'One statement with its trail' });
export const statementEntries = defineRoute({
  method: 'GET', url: '/ticket/statements/:id/entries', tag, params: ById, querystring: ListQuery({}), result: PageOf(StatementEntry),
  summary: 'The standing-book entries of a statement\'s supplier, canteen and period, by arrival date',
});
export const statementCreate = defineRoute({
  method: 'POST', url: '/ticket/statements', tag, result: StatementDetail,
  summary: 'Buyer: make a statement of one supplier at one canteen for a month or a period from the standing book (a period is stated once)',
  body: Type.Object({
    supplierId: RowId,
    restaurantId: RowId,
    month: Type.Optional(Month),
    periodFrom: Type.Optional(Day),
    periodTo: Type.Optional(Day),
    adjustment: Type.Optional(SignedMoney),
    adjustmentNote: Type.Optional(Type.String({ maxLength: 200 })),
  }),
});

const statementAction = (path: string, summary: string) =>
  defineRoute({ method: 'POST', url: `/ticket/statements/:id/${path}`, summary, tag, params: ById, body: Type.Object({ version: Version, reason: Type.Optional(Type.String({ maxLength: 500 })) }), result: StatementDetail });

export const statementSupplierConfirm = statementAction('supplier-confirm', 'Supplier: confirm the statement\'s amounts');
export const statementConfirm = statementAction('confirm', 'Canteen or procurement: confirm a statement the supplier confirmed (both sides then agree)');
export const statementDispute = statementAction('dispute', 'Either side: dispute a statement not yet confirmed by both, with a reason (it goes back for revision)');
export const statementRevise = defineRoute({
  method: 'POST', url: '/ticket/statements/:id/revise', tag, params: ById, result: StatementDetail,
  summary: 'Buyer: revise a disputed statement: its amounts are rebuilt from the standing book, with a new adjustment; it awaits the supplier again',
  body: Type.Object({ version: Version, adjustment: Type.Optional(SignedMoney), adjustmentNote: Type.Optional(Type.String({ maxLength: 200 })) }),
});

export const STATEMENT_ACTION_ROUTES = { supplierConfirm: statementSupplierConfirm, confirm: statementConfirm, dispute: statementDispute } as const;

// ---- invoice requests ----

export const TicketRequestRecord = Type.Object({
  id: Type.String(),
  requestNo: Type.String(),
  statementId: Type.String(),
  statementNo: Type.String(),
  periodFrom: Day,
  periodTo: Day,
  supplierId: Type.String(),
  supplierName: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  title: Type.String(),
  taxId: Type.String(),
  amount: Money,
  taxRate: Type.String(),
  remark: Nullable(Type.String()),
  status: Type.Enum(REQUEST_STATUSES),
  version: Type.Number(),
  createBy: Nullable(Type.String()),
  createTime: DateTime,
  actions: Type.Array(Type.Enum(REQUEST_ACTIONS)),
});
export type TicketRequestRecord = Static<typeof TicketRequestRecord>;

const requestFilters = {
  requestNo: Type.Optional(Type.String({ maxLength: 40 })),
  status: Type.Optional(Type.Enum(REQUEST_STATUSES)),
  supplierId: Type.Optional(RowId),
  restaurantId: Type.Optional(RowId),
  statementId: Type.Optional(RowId),
};

export const requestList = defineRoute({
  method: 'GET', url: '/ticket/requests', tag, querystring: ListQuery(requestFilters), result: PageOf(TicketRequestRecord),
  summary: 'Invoice requests in scope, paged (column: createTime, amount, requestNo)',
});
export const requestExport = defineRoute({ method: 'GET', url: '/ticket/requests/export', tag, querystring: ListQuery(requestFilters), raw: XLSX, summary: 'The invoice request list with the same filters as an Excel workbook' });
export const requestCreate = defineRoute({
  method: 'POST', url: '/ticket/requests', tag, result: TicketRequestRecord,
  summary: 'Buyer: ask the supplier for an invoice of a confirmed statement (amount = the statement\'s total)',
  body: Type.Object({
    statementId: RowId,
    title: Type.String({ minLength: 1, maxLength: 100 }),
    taxId: Type.String({ minLength: 1, maxLength: 20 }),
    taxRate: Type.Enum(TAX_RATES),
    remark: Type.Optional(Type.String({ maxLength: 200 })),
  }),
});
export const requestCancel = defineRoute({
  method: 'POST', url: '/ticket/requests/:id/cancel', tag, params: ById, body: Type.Object({ version: Version }), result: TicketRequestRecord,
  summary: 'Buyer: cancel a request the supplier has not answered',
});

// ---- supplier invoices ----

/** One stored difference: a catalogue code and its numbers (expected, got); screens word it in their language. */
export const MismatchReason = Type.Object({ code: Type.Enum(MISMATCH_CODES), params: Type.Record(Type.String(), Type.String()) });

export const TicketRecord = Type.Object({
  id: Type.String(),
  requestId: Type.String(),
  requestNo: Type.String(),
  statementId: Type.String(),
  statementNo: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  invoiceNo: Type.String(),
  invoiceDate: Day,
  amount: Money,
  taxAmount: Money,
  /** What the request expects. */
  expectedAmount: Money,
  taxRate: Type.String(),
  /** The scan's path (GET /sys/common/static/<path> reads it). */
  scan: Type.String(),
  mismatch: Type.Boolean(),
  /** Empty when the invoice matches. */
  mismatchReasons: Type.Array(MismatchReason),
  overrideReason: Nullable(Type.String()),
  rejectReason: Nullable(Type.String()),
  status: Type.Enum(TICKET_STATUSES),
  version: Type.Number(),
  createBy: Nullable(Type.String()),
  createTime: DateTime,
  settledAt: Nullable(DateTime),
  actions: Type.Array(Type.Enum(TICKET_ACTIONS)),
});
export type TicketRecord = Static<typeof TicketRecord>;

const ticketFilters = {
  invoiceNo: Type.Optional(Type.String({ maxLength: 40 })),
  status: Type.Optional(Type.Enum(TICKET_STATUSES)),
  mismatch: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
  supplierId: Type.Optional(RowId),
  restaurantId: Type.Optional(RowId),
  requestId: Type.Optional(RowId),
};

export const ticketList = defineRoute({
  method: 'GET', url: '/ticket/tickets', tag, querystring: ListQuery(ticketFilters), result: PageOf(TicketRecord),
  summary: 'Supplier invoices in scope, paged (column: createTime, invoiceDate, amount, invoiceNo); mismatch=1 keeps the flagged ones',
});
export const ticketExport = defineRoute({ method: 'GET', url: '/ticket/tickets/export', tag, querystring: ListQuery(ticketFilters), raw: XLSX, summary: 'The invoice list with the same filters as an Excel workbook' });
export const ticketUpload = defineRoute({
  method: 'POST', url: '/ticket/tickets', tag, result: TicketRecord,
  summary: 'Supplier: upload the invoice of a request (scan = the path /sys/common/upload answered); amount and tax are checked against the statement and a mismatch is flagged',
  body: Type.Object({
    requestId: RowId,
    invoiceNo: Type.String({ pattern: '^[0-9A-Za-z]{8,20}$' }),
    invoiceDate: Day,
    amount: Type.String({ pattern: PRICE_PATTERN }),
    taxAmount: Type.String({ pattern: PRICE_PATTERN }),
    scan: Type.String({ minLength: 1, maxLength: 500, description: 'the path /sys/common/upload answered (the supplier\'s own upload)' }),
  }),
});
const ticketAction = (path: string, summary: string) =>
  defineRoute({ method: 'POST', url: `/ticket/tickets/:id/${path}`, summary, tag, params: ById, body: Type.Object({ version: Version, reason: Type.Optional(Type.String({ maxLength: 500 })) }), result: TicketRecord });
export const ticketVerify = ticketAction('verify', 'Procurement: verify an invoice (a mismatching one only with a reason); its statement becomes invoiced');
export const ticketReject = ticketAction('reject', 'Procurement: send an invoice back with a reason; the supplier uploads a new one');
export const ticketSettle = ticketAction('settle', 'Procurement: mark a verified invoice paid; its statement is settled');
export const TICKET_ACTION_ROUTES = { verify: ticketVerify, reject: ticketReject, settle: ticketSettle } as const;

// ---- reconciliation and printing ----

export const ReconciliationRow = Type.Object({
  statementId: Type.String(),
  statementNo: Type.String(),
  supplierName: Type.String(),
  restaurantName: Type.String(),
  periodFrom: Day,
  periodTo: Day,
  status: Type.Enum(STATEMENT_STATUSES),
  statementTotal: Money,
  /** Of the statement's live invoice (not rejected): what it says, and the difference. */
  invoiceNo: Nullable(Type.String()),
  invoiceAmount: Nullable(Money),
  taxAmount: Nullable(Money),
  /** The tax rate (percent) the invoice was asked for. */
  taxRate: Nullable(Type.String()),
  difference: Money,
  mismatch: Type.Boolean(),
  /** Empty when the invoice matches. */
  mismatchReasons: Type.Array(MismatchReason),
  ticketStatus: Nullable(Type.Enum(TICKET_STATUSES)),
});
export type ReconciliationRow = Static<typeof ReconciliationRow>;

const reconciliationQuery = Type.Object({ periodFrom: Day, periodTo: Day, supplierId: Type.Optional(RowId), restaurantId: Type.Optional(RowId) });

export const reconciliation = defineRoute({
  method: 'GET', url: '/ticket/reconciliation', tag, querystring: reconciliationQuery,
  result: Type.Object({ rows: Type.Array(ReconciliationRow), statementTotal: Money, invoiceTotal: Money, difference: Money, mismatches: Type.Integer() }),
  summary: 'The reconciliation report: each statement overlapping the period beside its live invoice, with totals',
});

export const ticketPrintTemplates = defineRoute({
  method: 'GET', url: '/ticket/print/templates', tag, querystring: Type.Object({ document: Type.Union([Type.Literal('statement'), Type.Literal('reconciliation')]) }),
  result: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  summary: 'Templates of the statement or reconciliation type the caller may use',
});
export const statementPrintRecord = defineRoute({
  method: 'GET', url: '/ticket/statements/:id/record', tag, params: ById, result: Type.Record(Type.String(), Type.Unknown()),
  summary: 'A statement as the statement template\'s record (the print preview)',
});
export const statementPrint = defineRoute({
  method: 'POST', url: '/ticket/statements/print', tag,
  body: Type.Object({ ids: Type.Array(RowId, { minItems: 1, maxItems: 200 }), templateId: RowId, timezoneOffset: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })) }),
  result: Type.Object({ jobId: Type.String(), records: Type.Integer() }),
  summary: 'Print statements with a statement template as one PDF through the batch job (GET /jobs/:id follows it)',
});
export const reconciliationPrint = defineRoute({
  method: 'POST', url: '/ticket/reconciliation/print', tag,
  body: Type.Object({ ...reconciliationQuery.properties, templateId: RowId, timezoneOffset: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })) }),
  result: Type.Object({ jobId: Type.String(), records: Type.Integer() }),
  summary: 'Print the reconciliation report with a reconciliation template through the batch job',
});
