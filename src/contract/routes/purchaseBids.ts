/**
 * Bids, bid rules and the agreement-price list (issue 20, 采购管理): the rules procurement keeps, the bids
 * made from them with the suppliers' offers, the server's ranking and the award, and every agreement price
 * with where it came from. The rules live in src/contract/domain/purchaseBid.ts.
 */
import { Type, type Static, type TProperties } from 'typebox';
import { PRICE_STATUSES } from '../domain/agreementPrice.ts';
import { PRICE_PATTERN } from '../domain/order.ts';
import { BID_STATUSES, LEAD_DAYS_MAX, OFFER_STATUSES, RULE_PRODUCTS_MAX } from '../domain/purchaseBid.ts';
import { PURCHASE_DOCUMENTS } from '../domain/purchasePrint.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, Day, ListQuery, NullableText, RowId, Stamps } from '../rows.ts';

const tag = 'purchase';
const Money = Type.String({ pattern: PRICE_PATTERN, description: 'yuan, up to 2 decimals' });
const Version = Type.Integer({ minimum: 1 });
const Flag = Type.Optional(Type.Enum(['0', '1']));
const Keyword = Type.Optional(Type.String({ maxLength: 100 }));
const Weight = Type.Integer({ minimum: 0, maximum: 100 });
const XLSX = { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'The filtered rows as an Excel workbook' };
const Named = Type.Object({ id: Type.String(), name: Type.String() });

/** A list route and its Excel export over the same filters. */
function listAndExport<Q extends TProperties, R extends ReturnType<typeof Type.Object>>(url: string, summary: string, filters: Q, row: R) {
  const querystring = ListQuery(filters);
  return [
    defineRoute({ method: 'GET', url, summary, tag, querystring, result: PageOf(row) }),
    defineRoute({ method: 'GET', url: `${url}/export`, summary: `Excel export: ${summary}`, tag, querystring, raw: XLSX }),
  ] as const;
}

// ---- bid rules (采购规则) ----

const Weights = { priceWeight: Weight, qualityWeight: Weight, deliveryWeight: Weight, minOffers: Type.Integer({ minimum: 1, maximum: 20 }) };

export const PurchaseRuleRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  products: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), unit: Type.String() })),
  restaurants: Type.Array(Named),
  periodFrom: Type.String(),
  periodTo: Type.String(),
  ...Weights,
  enabled: Type.Boolean(),
  remark: Nullable(Type.String()),
  version: Type.Integer(),
  ...Stamps,
});
export type PurchaseRuleRow = Static<typeof PurchaseRuleRow>;

export const [purchaseRuleList, purchaseRuleExport] = listAndExport(
  '/purchase/rules',
  'Platform / procurement: bid rules by name, canteen, enabled; sorts by createTime, name, periodFrom',
  { keyword: Keyword, restaurantId: Type.Optional(RowId), enabled: Flag },
  PurchaseRuleRow,
);

const RuleFields = {
  name: Type.String({ minLength: 1, maxLength: 60 }),
  productIds: Type.Array(RowId, { minItems: 1, maxItems: RULE_PRODUCTS_MAX }),
  restaurantIds: Type.Array(RowId, { minItems: 1, maxItems: 200 }),
  periodFrom: Day,
  periodTo: Day,
  ...Weights,
  remark: NullableText(200),
};

export const purchaseRuleDetail = defineRoute({ method: 'GET', url: '/purchase/rules/:id', summary: 'One bid rule', tag, params: ById, result: PurchaseRuleRow });
export const purchaseRuleCreate = defineRoute({ method: 'POST', url: '/purchase/rules', summary: 'Platform / procurement: a bid rule (weights sum to 100)', tag, body: Type.Object(RuleFields), result: PurchaseRuleRow });
export const purchaseRuleEdit = defineRoute({ method: 'PUT', url: '/purchase/rules/:id', summary: 'Platform / procurement: change a bid rule (running bids keep their copy)', tag, params: ById, body: Type.Object({ ...RuleFields, version: Version }), result: PurchaseRuleRow });
export const purchaseRuleEnable = defineRoute({ method: 'POST', url: '/purchase/rules/:id/enabled', summary: 'Platform / procurement: enable or disable a bid rule (a disabled rule makes no bids)', tag, params: ById, body: Type.Object({ version: Version, enabled: Type.Boolean() }), result: PurchaseRuleRow });
export const purchaseRuleDelete = defineRoute({ method: 'DELETE', url: '/purchase/rules/:id', summary: 'Platform / procurement: remove a bid rule no open bid uses', tag, params: ById, querystring: Type.Object({ version: Version }), result: Type.Null() });

// ---- bids (招标) ----

