/**
 * What 采购管理 prints through designer templates (issue 20): a bid (its rules, the offers ranked with
 * their scores, the award), a three-party price comparison (the quotes side by side, the chosen one and
 * why) and a price meeting (the conference price list). Each is printed with a template of the type whose
 * code names the document; the fields below are what the server's record holds and the designer offers.
 */
import type { PrintField } from './orderPrint.ts';

export const PURCHASE_DOCUMENTS = ['bid', 'price_comparison', 'price_meeting'] as const;
export type PurchaseDocument = (typeof PURCHASE_DOCUMENTS)[number];

export const PURCHASE_DOCUMENT_NAMES: Readonly<Record<PurchaseDocument, { zh: string; en: string }>> = {
  bid: { zh: '招标评标表', en: 'Bid evaluation sheet' },
  price_comparison: { zh: '三方比价单', en: 'Three-party price comparison' },
  price_meeting: { zh: '会议定价表', en: 'Conference price list' },
};

const f = (field: string, zh: string, en: string): PrintField => ({ field, zh, en });

const DECISION: readonly PrintField[] = [
  f('status', '状态', 'Status'),
  f('canteens', '食堂', 'Canteens, comma separated'),
  f('decidedBy', '审批人', 'Approved or rejected by'),
  f('decidedAt', '审批时间', 'Decided at'),
  f('printedAt', '打印时间', 'Printed at'),
];

export const PURCHASE_PRINT_FIELDS: Readonly<Record<PurchaseDocument, readonly PrintField[]>> = {
  bid: [
    f('bidNo', '招标编号', 'Bid number'),
    f('title', '招标名称', 'Title'),
    f('ruleName', '采购规则', 'Bid rule'),
    f('status', '状态', 'Status'),
    f('effectiveFrom', '价格生效日', 'Prices take effect on'),
    f('deadline', '投标截止', 'Offers close at'),
    f('weights', '评分规则', 'How offers are scored (weights)'),
    f('minOffers', '最少报价数', 'Offers needed per product'),
    f('canteens', '食堂', 'Canteens, comma separated'),
    f('products', '招标商品', 'Products, comma separated'),
    {
      ...f('offers', '报价排名', 'Offers per product, ranked by total score'),
      columns: [
        f('product', '商品', 'Product'),
        f('rank', '名次', 'Rank'),
        f('supplier', '供应商', 'Supplier'),
        f('price', '报价', 'Price'),
        f('priceScore', '价格分', 'Price score'),
        f('qualityScore', '资质分', 'Qualification score'),
        f('deliveryScore', '交付分', 'Delivery score'),
        f('total', '总分', 'Total score'),
        f('awarded', '中标', 'Awarded (中标) or empty'),
      ],
    },
    {
      ...f('awards', '定标结果', 'The award: one row per product'),
      columns: [f('product', '商品', 'Product'), f('supplier', '中标供应商', 'Supplier'), f('price', '中标价', 'Price'), f('total', '总分', 'Total score'), f('effectiveFrom', '生效日', 'Effective from')],
    },
    f('awardedBy', '定标人', 'Awarded by'),
    f('awardedAt', '定标时间', 'Awarded at'),
    f('printedAt', '打印时间', 'Printed at'),
  ],
  price_comparison: [
    f('productCode', '商品编码', 'Product code'),
    f('productName', '商品', 'Product'),
    f('unit', '单位', 'Unit'),
    f('effectiveFrom', '生效日', 'Effective from'),
    {
      ...f('quotes', '报价', 'The quotes side by side'),
      columns: [
        f('line', '序号', 'Row number'),
        f('supplier', '供应商', 'Supplier'),
        f('price', '报价', 'Price'),
        f('quoteDate', '报价日期', 'Quoted on'),
        f('note', '说明', 'Note'),
        f('mark', '标记', 'Lowest / chosen'),
      ],
    },
    f('chosenSupplier', '选定供应商', 'Chosen supplier'),
    f('chosenPrice', '选定价格', 'Chosen price'),
    f('lowestPrice', '最低价', 'Lowest price'),
    f('choiceReason', '选择理由', 'Why this quote'),
    f('note', '备注', 'Note'),
    ...DECISION,
  ],
  price_meeting: [
    f('title', '会议名称', 'Meeting'),
    f('meetingDate', '会议日期', 'Meeting date'),
    f('attendees', '参会人员', 'Attendees'),
    f('minutes', '会议纪要', 'Minutes'),
    f('periodStart', '执行开始', 'Period from'),
    f('periodEnd', '执行结束', 'Period to'),
    {
      ...f('lines', '定价明细', 'The conference prices'),
      columns: [f('line', '序号', 'Row number'), f('productCode', '商品编码', 'Product code'), f('productName', '商品', 'Product'), f('unit', '单位', 'Unit'), f('supplier', '供应商', 'Supplier'), f('price', '价格', 'Price')],
    },
    f('lineCount', '品项数', 'Number of prices'),
    ...DECISION,
  ],
};
