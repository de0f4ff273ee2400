/**
 * Price setting in 采购管理 (issue 20): cloud goods, conference prices and three-party comparisons, their
 * machines (src/contract/domain/purchasePricing.ts) and the agreement prices they make. Lists page, filter
 * and sort on the server within the caller's scope; every edit and action names the version it read.
 */
import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { PRICE_PATTERN, QUANTITY_PATTERN } from '../domain/order.ts';
import { CLOUD_GOOD_ACTIONS, CLOUD_GOOD_STATUSES, DECISION_ACTIONS, DECISION_STATUSES } from '../domain/purchasePricing.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, Day, ListQuery, RowId, Stamps } from '../rows.ts';
import { EventRecord } from './ordering.ts';
import { PurchasePrintBody, PurchasePrintRecord, PurchasePrintStarted } from './purchaseBids.ts';

const tag = 'purchase-pricing';
const Version = Type.Integer({ minimum: 1, description: 'the version the caller read' });
const Price = Type.String({ pattern: PRICE_PATTERN });
const Text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
/** A path the upload answered, or null for none. */
const UploadPath = Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64 })));
const Canteens = Type.Array(RowId, { minItems: 1, maxItems: 200, description: 'the canteens it prices for' });
const XLSX = { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'An .xlsx download of the filtered list' };
const NamedCanteen = Type.Object({ id: Type.String(), name: Type.String() });

/** A list route and its Excel export over the same filters. */
function listAndExport<F extends TProperties, R extends TSchema>(url: string, what: string, columns: string, filters: F, record: R) {
  return {
    list: defineRoute({ method: 'GET', url, summary: `${what} in scope, paged (column: ${columns})`, tag, querystring: ListQuery(filters), result: PageOf(record) }),
    export: defineRoute({ method: 'GET', url: `${url}/export`, summary: `${what} with the same filters as an Excel workbook`, tag, querystring: ListQuery(filters), raw: XLSX }),
  };
}
const Action = Type.Object({ version: Version, reason: Type.Optional(Type.String({ maxLength: 500 })) });

// ---- cloud goods ----

export const CloudGoodRecord = Type.Object({
  id: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  baseProductId: Type.String(),
  productCode: Type.String(),
  productName: Type.String(),
  unit: Type.String(),
  spec: Nullable(Type.String()),
  price: Type.String(),
  minOrder: Type.String(),
  imageId: Nullable(Type.String()),
  note: Nullable(Type.String()),
  status: Type.Enum(CLOUD_GOOD_STATUSES),
  reason: Nullable(Type.String()),
  version: Type.Number(),
  listedBy: Nullable(Type.String()),
  listedAt: Nullable(DateTime),
  /** How many canteens adopted it. */
  adoptions: Type.Number(),
  ...Stamps,
  actions: Type.Array(Type.Enum(CLOUD_GOOD_ACTIONS)),
  /** Whether the caller may adopt it now (listed, and the caller adopts). */
  adoptable: Type.Boolean(),
});
export type CloudGoodRecord = Static<typeof CloudGoodRecord>;

export const CloudAdoption = Type.Object({
  id: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  priceId: Type.String(),
  effectiveFrom: Day,
  createBy: Nullable(Type.String()),
  createTime: DateTime,
});

export const CloudGoodDetail = Type.Object({ ...CloudGoodRecord.properties, adoptionList: Type.Array(CloudAdoption), events: Type.Array(EventRecord) });
export type CloudGoodDetail = Static<typeof CloudGoodDetail>;

const cloudFilters = {
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'product name or code' })),
  status: Type.Optional(Type.Enum(CLOUD_GOOD_STATUSES)),
  supplierId: Type.Optional(RowId),
};
const cloudLists = listAndExport('/purchase/cloud-goods', 'Cloud goods (suppliers: their own; canteens: listed ones)', 'createTime, price, productName', cloudFilters, CloudGoodRecord);
export const cloudGoodList = cloudLists.list;
export const cloudGoodExport = cloudLists.export;

export const cloudGoodDetail = defineRoute({ method: 'GET', url: '/purchase/cloud-goods/:id', summary: 'One cloud item with the canteens that adopted it and its trail', tag, params: ById, result: CloudGoodDetail });

