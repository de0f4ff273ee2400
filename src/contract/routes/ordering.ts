/**
 * Ordering and fulfilment (issue 18): orders and order groups, order lines and their lifecycle
 * (src/contract/domain/order.ts), delivery notes, the standing book and the goods sub-ledger.
 * Every list pages, filters and sorts on the server and holds only what the caller's scope allows: canteen
 * staff their canteens, a supplier the lines allotted to it, procurement its institution, the platform all.
 * Every action names the version it read; a changed row answers ORDER_STALE (409).
 */
import { Type, type Static } from 'typebox';
import { LINE_ACTIONS, LINE_QUEUE_KEYS, LINE_STATUSES, ORDER_STATUSES, QUANTITY_PATTERN } from '../domain/order.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { Paging, Sorting } from '../rows.ts';

const tag = 'ordering';

const Id = Type.String({ minLength: 1, maxLength: 64 });
const ById = Type.Object({ id: Id });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Quantity = Type.String({ pattern: QUANTITY_PATTERN, description: 'a decimal with up to 3 places' });
const Version = Type.Integer({ minimum: 1, description: 'the version the caller read' });
const Reason = Type.String({ maxLength: 500 });
const literals = <const T extends readonly string[]>(values: T) => Type.Enum(values);

export const LineStatusSchema = literals(LINE_STATUSES);
export const LineActionSchema = literals(LINE_ACTIONS);

/** A change of state: who made it, when, from what to what. */
export const EventRecord = Type.Object({
  id: Type.String(),
  entityId: Type.String(),
  action: Type.String(),
  fromStatus: Nullable(Type.String()),
  toStatus: Type.String(),
  actorName: Type.String(),
  actorKind: Type.String(),
  at: DateTime,
  detail: Nullable(Type.Record(Type.String(), Type.Unknown())),
});
export type EventRecord = Static<typeof EventRecord>;

/** One order line as every list and detail shows it, with the actions the caller may take now. */
export const LineRecord = Type.Object({
  id: Type.String(),
  orderId: Type.String(),
  orderNo: Type.String(),
  groupId: Type.String(),
  groupNo: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  arrivalDate: Day,
  slot: Type.String(),
  lineNo: Type.Number(),
  baseProductId: Type.String(),
  productName: Type.String(),
  unit: Type.String(),
  quantity: Type.String(),
  /** The agreement price of the allotted supplier; null while unallotted. */
  price: Nullable(Type.String()),
  /** quantity × price, yuan. */
  amount: Type.Number(),
  supplierId: Nullable(Type.String()),
  supplierName: Nullable(Type.String()),
  status: LineStatusSchema,
  version: Type.Number(),
  /** The quantity of the delivery now awaiting the receiving check. */
  dispatchQty: Nullable(Type.String()),
  deliveryId: Nullable(Type.String()),
  receivedQty: Type.String(),
  rejectedQty: Type.String(),
  /** Why the supplier last rejected or procurement last sent back. */
  note: Nullable(Type.String()),
  createTime: DateTime,
  updateTime: Nullable(DateTime),
  actions: Type.Array(LineActionSchema),
});
export type LineRecord = Static<typeof LineRecord>;

export const OrderRecord = Type.Object({
  id: Type.String(),
  orderNo: Type.String(),
  groupId: Type.String(),
  groupNo: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  arrivalDate: Day,
  slot: Type.String(),
  status: literals(ORDER_STATUSES),
  remark: Nullable(Type.String()),
  version: Type.Number(),
  /** Lines visible to the caller and their value. */
  lineCount: Type.Number(),
  amount: Type.Number(),
  createBy: Nullable(Type.String()),
  createTime: DateTime,
  /** May the caller withdraw the order now? */
  withdrawable: Type.Boolean(),
});
export type OrderRecord = Static<typeof OrderRecord>;

export const OrderDetail = Type.Object({
  ...OrderRecord.properties,
  lines: Type.Array(LineRecord),
  events: Type.Array(EventRecord),
});
export type OrderDetail = Static<typeof OrderDetail>;

export const GroupRecord = Type.Object({
  id: Type.String(),
  groupNo: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  arrivalDate: Day,
  orderCount: Type.Number(),
  lineCount: Type.Number(),
  amount: Type.Number(),
  /** Visible lines by status. */
  statusCounts: Type.Record(Type.String(), Type.Number()),
});
export type GroupRecord = Static<typeof GroupRecord>;

export const GroupDetail = Type.Object({
  ...GroupRecord.properties,
  orders: Type.Array(OrderRecord),
  lines: Type.Array(LineRecord),
});

export const LineDetail = Type.Object({
  ...LineRecord.properties,
  events: Type.Array(EventRecord),
  receipts: Type.Array(
    Type.Object({
      id: Type.String(),
      deliveryId: Nullable(Type.String()),
      receivedQty: Type.String(),
      rejectedQty: Type.String(),
      rejectReason: Nullable(Type.String()),
      photos: Type.Array(Type.String()),
      voided: Type.Boolean(),
      checkedBy: Type.String(),
      checkedAt: DateTime,
    }),
  ),
});

