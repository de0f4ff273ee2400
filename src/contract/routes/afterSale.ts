/**
 * After-sale (issue 18): return, replacement and refund requests on received order lines, their state
 * machine (src/contract/domain/afterSale.ts) and the ledger entries a completed one books. Lists page,
 * filter and sort on the server within the caller's scope; every action names the version it read.
 */
import { Type, type Static } from 'typebox';
import { AFTER_SALE_ACTIONS, AFTER_SALE_KINDS, AFTER_SALE_QUEUE_KEYS, AFTER_SALE_STATUSES } from '../domain/afterSale.ts';
import { PRICE_PATTERN, QUANTITY_PATTERN } from '../domain/order.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, Day, ListQuery, RowId } from '../rows.ts';
import { EventRecord, LineRecord } from './ordering.ts';

const tag = 'after-sale';
const Version = Type.Integer({ minimum: 1, description: 'the version the caller read' });
const Reason = Type.String({ maxLength: 500 });
const Photos = Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 9, description: "paths the upload route answered (the caller's own uploads)" });

export const AfterSaleRecord = Type.Object({
  id: Type.String(),
  afterSaleNo: Type.String(),
  lineId: Type.String(),
  orderId: Type.String(),
  orderNo: Type.String(),
  arrivalDate: Day,
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  productName: Type.String(),
  unit: Type.String(),
  kind: Type.Enum(AFTER_SALE_KINDS),
  status: Type.Enum(AFTER_SALE_STATUSES),
  version: Type.Number(),
  quantity: Type.String(),
  price: Type.String(),
  /** The money it moves (yuan): a return's value, a refund's amount, 0 for a replacement. */
  amount: Type.String(),
  reason: Type.String(),
  photos: Type.Array(Type.String()),
  supplierNote: Nullable(Type.String()),
  decisionNote: Nullable(Type.String()),
  createBy: Nullable(Type.String()),
  createTime: DateTime,
  updateTime: Nullable(DateTime),
  completedAt: Nullable(DateTime),
  /** What the caller may do now. */
  actions: Type.Array(Type.Enum(AFTER_SALE_ACTIONS)),
});
export type AfterSaleRecord = Static<typeof AfterSaleRecord>;

/** A ledger movement an after-sale booked. */
export const AfterSaleLedgerEntry = Type.Object({
  book: Type.Union([Type.Literal('standingBook'), Type.Literal('goodsLedger')]),
  entryDate: Day,
  quantity: Type.String(),
  amount: Type.String(),
});

export const AfterSaleDetail = Type.Object({
  ...AfterSaleRecord.properties,
  line: LineRecord,
  events: Type.Array(EventRecord),
  ledger: Type.Array(AfterSaleLedgerEntry),
});
export type AfterSaleDetail = Static<typeof AfterSaleDetail>;

const filters = {
  afterSaleNo: Type.Optional(Type.String({ maxLength: 40 })),
  status: Type.Optional(Type.Enum(AFTER_SALE_STATUSES)),
  /** A work queue: the statuses it waits in (AFTER_SALE_QUEUES). */
  queue: Type.Optional(Type.Enum(AFTER_SALE_QUEUE_KEYS)),
  kind: Type.Optional(Type.Enum(AFTER_SALE_KINDS)),
  restaurantId: Type.Optional(RowId),
  supplierId: Type.Optional(RowId),
  productName: Type.Optional(Type.String({ maxLength: 100 })),
  createdFrom: Type.Optional(Day),
  createdTo: Type.Optional(Day),
};

export const afterSaleList = defineRoute({
  method: 'GET',
  url: '/order/after-sales',
  summary: 'After-sale requests in scope, paged (column: createTime, amount, quantity, afterSaleNo)',
  tag,
  querystring: ListQuery(filters),
  result: PageOf(AfterSaleRecord),
});

export const afterSaleExport = defineRoute({
  method: 'GET',
  url: '/order/after-sales/export',
  summary: 'The after-sale list with the same filters as an Excel workbook',
  tag,
  querystring: ListQuery(filters),
  raw: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'An .xlsx download of the filtered list' },
});

export const AfterSaleLine = Type.Object({
  ...LineRecord.properties,
  /** Quantity earlier live after-sales claim, and what is left for a new one. */
  claimedQty: Type.String(),
  leftQty: Type.String(),
});

export const afterSaleLines = defineRoute({
  method: 'GET',
  url: '/order/after-sales/lines',
  summary: 'Canteen: received or audited lines in scope an after-sale may be raised on, with the quantity left (column: arrivalDate)',
  tag,
  querystring: ListQuery({ productName: Type.Optional(Type.String({ maxLength: 100 })), restaurantId: Type.Optional(RowId), arrivalFrom: Type.Optional(Day), arrivalTo: Type.Optional(Day) }),
  result: PageOf(AfterSaleLine),
});

export const afterSaleDetail = defineRoute({
  method: 'GET',
  url: '/order/after-sales/:id',
  summary: 'One after-sale request with its order line, trail and the ledger entries it booked',
  tag,
  params: ById,
  result: AfterSaleDetail,
});

export const afterSaleCreate = defineRoute({
  method: 'POST',
  url: '/order/after-sales',
  summary: 'Canteen: raise a return, replacement or refund on a received line (quantity within what is left; a refund names its amount)',
  tag,
  body: Type.Object({
    lineId: RowId,
    kind: Type.Enum(AFTER_SALE_KINDS),
    quantity: Type.String({ pattern: QUANTITY_PATTERN }),
    /** A refund's amount in yuan; ignored for returns (their value) and replacements (0). */
    amount: Type.Optional(Type.String({ pattern: PRICE_PATTERN })),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    photos: Type.Optional(Photos),
  }),
  result: AfterSaleDetail,
});

const action = (path: string, summary: string) =>
  defineRoute({ method: 'POST', url: `/order/after-sales/:id/${path}`, summary, tag, params: ById, body: Type.Object({ version: Version, reason: Type.Optional(Reason) }), result: AfterSaleDetail });

export const afterSaleAgree = action('agree', 'Supplier: agree to an after-sale request on its line');
export const afterSaleRefuse = action('refuse', 'Supplier: refuse an after-sale request, with a reason (procurement then decides)');
export const afterSaleApprove = action('approve', 'Procurement: approve (a return or refund is booked in the standing book and goods sub-ledger; overruling a refusal needs a reason)');
export const afterSaleReject = action('reject', 'Procurement: reject an after-sale request, with a reason');
export const afterSaleComplete = action('complete', 'Canteen: confirm the replacement goods arrived (an approved replacement completes)');
export const afterSaleCancel = action('cancel', 'Canteen: cancel its request while the supplier has not agreed');

export const AFTER_SALE_ACTION_ROUTES = {
  agree: afterSaleAgree,
  refuse: afterSaleRefuse,
  approve: afterSaleApprove,
  reject: afterSaleReject,
  complete: afterSaleComplete,
  cancel: afterSaleCancel,
} as const;
