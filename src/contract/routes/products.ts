/**
 * The catalogue screens (issue 19): base products (also virtual items), the catalogue overview, supplier
 * product links and their audit, the supplier's price proposals for several canteens, the price history
 * with market deviations, market prices, expiration configs, school fill and price releases. The rules are
 * in src/contract/domain/catalogue.ts and agreementPrice.ts; each list has an Excel export of its filters.
 */
import { Type, type Static, type TProperties } from 'typebox';
import { PRICE_STATUSES } from '../domain/agreementPrice.ts';
import { FILL_STATUSES, LINK_STATUSES, PRODUCT_IMAGES_MAX, PRODUCT_IMAGES_TOO_MANY, RELEASE_STATUSES, SHELF_LIFE_MAX_DAYS } from '../domain/catalogue.ts';
import { PRICE_PATTERN } from '../domain/order.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, Day, ListQuery, NullableText, RowId, Stamps } from '../rows.ts';

const tag = 'catalogue';
const Money = Type.String({ pattern: PRICE_PATTERN, description: 'yuan, up to 2 decimals' });
const Version = Type.Integer({ minimum: 1 });
const Flag = Type.Optional(Type.Enum(['0', '1']));
const Keyword = Type.Optional(Type.String({ maxLength: 100 }));
const Days = Type.Integer({ minimum: 0, maximum: SHELF_LIFE_MAX_DAYS });
const XLSX = { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'The filtered rows as an Excel workbook' };
const Text = (min: number, max: number) => Type.String({ minLength: min, maxLength: max });

/** A list route and its Excel export over the same filters. */
function listAndExport<Q extends TProperties, R extends ReturnType<typeof Type.Object>>(url: string, summary: string, filters: Q, row: R) {
  const querystring = ListQuery(filters);
  return [
    defineRoute({ method: 'GET', url, summary, tag, querystring, result: PageOf(row) }),
    defineRoute({ method: 'GET', url: `${url}/export`, summary: `Excel export: ${summary}`, tag, querystring, raw: XLSX }),
  ] as const;
}

// ---- base products (and virtual items) ----

export const BaseProductRow = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  categoryId: Nullable(Type.String()),
  categoryName: Nullable(Type.String()),
  unit: Type.String(),
  spec: Nullable(Type.String()),
  brand: Nullable(Type.String()),
  shelfLifeDays: Nullable(Type.Integer()),
  warningDays: Nullable(Type.Integer()),
  /** Stored paths of the product's images, as the upload answered them (read back through a signed link). */
  images: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  virtual: Type.Boolean(),
  version: Type.Integer(),
  ...Stamps,
});
export type BaseProductRow = Static<typeof BaseProductRow>;

export const [productCatalogueList, productCatalogueExport] = listAndExport(
  '/catalogue/base-products',
  'Base products by category (with its sub-categories), name or code, enabled, virtual; sorts by code, name, createTime',
  { categoryId: Type.Optional(RowId), keyword: Keyword, enabled: Flag, virtual: Flag },
  BaseProductRow,
);

export const BaseProductDetail = Type.Object({
  ...BaseProductRow.properties,
  /** The shelf life in force: the product's own or its category's expiration config. */
  effectiveShelfLifeDays: Nullable(Type.Integer()),
  effectiveWarningDays: Nullable(Type.Integer()),
  suppliers: Type.Array(Type.Object({ supplierId: Type.String(), supplierName: Type.String(), code: Nullable(Type.String()), auditStatus: Type.Enum(LINK_STATUSES) })),
});

export const productCatalogueDetail = defineRoute({ method: 'GET', url: '/catalogue/base-products/:id', summary: 'One base product with its supplier links and shelf life in force', tag, params: ById, result: BaseProductDetail });

const ProductFields = {
  code: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }),
  name: Text(1, 100),
  categoryId: Type.Optional(Nullable(RowId)),
  unit: Text(1, 10),
  spec: NullableText(100),
  brand: NullableText(100),
  /** null: none of its own, the category's expiration config applies. */
  shelfLifeDays: Type.Optional(Nullable(Days)),
  warningDays: Type.Optional(Nullable(Days)),
  images: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
    maxItems: PRODUCT_IMAGES_MAX,
    'x-error': PRODUCT_IMAGES_TOO_MANY,
    description: "paths the image upload answered: a path new to the product must be the caller's own image upload; one the product holds stays whoever uploaded it",
  })),
  virtual: Type.Optional(Type.Boolean()),
};
export const productCreate = defineRoute({ method: 'POST', url: '/catalogue/base-products', summary: 'Platform / procurement: a new base product (or virtual item)', tag, body: Type.Object(ProductFields), result: BaseProductRow });
export const productEdit = defineRoute({
  method: 'PUT',
  url: '/catalogue/base-products/:id',
  summary: 'Platform / procurement: change a base product (version: the one read)',
  tag,
  params: ById,
  body: Type.Object({ ...ProductFields, version: Version }),
  result: BaseProductRow,
});
export const productEnable = defineRoute({
  method: 'POST',
  url: '/catalogue/base-products/:id/enabled',
  summary: 'Platform / procurement: enable or disable a base product (a disabled one is not offered in the shop)',
  tag,
  params: ById,
  body: Type.Object({ version: Version, enabled: Type.Boolean() }),
  result: BaseProductRow,
});

