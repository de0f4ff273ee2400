/** The back-fill list as Excel: one row per recorded product, with its back-fill's number, day, parties and state. */
import { BACK_FILL_STATUS_NAMES } from '../../../contract/domain/newOrder.ts';
import type { BackFillRecord } from '../../../contract/routes/newOrder.ts';
import type { ExcelColumn } from '../../http/excel.ts';

export type BackFillExportRow = BackFillRecord['lines'][number] & { fill: BackFillRecord };

/** A back-fill's products as export rows, in the list's order. */
export const backFillRows = (fills: readonly BackFillRecord[]): BackFillExportRow[] => fills.flatMap((fill) => fill.lines.map((line) => ({ ...line, fill })));

const HEADINGS = {
  zh: ['补录单号', '到货日期', '时段', '食堂', '供应商', '商品', '数量', '单位', '单价', '金额', '状态', '订单号', '备注', '提交人', '提交时间'],
  en: ['Back-fill no.', 'Arrival date', 'Slot', 'Canteen', 'Supplier', 'Product', 'Quantity', 'Unit', 'Price', 'Amount', 'Status', 'Order no.', 'Remark', 'Recorded by', 'Recorded at'],
};

export function backFillColumns(locale: 'zh' | 'en'): ExcelColumn<BackFillExportRow>[] {
  const values: Array<ExcelColumn<BackFillExportRow>['value']> = [
    (r) => r.fill.backFillNo, (r) => r.fill.arrivalDate, (r) => r.fill.slot, (r) => r.fill.restaurantName, (r) => r.fill.supplierName,
    (r) => r.productName, (r) => Number(r.quantity), (r) => r.unit, (r) => Number(r.price), (r) => r.amount,
    (r) => BACK_FILL_STATUS_NAMES[r.fill.status][locale], (r) => r.fill.orderNo, (r) => r.fill.remark, (r) => r.fill.createBy, (r) => new Date(r.fill.createTime),
  ];
  const formats: Record<number, string> = { 6: '0.000', 8: '0.00', 9: '0.00', 14: 'yyyy-mm-dd hh:mm' };
  return values.map((value, index) => ({ header: HEADINGS[locale][index]!, value, format: formats[index] }));
}