const CloudInput = {
  baseProductId: RowId,
  spec: Text(100),
  price: Price,
  minOrder: Type.String({ pattern: QUANTITY_PATTERN }),
  imageId: UploadPath,
  note: Text(500),
};
export const cloudGoodCreate = defineRoute({
  method: 'POST',
  url: '/purchase/cloud-goods',
  summary: 'Supplier: offer a product it holds an approved link of on the cloud list (a draft until procurement lists it)',
  tag,
  body: Type.Object({ supplierId: Type.Optional(RowId), ...CloudInput }),
  result: CloudGoodDetail,
});
export const cloudGoodUpdate = defineRoute({
  method: 'PUT',
  url: '/purchase/cloud-goods/:id',
  summary: 'Supplier: change its draft cloud item',
  tag,
  params: ById,
  body: Type.Object({ version: Version, ...CloudInput }),
  result: CloudGoodDetail,
});
const cloudAction = (path: string, summary: string) => defineRoute({ method: 'POST', url: `/purchase/cloud-goods/:id/${path}`, summary, tag, params: ById, body: Action, result: CloudGoodDetail });
export const CLOUD_GOOD_ACTION_ROUTES = {
  list: cloudAction('list', 'Procurement: approve a draft onto the cloud list'),
  delist: cloudAction('delist', 'Procurement or its supplier: take a listed item off the cloud list, with a reason'),
  redraft: cloudAction('redraft', 'Supplier: take a delisted item back to draft to change and offer it again'),
} as const;

export const cloudGoodAdopt = defineRoute({
  method: 'POST',
  url: '/purchase/cloud-goods/:id/adopt',
  summary: 'Canteen or procurement: adopt a listed item for canteens of its scope from a day (approved agreement prices at its price)',
  tag,
  params: ById,
  body: Type.Object({ restaurantIds: Canteens, effectiveFrom: Day }),
  result: CloudGoodDetail,
});

// ---- conference prices ----

export const MeetingLine = Type.Object({
  id: Type.String(),
  lineNo: Type.Number(),
  baseProductId: Type.String(),
  productCode: Type.String(),
  productName: Type.String(),
  unit: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  price: Type.String(),
});

export const MeetingRecord = Type.Object({
  id: Type.String(),
  title: Type.String(),
  meetingDate: Day,
  attendees: Type.String(),
  periodStart: Day,
  periodEnd: Day,
  status: Type.Enum(DECISION_STATUSES),
  reason: Nullable(Type.String()),
  version: Type.Number(),
  decidedBy: Nullable(Type.String()),
  decidedAt: Nullable(DateTime),
  canteens: Type.Array(NamedCanteen),
  lineCount: Type.Number(),
  ...Stamps,
  actions: Type.Array(Type.Enum(DECISION_ACTIONS)),
});
export type MeetingRecord = Static<typeof MeetingRecord>;

export const MeetingDetail = Type.Object({ ...MeetingRecord.properties, minutes: Type.String(), lines: Type.Array(MeetingLine), events: Type.Array(EventRecord) });
export type MeetingDetail = Static<typeof MeetingDetail>;

const meetingFilters = {
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'title' })),
  status: Type.Optional(Type.Enum(DECISION_STATUSES)),
  restaurantId: Type.Optional(RowId),
  meetingFrom: Type.Optional(Day),
  meetingTo: Type.Optional(Day),
};
const meetingLists = listAndExport('/purchase/price-meetings', 'Conference prices (price meetings)', 'createTime, meetingDate, periodStart', meetingFilters, MeetingRecord);
export const meetingList = meetingLists.list;
export const meetingExport = meetingLists.export;
export const meetingDetail = defineRoute({ method: 'GET', url: '/purchase/price-meetings/:id', summary: 'One price meeting with its minutes, lines and trail', tag, params: ById, result: MeetingDetail });

const MeetingInput = {
  title: Type.String({ minLength: 1, maxLength: 100 }),
  meetingDate: Day,
  attendees: Type.String({ minLength: 1, maxLength: 500 }),
  minutes: Type.String({ minLength: 1, maxLength: 10_000 }),
  periodStart: Day,
  periodEnd: Day,
  restaurantIds: Canteens,
  lines: Type.Array(Type.Object({ baseProductId: RowId, supplierId: RowId, price: Price }), { maxItems: 500 }),
};
export const meetingCreate = defineRoute({ method: 'POST', url: '/purchase/price-meetings', summary: 'Procurement: record a price meeting (a draft)', tag, body: Type.Object(MeetingInput), result: MeetingDetail });
export const meetingUpdate = defineRoute({ method: 'PUT', url: '/purchase/price-meetings/:id', summary: 'Procurement: change a draft price meeting', tag, params: ById, body: Type.Object({ version: Version, ...MeetingInput }), result: MeetingDetail });
const meetingAction = (path: string, summary: string) => defineRoute({ method: 'POST', url: `/purchase/price-meetings/:id/${path}`, summary, tag, params: ById, body: Action, result: MeetingDetail });
export const MEETING_ACTION_ROUTES = {
  submit: meetingAction('submit', 'Procurement: submit a draft meeting for approval'),
  approve: meetingAction('approve', 'Procurement: approve (every line becomes an approved agreement price for every canteen from the period start)'),
  reject: meetingAction('reject', 'Procurement: reject a submitted meeting, with a reason'),
  revise: meetingAction('revise', 'Procurement: take a rejected meeting back to draft'),
} as const;

// ---- three-party comparisons ----

