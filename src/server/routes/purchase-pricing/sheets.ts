/** The Excel sheets of the price-setting lists: a name and columns with both languages' headings. */
import { CLOUD_GOOD_STATUS_NAMES, DECISION_STATUS_NAMES } from '../../../contract/domain/purchasePricing.ts';
import type { CloudGoodRecord, ComparisonRecord, MeetingRecord } from '../../../contract/routes/purchasePricing.ts';
import type { Columns } from '../../http/excel.ts';

type Sheet<Row> = { name: { zh: string; en: string }; columns: Columns<Row> };
const money = (value: string | null) => (value === null ? null : Number(value));
const MONEY = '0.00';
const canteenNames = (r: { canteens: Array<{ name: string }> }) => r.canteens.map((c) => c.name).join('、');

export const cloudGoods: Sheet<CloudGoodRecord> = {
  name: { zh: '云商品', en: 'Cloud goods' },
  columns: [
    { zh: '商品编码', en: 'Code', value: (r) => r.productCode },
    { zh: '商品', en: 'Product', value: (r) => r.productName },
    { zh: '规格', en: 'Specification', value: (r) => r.spec },
    { zh: '单位', en: 'Unit', value: (r) => r.unit },
    { zh: '供应商', en: 'Supplier', value: (r) => r.supplierName },
    { zh: '价格', en: 'Price', value: (r) => money(r.price), format: MONEY },
    { zh: '起订量', en: 'Minimum order', value: (r) => Number(r.minOrder), format: '0.###' },
    { zh: '状态', en: 'Status', value: (r) => CLOUD_GOOD_STATUS_NAMES[r.status].zh },
    { zh: '选用食堂数', en: 'Adopted by', value: (r) => r.adoptions },
    { zh: '提交时间', en: 'Offered at', value: (r) => new Date(r.createTime), format: 'yyyy-mm-dd hh:mm' },
  ],
};

export const meetings: Sheet<MeetingRecord> = {
  name: { zh: '会议定价', en: 'Conference prices' },
  columns: [
    { zh: '会议名称', en: 'Meeting', value: (r) => r.title },
    { zh: '会议日期', en: 'Meeting day', value: (r) => r.meetingDate },
    { zh: '参会人员', en: 'Attendees', value: (r) => r.attendees },
    { zh: '执行期开始', en: 'Period from', value: (r) => r.periodStart },
    { zh: '执行期结束', en: 'Period to', value: (r) => r.periodEnd },
    { zh: '食堂', en: 'Canteens', value: canteenNames },
    { zh: '商品数', en: 'Products', value: (r) => r.lineCount },
    { zh: '状态', en: 'Status', value: (r) => DECISION_STATUS_NAMES[r.status].zh },
    { zh: '审批人', en: 'Decided by', value: (r) => r.decidedBy },
  ],
};

export const comparisons: Sheet<ComparisonRecord> = {
  name: { zh: '三方比价', en: 'Price comparisons' },
  columns: [
    { zh: '商品编码', en: 'Code', value: (r) => r.productCode },
    { zh: '商品', en: 'Product', value: (r) => r.productName },
    { zh: '食堂', en: 'Canteens', value: canteenNames },
    { zh: '报价数', en: 'Quotes', value: (r) => r.quoteCount },
    { zh: '最低价', en: 'Lowest', value: (r) => money(r.lowestPrice), format: MONEY },
    { zh: '选定供应商', en: 'Chosen supplier', value: (r) => r.chosenSupplierName },
    { zh: '选定价', en: 'Chosen price', value: (r) => money(r.chosenPrice), format: MONEY },
    { zh: '选择理由', en: 'Reason for the choice', value: (r) => r.choiceReason },
    { zh: '生效日期', en: 'Effective from', value: (r) => r.effectiveFrom },
    { zh: '状态', en: 'Status', value: (r) => DECISION_STATUS_NAMES[r.status].zh },
  ],
};
