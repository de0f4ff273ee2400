/**
 * Printing order documents (issue 18) and the ledgers' exports: the server builds each document's data
 * record from the orders in the caller's scope (src/contract/domain/orderPrint.ts names its fields), and
 * prints a selection with a template of the document's type as one PDF through the batch job (/jobs/:id
 * follows it), or answers the records for the print client and the designer's data picker.
 */
import { Type, type Static } from 'typebox';
import { PRINT_DOCUMENTS, PRINT_MAX_IDS, PRINT_SOURCES } from '../domain/orderPrint.ts';
import { defineRoute } from '../route.ts';
import { Day, RowId } from '../rows.ts';

const tag = 'ordering';
const literals = <const T extends readonly string[]>(values: T) => Type.Enum(values);

export const PrintDocumentSchema = literals(PRINT_DOCUMENTS);

/** What to print: ids of one source, or every group of an arrival day, or a ledger period (a statement per canteen and supplier). */
export const PrintSelection = Type.Object({
  document: PrintDocumentSchema,
  source: literals(PRINT_SOURCES),
  /** Groups, orders or delivery notes (source group / order / delivery). */
  ids: Type.Optional(Type.Array(RowId, { minItems: 1, maxItems: PRINT_MAX_IDS })),
  /** source day: the arrival day whose groups are printed. */
  arrivalDate: Type.Optional(Day),
  /** Filters of source day and ledger. */
  restaurantId: Type.Optional(RowId),
  supplierId: Type.Optional(RowId),
  baseProductId: Type.Optional(RowId),
  /** source ledger: the period, both days included. */
  periodFrom: Type.Optional(Day),
  periodTo: Type.Optional(Day),
});
export type PrintSelection = Static<typeof PrintSelection>;

/** One document's data record: the fields of its document (DOCUMENT_FIELDS). */
export const PrintRecord = Type.Record(Type.String(), Type.Unknown());

export const printRecords = defineRoute({
  method: 'POST',
  url: '/order/print/records',
  summary: 'The data records of a print selection in the caller\'s scope, one per document (line documents: one per order group, or order or delivery note, and supplier)',
  tag,
  body: PrintSelection,
  result: Type.Object({ records: Type.Array(PrintRecord) }),
});

export const printBatchOrders = defineRoute({
  method: 'POST',
  url: '/order/print/batch',
  summary: 'Print a selection with a template of its document\'s type as one PDF, through the batch job (GET /jobs/:id follows it)',
  tag,
  body: Type.Object({
    ...PrintSelection.properties,
    templateId: RowId,
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    timezoneOffset: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })),
  }),
  result: Type.Object({ jobId: Type.String(), records: Type.Integer() }),
});

export const printRecent = defineRoute({
  method: 'GET',
  url: '/order/print/recent',
  summary: 'Recent business records of a document type (or of the type of the template `templateId`; none for a type that prints no order document) in the caller\'s scope, mapped to its fields (the designer\'s sample-data picker)',
  tag,
  querystring: Type.Object({ document: Type.Optional(PrintDocumentSchema), templateId: Type.Optional(RowId) }),
  result: Type.Array(Type.Object({ id: Type.String(), label: Type.String(), data: PrintRecord })),
});

export const printTemplatesOf = defineRoute({
  method: 'GET',
  url: '/order/print/templates',
  summary: 'Templates the caller may print a document with: those of the template type whose code is the document, shared or the caller\'s own',
  tag,
  querystring: Type.Object({ document: PrintDocumentSchema }),
  result: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), typeName: Type.String() })),
});

// ---- ledgers: totals and exports, with the list's filters ----

export const StandingBookQuery = Type.Object({
  restaurantId: Type.Optional(RowId),
  supplierId: Type.Optional(RowId),
  baseProductId: Type.Optional(RowId),
  productName: Type.Optional(Type.String({ maxLength: 100 })),
  arrivalFrom: Type.Optional(Day),
  arrivalTo: Type.Optional(Day),
});

export const standingBookTotals = defineRoute({
  method: 'GET',
  url: '/order/standing-book/totals',
  summary: 'The totals row of the standing book under the same filters as the list: entries and amount',
  tag,
  querystring: StandingBookQuery,
  result: Type.Object({ count: Type.Integer(), amount: Type.String() }),
});

export const standingBookExport = defineRoute({
  method: 'GET',
  url: '/order/standing-book/export',
  summary: 'The standing book under the list\'s filters as an Excel workbook, with a totals row',
  tag,
  querystring: StandingBookQuery,
  raw: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'The .xlsx file' },
});

export const SubLedgerQuery = Type.Object({
  restaurantId: RowId,
  month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
  baseProductId: Type.Optional(RowId),
});

export const goodsSubLedgerExport = defineRoute({
  method: 'GET',
  url: '/order/goods-sub-ledger/export',
  summary: 'The goods sub-ledger of one canteen and month as an Excel workbook, with a totals row',
  tag,
  querystring: SubLedgerQuery,
  raw: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'The .xlsx file' },
});