// ---- the catalogue overview ----

export const ProductOverviewRow = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  categoryName: Nullable(Type.String()),
  unit: Type.String(),
  spec: Nullable(Type.String()),
  enabled: Type.Boolean(),
  /** Approved supplier links. */
  supplierCount: Type.Integer(),
  /** The range of the agreement prices in force today (in the caller's canteens), null without one. */
  minPrice: Nullable(Type.String()),
  maxPrice: Nullable(Type.String()),
});
export const [productOverviewList, productOverviewExport] = listAndExport(
  '/catalogue/products',
  'The catalogue: base products with their approved suppliers and the range of prices in force today; sorts by code, name',
  { categoryId: Type.Optional(RowId), keyword: Keyword },
  ProductOverviewRow,
);

// ---- supplier product links ----

export const SupplierProductRow = Type.Object({
  id: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  baseProductId: Type.String(),
  productCode: Type.String(),
  productName: Type.String(),
  unit: Type.String(),
  code: Nullable(Type.String()),
  brand: Nullable(Type.String()),
  spec: Nullable(Type.String()),
  auditStatus: Type.Enum(LINK_STATUSES),
  reason: Nullable(Type.String()),
  version: Type.Integer(),
  auditedBy: Nullable(Type.String()),
  auditedAt: Nullable(DateTime),
  actions: Type.Array(Type.String()),
  ...Stamps,
});
export type SupplierProductRow = Static<typeof SupplierProductRow>;
export const [supplierProductList, supplierProductExport] = listAndExport(
  '/catalogue/supplier-products',
  "Supplier product links (suppliers: their own); sorts by createTime, productName, supplierName",
  { supplierId: Type.Optional(RowId), baseProductId: Type.Optional(RowId), auditStatus: Type.Optional(Type.Enum(LINK_STATUSES)), keyword: Keyword },
  SupplierProductRow,
);
const LinkFields = { code: Text(1, 40), brand: NullableText(100), spec: NullableText(100) };
export const supplierProductCreate = defineRoute({
  method: 'POST',
  url: '/catalogue/supplier-products',
  summary: 'Supplier: ask to offer a base product under its own code (awaits the audit before it can be priced)',
  tag,
  body: Type.Object({ supplierId: Type.Optional(RowId), baseProductId: RowId, ...LinkFields }),
  result: SupplierProductRow,
});
export const supplierProductEdit = defineRoute({
  method: 'PUT',
  url: '/catalogue/supplier-products/:id',
  summary: "Supplier: change its code, brand or spec of a link",
  tag,
  params: ById,
  body: Type.Object({ version: Version, ...LinkFields }),
  result: SupplierProductRow,
});
const ReasonBody = Type.Object({ version: Version, reason: Type.Optional(Type.String({ maxLength: 500 })) });
export const supplierProductMove = defineRoute({
  method: 'POST',
  url: '/catalogue/supplier-products/:id/:action',
  summary: 'Approve or reject (platform / procurement, with a reason) or resubmit (supplier) a link: action approve, reject or resubmit',
  tag,
  params: Type.Object({ id: RowId, action: Type.Enum(['approve', 'reject', 'resubmit']) }),
  body: ReasonBody,
  result: SupplierProductRow,
});

// ---- prices: proposals for several canteens, history, hold for a release ----

export const priceProposeMany = defineRoute({
  method: 'POST',
  url: '/catalogue/prices',
  summary: 'Supplier: propose one price of an approved product link for several canteens from a day (one proposal per canteen)',
  tag,
  body: Type.Object({
    supplierId: Type.Optional(RowId),
    baseProductId: RowId,
    restaurantIds: Type.Array(RowId, { minItems: 1, maxItems: 500 }),
    price: Money,
    effectiveFrom: Day,
  }),
  result: Type.Array(Type.String({ description: 'the new price ids' })),
});