export const PurchaseBidRow = Type.Object({
  id: Type.String(),
  bidNo: Type.String(),
  ruleId: Type.String(),
  ruleName: Type.String(),
  title: Type.String(),
  productCount: Type.Integer(),
  restaurantCount: Type.Integer(),
  ...Weights,
  effectiveFrom: Type.String(),
  deadline: DateTime,
  status: Type.Enum(BID_STATUSES),
  reason: Nullable(Type.String()),
  /** Submitted offers (a supplier counts only its own). */
  offerCount: Type.Integer(),
  version: Type.Integer(),
  publishedAt: Nullable(DateTime),
  closedAt: Nullable(DateTime),
  awardedAt: Nullable(DateTime),
  awardedBy: Nullable(Type.String()),
  /** What the caller may do now (state and role; guards aside). */
  actions: Type.Array(Type.String()),
  ...Stamps,
});
export type PurchaseBidRow = Static<typeof PurchaseBidRow>;

export const [purchaseBidList, purchaseBidExport] = listAndExport(
  '/purchase/bids',
  'Bids by status, number or title, rule; procurement sees its canteens\' bids, suppliers open ones and those they offered to; sorts by createTime, deadline, bidNo',
  { keyword: Keyword, status: Type.Optional(Type.Enum(BID_STATUSES)), ruleId: Type.Optional(RowId) },
  PurchaseBidRow,
);

export const BidOffer = Type.Object({
  id: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  status: Type.Enum(OFFER_STATUSES),
  leadDays: Type.Integer(),
  remark: Nullable(Type.String()),
  /** Valid qualifications over all of the supplier's (0-1) when the bid closed or now. */
  qualification: Type.Number(),
  submittedAt: DateTime,
  version: Type.Integer(),
  lines: Type.Array(Type.Object({ baseProductId: Type.String(), price: Type.String() })),
});
export type BidOffer = Static<typeof BidOffer>;

export const RankedOffer = Type.Object({
  offerId: Type.String(),
  supplierName: Type.String(),
  price: Type.String(),
  priceScore: Type.Number(),
  qualityScore: Type.Number(),
  deliveryScore: Type.Number(),
  total: Type.Number(),
  rank: Type.Integer(),
});
export type RankedOffer = Static<typeof RankedOffer>;

export const PurchaseBidDetail = Type.Object({
  ...PurchaseBidRow.properties,
  products: Type.Array(Type.Object({ id: Type.String(), code: Type.String(), name: Type.String(), unit: Type.String() })),
  restaurants: Type.Array(Named),
  /** Procurement sees every offer once the bid is closed; a supplier only its own. */
  offers: Type.Array(BidOffer),
  /** Per product, the submitted offers scored and ranked (procurement, once closed). */
  ranking: Type.Array(Type.Object({ baseProductId: Type.String(), offers: Type.Array(RankedOffer) })),
  awards: Type.Array(Type.Object({ baseProductId: Type.String(), productName: Type.String(), offerId: Type.String(), supplierName: Type.String(), price: Type.String(), total: Type.Number(), effectiveFrom: Type.String() })),
  /** A supplier: may it offer now (open, before the deadline, allowed to serve every canteen)? */
  canOffer: Type.Boolean(),
});
export type PurchaseBidDetail = Static<typeof PurchaseBidDetail>;

export const purchaseBidDetail = defineRoute({ method: 'GET', url: '/purchase/bids/:id', summary: 'One bid with its products, canteens, offers, ranking and awards as the caller may see them', tag, params: ById, result: PurchaseBidDetail });

