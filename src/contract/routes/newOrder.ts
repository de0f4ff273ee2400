/**
 * The new-order flows (issue 18, src/contract/domain/newOrder.ts): replace the product of a line no
 * supplier has accepted, add products to an open order group, and back-fill (补录) goods delivered
 * without an order, which procurement approves into received lines. Withdrawing an order is
 * ordering's own route (POST /order/orders/{id}/withdraw; `withdrawable=1` lists the candidates).
 */
import { Type, type Static } from 'typebox';
import { BACK_FILL_ACTIONS, BACK_FILL_STATUSES } from '../domain/newOrder.ts';
import { QUANTITY_PATTERN } from '../domain/order.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, Day, ListQuery, RowId } from '../rows.ts';
import { EventRecord, LineRecord, OrderDetail } from './ordering.ts';
import { XLSX } from './xlsx.ts';

const tag = 'new-order';
const Version = Type.Integer({ minimum: 1, description: 'the version the caller read' });
const Quantity = Type.String({ pattern: QUANTITY_PATTERN, description: 'a decimal with up to 3 places' });
const ProductLines = Type.Array(Type.Object({ baseProductId: RowId, quantity: Quantity }), { minItems: 1, maxItems: 200 });

export const lineReplace = defineRoute({
  method: 'POST',
  url: '/order/lines/:id/replace',
  summary: 'Canteen or procurement: replace the product of a line no supplier has accepted; the old line is withdrawn, the new one takes the agreement price (answers the new line)',
  tag,
  params: ById,
  body: Type.Object({ version: Version, baseProductId: RowId, quantity: Quantity, reason: Type.Optional(Type.String({ maxLength: 500 })) }),
  result: LineRecord,
});

export const OpenGroupRecord = Type.Object({
  id: Type.String(),
  groupNo: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  arrivalDate: Day,
  orderCount: Type.Number(),
  lineCount: Type.Number(),
  slots: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), time: Type.String() })),
});
export type OpenGroupRecord = Static<typeof OpenGroupRecord>;

export const openGroups = defineRoute({
  method: 'GET',
  url: '/order/new-order/open-groups',
  summary: 'Canteen or procurement: order groups that still take products (arrival date not past, not fully audited) (column: arrivalDate)',
  tag,
  querystring: ListQuery({ restaurantId: Type.Optional(RowId), arrivalFrom: Type.Optional(Day), arrivalTo: Type.Optional(Day) }),
  result: PageOf(OpenGroupRecord),
});

export const groupAddProduct = defineRoute({
  method: 'POST',
  url: '/order/groups/:id/add-product',
  summary: 'Canteen: add products to an open order group as a new order of its canteen and arrival date (agreement prices as in the shop)',
  tag,
  params: ById,
  body: Type.Object({ slot: Type.String({ minLength: 1, maxLength: 40 }), remark: Type.Optional(Type.String({ maxLength: 500 })), lines: ProductLines }),
  result: OrderDetail,
});

export const BackFillRecord = Type.Object({
  id: Type.String(),
  backFillNo: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  arrivalDate: Day,
  slot: Type.String(),
  lines: Type.Array(Type.Object({ baseProductId: Type.String(), productName: Type.String(), unit: Type.String(), quantity: Type.String(), price: Type.String(), amount: Type.Number() })),
  amount: Type.Number(),
  remark: Nullable(Type.String()),
  status: Type.Enum(BACK_FILL_STATUSES),
  version: Type.Number(),
  decisionNote: Nullable(Type.String()),
  orderId: Nullable(Type.String()),
  orderNo: Nullable(Type.String()),
  createBy: Nullable(Type.String()),
  createTime: DateTime,
  actions: Type.Array(Type.Enum(BACK_FILL_ACTIONS)),
});
export type BackFillRecord = Static<typeof BackFillRecord>;

export const BackFillDetail = Type.Object({ ...BackFillRecord.properties, events: Type.Array(EventRecord) });

const BackFillQuery = ListQuery({
  backFillNo: Type.Optional(Type.String({ maxLength: 40 })),
  status: Type.Optional(Type.Enum(BACK_FILL_STATUSES)),
  restaurantId: Type.Optional(RowId),
  supplierId: Type.Optional(RowId),
  arrivalFrom: Type.Optional(Day),
  arrivalTo: Type.Optional(Day),
});

export const backFillList = defineRoute({
  method: 'GET',
  url: '/order/back-fills',
  summary: 'Back-fills in scope, paged (column: createTime, arrivalDate)',
  tag,
  querystring: BackFillQuery,
  result: PageOf(BackFillRecord),
});

export const backFillExport = defineRoute({
  method: 'GET',
  url: '/order/back-fills/export',
  summary: 'The back-fill list with the same filters as an Excel workbook (one row per recorded product)',
  tag,
  querystring: BackFillQuery,
  raw: XLSX,
});

export const backFillOffers = defineRoute({
  method: 'GET',
  url: '/order/back-fills/offers',
  summary: "Canteen: the suppliers' agreement prices for a canteen on a day (what a back-fill may record)",
  tag,
  querystring: Type.Object({ restaurantId: RowId, arrivalDate: Day }),
  result: Type.Array(Type.Object({ supplierId: Type.String(), supplierName: Type.String(), baseProductId: Type.String(), productName: Type.String(), unit: Type.String(), price: Type.String() })),
});

export const backFillDetail = defineRoute({ method: 'GET', url: '/order/back-fills/:id', summary: 'One back-fill with its trail', tag, params: ById, result: BackFillDetail });

export const backFillCreate = defineRoute({
  method: 'POST',
  url: '/order/back-fills',
  summary: "Canteen: record goods delivered without an order (supplier, day within the last 31, products at the supplier's agreement price); waits for procurement",
  tag,
  body: Type.Object({
    restaurantId: RowId,
    supplierId: RowId,
    arrivalDate: Day,
    slot: Type.String({ minLength: 1, maxLength: 40 }),
    remark: Type.Optional(Type.String({ maxLength: 500 })),
    lines: ProductLines,
  }),
  result: BackFillDetail,
});

const action = (path: string, summary: string) =>
  defineRoute({ method: 'POST', url: `/order/back-fills/:id/${path}`, summary, tag, params: ById, body: Type.Object({ version: Version, reason: Type.Optional(Type.String({ maxLength: 500 })) }), result: BackFillDetail });

export const backFillApprove = action('approve', 'Procurement: approve a back-fill; it becomes an order of that day with received lines, awaiting the normal audit');
export const backFillReject = action('reject', 'Procurement: reject a back-fill, with a reason');
export const backFillCancel = action('cancel', 'Canteen: cancel its back-fill while it waits');

export const BACK_FILL_ACTION_ROUTES = { approve: backFillApprove, reject: backFillReject, cancel: backFillCancel } as const;