export const PriceHistoryRow = Type.Object({
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
  effectiveFrom: Day,
  /** Exclusive: the day the next approved price of this supplier, product and canteen took over. */
  effectiveTo: Nullable(Day),
  status: Type.Enum(PRICE_STATUSES),
  reason: Nullable(Type.String()),
  releaseId: Nullable(Type.String()),
  releaseName: Nullable(Type.String()),
  marketPrice: Nullable(Type.String()),
  /** Share above (+) or below (-) the market price of its effective day. */
  deviation: Nullable(Type.Number()),
  flagged: Type.Boolean(),
  version: Type.Integer(),
  decidedBy: Nullable(Type.String()),
  decidedAt: Nullable(DateTime),
  actions: Type.Array(Type.String()),
  createBy: Nullable(Type.String()),
  createTime: DateTime,
});
export type PriceHistoryRow = Static<typeof PriceHistoryRow>;
export const [priceHistoryList, priceHistoryExport] = listAndExport(
  '/catalogue/prices',
  'Agreement prices in scope with their effective period and market deviation (the price history and the approval queue); sorts by effectiveFrom, createTime, price',
  {
    baseProductId: Type.Optional(RowId),
    supplierId: Type.Optional(RowId),
    restaurantId: Type.Optional(RowId),
    releaseId: Type.Optional(RowId),
    status: Type.Optional(Type.Enum(PRICE_STATUSES)),
    keyword: Keyword,
    /** Prices in force on this day. */
    onDay: Type.Optional(Day),
    flagged: Flag,
  },
  PriceHistoryRow,
);
export const priceHold = defineRoute({
  method: 'POST',
  url: '/catalogue/prices/:id/hold',
  summary: 'Procurement: approve a proposed price into a draft price release (current only once the release is published)',
  tag,
  params: ById,
  body: Type.Object({ version: Version, releaseId: RowId }),
  result: PriceHistoryRow,
});

// ---- the current price, one lookup per (product, canteen, day) ----

export const currentPriceLookup = defineRoute({
  method: 'POST',
  url: '/catalogue/current-prices',
  summary: 'The current agreement price of each (product, canteen, day): null where none is in force (canteens outside the caller\'s scope answer null)',
  tag,
  body: Type.Object({ items: Type.Array(Type.Object({ baseProductId: RowId, restaurantId: RowId, day: Day }), { minItems: 1, maxItems: 10_000 }) }),
  result: Type.Array(Nullable(Type.Object({ priceId: Type.String(), supplierId: Type.String(), price: Type.String(), effectiveFrom: Day }))),
});

// ---- market prices ----

export const MarketPriceRow = Type.Object({
  id: Type.String(),
  baseProductId: Type.String(),
  productCode: Type.String(),
  productName: Type.String(),
  unit: Type.String(),
  periodStart: Day,
  periodEnd: Day,
  price: Type.String(),
  source: Nullable(Type.String()),
  version: Type.Integer(),
  ...Stamps,
});
export const [marketPriceList, marketPriceExport] = listAndExport(
  '/catalogue/market-prices',
  'Market reference prices per product and period; sorts by periodStart, productName, price',
  { baseProductId: Type.Optional(RowId), keyword: Keyword, onDay: Type.Optional(Day) },
  MarketPriceRow,
);
const MarketFields = { baseProductId: RowId, periodStart: Day, periodEnd: Day, price: Money, source: NullableText(100) };
export const marketPriceCreate = defineRoute({ method: 'POST', url: '/catalogue/market-prices', summary: 'Platform / procurement: record a market price for a period', tag, body: Type.Object(MarketFields), result: MarketPriceRow });
export const marketPriceEdit = defineRoute({ method: 'PUT', url: '/catalogue/market-prices/:id', summary: 'Platform / procurement: change a market price', tag, params: ById, body: Type.Object({ ...MarketFields, version: Version }), result: MarketPriceRow });
export const marketPriceDelete = defineRoute({ method: 'DELETE', url: '/catalogue/market-prices/:id', summary: 'Platform / procurement: remove a market price', tag, params: ById, querystring: Type.Object({ version: Type.Integer({ minimum: 1 }) }), result: Type.Null() });

// ---- expiration configs ----