const BidFields = {
  title: Type.String({ minLength: 1, maxLength: 80 }),
  effectiveFrom: Day,
  deadline: DateTime,
};
export const purchaseBidCreate = defineRoute({ method: 'POST', url: '/purchase/bids', summary: 'Platform / procurement: a draft bid from an enabled rule (copies its products, canteens and weights)', tag, body: Type.Object({ ruleId: RowId, ...BidFields }), result: PurchaseBidDetail });
export const purchaseBidEdit = defineRoute({ method: 'PUT', url: '/purchase/bids/:id', summary: 'Platform / procurement: change a draft bid', tag, params: ById, body: Type.Object({ ...BidFields, version: Version }), result: PurchaseBidDetail });
export const purchaseBidMove = defineRoute({
  method: 'POST',
  url: '/purchase/bids/:id/:action',
  summary: 'Platform / procurement: publish (deadline ahead), close (offers are scored) or cancel (with a reason) a bid',
  tag,
  params: Type.Object({ id: RowId, action: Type.Enum(['publish', 'close', 'cancel']) }),
  body: Type.Object({ version: Version, reason: NullableText(200) }),
  result: PurchaseBidDetail,
});
export const purchaseBidAward = defineRoute({
  method: 'POST',
  url: '/purchase/bids/:id/award',
  summary: 'Platform / procurement: award each product to one offer; the offers become agreement prices for the bid\'s canteens from its day',
  tag,
  params: ById,
  body: Type.Object({ version: Version, choices: Type.Array(Type.Object({ baseProductId: RowId, offerId: RowId }), { minItems: 1, maxItems: RULE_PRODUCTS_MAX }) }),
  result: PurchaseBidDetail,
});
export const purchaseOfferSubmit = defineRoute({
  method: 'PUT',
  url: '/purchase/bids/:id/offer',
  summary: 'Supplier: submit or replace its offer (a price per product) while the bid is open; version of the offer it replaces',
  tag,
  params: ById,
  body: Type.Object({
    supplierId: Type.Optional(RowId),
    leadDays: Type.Integer({ minimum: 0, maximum: LEAD_DAYS_MAX }),
    remark: NullableText(200),
    lines: Type.Array(Type.Object({ baseProductId: RowId, price: Money }), { minItems: 1, maxItems: RULE_PRODUCTS_MAX }),
    version: Type.Optional(Version),
  }),
  result: PurchaseBidDetail,
});
export const purchaseOfferWithdraw = defineRoute({
  method: 'POST',
  url: '/purchase/bids/:id/offer/withdraw',
  summary: 'Supplier: withdraw its offer while the bid is open',
  tag,
  params: ById,
  body: Type.Object({ supplierId: Type.Optional(RowId), version: Version }),
  result: PurchaseBidDetail,
});

// ---- agreement prices (协议价) ----

export const AgreementPriceRow = Type.Object({
  id: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  baseProductId: Type.String(),
  productCode: Type.String(),
  productName: Type.String(),
  unit: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  price: Type.String(),
  effectiveFrom: Type.String(),
  effectiveTo: Nullable(Type.String()),
  status: Type.Enum(PRICE_STATUSES),
  /** In force today: approved, begun, not yet followed by the supplier's next price. */
  inForce: Type.Boolean(),
  /** bid: awarded by a bid (bidNo); catalogue: proposed and approved in the catalogue. */
  source: Type.Enum(['bid', 'catalogue']),
  bidId: Nullable(Type.String()),
  bidNo: Nullable(Type.String()),
  decidedBy: Nullable(Type.String()),
  decidedAt: Nullable(DateTime),
});
export type AgreementPriceRow = Static<typeof AgreementPriceRow>;

export const [agreementPriceList, agreementPriceExport] = listAndExport(
  '/purchase/agreement-prices',
  'Agreement prices in force or all history, by product, canteen, supplier, source (bid number); procurement: its institution, suppliers: their own, canteens: theirs; sorts by effectiveFrom, price, createTime',
  {
    baseProductId: Type.Optional(RowId),
    restaurantId: Type.Optional(RowId),
    supplierId: Type.Optional(RowId),
    source: Type.Optional(Type.Enum(['bid', 'catalogue'])),
    bidNo: Type.Optional(Type.String({ maxLength: 40 })),
    inForce: Flag,
    status: Type.Optional(Type.Enum(PRICE_STATUSES)),
  },
  AgreementPriceRow,
);

// ---- printing (bids here; comparisons and price meetings in purchasePricing.ts) ----

/** A print of one purchase document: a template of its type, and the caller's offset from UTC (minutes). */
export const PurchasePrintBody = Type.Object({ templateId: RowId, timezoneOffset: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })) });
export const PurchasePrintStarted = Type.Object({ jobId: Type.String(), records: Type.Integer() });
/** A document as its template's record (the fields of src/contract/domain/purchasePrint.ts). */
export const PurchasePrintRecord = Type.Record(Type.String(), Type.Unknown());

export const purchasePrintTemplates = defineRoute({
  method: 'GET', url: '/purchase/print/templates', tag,
  querystring: Type.Object({ document: Type.Enum(PURCHASE_DOCUMENTS) }),
  result: Type.Array(Named),
  summary: 'Templates of a purchase document\'s type (bid, price_comparison, price_meeting) the caller may use',
});
export const purchaseBidPrintRecord = defineRoute({ method: 'GET', url: '/purchase/bids/:id/record', tag, params: ById, result: PurchasePrintRecord, summary: 'A bid as the bid template\'s record: rules, offers ranked with scores (procurement, once closed), award' });
export const purchaseBidPrint = defineRoute({
  method: 'POST', url: '/purchase/bids/:id/print', tag, params: ById, body: PurchasePrintBody, result: PurchasePrintStarted,
  summary: 'Print a bid with a template of the bid type as a PDF through the batch job (GET /jobs/:id follows it)',
});
