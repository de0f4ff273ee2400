/** The Excel exports of the purchase lists: headings in both languages, the caller's picked at export. */
import { BID_STATUS_NAMES } from '../../../contract/domain/purchaseBid.ts';
import { PRICE_STATUS_NAMES } from '../../../contract/domain/agreementPrice.ts';
import type { AgreementPriceRow, PurchaseBidRow, PurchaseRuleRow } from '../../../contract/routes/purchaseBids.ts';
import type { Columns } from '../../http/excel.ts';
import type { ListSheet } from '../../http/listRoutes.ts';

/** A sheet whose columns get the caller's language for the names they write (states). */
type Sheet<Row> = ListSheet<Row> & { columns: (locale: 'zh' | 'en') => Columns<Row> };

const YES = { zh: '是', en: 'yes' } as const;
const NO = { zh: '否', en: 'no' } as const;

export const rules: Sheet<PurchaseRuleRow> = {
  name: { zh: '采购规则', en: 'Bid rules' },
  columns: (locale) => [
    { zh: '名称', en: 'Name', value: (r) => r.name, width: 24 },
    { zh: '商品', en: 'Products', value: (r) => r.products.map((p) => p.name).join('、'), width: 40 },
    { zh: '食堂', en: 'Canteens', value: (r) => r.restaurants.map((c) => c.name).join('、'), width: 30 },
    { zh: '有效期起', en: 'Period from', value: (r) => r.periodFrom, width: 12 },
    { zh: '有效期止', en: 'Period to', value: (r) => r.periodTo, width: 12 },
    { zh: '价格权重', en: 'Price weight', value: (r) => r.priceWeight, width: 10 },
    { zh: '资质权重', en: 'Qualification weight', value: (r) => r.qualityWeight, width: 10 },
    { zh: '交付权重', en: 'Delivery weight', value: (r) => r.deliveryWeight, width: 10 },
    { zh: '最少报价数', en: 'Fewest offers', value: (r) => r.minOffers, width: 10 },
    { zh: '启用', en: 'Enabled', value: (r) => (r.enabled ? YES[locale] : NO[locale]), width: 8 },
  ],
};

export const bids: Sheet<PurchaseBidRow> = {
  name: { zh: '招标', en: 'Bids' },
  columns: (locale) => [
    { zh: '招标编号', en: 'Bid no.', value: (r) => r.bidNo, width: 16 },
    { zh: '标题', en: 'Title', value: (r) => r.title, width: 30 },
    { zh: '采购规则', en: 'Rule', value: (r) => r.ruleName, width: 20 },
    { zh: '状态', en: 'Status', value: (r) => BID_STATUS_NAMES[r.status][locale], width: 10 },
    { zh: '生效日', en: 'Effective from', value: (r) => r.effectiveFrom, width: 12 },
    { zh: '投标截止', en: 'Deadline', value: (r) => r.deadline, width: 22 },
    { zh: '商品数', en: 'Products', value: (r) => r.productCount, width: 8 },
    { zh: '报价数', en: 'Offers', value: (r) => r.offerCount, width: 8 },
  ],
};

export const prices: Sheet<AgreementPriceRow> = {
  name: { zh: '协议价', en: 'Agreement prices' },
  columns: (locale) => [
    { zh: '商品编码', en: 'Product code', value: (r) => r.productCode, width: 12 },
    { zh: '商品', en: 'Product', value: (r) => r.productName, width: 20 },
    { zh: '单位', en: 'Unit', value: (r) => r.unit, width: 8 },
    { zh: '食堂', en: 'Canteen', value: (r) => r.restaurantName, width: 16 },
    { zh: '供应商', en: 'Supplier', value: (r) => r.supplierName, width: 24 },
    { zh: '价格', en: 'Price', value: (r) => Number(r.price), width: 10 },
    { zh: '生效日', en: 'Effective from', value: (r) => r.effectiveFrom, width: 12 },
    { zh: '截止日', en: 'Effective to', value: (r) => r.effectiveTo ?? '', width: 12 },
    { zh: '状态', en: 'Status', value: (r) => PRICE_STATUS_NAMES[r.status][locale], width: 10 },
    { zh: '当前执行', en: 'In force', value: (r) => (r.inForce ? YES[locale] : NO[locale]), width: 8 },
    { zh: '来源招标', en: 'From bid', value: (r) => r.bidNo ?? '', width: 16 },
  ],
};
