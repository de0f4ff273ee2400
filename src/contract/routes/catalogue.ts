/**
 * The master data ordering stands on: canteens with their delivery slots, base products by category and
 * unit, the shop's products with the canteen's current agreement prices, and agreement prices with their
 * approval (src/contract/domain/agreementPrice.ts). Issue 19 builds the full catalogue on these.
 */
import { Type, type Static } from 'typebox';
import { PRICE_STATUSES } from '../domain/agreementPrice.ts';
import { PRICE_PATTERN } from '../domain/order.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { Paging } from '../rows.ts';

const tag = 'catalogue';
const Id = Type.String({ minLength: 1, maxLength: 64 });
const ById = Type.Object({ id: Id });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Money = Type.String({ pattern: PRICE_PATTERN, description: 'yuan, up to 2 decimals' });
const Version = Type.Integer({ minimum: 1 });
const literals = <const T extends readonly string[]>(values: T) => Type.Enum(values);

export const DeliverySlotSchema = Type.Object({ code: Type.String(), name: Type.String(), time: Type.String() });

/** A canteen as ordering sees it. */
export const CanteenRecord = Type.Object({
  id: Type.String(),
  name: Type.String(),
  collegeId: Type.String(),
  collegeName: Type.String(),
  address: Nullable(Type.String()),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  deliverySlots: Type.Array(DeliverySlotSchema),
});
export type CanteenRecord = Static<typeof CanteenRecord>;

export const canteenList = defineRoute({
  method: 'GET',
  url: '/university/restaurants',
  summary: "The canteens in the caller's scope (canteen staff: theirs; procurement: its institution's; suppliers: those they hold prices for)",
  tag,
  result: Type.Array(CanteenRecord),
});

export const BaseProductRecord = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  categoryId: Nullable(Type.String()),
  categoryName: Nullable(Type.String()),
  unit: Type.String(),
  spec: Nullable(Type.String()),
});

export const baseProductList = defineRoute({
  method: 'GET',
  url: '/product/base-products',
  summary: 'Base products, paged, by category (and its sub-categories) and name',
  tag,
  querystring: Type.Object({ ...Paging, categoryId: Type.Optional(Id), keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
  result: PageOf(BaseProductRecord),
});

/** A product a canteen may buy: its current agreement price and the supplier holding it. */
export const ShopProduct = Type.Object({
  ...BaseProductRecord.properties,
  price: Type.String(),
  /** The least quantity that may be ordered at this price (a cloud item's minimum order); null: any. */
  minOrder: Nullable(Type.String()),
  supplierId: Type.String(),
  supplierName: Type.String(),
  /** The approved price row in force. */
  priceId: Type.String(),
});
export type ShopProduct = Static<typeof ShopProduct>;

export const shopProducts = defineRoute({
  method: 'GET',
  url: '/shop/products',
  summary: 'The shop: products with a current agreement price for the canteen on the arrival date (default today), paged',
  tag,
  querystring: Type.Object({
    ...Paging,
    restaurantId: Id,
    arrivalDate: Type.Optional(Day),
    categoryId: Type.Optional(Id),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  result: PageOf(ShopProduct),
});

export const PriceRecord = Type.Object({
  id: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  baseProductId: Type.String(),
  productName: Type.String(),
  unit: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  price: Type.String(),
  effectiveFrom: Day,
  status: literals(PRICE_STATUSES),
  reason: Nullable(Type.String()),
  version: Type.Number(),
  decidedBy: Nullable(Type.String()),
  decidedAt: Nullable(DateTime),
  createBy: Nullable(Type.String()),
  createTime: DateTime,
  actions: Type.Array(Type.String()),
});
export type PriceRecord = Static<typeof PriceRecord>;

export const priceList = defineRoute({
  method: 'GET',
  url: '/product/agreement-prices',
  summary: "Agreement prices in scope, paged; pending=1 gives the caller's price queue (its total is PriceCount)",
  tag,
  querystring: Type.Object({
    ...Paging,
    pending: Type.Optional(Type.String({ maxLength: 1 })),
    status: Type.Optional(literals(PRICE_STATUSES)),
    restaurantId: Type.Optional(Id),
    supplierId: Type.Optional(Id),
    baseProductId: Type.Optional(Id),
  }),
  result: PageOf(PriceRecord),
});

export const priceDetail = defineRoute({ method: 'GET', url: '/product/agreement-prices/:id', summary: 'One agreement price', tag, params: ById, result: PriceRecord });

export const pricePropose = defineRoute({
  method: 'POST',
  url: '/product/agreement-prices',
  summary: 'Supplier: propose a price for a base product and canteen from an effective date (awaits procurement approval)',
  tag,
  body: Type.Object({
    /** The supplier company, when the account holds several; default its only one. */
    supplierId: Type.Optional(Id),
    baseProductId: Id,
    restaurantId: Id,
    price: Money,
    effectiveFrom: Day,
  }),
  result: PriceRecord,
});

export const priceApprove = defineRoute({
  method: 'POST',
  url: '/product/agreement-prices/:id/approve',
  summary: 'Procurement: approve a proposed price; from its effective date it is the agreement price',
  tag,
  params: ById,
  body: Type.Object({ version: Version }),
  result: PriceRecord,
});

export const priceReturn = defineRoute({
  method: 'POST',
  url: '/product/agreement-prices/:id/return',
  summary: 'Procurement: return a proposed price to the supplier with a reason',
  tag,
  params: ById,
  body: Type.Object({ version: Version, reason: Type.String({ maxLength: 500 }) }),
  result: PriceRecord,
});

export const priceRevise = defineRoute({
  method: 'POST',
  url: '/product/agreement-prices/:id/revise',
  summary: 'Supplier: revise a returned price and propose it again',
  tag,
  params: ById,
  body: Type.Object({ version: Version, price: Money, effectiveFrom: Day }),
  result: PriceRecord,
});