export const DeliveryRecord = Type.Object({
  id: Type.String(),
  deliveryNo: Type.String(),
  groupId: Type.String(),
  groupNo: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  arrivalDate: Day,
  remark: Nullable(Type.String()),
  dispatchedBy: Type.String(),
  dispatchedAt: DateTime,
  lineCount: Type.Number(),
  amount: Type.Number(),
});

/** A delivery note: its lines with the quantity this delivery carried. */
export const DeliveryDetail = Type.Object({
  ...DeliveryRecord.properties,
  lines: Type.Array(Type.Object({ ...LineRecord.properties, deliveredQty: Type.String(), deliveredAmount: Type.Number() })),
});

// ---- orders ----

export const orderPlace = defineRoute({
  method: 'POST',
  url: '/order/orders',
  summary: 'Canteen: place an order for an arrival date and slot; each product must have a current agreement price for the canteen',
  tag,
  body: Type.Object({
    restaurantId: Id,
    arrivalDate: Day,
    slot: Type.String({ minLength: 1, maxLength: 40 }),
    remark: Type.Optional(Type.String({ maxLength: 500 })),
    lines: Type.Array(Type.Object({ baseProductId: Id, quantity: Quantity }), { minItems: 1, maxItems: 200 }),
  }),
  result: OrderDetail,
});

export const orderList = defineRoute({
  method: 'GET',
  url: '/order/orders',
  summary: 'Orders in scope, paged (column: createTime, arrivalDate, orderNo)',
  tag,
  querystring: Type.Object({
    ...Paging,
    ...Sorting,
    orderNo: Type.Optional(Type.String({ maxLength: 40 })),
    restaurantId: Type.Optional(Id),
    status: Type.Optional(literals(ORDER_STATUSES)),
    arrivalFrom: Type.Optional(Day),
    arrivalTo: Type.Optional(Day),
    /** '1': only orders the caller may withdraw now (open, no line accepted by a supplier). */
    withdrawable: Type.Optional(Type.Literal('1')),
  }),
  result: PageOf(OrderRecord),
});

export const orderDetail = defineRoute({ method: 'GET', url: '/order/orders/:id', summary: 'One order with its lines (a supplier: its own lines) and its history', tag, params: ById, result: OrderDetail });

export const orderWithdraw = defineRoute({
  method: 'POST',
  url: '/order/orders/:id/withdraw',
  summary: 'Withdraw a whole order, while no supplier has accepted any of its lines',
  tag,
  params: ById,
  body: Type.Object({ version: Version, reason: Type.Optional(Reason) }),
  result: OrderDetail,
});

// ---- order groups ----

export const groupList = defineRoute({
  method: 'GET',
  url: '/order/groups',
  summary: 'Order groups (one canteen, one arrival date) in scope, paged (column: arrivalDate, groupNo)',
  tag,
  querystring: Type.Object({
    ...Paging,
    ...Sorting,
    restaurantId: Type.Optional(Id),
    arrivalFrom: Type.Optional(Day),
    arrivalTo: Type.Optional(Day),
    groupNo: Type.Optional(Type.String({ maxLength: 40 })),
  }),
  result: PageOf(GroupRecord),
});

export const groupDetail = defineRoute({ method: 'GET', url: '/order/groups/:id', summary: 'One order group with its orders and visible lines', tag, params: ById, result: GroupDetail });

const LineRefs = Type.Array(Type.Object({ id: Id, version: Version }), { minItems: 1, maxItems: 500 });

export const groupAudit = defineRoute({
  method: 'POST',
  url: '/order/groups/:id/audit',
  summary: "Procurement: approve (into the standing book and sub-ledger) or send back the group's received lines, all or none",
  tag,
  params: ById,
  body: Type.Object({ approve: Type.Boolean(), reason: Type.Optional(Reason), lines: LineRefs }),
  result: Type.Array(LineRecord),
});

// ---- lines ----

export const lineList = defineRoute({
  method: 'GET',
  url: '/order/lines',
  summary: 'Order lines in scope, paged; `queue` gives one work queue (its total is the pending count) (column: arrivalDate, createTime, productName, quantity)',
  tag,
  querystring: Type.Object({
    ...Paging,
    ...Sorting,
    queue: Type.Optional(literals(LINE_QUEUE_KEYS)),
    status: Type.Optional(LineStatusSchema),
    restaurantId: Type.Optional(Id),
    supplierId: Type.Optional(Id),
    groupId: Type.Optional(Id),
    orderId: Type.Optional(Id),
    productName: Type.Optional(Type.String({ maxLength: 100 })),
    arrivalFrom: Type.Optional(Day),
    arrivalTo: Type.Optional(Day),
  }),
  result: PageOf(LineRecord),
});

