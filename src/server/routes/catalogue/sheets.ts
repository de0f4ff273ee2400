/** The Excel sheets of the catalogue's lists: a name and columns with both languages' headings. */
import type { Static } from 'typebox';
import { PRICE_STATUS_NAMES } from '../../../contract/domain/agreementPrice.ts';
import { FILL_STATUS_NAMES, LINK_STATUS_NAMES, RELEASE_STATUS_NAMES } from '../../../contract/domain/catalogue.ts';
import type * as routes from '../../../contract/routes/products.ts';
import type { Columns } from '../../http/excel.ts';

type Sheet<Row> = { name: { zh: string; en: string }; columns: Columns<Row> };
const yes = (value: boolean, zh: string) => (value ? zh : '');
const money = (value: string | null) => (value === null ? null : Number(value));
const MONEY = '0.00';

export const products: Sheet<Static<typeof routes.BaseProductRow>> = {
  name: { zh: '基础商品', en: 'Base products' },
  columns: [
    { zh: '编码', en: 'Code', value: (r) => r.code },
    { zh: '名称', en: 'Name', value: (r) => r.name },
    { zh: '分类', en: 'Category', value: (r) => r.categoryName },
    { zh: '单位', en: 'Unit', value: (r) => r.unit },
    { zh: '规格', en: 'Specification', value: (r) => r.spec },
    { zh: '品牌', en: 'Brand', value: (r) => r.brand },
    { zh: '保质期（天）', en: 'Shelf life (days)', value: (r) => r.shelfLifeDays },
    { zh: '预警天数', en: 'Warning days', value: (r) => r.warningDays },
    { zh: '虚拟商品', en: 'Virtual', value: (r) => yes(r.virtual, '是') },
    { zh: '状态', en: 'Status', value: (r) => (r.enabled ? '启用' : '停用') },
  ],
};

export const overview: Sheet<Static<typeof routes.ProductOverviewRow>> = {
  name: { zh: '商品列表', en: 'Catalogue' },
  columns: [
    { zh: '编码', en: 'Code', value: (r) => r.code },
    { zh: '名称', en: 'Name', value: (r) => r.name },
    { zh: '分类', en: 'Category', value: (r) => r.categoryName },
    { zh: '单位', en: 'Unit', value: (r) => r.unit },
    { zh: '供应商数', en: 'Suppliers', value: (r) => r.supplierCount },
    { zh: '最低价', en: 'Lowest price', value: (r) => money(r.minPrice), format: MONEY },
    { zh: '最高价', en: 'Highest price', value: (r) => money(r.maxPrice), format: MONEY },
  ],
};

export const links: Sheet<Static<typeof routes.SupplierProductRow>> = {
  name: { zh: '供应商商品', en: 'Supplier products' },
  columns: [
    { zh: '供应商', en: 'Supplier', value: (r) => r.supplierName },
    { zh: '商品编码', en: 'Product code', value: (r) => r.productCode },
    { zh: '商品', en: 'Product', value: (r) => r.productName },
    { zh: '供应商编码', en: "Supplier's code", value: (r) => r.code },
    { zh: '品牌', en: 'Brand', value: (r) => r.brand },
    { zh: '规格', en: 'Specification', value: (r) => r.spec },
    { zh: '审核状态', en: 'Audit', value: (r) => LINK_STATUS_NAMES[r.auditStatus].zh },
    { zh: '驳回原因', en: 'Reason', value: (r) => r.reason },
  ],
};

export const prices: Sheet<Static<typeof routes.PriceHistoryRow>> = {
  name: { zh: '商品价格', en: 'Prices' },
  columns: [
    { zh: '商品编码', en: 'Product code', value: (r) => r.productCode },
    { zh: '商品', en: 'Product', value: (r) => r.productName },
    { zh: '单位', en: 'Unit', value: (r) => r.unit },
    { zh: '供应商', en: 'Supplier', value: (r) => r.supplierName },
    { zh: '食堂', en: 'Canteen', value: (r) => r.restaurantName },
    { zh: '价格', en: 'Price', value: (r) => money(r.price), format: MONEY },
    { zh: '生效日期', en: 'Effective from', value: (r) => r.effectiveFrom },
    { zh: '失效日期', en: 'Effective to', value: (r) => r.effectiveTo },
    { zh: '状态', en: 'Status', value: (r) => PRICE_STATUS_NAMES[r.status].zh },
    { zh: '市场价', en: 'Market price', value: (r) => money(r.marketPrice), format: MONEY },
    { zh: '偏差', en: 'Deviation', value: (r) => r.deviation, format: '0.0%' },
    { zh: '偏差超限', en: 'Flagged', value: (r) => yes(r.flagged, '是') },
    { zh: '发布批次', en: 'Release', value: (r) => r.releaseName },
  ],
};

export const market: Sheet<Static<typeof routes.MarketPriceRow>> = {
  name: { zh: '市场价', en: 'Market prices' },
  columns: [
    { zh: '商品编码', en: 'Product code', value: (r) => r.productCode },
    { zh: '商品', en: 'Product', value: (r) => r.productName },
    { zh: '单位', en: 'Unit', value: (r) => r.unit },
    { zh: '开始日期', en: 'From', value: (r) => r.periodStart },
    { zh: '结束日期', en: 'To', value: (r) => r.periodEnd },
    { zh: '市场价', en: 'Price', value: (r) => money(r.price), format: MONEY },
    { zh: '来源', en: 'Source', value: (r) => r.source },
  ],
};

export const expiration: Sheet<Static<typeof routes.ExpirationRow>> = {
  name: { zh: '保质期配置', en: 'Expiration configs' },
  columns: [
    { zh: '分类编码', en: 'Category code', value: (r) => r.categoryCode },
    { zh: '分类', en: 'Category', value: (r) => r.categoryName },
    { zh: '保质期（天）', en: 'Shelf life (days)', value: (r) => r.shelfLifeDays },
    { zh: '预警天数', en: 'Warning days', value: (r) => r.warningDays },
    { zh: '适用商品数', en: 'Products', value: (r) => r.productCount },
  ],
};

export const fills: Sheet<Static<typeof routes.SchoolFillRow>> = {
  name: { zh: '学校填报', en: 'Product requests' },
  columns: [
    { zh: '食堂', en: 'Canteen', value: (r) => r.restaurantName },
    { zh: '商品名称', en: 'Product', value: (r) => r.name },
    { zh: '分类', en: 'Category', value: (r) => r.categoryName },
    { zh: '单位', en: 'Unit', value: (r) => r.unit },
    { zh: '规格', en: 'Specification', value: (r) => r.spec },
    { zh: '品牌', en: 'Brand', value: (r) => r.brand },
    { zh: '说明', en: 'Note', value: (r) => r.note },
    { zh: '状态', en: 'Status', value: (r) => FILL_STATUS_NAMES[r.status].zh },
    { zh: '驳回原因', en: 'Reason', value: (r) => r.reason },
  ],
};

export const releases: Sheet<Static<typeof routes.PriceReleaseRow>> = {
  name: { zh: '价格发布', en: 'Price releases' },
  columns: [
    { zh: '名称', en: 'Name', value: (r) => r.name },
    { zh: '发布日期', en: 'Release date', value: (r) => r.releaseDate },
    { zh: '状态', en: 'Status', value: (r) => RELEASE_STATUS_NAMES[r.status].zh },
    { zh: '价格数', en: 'Prices', value: (r) => r.priceCount },
    { zh: '备注', en: 'Remark', value: (r) => r.remark },
    { zh: '发布人', en: 'Published by', value: (r) => r.publishedBy },
  ],
};