export const ComparisonQuote = Type.Object({
  id: Type.String(),
  lineNo: Type.Number(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  price: Type.String(),
  quoteDate: Day,
  note: Nullable(Type.String()),
  fileId: Nullable(Type.String()),
  lowest: Type.Boolean(),
  chosen: Type.Boolean(),
});

export const ComparisonRecord = Type.Object({
  id: Type.String(),
  baseProductId: Type.String(),
  productCode: Type.String(),
  productName: Type.String(),
  unit: Type.String(),
  effectiveFrom: Day,
  chosenSupplierId: Nullable(Type.String()),
  chosenSupplierName: Nullable(Type.String()),
  chosenPrice: Nullable(Type.String()),
  lowestPrice: Nullable(Type.String()),
  quoteCount: Type.Number(),
  choiceReason: Nullable(Type.String()),
  note: Nullable(Type.String()),
  status: Type.Enum(DECISION_STATUSES),
  reason: Nullable(Type.String()),
  version: Type.Number(),
  decidedBy: Nullable(Type.String()),
  decidedAt: Nullable(DateTime),
  canteens: Type.Array(NamedCanteen),
  ...Stamps,
  actions: Type.Array(Type.Enum(DECISION_ACTIONS)),
});
export type ComparisonRecord = Static<typeof ComparisonRecord>;

export const ComparisonDetail = Type.Object({ ...ComparisonRecord.properties, quotes: Type.Array(ComparisonQuote), events: Type.Array(EventRecord) });
export type ComparisonDetail = Static<typeof ComparisonDetail>;

const comparisonFilters = {
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'product name or code' })),
  status: Type.Optional(Type.Enum(DECISION_STATUSES)),
  restaurantId: Type.Optional(RowId),
  baseProductId: Type.Optional(RowId),
};
const comparisonLists = listAndExport('/purchase/price-comparisons', 'Three-party price comparisons', 'createTime, effectiveFrom', comparisonFilters, ComparisonRecord);
export const comparisonList = comparisonLists.list;
export const comparisonExport = comparisonLists.export;
export const comparisonDetail = defineRoute({ method: 'GET', url: '/purchase/price-comparisons/:id', summary: 'One comparison with its quotes side by side (lowest and chosen marked) and trail', tag, params: ById, result: ComparisonDetail });

const ComparisonInput = {
  baseProductId: RowId,
  effectiveFrom: Day,
  restaurantIds: Canteens,
  quotes: Type.Array(Type.Object({ supplierId: RowId, price: Price, quoteDate: Day, note: Text(500), fileId: UploadPath }), { maxItems: 20 }),
  chosenSupplierId: Type.Optional(Nullable(RowId)),
  choiceReason: Text(500),
  note: Text(500),
};
export const comparisonCreate = defineRoute({
  method: 'POST',
  url: '/purchase/price-comparisons',
  summary: 'Procurement: enter a comparison (quotes of at least three different suppliers and the chosen one; a reason when it is not the lowest)',
  tag,
  body: Type.Object(ComparisonInput),
  result: ComparisonDetail,
});
export const comparisonUpdate = defineRoute({ method: 'PUT', url: '/purchase/price-comparisons/:id', summary: 'Procurement: change a draft comparison', tag, params: ById, body: Type.Object({ version: Version, ...ComparisonInput }), result: ComparisonDetail });
const comparisonAction = (path: string, summary: string) => defineRoute({ method: 'POST', url: `/purchase/price-comparisons/:id/${path}`, summary, tag, params: ById, body: Action, result: ComparisonDetail });
export const COMPARISON_ACTION_ROUTES = {
  submit: comparisonAction('submit', 'Procurement: submit a draft comparison for approval'),
  approve: comparisonAction('approve', 'Procurement: approve (the chosen quote becomes an approved agreement price for every canteen; the supplier must be allowed to serve)'),
  reject: comparisonAction('reject', 'Procurement: reject a submitted comparison, with a reason'),
  revise: comparisonAction('revise', 'Procurement: take a rejected comparison back to draft'),
} as const;

// ---- printing ----

export const comparisonPrintRecord = defineRoute({ method: 'GET', url: '/purchase/price-comparisons/:id/record', tag, params: ById, result: PurchasePrintRecord, summary: 'A comparison as the price_comparison template\'s record: the quotes side by side, the chosen one and why' });
export const comparisonPrint = defineRoute({
  method: 'POST', url: '/purchase/price-comparisons/:id/print', tag, params: ById, body: PurchasePrintBody, result: PurchasePrintStarted,
  summary: 'Print a comparison with a template of the price_comparison type through the batch job',
});
export const meetingPrintRecord = defineRoute({ method: 'GET', url: '/purchase/price-meetings/:id/record', tag, params: ById, result: PurchasePrintRecord, summary: 'A price meeting as the price_meeting template\'s record: the conference price list' });
export const meetingPrint = defineRoute({
  method: 'POST', url: '/purchase/price-meetings/:id/print', tag, params: ById, body: PurchasePrintBody, result: PurchasePrintStarted,
  summary: 'Print a price meeting with a template of the price_meeting type through the batch job',
});