export const lineDetail = defineRoute({ method: 'GET', url: '/order/lines/:id', summary: 'One order line with its history and receiving checks', tag, params: ById, result: LineDetail });

export const lineCandidates = defineRoute({
  method: 'GET',
  url: '/order/lines/:id/candidates',
  summary: "Suppliers a line may be allotted to: those with an approved price for its product and canteen on its arrival date",
  tag,
  params: ById,
  result: Type.Array(Type.Object({ supplierId: Type.String(), supplierName: Type.String(), price: Type.String(), effectiveFrom: Day, current: Type.Boolean() })),
});

const action = <B extends Record<string, import('typebox').TSchema>>(path: string, summary: string, body: B) =>
  defineRoute({ method: 'POST', url: `/order/lines/:id/${path}`, summary, tag, params: ById, body: Type.Object({ version: Version, ...body }), result: LineRecord });

export const lineAllot = action('allot', 'Canteen or procurement: allot (or re-allot before acceptance) a line to a supplier with an approved price', { supplierId: Id });
export const lineAccept = action('accept', 'Supplier: accept an allotted line (stock preparation begins)', {});
export const lineReject = action('reject', 'Supplier: reject an allotted line with a reason (it waits for allotment again)', { reason: Reason });
export const lineCheck = action('check', 'Canteen: receiving check of the dispatched quantity; a partial receipt keeps the rest open unless closeShortfall', {
  receivedQty: Quantity,
  rejectedQty: Type.Optional(Quantity),
  rejectReason: Type.Optional(Reason),
  /** Photos of rejected goods: the paths the upload route answered (the caller's own uploads). */
  photos: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 9 })),
  /** Accept what arrived as final: the shortfall is not delivered later. */
  closeShortfall: Type.Optional(Type.Boolean()),
});
export const lineApprove = action('approve', 'Procurement: approve a received line into the standing book and goods sub-ledger', {});
export const lineSendBack = action('send-back', 'Procurement: send a received line back to the canteen to check again, with a reason', { reason: Reason });

// ---- deliveries ----

export const dispatchCreate = defineRoute({
  method: 'POST',
  url: '/order/deliveries',
  summary: "Supplier: dispatch prepared lines of one order group with a delivery note (each line's outstanding quantity)",
  tag,
  body: Type.Object({ lines: LineRefs, remark: Type.Optional(Type.String({ maxLength: 500 })) }),
  result: DeliveryDetail,
});

export const deliveryList = defineRoute({
  method: 'GET',
  url: '/order/deliveries',
  summary: 'Delivery notes in scope, newest first, paged',
  tag,
  querystring: Type.Object({ ...Paging, groupId: Type.Optional(Id), supplierId: Type.Optional(Id), restaurantId: Type.Optional(Id) }),
  result: PageOf(DeliveryRecord),
});

export const deliveryDetail = defineRoute({ method: 'GET', url: '/order/deliveries/:id', summary: 'One delivery note with its lines', tag, params: ById, result: DeliveryDetail });

// ---- ledgers ----

export const StandingBookRecord = Type.Object({
  id: Type.String(),
  lineId: Type.String(),
  orderNo: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  baseProductId: Type.String(),
  productName: Type.String(),
  unit: Type.String(),
  arrivalDate: Day,
  quantity: Type.String(),
  price: Type.String(),
  amount: Type.String(),
  auditedBy: Type.String(),
  auditedAt: DateTime,
  /** 'audit': the line's entry; 'after_sale': a red (negative) entry of a completed return or refund. */
  source: Type.String(),
});

export const standingBook = defineRoute({
  method: 'GET',
  url: '/order/standing-book',
  summary: 'The standing book (台账): audited lines in scope, by arrival date, paged',
  tag,
  querystring: Type.Object({
    ...Paging,
    restaurantId: Type.Optional(Id),
    supplierId: Type.Optional(Id),
    baseProductId: Type.Optional(Id),
    productName: Type.Optional(Type.String({ maxLength: 100 })),
    arrivalFrom: Type.Optional(Day),
    arrivalTo: Type.Optional(Day),
  }),
  result: PageOf(StandingBookRecord),
});

export const SubLedgerRow = Type.Object({
  baseProductId: Type.String(),
  productName: Type.String(),
  unit: Type.String(),
  openingQty: Type.String(),
  openingAmount: Type.String(),
  inQty: Type.String(),
  inAmount: Type.String(),
  outQty: Type.String(),
  outAmount: Type.String(),
  closingQty: Type.String(),
  closingAmount: Type.String(),
});

export const goodsSubLedger = defineRoute({
  method: 'GET',
  url: '/order/goods-sub-ledger',
  summary: "The goods sub-ledger of one canteen for one month: per product, opening balance, in, out and closing balance",
  tag,
  querystring: Type.Object({ restaurantId: Id, month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }), baseProductId: Type.Optional(Id) }),
  result: Type.Array(SubLedgerRow),
});