export const ExpirationRow = Type.Object({
  id: Type.String(),
  categoryId: Type.String(),
  categoryCode: Type.String(),
  categoryName: Type.String(),
  shelfLifeDays: Type.Integer(),
  warningDays: Type.Integer(),
  /** Products of the category (and below) without their own shelf life. */
  productCount: Type.Integer(),
  version: Type.Integer(),
  ...Stamps,
});
export const [expirationList, expirationExport] = listAndExport(
  '/catalogue/expiration-configs',
  'Shelf life and warning days per category; sorts by categoryCode, shelfLifeDays',
  { keyword: Keyword },
  ExpirationRow,
);
const ExpirationFields = { categoryId: RowId, shelfLifeDays: Days, warningDays: Days };
export const expirationCreate = defineRoute({ method: 'POST', url: '/catalogue/expiration-configs', summary: "Platform / procurement: a category's shelf life", tag, body: Type.Object(ExpirationFields), result: ExpirationRow });
export const expirationEdit = defineRoute({ method: 'PUT', url: '/catalogue/expiration-configs/:id', summary: "Platform / procurement: change a category's shelf life", tag, params: ById, body: Type.Object({ ...ExpirationFields, version: Version }), result: ExpirationRow });

// ---- school fill ----

export const SchoolFillRow = Type.Object({
  id: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  name: Type.String(),
  categoryId: Nullable(Type.String()),
  categoryName: Nullable(Type.String()),
  unit: Type.String(),
  spec: Nullable(Type.String()),
  brand: Nullable(Type.String()),
  note: Nullable(Type.String()),
  status: Type.Enum(FILL_STATUSES),
  reason: Nullable(Type.String()),
  baseProductId: Nullable(Type.String()),
  version: Type.Integer(),
  decidedBy: Nullable(Type.String()),
  decidedAt: Nullable(DateTime),
  actions: Type.Array(Type.String()),
  ...Stamps,
});
export const [schoolFillList, schoolFillExport] = listAndExport(
  '/catalogue/school-fills',
  "Canteens' requests for products the catalogue lacks (canteens: theirs; procurement: its canteens'); sorts by createTime, name",
  { restaurantId: Type.Optional(RowId), status: Type.Optional(Type.Enum(FILL_STATUSES)), keyword: Keyword },
  SchoolFillRow,
);
export const schoolFillCreate = defineRoute({
  method: 'POST',
  url: '/catalogue/school-fills',
  summary: 'Canteen: ask for a product the catalogue lacks',
  tag,
  body: Type.Object({ restaurantId: RowId, name: Text(1, 100), categoryId: Type.Optional(Nullable(RowId)), unit: Text(1, 10), spec: NullableText(100), brand: NullableText(100), note: NullableText(500) }),
  result: SchoolFillRow,
});
export const schoolFillMove = defineRoute({
  method: 'POST',
  url: '/catalogue/school-fills/:id/:action',
  summary: 'Procurement: approve (it becomes a base product under the code given) or reject with a reason',
  tag,
  params: Type.Object({ id: RowId, action: Type.Enum(['approve', 'reject']) }),
  body: Type.Object({ version: Version, reason: Type.Optional(Type.String({ maxLength: 500 })), code: Type.Optional(ProductFields.code) }),
  result: SchoolFillRow,
});

// ---- price releases ----

export const PriceReleaseRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  releaseDate: Day,
  status: Type.Enum(RELEASE_STATUSES),
  remark: Nullable(Type.String()),
  priceCount: Type.Integer(),
  version: Type.Integer(),
  publishedBy: Nullable(Type.String()),
  publishedAt: Nullable(DateTime),
  actions: Type.Array(Type.String()),
  ...Stamps,
});
export type PriceReleaseRow = Static<typeof PriceReleaseRow>;
export const [priceReleaseList, priceReleaseExport] = listAndExport(
  '/catalogue/price-releases',
  'Price releases; sorts by releaseDate, createTime',
  { status: Type.Optional(Type.Enum(RELEASE_STATUSES)), keyword: Keyword },
  PriceReleaseRow,
);
const ReleaseFields = { name: Text(1, 100), releaseDate: Day, remark: NullableText(500) };
export const priceReleaseCreate = defineRoute({ method: 'POST', url: '/catalogue/price-releases', summary: 'Procurement: a draft price release from a day', tag, body: Type.Object(ReleaseFields), result: PriceReleaseRow });
export const priceReleaseEdit = defineRoute({ method: 'PUT', url: '/catalogue/price-releases/:id', summary: 'Procurement: change a draft release', tag, params: ById, body: Type.Object({ ...ReleaseFields, version: Version }), result: PriceReleaseRow });
export const priceReleasePublish = defineRoute({
  method: 'POST',
  url: '/catalogue/price-releases/:id/publish',
  summary: 'Procurement: publish a draft release: its held prices become the agreement prices from the release day',
  tag,
  params: ById,
  body: Type.Object({ version: Version }),
  result: PriceReleaseRow,
});
